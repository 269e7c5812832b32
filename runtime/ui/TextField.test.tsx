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

  it('with an error: invalid, described by its hint, what the feature adds, and its error last', () => {
    render(<TextField id="zip" label="Postcode" hint="5 digits" error="Enter a postcode" describedBy="zip-extra" defaultValue="" />);
    const input = screen.getByRole('textbox', { name: 'Postcode' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('zip-hint zip-extra zip-error');
    expect(document.getElementById('zip-error')?.textContent).toBe('Enter a postcode');
  });

  it("adds the feature's class beside the look, and what it shows under the field above the error", () => {
    render(<TextField id="amt" label="Amount" className="portico-link__amount" below={<p id="amt-note">Up to 100</p>} error="Too much" defaultValue="" />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input.className).toBe('portico-input portico-link__amount');
    const note = document.getElementById('amt-note')!;
    expect(note.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    expect(note.compareDocumentPosition(document.getElementById('amt-error')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
