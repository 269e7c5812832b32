// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, useSession, type SessionStore } from './session';

const declined = { code: 'issuer_declined', message: 'Declined', details: {} } as const;

describe('session store', () => {
  it('starts with status initial, no error, the default card brands', () => {
    const store = createSessionStore();
    expect(store.getState()).toEqual({
      error: null,
      quote: null,
      intent: null,
      customer: null,
      consents: [],
      consent: null,
      status: 'initial',
      supportedCardBrands: ['mastercard', 'visa'],
      activePaymentMethodType: null,
    });
  });

  it('sets each field and notifies subscribers', () => {
    const store = createSessionStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.setError(declined);
    store.setQuote({ id: 'q_1', target_currency: 'EUR' });
    store.setIntent({ id: 'int_1', customer_id: 'cus_1' });
    store.setCustomer({ id: 'cus_1' });
    store.setConsents([{ id: 'cst_1' }]);
    store.setConsent({ id: 'cst_1' });
    store.setStatus('loading');
    store.setSupportedCardBrands(['visa', 'mastercard', 'amex']);
    expect(listener).toHaveBeenCalledTimes(8);
    expect(store.getState()).toMatchObject({
      error: declined,
      quote: { id: 'q_1', target_currency: 'EUR' },
      intent: { id: 'int_1', customer_id: 'cus_1' },
      customer: { id: 'cus_1' },
      consents: [{ id: 'cst_1' }],
      consent: { id: 'cst_1' },
      status: 'loading',
      supportedCardBrands: ['visa', 'mastercard', 'amex'],
    });
  });

  it('replaces the state object on change and keeps it when nothing changed', () => {
    const store = createSessionStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.getState();
    store.setStatus('initial');
    expect(store.getState()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
    store.setStatus('ready');
    expect(store.getState()).not.toBe(before);
    expect(before.status).toBe('initial');
  });

  it('setting a new active payment method type clears the error (spec §4)', () => {
    const store = createSessionStore();
    store.setError(declined);
    store.setActivePaymentMethodType('card');
    expect(store.getState()).toMatchObject({ activePaymentMethodType: 'card', error: null });
    store.setError(declined);
    store.setActivePaymentMethodType('card'); // not new: the error stays
    expect(store.getState().error).toBe(declined);
    store.setActivePaymentMethodType('wechat');
    expect(store.getState().error).toBeNull();
  });

  it('unsubscribes and resets', () => {
    const store = createSessionStore();
    const listener = vi.fn();
    const off = store.subscribe(listener);
    off();
    store.setStatus('ready');
    expect(listener).not.toHaveBeenCalled();
    store.reset();
    expect(store.getState().status).toBe('initial');
  });
});

describe('useSession', () => {
  function Status({ store }: { store: SessionStore }) {
    const status = useSession((s) => s.status, store);
    const error = useSession((s) => s.error, store);
    return (
      <p>
        {status}
        {error ? ` ${error.code}` : ''}
      </p>
    );
  }

  it('renders the current slice and re-renders on change', () => {
    const store = createSessionStore();
    render(<Status store={store} />);
    expect(screen.getByText('initial')).toBeTruthy();
    act(() => store.setError(declined));
    expect(screen.getByText('initial issuer_declined')).toBeTruthy();
    act(() => store.setActivePaymentMethodType('card'));
    expect(screen.getByText('initial')).toBeTruthy();
  });
});
