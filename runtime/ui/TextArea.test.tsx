// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextArea } from './TextArea';

afterEach(cleanup);

describe('TextArea', () => {
  it('a labelled multi-line field in the text field look, described by its hint, more ids, then its error', () => {
    const onChange = vi.fn();
    render(<TextArea id="msg" label="Message" hint="Optional" describedBy="msg-count" error="Too long" rows={3} value="" onChange={onChange} />);
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.className).toBe('portico-input');
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(area.getAttribute('aria-describedby')).toBe('msg-hint msg-count msg-error');
    fireEvent.change(area, { target: { value: 'Hi' } });
    expect(onChange).toHaveBeenCalledOnce();
  });
});
