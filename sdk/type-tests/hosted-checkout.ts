/**
 * Type tests of `redirectToCheckout()` (see valid.ts for the rules these files follow):
 * a payment's options, or a consent's with `mode: 'recurring'`, never a mix.
 */
import type { Portico, RedirectToCheckoutOptions } from '../index';

declare const portico: Portico;

export function hostedCheckout(): void {
  portico.redirectToCheckout({
    intent_id: 'int_1',
    client_secret: 'secret',
    successUrl: 'https://shop.example/thanks',
    cancelUrl: 'https://shop.example/cart',
  });
  portico.redirectToCheckout({
    intent_id: 'int_1',
    client_secret: 'secret',
    mode: 'payment',
    locale: 'ja',
    appearance: { mode: 'dark' },
    layout: 'tab',
    methods: ['card'],
  });
  portico.redirectToCheckout({
    mode: 'recurring',
    customer_id: 'cus_1',
    client_secret: 'customer-secret',
    consent_id: 'cst_1',
    successUrl: 'https://shop.example/saved',
  });
  const stored: RedirectToCheckoutOptions = { intent_id: 'int_1', client_secret: 'secret' };
  portico.redirectToCheckout(stored);
}

export function hostedCheckoutMistakes(): void {
  // @ts-expect-error -- a payment needs its client secret
  portico.redirectToCheckout({ intent_id: 'int_1' });
  // @ts-expect-error -- recurring mode needs the consent the merchant's server created
  portico.redirectToCheckout({ mode: 'recurring', customer_id: 'cus_1', client_secret: 'customer-secret' });
  // @ts-expect-error -- a consent is not an intent: consent_id belongs to recurring mode
  portico.redirectToCheckout({ intent_id: 'int_1', client_secret: 'secret', consent_id: 'cst_1' });
  // @ts-expect-error -- the success page is successUrl (camelCase), as in every SDK option
  portico.redirectToCheckout({ intent_id: 'int_1', client_secret: 'secret', success_url: 'https://shop.example/' });
  // @ts-expect-error -- the layout is 'tab' or 'accordion'
  portico.redirectToCheckout({ intent_id: 'int_1', client_secret: 'secret', layout: 'grid' });
}
