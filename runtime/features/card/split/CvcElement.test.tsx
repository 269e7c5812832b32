// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInFrame } from '../../../host/testing';
import CvcElement from './CvcElement';

describe('CvcElement (split CVC)', () => {
  afterEach(cleanup);

  it('before a brand is known takes 3 or 4 digits, and says an incomplete code after blur', () => {
    const { events } = renderInFrame(CvcElement, { client: null, kind: 'cvc', group: crypto.randomUUID() });
    const input = screen.getByRole('textbox', { name: 'Security code' }) as HTMLInputElement;
    expect(input.autocomplete).toBe('cc-csc');
    fireEvent.change(input, { target: { value: '12a345' } });
    expect(input.value).toBe('1234');
    fireEvent.change(input, { target: { value: '12' } });
    fireEvent.blur(input);
    expect(screen.getByRole('alert').textContent).toBe("Your card's security code is incomplete.");
    expect(events).toContainEqual(['onReady', { kind: 'cvc', title: 'Secure card security code input' }]);
    fireEvent.focus(input);
    expect(events).toContainEqual(['onFocus', { field: 'cvc' }]);
  });

  it('does not pay itself: confirm goes to the number frame (the SDK routes it there)', async () => {
    const { call } = renderInFrame(CvcElement, { client: null, kind: 'cvc', group: null });
    await expect(call('confirm', {})).rejects.toMatchObject({ code: 'code_not_supported' });
  });
});
