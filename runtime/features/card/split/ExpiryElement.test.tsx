// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInFrame } from '../../../host/testing';
import ExpiryElement from './ExpiryElement';

describe('ExpiryElement (split expiry)', () => {
  afterEach(cleanup);

  it('formats MM / YY, shows a past date after blur, and reports its own state and Enter', () => {
    const { events } = renderInFrame(ExpiryElement, { client: null, kind: 'expiry', group: crypto.randomUUID() });
    const input = screen.getByRole('textbox', { name: 'Expiry date' }) as HTMLInputElement;
    expect(input.autocomplete).toBe('cc-exp');
    fireEvent.change(input, { target: { value: '1' } });
    fireEvent.change(input, { target: { value: '120' } });
    expect(input.value).toBe('12 / 0');
    fireEvent.change(input, { target: { value: '12 / 01' } });
    expect(screen.getByRole('alert').textContent).toBe('');
    fireEvent.blur(input);
    expect(screen.getByRole('alert').textContent).toBe("Your card's expiry date is in the past.");
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(events).toContainEqual(['onReady', { kind: 'expiry', title: 'Secure card expiry date input' }]);
    expect(events).toContainEqual(['onChange', { empty: false, complete: false }]);
    expect(events).toContainEqual(['onBlur', { field: 'expiry' }]);
    fireEvent.submit(input.form!);
    expect(events).toContainEqual(['onSubmit', {}]);
  });

  it('refuses month 13 and clears through update({ action: "clear" })', async () => {
    const { call } = renderInFrame(ExpiryElement, { client: null, kind: 'expiry', group: null });
    const input = screen.getByRole('textbox', { name: 'Expiry date' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '1330' } });
    fireEvent.blur(input);
    expect(screen.getByRole('alert').textContent).toBe("Your card's expiry date is invalid.");
    await act(async () => {
      await call('update', { action: 'clear' });
    });
    expect(input.value).toBe('');
    expect(screen.getByRole('alert').textContent).toBe('');
  });
});
