import { describe, expect, it } from 'vitest';
import { paymentMethodFields } from './payment-intents';

describe('paymentMethodFields', () => {
  it('sends typed details as payment_method, with save_payment_method when asked', () => {
    const card = { type: 'card' as const, card: { number: '4111111111111111', expiry_month: '12', expiry_year: '2030', cvc: '123' } };
    expect(paymentMethodFields(card)).toEqual({ payment_method: card });
    expect(paymentMethodFields(card, true)).toEqual({ payment_method: card, save_payment_method: true });
  });

  it('sends a saved method as payment_method_id, a card’s CVC in payment_method_options, and never a save flag', () => {
    expect(paymentMethodFields({ type: 'saved', id: 'mtd_1', cvc: '123' }, true)).toEqual({
      payment_method_id: 'mtd_1',
      payment_method_options: { card: { cvc: '123' } },
    });
    expect(paymentMethodFields({ type: 'saved', id: 'mtd_2' })).toEqual({ payment_method_id: 'mtd_2' });
  });
});
