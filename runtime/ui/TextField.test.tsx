// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from './TextField';

afterEach(cleanup);

describe('TextField', () => {
  it('labels the input above it and describes it by its hint while it is valid', () => {
    render(<TextField id="name" label="Name on card" hint="As printed" error={null} defaultValue="" />);
    const input = screen.getByRole('textbox', { name: 'Name on card' });
    expect(input).toHaveProperty('className', 'portico-input');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(input.getAttribute('aria-describedby')).toBe('name-hint');
    expect(document.getElementById('name-error')).toBeNull();
  });

  it('with an error: invalid, described by its hint, its error and what the feature adds', () => {
    render(<TextField id="zip" label="Postcode" hint="5 digits" error="Enter a postcode" describedBy="zip-extra" defaultValue="" />);
    const input = screen.getByRole('textbox', { name: 'Postcode' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('zip-hint zip-error zip-extra');
    expect(document.getElementById('zip-error')?.textContent).toBe('Enter a postcode');
  });
});
