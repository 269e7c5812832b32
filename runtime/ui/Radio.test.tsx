// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Radio } from './Radio';

afterEach(cleanup);

describe('Radio', () => {
  it("one radio in the design system's ring, named by its label, choosing on change", () => {
    const onChange = vi.fn();
    render(
      <label>
        <Radio name="saved" value="new" checked={false} onChange={onChange} />
        Use a new payment method
      </label>,
    );
    const radio = screen.getByRole('radio', { name: 'Use a new payment method' });
    expect(radio.className).toBe('portico-radio__input');
    expect(radio.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(radio);
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('locked: aria-disabled, still focusable, and a press chooses nothing', () => {
    const onChange = vi.fn();
    render(<Radio name="saved" value="pm_1" aria-label="Visa 4242" checked={false} locked onChange={onChange} />);
    const radio = screen.getByRole('radio', { name: 'Visa 4242' });
    expect(radio.getAttribute('aria-disabled')).toBe('true');
    expect(radio.hasAttribute('disabled')).toBe(false);
    fireEvent.click(radio);
    expect(onChange).not.toHaveBeenCalled();
  });
});
