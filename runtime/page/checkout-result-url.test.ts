import { describe, expect, it } from 'vitest';
import { parseLocation } from '../platform/router';
import { checkoutResultUrl, isCheckoutResultUrl, retryCheckoutUrl } from './checkout-result-url';

const origin = 'https://checkout.example';
const given = { intent_id: 'int_1', client_secret: 'cs.secret.1', success_url: 'https://shop.example/thanks', appearance: { mode: 'dark' as const } };

function parsed(url: string) {
  const { pathname, search, hash } = new URL(url);
  return parseLocation({ pathname, search, hash });
}

describe('the hosted checkout result addresses', () => {
  it('puts everything after the hash, and the result page reads it back', () => {
    const url = checkoutResultUrl(origin, 'success', given, 'fr');
    expect(new URL(url).search).toBe('');
    expect(url.split('#')[0]).toBe(`${origin}/`);
    const { route, query, language } = parsed(url);
    expect(route?.name).toBe('checkout.success');
    expect(query).toMatchObject({ intent_id: 'int_1', client_secret: 'cs.secret.1', success_url: 'https://shop.example/thanks' });
    expect(query.options?.appearance).toEqual({ mode: 'dark' });
    expect(language).toBe('fr');
    expect(parsed(checkoutResultUrl(origin, 'fail', given)).route?.name).toBe('checkout.fail');
  });

  it('"Try again" opens the hosted page on the same intent, with the same ways back', () => {
    const { route, query } = parsed(retryCheckoutUrl(origin, given));
    expect(route).toEqual({ name: 'standalone.checkoutIntent', params: { intentId: 'int_1' } });
    expect(query).toMatchObject({ intent_id: 'int_1', client_secret: 'cs.secret.1', success_url: 'https://shop.example/thanks', mode: 'payment' });
  });

  it("knows its own result pages, and nobody else's", () => {
    expect(isCheckoutResultUrl(checkoutResultUrl(origin, 'fail', given), origin)).toBe(true);
    expect(isCheckoutResultUrl(checkoutResultUrl('https://evil.example', 'success', given), origin)).toBe(false);
    expect(isCheckoutResultUrl(`${origin}/#/standalone/checkout?x=1`, origin)).toBe(false);
    expect(isCheckoutResultUrl('not a url', origin)).toBe(false);
  });
});
