// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSVG } from 'uqr';
import type { FrameOptions } from '../../../../protocol';
import { createApiClient } from '../../../platform/api/client';
import { NO_PAGE_LIFECYCLE } from '../../../platform/api/page-lifecycle';
import { fakeFetch, json, type FakeReply } from '../../../platform/api/testing';
import { renderInFrame } from '../../../host/testing';
import { MethodContext } from '../../../host/method-context';
import QrBody from './QrBody';
import { qrPath } from './QrCode';

const NOW = Date.parse('2026-11-23T12:00:00.000Z');
const EXPIRES = new Date(NOW + 15 * 60_000).toISOString();
const CONTENT = 'http://checkout.test/#/qrcode/mock?session=ses_0123456789abcdef0123456789abcdef';
const AMOUNT = new Intl.NumberFormat('en', { style: 'currency', currency: 'SGD' }).format(12.5);

const intent = (status: string, extra: Record<string, unknown> = {}) => ({
  id: 'int_1',
  status,
  amount: 12.5,
  currency: 'SGD',
  latest_payment_attempt: { id: 'att_1', status: 'PENDING' },
  ...extra,
});
const waiting = (content = CONTENT, expiresAt = EXPIRES) =>
  json(
    200,
    intent('REQUIRES_CUSTOMER_ACTION', {
      next_action: { type: 'render_qrcode', qrcode: content, url: 'http://checkout.test/simulator/qr?session=s', expires_at: expiresAt },
    }),
  );
const paid = json(200, intent('SUCCEEDED', { latest_payment_attempt: { id: 'att_1', status: 'SUCCEEDED' } }));
const rejected = json(200, intent('REQUIRES_PAYMENT_METHOD', { latest_payment_attempt: { id: 'att_1', status: 'FAILED', failure_code: 'shopper_rejected' } }));

function setup(options: Partial<FrameOptions>, replies: FakeReply[], Body = QrBody) {
  const api = fakeFetch(...replies);
  const client = createApiClient({ base: '', clientSecret: 'cs', trackerId: 't', fetch: api.fetch, lifecycle: NO_PAGE_LIFECYCLE });
  const frame = renderInFrame(Body, { client, kind: 'qrcode', options });
  const confirm = () =>
    act(async () => {
      await frame.call('confirm', {});
    });
  const advance = (ms: number) =>
    act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
  const live = () => document.querySelector('[aria-live="polite"]')?.textContent;
  return { ...frame, api, confirm, advance, live };
}

describe('the QR code body (qrcode element, PayNow, WeChat Pay on a desktop)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('names the wallet app before paying, confirms with it, and draws the code with the amount and the time left', async () => {
    const { confirm, api, live } = setup({ wallet: 'birdpay' }, [waiting()]);
    expect(screen.getByText(/Scan it with BirdPay to complete the payment/)).toBeTruthy();
    await confirm();
    expect(api.calls[0]!.body).toMatchObject({ payment_method: { type: 'qrcode', qrcode: { wallet: 'birdpay' } } });
    const code = screen.getByRole('img', { name: `QR code to pay ${AMOUNT}` });
    expect(code.getAttribute('data-qr-content')).toBe(CONTENT);
    expect(code.querySelector('svg')).not.toBeNull();
    expect(screen.getByText('Scan with BirdPay to pay')).toBeTruthy();
    expect(document.querySelector('.portico-qr__amount')?.textContent).toBe(AMOUNT);
    expect(screen.getByText('Expires in 15:00')).toBeTruthy();
    expect(live()).toBe('The QR code is ready. You have 15 minutes to scan it.');
  });

  it('polls until the provider says paid, then shows it and emits onSuccess', async () => {
    const { confirm, advance, events, api } = setup({}, [waiting(), json(200, intent('REQUIRES_CUSTOMER_ACTION', { next_action: null })), paid]);
    await confirm();
    await advance(2000);
    expect(screen.queryByText('Payment received. Thank you!')).toBeNull();
    await advance(2000);
    expect(api.calls.map((c) => c.init.method)).toEqual(['POST', 'GET', 'GET']);
    expect(document.querySelector('.portico-qr__paid')?.textContent).toBe('Payment received. Thank you!');
    expect(screen.queryByRole('img')).toBeNull();
    expect(events).toContainEqual(['onSuccess', { intent: { id: 'int_1', status: 'SUCCEEDED', amount: 12.5, currency: 'SGD' } }]);
  });

  it('announces the time left once a minute, and ticks the visible countdown every second', async () => {
    const { confirm, advance, live } = setup({}, [waiting(), json(200, intent('REQUIRES_CUSTOMER_ACTION'))]);
    await confirm();
    await advance(1000);
    expect(screen.getByText('Expires in 14:59')).toBeTruthy();
    expect(live()).toBe('The QR code is ready. You have 15 minutes to scan it.');
    await advance(59_000);
    expect(screen.getByText('Expires in 14:00')).toBeTruthy();
    expect(live()).toBe('14 minutes left to scan the QR code.');
    await advance(13 * 60_000 + 30_000);
    expect(live()).toBe('1 minute left to scan the QR code.');
  });

  it('shows a refusal in the app as payment_rejected, and offers a new code', async () => {
    const { confirm, advance, events } = setup({}, [waiting(), rejected, waiting()]);
    await confirm();
    await advance(2000);
    expect(screen.getByRole('alert').textContent).toMatch(/refused in the app/);
    expect(events.filter(([e]) => e === 'onError')).toEqual([['onError', expect.objectContaining({ code: 'payment_rejected' })]]);
    fireEvent.click(screen.getByRole('button', { name: 'Get a new QR code' }));
    await advance(0);
    expect(screen.getByRole('img', { name: /QR code to pay/ })).toBeTruthy();
  });

  it('when the code expires: says so, emits payment_expired once, stops polling, and a new code confirms again', async () => {
    const soon = new Date(NOW + 5000).toISOString();
    const later = new Date(NOW + 15 * 60_000 + 5000).toISOString();
    const pending = json(200, intent('REQUIRES_CUSTOMER_ACTION'));
    const { confirm, advance, events, api } = setup({ method: 'paynow' }, [waiting(CONTENT, soon), pending, pending, waiting(`${CONTENT}-2`, later)]);
    await confirm();
    expect(api.calls[0]!.body).toMatchObject({ payment_method: { type: 'paynow', paynow: { flow: 'qrcode' } } });
    await advance(5000);
    expect(screen.getByRole('alert').textContent).toBe('This QR code has expired.');
    expect(screen.queryByRole('img')).toBeNull();
    const expired = events.filter(([e]) => e === 'onError');
    expect(expired).toEqual([['onError', expect.objectContaining({ code: 'payment_expired', details: { intent_id: 'int_1' } })]]);
    const calls = api.calls.length;
    await advance(60_000);
    expect(api.calls.length).toBe(calls);

    fireEvent.click(screen.getByRole('button', { name: 'Get a new QR code' }));
    await advance(0);
    expect(api.calls[calls]!.init.method).toBe('POST');
    expect(screen.getByRole('img', { name: /QR code to pay/ }).getAttribute('data-qr-content')).toBe(`${CONTENT}-2`);
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(events.filter(([e]) => e === 'onError')).toHaveLength(1);
  });

  it("the method the drop-in chose wins over the element's own", async () => {
    const InDropin = () => createElement(MethodContext.Provider, { value: 'wechatpay' }, createElement(QrBody));
    const { confirm, api } = setup({ method: 'paynow' }, [waiting()], InDropin);
    expect(screen.getByText(/Scan it with WeChat/)).toBeTruthy();
    await confirm();
    expect(api.calls[0]!.body).toMatchObject({ payment_method: { type: 'wechatpay', wechatpay: { flow: 'qrcode' } } });
  });

  it('PayNow names no wallet even when one is given; the QR code method without one says any wallet app', () => {
    setup({ method: 'paynow', wallet: 'lumi' }, [waiting()]);
    expect(screen.getByText(/banking app to pay with PayNow/)).toBeTruthy();
    cleanup();
    setup({}, [waiting()]);
    expect(screen.getByText(/your wallet app/)).toBeTruthy();
  });
});

describe('qrPath', () => {
  it("draws exactly the modules uqr's own renderSVG draws", () => {
    const drawn = qrPath(CONTENT);
    const svg = renderSVG(CONTENT, { border: 4, ecc: 'M', pixelSize: 1 });
    const theirs = /<path[^>]* d="([^"]+)"/.exec(svg)?.[1]?.replaceAll(',', ' ');
    expect(drawn?.d).toBe(theirs);
    expect(drawn?.size).toBe(Number(/viewBox="0 0 (\d+)/.exec(svg)?.[1]));
  });

  it('is null for content too long to encode', () => {
    expect(qrPath('x'.repeat(5000))).toBeNull();
  });
});
