// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, networkFailure, type FakeReply, type RecordedCall } from '../../../platform/api/testing';
import { renderPage } from '../../../page/testing';
import QrMockPage from './QrMockPage';
import { readSession } from './simulator-session';

const AMOUNT = new Intl.NumberFormat('en', { style: 'currency', currency: 'HKD' }).format(88);

const session = (state: string, status = 'PENDING', extra: Record<string, unknown> = {}) => ({
  id: 'ses_1',
  kind: 'qrcode',
  status,
  state,
  method: 'qrcode',
  merchant_name: 'Portico Demo Store',
  intent: {
    id: 'int_1',
    status: 'REQUIRES_CUSTOMER_ACTION',
    amount: 88,
    currency: 'HKD',
    merchant_order_id: 'order-42',
    latest_payment_attempt: { id: 'att_1', status: 'PENDING', payment_method: { type: 'qrcode', qrcode: { wallet: 'lumi' } } },
  },
  actions: state === 'open' ? ['pay', 'reject'] : [],
  ...extra,
});
const acted = (status: string) =>
  json(200, { session: { id: 'ses_1', kind: 'qrcode', status, method: 'qrcode' }, intent: { id: 'int_1', status: 'SUCCEEDED' }, redirect_url: null });
const error = (status: number, code: string) => json(status, { code, message: code, details: {} });

function open(replies: FakeReply[], hash = '#/qrcode/mock?session=ses_1') {
  const api = fakeFetch(...replies);
  vi.stubGlobal('fetch', api.fetch);
  renderPage(QrMockPage, hash);
  return api;
}
const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
const heading = () => screen.getByRole('heading').textContent;
const posts = (calls: RecordedCall[]) => calls.filter((c) => c.init.method === 'POST');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/qrcode/mock: the wallet app that scanned the code', () => {
  it('shows who is paid, how much, with which app; Pay sends one action with a fresh request_id and shows the outcome', async () => {
    const api = open([json(200, session('open')), acted('COMPLETED')]);
    await settle();
    expect(api.calls[0]!.url).toBe('/simulator/sessions/ses_1');
    expect(heading()).toBe('Confirm payment');
    const facts = [...document.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(facts).toEqual(['Portico Demo Store', AMOUNT, 'Lumi', 'order-42']);
    fireEvent.click(screen.getByRole('button', { name: `Pay ${AMOUNT}` }));
    // Locked while on its way: a second click (or Reject) sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Sending…' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await settle();
    expect(posts(api.calls)).toHaveLength(1);
    expect(api.calls[1]!.url).toBe('/simulator/sessions/ses_1/pay');
    expect(api.calls[1]!.body).toEqual({ request_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(heading()).toBe('Payment sent. You can go back to the checkout.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('Reject rejects; each click has its own request_id', async () => {
    const api = open([json(200, session('open')), networkFailure, acted('REJECTED')]);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toMatch(/couldn't reach/);
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await settle();
    const [first, second] = posts(api.calls);
    expect(first!.url).toBe('/simulator/sessions/ses_1/reject');
    expect((first!.body as { request_id: string }).request_id).not.toBe((second!.body as { request_id: string }).request_id);
    expect(heading()).toBe('You rejected the payment. The checkout will show it.');
  });

  it('an action answered 409 (finished meanwhile) reads the session again and says how it ended', async () => {
    open([json(200, session('open')), error(409, 'invalid_status_for_operation'), json(200, session('finished', 'COMPLETED'))]);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: `Pay ${AMOUNT}` }));
    await settle();
    await settle();
    expect(heading()).toBe('This payment has already been made.');
  });

  it('an action on a code that expired meanwhile says it expired', async () => {
    open([json(200, session('open')), error(409, 'session_expired')]);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: `Pay ${AMOUNT}` }));
    await settle();
    expect(heading()).toBe('This QR code has expired. Ask the checkout for a new one.');
  });

  it.each([
    [session('expired'), 'This QR code has expired. Ask the checkout for a new one.'],
    [session('finished', 'COMPLETED'), 'This payment has already been made.'],
    [session('finished', 'REJECTED'), 'This payment has already been rejected.'],
    [session('superseded'), 'This QR code is no longer valid: the checkout is showing a newer one.'],
  ])('a session found %j: %s, and no buttons', async (found, title) => {
    open([json(200, found)]);
    await settle();
    expect(heading()).toBe(title);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('an unknown session, or none in the address, is not a valid code', async () => {
    open([error(404, 'not_found')]);
    await settle();
    expect(heading()).toBe('This QR code is not valid.');
    cleanup();
    const api = open([error(404, 'not_found')], '#/qrcode/mock');
    await settle();
    expect(api.calls).toHaveLength(0);
    expect(heading()).toBe('This QR code is not valid.');
  });

  it('names WeChat Pay and PayNow by their method', async () => {
    open([json(200, session('open', 'PENDING', { method: 'wechatpay' }))]);
    await settle();
    expect([...document.querySelectorAll('dd')].map((dd) => dd.textContent)).toContain('WeChat Pay');
  });

  it('a session it cannot load offers a retry', async () => {
    open([networkFailure, json(200, session('open'))]);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(heading()).toBe('Confirm payment');
  });
});

describe('readSession', () => {
  it('reads only well-formed answers', () => {
    expect(readSession(session('open'))).toMatchObject({ state: 'open', amount: 88, currency: 'HKD', wallet: 'lumi', orderId: 'order-42' });
    expect(readSession({ ...session('open'), state: 'weird' })).toBeNull();
    expect(readSession({ ...session('open'), id: 7 })).toBeNull();
    expect(readSession('nope')).toBeNull();
    expect(readSession({ ...session('open'), intent: null })).toMatchObject({ amount: null, currency: null, wallet: null });
  });
});
