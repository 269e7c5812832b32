// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../platform/api/client';
import { NO_PAGE_LIFECYCLE } from '../../../platform/api/page-lifecycle';
import { fakeFetch, json } from '../../../platform/api/testing';
import { renderInFrame } from '../../../host/testing';
import RedirectMethod from './RedirectMethod';
import { TEST_HANDOFF } from '../../../platform/handoff/testing';
// What a whole-tab address holds in place of the secret (runtime/platform/handoff/).
vi.mock('../../../platform/handoff/lazy', () => import('../../../platform/handoff/testing'));

const WAITING = (nextAction: unknown) => ({
  id: 'int_1',
  status: 'REQUIRES_CUSTOMER_ACTION',
  amount: 10.5,
  currency: 'GBP',
  latest_payment_attempt: { id: 'att_1', status: 'PENDING' },
  next_action: nextAction,
});

function setup(reply: ReturnType<typeof json>, options = {}) {
  const api = fakeFetch(reply);
  const client = createApiClient({ base: '', clientSecret: 'cs_1', trackerId: 't', fetch: api.fetch, lifecycle: NO_PAGE_LIFECYCLE });
  const frame = renderInFrame(RedirectMethod, {
    client,
    kind: 'redirect',
    options: { client_secret: 'cs_1', return_url: 'https://shop.example/done', ...options },
  });
  return { ...frame, api };
}

describe('RedirectMethod', () => {
  afterEach(cleanup);

  it("confirms open banking with the checkout's result page as return_url, then emits redirect to the bank's page", async () => {
    const { api, call, events } = setup(json(200, WAITING({ type: 'redirect', method: 'GET', url: 'https://bank.example/pay?s=1' })));
    expect(screen.getByText(/approve this payment on your bank's page/)).toBeTruthy();
    let answer: unknown;
    await act(async () => {
      answer = await call('confirm', {});
    });
    expect(answer).toMatchObject({ id: 'int_1', status: 'REQUIRES_CUSTOMER_ACTION' });
    const body = api.calls[0]?.body as { payment_method: unknown; return_url: string };
    expect(body.payment_method).toEqual({ type: 'open_banking' });
    const back = new URL(body.return_url);
    expect(back.pathname).toBe('/page/open_banking/success');
    // After the hash: the secret never goes to a server in a query string.
    expect(back.search).toBe('');
    expect(Object.fromEntries(new URLSearchParams(back.hash.slice(2)))).toEqual({
      intent_id: 'int_1',
      client_secret: 'cs_1',
      return_url: 'https://shop.example/done',
    });
    await waitFor(() => expect(events).toContainEqual(['onRedirect', { url: 'https://bank.example/pay?s=1' }]));
    // The way on stays on the page, should the merchant's page not follow.
    expect(screen.getByRole('link', { name: 'Continue to complete your payment' }).getAttribute('href')).toBe('https://bank.example/pay?s=1');
  });

  it('pays WeChat Pay by its phone flow when shown as wechatpay', async () => {
    const { api, call } = setup(json(200, WAITING({ type: 'redirect', method: 'GET', url: 'https://wx.example/h5' })), { method: 'wechatpay' });
    await act(async () => {
      await call('confirm', {});
    });
    expect((api.calls[0]?.body as { payment_method: unknown }).payment_method).toEqual({ type: 'wechatpay', wechatpay: { flow: 'mobile_web' } });
  });

  it("sends a redirect_form through the checkout's /page/redirect (the merchant's page cannot post it)", async () => {
    const { call, events } = setup(json(200, WAITING({ type: 'redirect_form', method: 'POST', url: 'https://bank.example/form', data: { session: 's1' } })));
    await act(async () => {
      await call('confirm', {});
    });
    await waitFor(() => expect(events.some(([event]) => event === 'onRedirect')).toBe(true));
    const redirect = events.find(([event]) => event === 'onRedirect')?.[1] as { url: string };
    const url = new URL(redirect.url);
    expect(url.origin).toBe(window.location.origin);
    expect(url.hash.startsWith('#/page/redirect?')).toBe(true);
    // A hand-off in the secret's place: the address goes through the merchant's page.
    expect(JSON.parse(new URLSearchParams(url.hash.slice(url.hash.indexOf('?'))).get('options') ?? '')).toEqual({
      intent_id: 'int_1',
      client_secret: TEST_HANDOFF,
    });
  });

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://bank.example/'])(
    'never follows %s: the payment fails with unsafe_next_action',
    async (url) => {
      const { call, events } = setup(json(200, WAITING({ type: 'redirect', method: 'GET', url })));
      await act(async () => {
        await expect(call('confirm', {})).rejects.toMatchObject({ code: 'unsafe_next_action', audience: 'internal' });
      });
      expect(events.some(([event]) => event === 'onRedirect')).toBe(false);
      expect(events.some(([event]) => event === 'onError')).toBe(true);
      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.getByRole('alert').textContent).not.toBe('');
    },
  );

  describe("the secret it returns with is the payment request's (spec §3), not the options' as written", () => {
    const returnPageOf = (api: ReturnType<typeof fakeFetch>, call = 0) => {
      const back = new URL((api.calls[call]?.body as { return_url: string }).return_url);
      return Object.fromEntries(new URLSearchParams(back.hash.slice(back.hash.indexOf('?') + 1)));
    };

    it('a secret beside the options (a plain client_secret=, spec §2) pays, and its result page reads it', async () => {
      const api = fakeFetch(json(200, WAITING({ type: 'redirect', method: 'GET', url: 'https://bank.example/pay' })));
      const client = createApiClient({ base: '', clientSecret: 'cs_1', trackerId: 't', fetch: api.fetch, lifecycle: NO_PAGE_LIFECYCLE });
      const { call } = renderInFrame(RedirectMethod, { client, kind: 'redirect', clientSecret: 'cs_1', options: {} });
      await act(async () => {
        await expect(call('confirm', {})).resolves.toMatchObject({ id: 'int_1' });
      });
      expect(returnPageOf(api)).toMatchObject({ intent_id: 'int_1', client_secret: 'cs_1' });
    });

    it('after update() swapped in another intent, its result page reads that intent with that secret', async () => {
      const first = fakeFetch();
      const second = fakeFetch(json(200, { ...WAITING({ type: 'redirect', method: 'GET', url: 'https://bank.example/pay' }), id: 'int_2' }));
      const clientOf = (secret: string, api: ReturnType<typeof fakeFetch>) =>
        createApiClient({ base: '', clientSecret: secret, trackerId: 't', fetch: api.fetch, lifecycle: NO_PAGE_LIFECYCLE });
      const { call } = renderInFrame(RedirectMethod, {
        client: clientOf('cs_1', first),
        kind: 'redirect',
        options: { client_secret: 'cs_1' },
        retarget: (intentId, secret) => ({ api: async () => clientOf(secret, second), intentId, checkSecret: null }),
      });
      await act(async () => {
        await call('update', { action: 'options', intent_id: 'int_2', client_secret: 'cs_2' });
      });
      await act(async () => {
        await expect(call('confirm', {})).resolves.toMatchObject({ id: 'int_2' });
      });
      expect(first.calls).toHaveLength(0);
      expect(returnPageOf(second)).toMatchObject({ intent_id: 'int_2', client_secret: 'cs_2' });
    });
  });
});
