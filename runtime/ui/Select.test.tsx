// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Select } from './Select';

afterEach(cleanup);

const OPTIONS = [
  { value: 'US', label: 'United States' },
  { value: 'DE', label: 'Germany' },
];

describe('Select', () => {
  it('is a labelled native select in the field look, its choices in order', () => {
    const onChange = vi.fn();
    render(<Select id="country" label="Country" error={null} options={OPTIONS} value="US" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select.className).toBe('portico-input');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['United States', 'Germany']);
    fireEvent.change(select, { target: { value: 'DE' } });
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('marks itself invalid and described by its error', () => {
    render(<Select id="country" label="Country" error="Choose a country" options={OPTIONS} value="US" onChange={() => undefined} />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe('country-error');
  });
});
