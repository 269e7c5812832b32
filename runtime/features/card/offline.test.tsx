// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../platform/api/client';
import { byPath, fakeFetch, json } from '../../platform/api/testing';
import { NO_PAGE_LIFECYCLE } from '../../platform/api/page-lifecycle';
import CardElement from './CardElement';
import { renderInFrame } from '../../host/testing';
import { isOffline, isOfflineError, offlineError } from '../../host/offline';

const PAID = { id: 'int_1', status: 'SUCCEEDED', amount: 25, currency: 'USD' };

describe('offline at the click', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('reads navigator.onLine; the error is a network error that says nothing was sent', () => {
    expect(isOffline({ onLine: false })).toBe(true);
    expect(isOffline({ onLine: true })).toBe(false);
    const error = offlineError((key) => `t(${key})`);
    expect(error).toEqual({ code: 'network_error', message: 't(payment.error.offline)', details: { reason: 'offline', sent: false }, audience: 'network' });
    expect(isOfflineError(error)).toBe(true);
    expect(isOfflineError({ ...error, details: {} })).toBe(false);
  });

  it('sends nothing while offline, says so, clears the message when the network is back, and the next confirm pays once', async () => {
    const api = fakeFetch(json(200, PAID));
    const client = createApiClient({
      base: '',
      clientSecret: 'cs',
      trackerId: 't',
      fetch: byPath({ '/bin/lookup': fakeFetch(json(200, {})) }, api),
      lifecycle: NO_PAGE_LIFECYCLE,
    });
    const { call, events } = renderInFrame(CardElement, { client });
    const type = (name: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name: new RegExp(name, 'i') }), { target: { value } });
    type('card number', '4111111111111111');
    type('expiry', '1234');
    type('security code', '123');
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await act(async () => {
      await expect(call('confirm', {})).rejects.toMatchObject({ code: 'network_error', audience: 'network', details: { reason: 'offline' } });
    });
    expect(api.calls).toHaveLength(0);
    expect(screen.getByRole('alert').textContent).toMatch(/offline/i);
    expect(events).toContainEqual(['onError', expect.objectContaining({ code: 'network_error', details: { reason: 'offline', sent: false } })]);
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByRole('alert').textContent).toBe('');
    await act(async () => {
      await expect(call('confirm', {})).resolves.toEqual(PAID);
    });
    expect(api.calls.map((c) => c.init.method)).toEqual(['POST']);
  });
});
