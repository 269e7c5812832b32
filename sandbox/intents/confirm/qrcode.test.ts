import { describe, expect, it } from 'vitest';
import { confirmWith, expireSession, fetchIntent, formsOf, local, methodBody, sessionOf, submitForm } from '../../test-support/methods';
import { SandboxStore } from '../../core/store';
import { confirm, createIntent, expectError, get, makeApp, post, uniqueId } from '../../test-support/app';
import type { Intent } from '../../model/intent-types';

function qrAction(intent: Intent): { qrcode: string; url: string } {
  const action = intent.next_action;
  if (action?.type !== 'render_qrcode') throw new Error(`expected render_qrcode, got ${JSON.stringify(action)}`);
  return action;
}

const sessions = (id: string) => `/simulator/sessions/${id}`;

describe('QR methods: WeChat Pay, PayNow and the generic QR code', () => {
  it.each([
    ['wechatpay', 'CNY', undefined],
    ['paynow', 'SGD', undefined],
    ['qrcode', 'HKD', { wallet: 'birdpay' }],
  ])('%s: render_qrcode, then Pay on the scan page settles the intent', async (type, currency, details) => {
    const app = makeApp();
    const intent = await createIntent(app, { currency, amount: 88 });
    const waiting = await confirmWith(app, intent, type, details);
    expect(waiting.status).toBe('REQUIRES_CUSTOMER_ACTION');
    const { qrcode, url } = qrAction(waiting);
    const id = sessionOf(url);
    expect(url).toBe(`http://localhost/simulator/qr?session=${id}`);
    expect(qrcode).toBe(`http://localhost/#/qrcode/mock?session=${id}`);

    const page = await get(app, local(url));
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain('Scan and pay');
    expect(text).toContain('88');
    expect(text).toContain(currency);
    const [form] = formsOf(text);
    expect(form).toMatchObject({ method: 'post', action: '/simulator/qr', buttons: ['pay', 'reject'] });

    const done = await submitForm(app, '/simulator/qr', { session: id, action: 'pay' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('The payment succeeded.');
    expect(await fetchIntent(app, intent.id)).toMatchObject({ status: 'SUCCEEDED', next_action: null });
  });

  it("says when the code expires: the scan session's end, 15 minutes after the confirm", async () => {
    const app = makeApp();
    const before = Date.now();
    const waiting = await confirmWith(app, await createIntent(app, { currency: 'SGD' }), 'paynow');
    const action = waiting.next_action;
    if (action?.type !== 'render_qrcode') throw new Error('expected render_qrcode');
    const expiresAt = Date.parse(action.expires_at);
    expect(expiresAt - before).toBeGreaterThanOrEqual(15 * 60 * 1000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(15 * 60 * 1000);
    const session = (await (await get(app, sessions(sessionOf(action.url)))).json()) as { expires_at: string };
    expect(action.expires_at).toBe(session.expires_at);
  });

  it('records the QR wallet of spec §9 on the attempt and shows it on the page', async () => {
    const app = makeApp();
    const waiting = await confirmWith(app, await createIntent(app, { currency: 'SGD' }), 'qrcode', { wallet: 'lumi' });
    expect(waiting.latest_payment_attempt?.payment_method).toEqual({ type: 'qrcode', qrcode: { wallet: 'lumi' } });
    expect(await (await get(app, local(qrAction(waiting).url))).text()).toContain('Wallet: <strong>lumi</strong>');
  });

  it('Reject on the scan page fails the attempt with shopper_rejected', async () => {
    const app = makeApp();
    const intent = await createIntent(app, { currency: 'CNY' });
    const id = sessionOf(qrAction(await confirmWith(app, intent, 'wechatpay')).url);
    await submitForm(app, '/simulator/qr', { session: id, action: 'reject' });
    expect(await fetchIntent(app, intent.id)).toMatchObject({
      status: 'REQUIRES_PAYMENT_METHOD',
      latest_payment_attempt: { status: 'FAILED', failure_code: 'shopper_rejected' },
    });
  });

  it.each([
    ['qrcode', 'HKD', { wallet: 'paypal' }, 'payment_method.qrcode.wallet', 'invalid_value'],
    ['paynow', 'SGD', { flow: 'sms' }, 'payment_method.paynow.flow', 'invalid_value'],
    ['paynow', 'USD', undefined, 'payment_method.type', 'currency_not_supported'],
    ['wechatpay', 'MXN', undefined, 'payment_method.type', 'currency_not_supported'],
  ])('answers 400 for %s in %s with %j', async (type, currency, details, field, reason) => {
    const app = makeApp();
    const intent = await createIntent(app, { currency });
    const err = await expectError(await confirm(app, intent, methodBody(type, details)), 400, 'validation_error');
    expect(err.details).toEqual({ field, reason });
  });
});

describe("the session JSON endpoints the runtime's /qrcode/mock page calls", () => {
  async function waitingQr(store = SandboxStore.memory()) {
    const app = makeApp({ store });
    const intent = await createIntent(app, { currency: 'CNY', merchant_order_id: 'order-42' });
    const waiting = await confirmWith(app, intent, 'wechatpay');
    return { app, store, intent, id: sessionOf(qrAction(waiting).url), qrcode: qrAction(waiting).qrcode };
  }

  it('GET /simulator/sessions/:id describes the session without the client secret', async () => {
    const { app, intent, id, qrcode } = await waitingQr();
    const res = await get(app, sessions(id));
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      id,
      kind: 'qrcode',
      status: 'PENDING',
      state: 'open',
      method: 'wechatpay',
      merchant_name: 'Portico Demo Store',
      actions: ['pay', 'reject'],
      qrcode,
      intent: { id: intent.id, status: 'REQUIRES_CUSTOMER_ACTION', amount: 10.5, currency: 'CNY', merchant_order_id: 'order-42' },
    });
    expect(JSON.stringify(body)).not.toContain(intent.client_secret);
  });

  it('POST /simulator/sessions/:id/pay settles the intent and replays by request_id', async () => {
    const { app, intent, id } = await waitingQr();
    const body = { request_id: uniqueId('scan') };
    const res = await post(app, `${sessions(id)}/pay`, body);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ session: { id, status: 'COMPLETED' }, intent: { status: 'SUCCEEDED' }, redirect_url: null });
    const again = await post(app, `${sessions(id)}/pay`, body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.text()).toBe(text);
    await expectError(await post(app, `${sessions(id)}/reject`, body), 422, 'idempotency_key_reused');
    await expectError(await post(app, `${sessions(id)}/reject`, { request_id: uniqueId() }), 409, 'invalid_status_for_operation');
    expect((await fetchIntent(app, intent.id)).status).toBe('SUCCEEDED');
    expect(((await (await get(app, sessions(id))).json()) as { state: string }).state).toBe('finished');
  });

  it('answers 404 for an unknown session, 400 for a bad action or body, 409 once expired', async () => {
    const { app, store, id } = await waitingQr();
    await expectError(await get(app, sessions('ses_nope')), 404, 'not_found');
    await expectError(await post(app, `${sessions('ses_nope')}/pay`, { request_id: 'x' }), 404, 'not_found');
    const badAction = await expectError(await post(app, `${sessions(id)}/complete`, { request_id: 'x' }), 400, 'validation_error');
    expect(badAction.details).toEqual({ field: 'action', reason: 'unsupported' });
    const noId = await expectError(await post(app, `${sessions(id)}/pay`, {}), 400, 'validation_error');
    expect(noId.details).toEqual({ field: 'request_id', reason: 'required' });
    const notJson = await expectError(await post(app, `${sessions(id)}/pay`, 'pay=1'), 400, 'validation_error');
    expect(notJson.details).toEqual({ field: 'body', reason: 'invalid_json' });
    const account = await expectError(await post(app, `${sessions(id)}/pay`, { request_id: 'x', account_id: 7 }), 400, 'validation_error');
    expect(account.details).toEqual({ field: 'account_id', reason: 'must_be_string' });
    await expireSession(store, id);
    await expectError(await post(app, `${sessions(id)}/pay`, { request_id: 'y' }), 409, 'session_expired');
    expect((await (await get(app, sessions(id))).json()) as { state: string; actions: unknown[] }).toMatchObject({ state: 'expired', actions: [] });
  });
});
