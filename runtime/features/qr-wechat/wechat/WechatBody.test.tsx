// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../platform/api/client';
import { NO_PAGE_LIFECYCLE } from '../../../platform/api/page-lifecycle';
import { fakeFetch, json, type FakeReply } from '../../../platform/api/testing';
import { renderInFrame } from '../../../host/testing';
import { isMobileBrowser } from './mobile-browser';
import WechatBody from './WechatBody';
import { TEST_HANDOFF } from '../../../platform/handoff/testing';
// What a whole-tab address holds in place of the secret (runtime/platform/handoff/).
vi.mock('../../../platform/handoff/lazy', () => import('../../../platform/handoff/testing'));

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const desktopAgent = navigator.userAgent;

function withAgent(agent: string) {
  Object.defineProperty(navigator, 'userAgent', { value: agent, configurable: true });
}

const redirectTo = (url: string) =>
  json(200, {
    id: 'int_1',
    status: 'REQUIRES_CUSTOMER_ACTION',
    amount: 88,
    currency: 'CNY',
    latest_payment_attempt: { id: 'att_1', status: 'PENDING' },
    next_action: { type: 'redirect', method: 'GET', url },
  });

function setup(replies: FakeReply[], options = { client_secret: 'cs_1', return_url: 'https://shop.example/done?order=7' }) {
  const api = fakeFetch(...replies);
  const client = createApiClient({ base: '', clientSecret: 'cs_1', trackerId: 't', fetch: api.fetch, lifecycle: NO_PAGE_LIFECYCLE });
  const frame = renderInFrame(WechatBody, { client, kind: 'wechat', options });
  return { ...frame, api };
}

describe('the WeChat Pay body', () => {
  afterEach(() => {
    cleanup();
    withAgent(desktopAgent);
  });

  it("on a desktop is the QR body, paying with WeChat Pay's QR flow", async () => {
    withAgent(DESKTOP);
    const { call, api } = setup([
      json(200, {
        id: 'int_1',
        status: 'REQUIRES_CUSTOMER_ACTION',
        amount: 88,
        currency: 'CNY',
        next_action: { type: 'render_qrcode', qrcode: 'weixin://x', url: null },
      }),
    ]);
    expect(screen.getByText(/Scan it with WeChat/)).toBeTruthy();
    await act(async () => {
      await call('confirm', {});
    });
    expect(api.calls[0]!.body).toMatchObject({ payment_method: { type: 'wechatpay', wechatpay: { flow: 'qrcode' } } });
    expect(screen.getByRole('img', { name: /QR code to pay/ }).getAttribute('data-qr-content')).toBe('weixin://x');
  });

  it("in a phone's browser confirms mobile_web, comes back to the callback page and sends the page through /page/redirect-wechat", async () => {
    withAgent(IPHONE);
    const { call, api, events } = setup([redirectTo('http://checkout.test/simulator/bank?session=ses_1')]);
    expect(screen.getByText(/taken to WeChat/)).toBeTruthy();
    await act(async () => {
      await call('confirm', {});
    });
    const body = api.calls[0]!.body as { payment_method: unknown; return_url: string };
    expect(body.payment_method).toEqual({ type: 'wechatpay', wechatpay: { flow: 'mobile_web' } });
    const back = new URL(body.return_url);
    expect(back.origin).toBe(window.location.origin);
    expect(back.hash.startsWith('#/wechat/jsapi-callback?')).toBe(true);
    expect(Object.fromEntries(new URLSearchParams(back.hash.split('?')[1]))).toEqual({
      intent_id: 'int_1',
      client_secret: 'cs_1',
      lang: 'en',
      return_url: 'https://shop.example/done?order=7',
    });
    await waitFor(() => expect(events.some(([e]) => e === 'onRedirect')).toBe(true));
    const redirects = events.filter(([e]) => e === 'onRedirect').map(([, p]) => (p as { url: string }).url);
    expect(redirects).toHaveLength(1);
    const via = new URL(redirects[0]!);
    expect(via.hash.startsWith('#/page/redirect-wechat?')).toBe(true);
    // A hand-off in the secret's place: the address goes through the merchant's page.
    expect(Object.fromEntries(new URLSearchParams(via.hash.split('?')[1]))).toEqual({ intent_id: 'int_1', client_secret: TEST_HANDOFF, lang: 'en' });
    expect(screen.getAllByText('Opening WeChat…').length).toBeGreaterThan(0);
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>'])(
    'never sends the page to a %s next action: unsafe_next_action, shown',
    async (url) => {
      withAgent(IPHONE);
      const { call, events } = setup([redirectTo(url)]);
      await act(async () => {
        await expect(call('confirm', {})).rejects.toMatchObject({ code: 'unsafe_next_action' });
      });
      expect(events.some(([e]) => e === 'onRedirect')).toBe(false);
      expect(screen.getByRole('alert').textContent).toMatch(/can't be completed here/);
    },
  );
});

describe('isMobileBrowser', () => {
  it.each([
    [IPHONE, 0, true],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/140.0 Mobile Safari/537.36', 0, true],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)', 0, true],
    // iPadOS asking for the desktop site: a Mac's agent, a touch screen.
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15', 5, true],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15', 0, false],
    [DESKTOP, 0, false],
  ])('%s (%i touch points) → %s', (userAgent, maxTouchPoints, mobile) => {
    expect(isMobileBrowser({ userAgent, maxTouchPoints })).toBe(mobile);
  });
});
