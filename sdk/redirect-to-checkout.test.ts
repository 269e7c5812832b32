// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT } from './test-support/frame-double';
import { init } from './portico';
import { PorticoError } from './errors';

const PAYMENT = { intent_id: 'int_1', client_secret: 'cs.secret.1' } as const;

/** The page's `options`, as the hosted page reads them back from the address. */
function optionsOf(url: string): Record<string, unknown> {
  return JSON.parse(new URLSearchParams(new URL(url).hash.split('?')[1]).get('options')!) as Record<string, unknown>;
}

describe('redirectToCheckout()', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  function spyOnAssign() {
    const assign = vi.fn<(url: string) => void>();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, origin: window.location.origin, assign } as Location);
    return assign;
  }

  it('sends the shopper to the hosted page of the intent, everything after the hash', async () => {
    const portico = await init({ checkoutOrigin: CHECKOUT, locale: 'fr', appearance: { mode: 'dark' } });
    const assign = spyOnAssign();
    portico.redirectToCheckout({ ...PAYMENT, successUrl: 'https://shop.example/thanks?order=7', cancelUrl: 'https://shop.example/cart' });
    expect(assign).toHaveBeenCalledTimes(1);
    const url = new URL(assign.mock.calls[0]![0]);
    expect(`${url.origin}${url.pathname}${url.search}`).toBe(`${CHECKOUT}/`);
    expect(url.hash.startsWith('#/standalone/checkout/int_1?')).toBe(true);
    expect(new URLSearchParams(url.hash.split('?')[1]).get('lang')).toBe('fr');
    expect(optionsOf(url.href)).toEqual({
      intent_id: 'int_1',
      client_secret: 'cs.secret.1',
      mode: 'payment',
      origin: window.location.origin,
      success_url: 'https://shop.example/thanks?order=7',
      cancel_url: 'https://shop.example/cart',
      appearance: { mode: 'dark' },
    });
  });

  it("carries the merchant's logo, terms and privacy pages to the page, in its names", async () => {
    const portico = await init({ checkoutOrigin: CHECKOUT });
    const assign = spyOnAssign();
    const logo = 'data:image/svg+xml;base64,PHN2Zy8+';
    portico.redirectToCheckout({ ...PAYMENT, logoUrl: logo, termsUrl: 'https://shop.example/terms', privacyUrl: 'https://shop.example/privacy' });
    expect(optionsOf(assign.mock.calls[0]![0])).toMatchObject({
      logo_url: logo,
      terms_url: 'https://shop.example/terms',
      privacy_url: 'https://shop.example/privacy',
    });
    expect(optionsOf(assign.mock.calls[0]![0])).not.toHaveProperty('logoUrl');
  });

  it("names a platform's connected account on the hosted page too", async () => {
    const portico = await init({ checkoutOrigin: CHECKOUT, onBehalfOf: 'acct_connected_1' });
    const assign = spyOnAssign();
    portico.redirectToCheckout(PAYMENT);
    expect(optionsOf(assign.mock.calls[0]![0])).toMatchObject({ on_behalf_of: 'acct_connected_1' });
  });

  it('recurring mode opens the recurring page with the consent', async () => {
    const portico = await init({ checkoutOrigin: CHECKOUT });
    const assign = spyOnAssign();
    portico.redirectToCheckout({ mode: 'recurring', customer_id: 'cus_1', client_secret: 'customer.secret', consent_id: 'cst_1', locale: 'ja' });
    const url = assign.mock.calls[0]![0];
    expect(new URL(url).hash.startsWith('#/standalone/recurring?')).toBe(true);
    expect(optionsOf(url)).toMatchObject({ mode: 'recurring', customer_id: 'cus_1', client_secret: 'customer.secret', consent_id: 'cst_1' });
    expect(new URLSearchParams(new URL(url).hash.split('?')[1]).get('lang')).toBe('ja');
  });

  it("refuses a wrong option as the merchant's invalid_options, naming it, and the page stays", async () => {
    const portico = await init({ checkoutOrigin: CHECKOUT });
    const assign = spyOnAssign();
    const attempt = (options: unknown) => {
      try {
        portico.redirectToCheckout(options as never);
        return null;
      } catch (error) {
        return error as PorticoError;
      }
    };
    for (const [options, pattern] of [
      [{ intent_id: 'int_1' }, /"client_secret": required/],
      [{ ...PAYMENT, successUrl: 'javascript:alert(1)' }, /"successUrl": expected an http\(s\) URL/],
      [{ ...PAYMENT, successUrl: 'https://user:pw@shop.example/paid' }, /"successUrl": expected an http\(s\) URL without credentials/],
      [{ ...PAYMENT, cancelUrl: '/cart' }, /"cancelUrl": expected an http\(s\) URL/],
      [{ ...PAYMENT, logoUrl: 'http://shop.example/logo.png' }, /"logoUrl": expected an https or base64 data:image URL/],
      [{ ...PAYMENT, logoUrl: 'data:text/html;base64,PGI+' }, /"logoUrl": expected an https or base64 data:image URL/],
      [{ ...PAYMENT, logoUrl: `data:image/png;base64,${'A'.repeat(40_000)}` }, /"logoUrl": .*\(≤ 32 KB\)/],
      [{ ...PAYMENT, termsUrl: 'javascript:alert(1)' }, /"termsUrl": expected an http\(s\) URL/],
      [{ ...PAYMENT, privacyUrl: 'privacy.html' }, /"privacyUrl": expected an http\(s\) URL/],
      [{ ...PAYMENT, success_url: 'https://shop.example/' }, /"success_url": not an option/],
      [{ mode: 'recurring', customer_id: 'cus_1', client_secret: 's' }, /"consent_id": required/],
      [{ ...PAYMENT, mode: 'subscription' }, /"mode"/],
      [null, /takes an object/],
    ] as const) {
      const error = attempt(options);
      expect(error, JSON.stringify(options)).toBeInstanceOf(PorticoError);
      expect(error?.code).toBe('invalid_options');
      expect(error?.audience).toBe('merchant');
      expect(error?.message).toMatch(pattern);
    }
    expect(assign).not.toHaveBeenCalled();
  });
});
