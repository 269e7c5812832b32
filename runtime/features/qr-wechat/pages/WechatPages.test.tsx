// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, networkFailure, type FakeReply } from '../../../platform/api/testing';
import { merchantReturnOf, wechatPageUrl, withOutcome } from '../wechat/wechat-pages';
import { navigate } from '../../../page/navigate';
import { renderPage } from '../../../page/testing';
import RedirectWechatPage from './RedirectWechatPage';
import WechatCallbackPage from './WechatCallbackPage';

const ORIGIN = window.location.origin;
const SHOP = 'https://shop.example/done?order=7';
const params = { intentId: 'int_1', clientSecret: 'cs_1', language: 'en', returnUrl: SHOP };
/** The intent's return_url, as the wechat element confirmed it: the callback page, naming the shop. */
const CALLBACK = wechatPageUrl(ORIGIN, 'callback', params);
const hashOf = (url: string) => url.slice(url.indexOf('#'));

const intent = (status: string, extra: Record<string, unknown> = {}) => ({
  id: 'int_1',
  status,
  amount: 88,
  currency: 'CNY',
  return_url: CALLBACK,
  latest_payment_attempt: { id: 'att_1', status: 'PENDING' },
  ...extra,
});
const redirectTo = (url: string) => json(200, intent('REQUIRES_CUSTOMER_ACTION', { next_action: { type: 'redirect', method: 'GET', url } }));

let moves: { assign: string[]; replace: string[] };
function serve(...replies: FakeReply[]) {
  const api = fakeFetch(...replies);
  vi.stubGlobal('fetch', api.fetch);
  return api;
}
const settle = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });

beforeEach(() => {
  moves = { assign: [], replace: [] };
  vi.spyOn(navigate, 'assign').mockImplementation((url) => void moves.assign.push(url));
  vi.spyOn(navigate, 'replace').mockImplementation((url) => void moves.replace.push(url));
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/page/redirect-wechat', () => {
  const page = hashOf(wechatPageUrl(ORIGIN, 'redirect', params));

  it("re-reads the intent with its client secret and goes to WeChat's page, with a link to go by hand", async () => {
    const api = serve(redirectTo('http://checkout.test/simulator/bank?session=ses_1'));
    renderPage(RedirectWechatPage, page);
    await settle();
    expect(api.calls[0]!.url).toBe('/api/v1/pa/payment_intents/int_1');
    expect(new Headers(api.calls[0]!.init.headers).get('client-secret')).toBe('cs_1');
    expect(moves.assign).toEqual(['http://checkout.test/simulator/bank?session=ses_1']);
    expect(screen.getByRole('heading', { name: 'Opening WeChat…' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open WeChat' }).getAttribute('href')).toBe('http://checkout.test/simulator/bank?session=ses_1');
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'weixin://pay'])('never follows a %s next action', async (url) => {
    serve(redirectTo(url));
    renderPage(RedirectWechatPage, page);
    await settle();
    expect(moves.assign).toEqual([]);
    expect(screen.getByRole('heading').textContent).toMatch(/can't be completed here/);
    expect(screen.queryByRole('link', { name: 'Open WeChat' })).toBeNull();
  });

  it('says an intent already paid is paid, and offers the way back to the shop named by the intent', async () => {
    serve(json(200, intent('SUCCEEDED')));
    renderPage(RedirectWechatPage, page);
    await settle();
    expect(moves.assign).toEqual([]);
    expect(screen.getByRole('heading', { name: 'This payment is already complete.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the shop' }).getAttribute('href')).toBe(
      'https://shop.example/done?order=7&intent_id=int_1&status=SUCCEEDED',
    );
  });

  it('refuses a link without its client secret, or one the provider refuses', async () => {
    const api = serve(json(401, { code: 'unauthorized', message: 'x', details: {} }));
    renderPage(RedirectWechatPage, '#/page/redirect-wechat?intent_id=int_1');
    await settle();
    expect(api.calls).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'This link is incomplete or no longer valid.' })).toBeTruthy();
    cleanup();
    renderPage(RedirectWechatPage, page);
    await settle();
    expect(screen.getByRole('heading', { name: 'This link is incomplete or no longer valid.' })).toBeTruthy();
  });

  it('offers a retry when the provider cannot be reached', async () => {
    serve(networkFailure, redirectTo('https://pay.weixin.example/mweb?x=1'));
    renderPage(RedirectWechatPage, page);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(moves.assign).toEqual(['https://pay.weixin.example/mweb?x=1']);
  });
});

describe('/wechat/jsapi-callback', () => {
  // What the provider's page sends the shopper back to: a `status` in the address, which must not be believed.
  const page = `${hashOf(CALLBACK)}&status=SUCCEEDED`;

  it('asks the provider; paid, it goes back to the shop the element named, with the intent', async () => {
    serve(json(200, intent('SUCCEEDED')));
    renderPage(WechatCallbackPage, page);
    await settle();
    expect(screen.getByRole('heading', { name: 'Payment received' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Taking you back to the shop…');
    expect(moves.replace).toEqual(['https://shop.example/done?order=7&intent_id=int_1&status=SUCCEEDED']);
  });

  it('paid with no shop named: says so and that the page may be closed', async () => {
    serve(json(200, intent('SUCCEEDED', { return_url: wechatPageUrl(ORIGIN, 'callback', { ...params, returnUrl: undefined }) })));
    renderPage(WechatCallbackPage, page);
    await settle();
    expect(screen.getByText(/You paid/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('You can close this page.');
    expect(moves.replace).toEqual([]);
  });

  it('never believes the address: a refused payment is shown as refused, with the way back', async () => {
    serve(json(200, intent('REQUIRES_PAYMENT_METHOD', { latest_payment_attempt: { id: 'att_1', status: 'FAILED', failure_code: 'shopper_rejected' } })));
    renderPage(WechatCallbackPage, page);
    await settle();
    expect(screen.getByRole('heading', { name: 'Payment not completed' })).toBeTruthy();
    expect(screen.getByText(/refused in the app/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the shop' }).getAttribute('href')).toBe(
      'https://shop.example/done?order=7&intent_id=int_1&status=REQUIRES_PAYMENT_METHOD',
    );
    expect(moves.replace).toEqual([]);
  });

  it('still waiting for WeChat: says so and polls until the provider settles it', async () => {
    const api = serve(json(200, intent('REQUIRES_CUSTOMER_ACTION')), json(200, intent('REQUIRES_CUSTOMER_ACTION')), json(200, intent('SUCCEEDED')));
    renderPage(WechatCallbackPage, page);
    await settle();
    expect(screen.getByRole('heading', { name: 'Waiting for WeChat to confirm your payment…' })).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4000);
    });
    expect(api.calls).toHaveLength(3);
    expect(moves.replace).toEqual(['https://shop.example/done?order=7&intent_id=int_1&status=SUCCEEDED']);
  });
});

describe('merchantReturnOf', () => {
  it("reads the shop from the intent's own return_url: our callback page only, an http(s) shop only", () => {
    expect(merchantReturnOf(CALLBACK, ORIGIN)).toBe(SHOP);
    expect(merchantReturnOf(CALLBACK, 'https://other.example')).toBeNull();
    expect(merchantReturnOf(`${ORIGIN}/#/page/redirect?return_url=${encodeURIComponent(SHOP)}`, ORIGIN)).toBeNull();
    expect(merchantReturnOf(`${ORIGIN}/#/wechat/jsapi-callback?return_url=${encodeURIComponent('javascript:alert(1)')}`, ORIGIN)).toBeNull();
    expect(merchantReturnOf(null, ORIGIN)).toBeNull();
    expect(merchantReturnOf('not a url', ORIGIN)).toBeNull();
  });

  it("adds the intent to the shop's address", () => {
    expect(withOutcome('https://shop.example/done?order=7#top', 'int_1', 'SUCCEEDED')).toBe(
      'https://shop.example/done?order=7&intent_id=int_1&status=SUCCEEDED#top',
    );
  });
});
