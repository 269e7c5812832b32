// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { BareInput } from './BareInput';

afterEach(cleanup);

describe('BareInput', () => {
  it('a code read left to right, not corrected nor spell-checked, with no class of its own, its ref given', () => {
    const ref = createRef<HTMLInputElement>();
    render(<BareInput inputRef={ref} aria-label="Card number" inputMode="numeric" defaultValue="" />);
    const input = screen.getByRole('textbox', { name: 'Card number' });
    expect(ref.current).toBe(input);
    expect(input.getAttribute('dir')).toBe('ltr');
    expect(input.getAttribute('autocorrect')).toBe('off');
    expect(input.getAttribute('spellcheck')).toBe('false');
    expect(input.getAttribute('class')).toBeNull();
  });

  it('the caller may say otherwise', () => {
    render(<BareInput aria-label="Name" dir="auto" spellCheck defaultValue="" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.getAttribute('dir')).toBe('auto');
    expect(input.getAttribute('spellcheck')).toBe('true');
  });
});
