import { describe, expect, it } from 'vitest';
import { SESSION_TTL_MS, type ShopperSession } from '../../model/shopper-session';
import { confirmWith, fetchIntent, formsOf, local, methodBody, pageUrl, sessionOf, submitForm } from '../../test-support/methods';
import { SandboxStore } from '../../core/store';
import type { Intent } from '../../model/intent-types';
import { SECRET_KEY, confirm, createIntent, expectError, get, makeApp } from '../../test-support/app';

describe('redirect methods: open banking and WeChat Pay in a mobile browser', () => {
  it('confirm answers REQUIRES_CUSTOMER_ACTION with a GET redirect to the bank page and a 15-minute session', async () => {
    const store = SandboxStore.memory();
    const app = makeApp({ store });
    const intent = await createIntent(app, { currency: 'GBP' });
    const waiting = await confirmWith(app, intent, 'open_banking');
    expect(waiting.status).toBe('REQUIRES_CUSTOMER_ACTION');
    expect(waiting.next_action).toEqual({ type: 'redirect', method: 'GET', url: expect.stringMatching(/^http:\/\/localhost\/simulator\/bank\?session=ses_/) });
    expect(waiting.latest_payment_attempt).toMatchObject({ status: 'PENDING', amount: 10.5, currency: 'GBP', payment_method: { type: 'open_banking' } });
    const session = store.get<ShopperSession>('sessions', sessionOf(pageUrl(waiting)));
    expect(session).toMatchObject({ kind: 'bank_redirect', status: 'PENDING', intent_id: intent.id, payment_attempt_id: waiting.latest_payment_attempt?.id });
    expect(Date.parse(session?.expires_at ?? '') - Date.parse(session?.created_at ?? '')).toBe(SESSION_TTL_MS);
    expect((await fetchIntent(app, intent.id)).status).toBe('REQUIRES_CUSTOMER_ACTION');
  });

  it('Pay on the bank page settles the intent and returns to return_url with intent_id and status', async () => {
    const app = makeApp();
    const intent = await createIntent(app, { currency: 'EUR', return_url: 'https://shop.example/done?order=7' });
    const url = pageUrl(await confirmWith(app, intent, 'open_banking'));
    const page = await get(app, local(url));
    expect(page.status).toBe(200);
    const [form] = formsOf(await page.text());
    expect(form).toEqual({ method: 'post', action: '/simulator/bank', buttons: ['pay', 'reject'], hidden: { session: sessionOf(url) } });
    const res = await submitForm(app, form?.action ?? '', { ...form?.hidden, action: 'pay' });
    expect(res.status).toBe(303);
    const back = new URL(res.headers.get('location') ?? '');
    expect(back.origin + back.pathname).toBe('https://shop.example/done');
    expect(Object.fromEntries(back.searchParams)).toEqual({ order: '7', intent_id: intent.id, status: 'SUCCEEDED' });
    const after = await fetchIntent(app, intent.id);
    expect(after).toMatchObject({ status: 'SUCCEEDED', next_action: null, latest_payment_attempt: { status: 'SUCCEEDED' } });
  });

  it("a confirm's return_url replaces the intent's: the bank page returns there (the checkout's result page)", async () => {
    const app = makeApp();
    const intent = await createIntent(app, { currency: 'EUR', return_url: 'https://shop.example/done' });
    const res = await confirm(app, intent, { ...methodBody('open_banking'), return_url: 'http://127.0.0.1:3100/page/open_banking/success?x=1' });
    const url = pageUrl((await res.json()) as typeof intent);
    const back = await submitForm(app, '/simulator/bank', { session: sessionOf(url), action: 'pay' });
    const location = new URL(back.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe('http://127.0.0.1:3100/page/open_banking/success');
    expect(Object.fromEntries(location.searchParams)).toEqual({ x: '1', intent_id: intent.id, status: 'SUCCEEDED' });
    const fresh = await createIntent(app, { currency: 'EUR' });
    for (const bad of ['javascript:alert(1)', 'data:text/html,hi', 'not a url', 7]) {
      await expectError(await confirm(app, fresh, { ...methodBody('open_banking'), return_url: bad }), 400, 'validation_error');
    }
    expect((await fetchIntent(app, fresh.id)).status).toBe('REQUIRES_PAYMENT_METHOD');
  });

  it('open banking with redirect_method POST answers a redirect_form; the bank page takes the form post and pays', async () => {
    const app = makeApp();
    const intent = await createIntent(app, { currency: 'GBP', return_url: 'https://shop.example/done' });
    const waiting = await confirmWith(app, intent, 'open_banking', { redirect_method: 'POST' });
    expect(waiting.next_action).toEqual({
      type: 'redirect_form',
      method: 'POST',
      url: 'http://localhost/simulator/bank',
      data: { session: expect.stringMatching(/^ses_/) },
    });
    const action = waiting.next_action;
    if (action?.type !== 'redirect_form') throw new Error('expected a redirect_form');
    const session = action.data.session ?? '';
    // The shopper arrives by the form post: the page is shown, as for a GET.
    const arrived = await submitForm(app, '/simulator/bank', { session });
    expect(arrived.status).toBe(200);
    const [form] = formsOf(await arrived.text());
    expect(form?.buttons).toEqual(['pay', 'reject']);
    const paid = await submitForm(app, '/simulator/bank', { session, action: 'pay' });
    expect(paid.status).toBe(303);
    expect((await fetchIntent(app, intent.id)).status).toBe('SUCCEEDED');
    await expectError(
      await confirm(app, await createIntent(app, { currency: 'GBP' }), methodBody('open_banking', { redirect_method: 'PUT' })),
      400,
      'validation_error',
    );
  });

  it("a confirm's return_url replaces the intent's: WeChat in a mobile browser comes back to the checkout's page, hash kept", async () => {
    const app = makeApp();
    const intent = await createIntent(app, { currency: 'CNY', return_url: 'https://shop.example/done' });
    const back = 'http://checkout.test/#/wechat/jsapi-callback?intent_id=int_1&client_secret=cs';
    const res = await confirm(app, intent, { ...methodBody('wechatpay', { flow: 'mobile_web' }), return_url: back });
    expect(res.status).toBe(200);
    const waiting = (await res.json()) as Intent;
    expect(waiting.return_url).toBe(back);
    const done = await submitForm(app, '/simulator/bank', { session: sessionOf(pageUrl(waiting)), action: 'pay' });
    expect(done.status).toBe(303);
    const location = new URL(done.headers.get('location') ?? '');
    expect(location.hash).toBe('#/wechat/jsapi-callback?intent_id=int_1&client_secret=cs');
    expect(Object.fromEntries(location.searchParams)).toEqual({ intent_id: intent.id, status: 'SUCCEEDED' });
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', '/relative', 7])("a confirm's return_url %j is refused (400, nothing stored)", async (value) => {
    const app = makeApp();
    const intent = await createIntent(app, { currency: 'CNY' });
    const err = await expectError(
      await confirm(app, intent, { ...methodBody('wechatpay', { flow: 'mobile_web' }), return_url: value }),
      400,
      'validation_error',
    );
    expect((err.details as { field: string }).field).toBe('return_url');
    expect((await fetchIntent(app, intent.id)).status).toBe('REQUIRES_PAYMENT_METHOD');
  });

  it('Reject fails the attempt with shopper_rejected and the intent takes a payment method again', async () => {
    const app = makeApp();
    const intent = await createIntent(app, { currency: 'GBP' });
    const url = pageUrl(await confirmWith(app, intent, 'open_banking'));
    const res = await submitForm(app, '/simulator/bank', { session: sessionOf(url), action: 'reject' });
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('Payment rejected');
    expect(page).toContain('shopper_rejected');
    const after = await fetchIntent(app, intent.id);
    expect(after).toMatchObject({ status: 'REQUIRES_PAYMENT_METHOD', latest_payment_attempt: { status: 'FAILED', failure_code: 'shopper_rejected' } });
    // The shopper can pay again, with any method.
    const retry = await confirmWith(app, after, 'open_banking');
    expect(retry.status).toBe('REQUIRES_CUSTOMER_ACTION');
  });

  it('Pay under manual capture leaves the intent REQUIRES_CAPTURE with an AUTHORIZED attempt', async () => {
    const app = makeApp();
    const intent = await createIntent(app, { currency: 'GBP', capture_method: 'manual' });
    const url = pageUrl(await confirmWith(app, intent, 'open_banking'));
    const res = await submitForm(app, '/simulator/bank', { session: sessionOf(url), action: 'pay' });
    expect(await res.text()).toContain('authorised');
    expect(await fetchIntent(app, intent.id)).toMatchObject({ status: 'REQUIRES_CAPTURE', latest_payment_attempt: { status: 'AUTHORIZED' } });
  });

  it('WeChat Pay with flow mobile_web redirects to the same bank-style page', async () => {
    const app = makeApp();
    const intent = await createIntent(app, { currency: 'CNY' });
    const waiting = await confirmWith(app, intent, 'wechatpay', { flow: 'mobile_web' });
    expect(waiting.next_action?.type).toBe('redirect');
    expect(waiting.latest_payment_attempt?.payment_method).toEqual({ type: 'wechatpay', wechatpay: { flow: 'mobile_web' } });
    const page = await (await get(app, local(pageUrl(waiting)))).text();
    expect(page).toContain('WeChat Pay');
    await submitForm(app, '/simulator/bank', { session: sessionOf(pageUrl(waiting)), action: 'pay' });
    expect((await fetchIntent(app, intent.id)).status).toBe('SUCCEEDED');
  });

  it('a second confirmation supersedes the first session: its page answers 409', async () => {
    const app = makeApp();
    const intent = await createIntent(app, { currency: 'GBP' });
    const first = pageUrl(await confirmWith(app, intent, 'open_banking'));
    await confirmWith(app, intent, 'open_banking');
    expect((await get(app, local(first))).status).toBe(409);
    expect((await submitForm(app, '/simulator/bank', { session: sessionOf(first), action: 'pay' })).status).toBe(409);
    expect((await fetchIntent(app, intent.id)).status).toBe('REQUIRES_CUSTOMER_ACTION');
  });

  it("refuses a method that does not take the intent's currency (400, nothing stored)", async () => {
    const app = makeApp();
    const intent = await createIntent(app, { currency: 'USD' });
    const err = await expectError(await confirm(app, intent, methodBody('open_banking')), 400, 'validation_error');
    expect(err.details).toEqual({ field: 'payment_method.type', reason: 'currency_not_supported' });
    expect((await fetchIntent(app, intent.id)).latest_payment_attempt).toBeNull();
  });

  it.each([
    ['open_banking', 'GBP', 'yes', 'payment_method.open_banking', 'must_be_object'],
    ['wechatpay', 'CNY', { flow: 'app' }, 'payment_method.wechatpay.flow', 'invalid_value'],
    ['wechatpay', 'CNY', [], 'payment_method.wechatpay', 'must_be_object'],
  ])('answers 400 for bad %s details %j', async (type, currency, details, field, reason) => {
    const app = makeApp();
    const intent = await createIntent(app, { currency });
    const err = await expectError(await confirm(app, intent, methodBody(type, details)), 400, 'validation_error');
    expect(err.details).toEqual({ field, reason });
  });

  it('replays a redirect confirmation by request_id: same session, no second attempt', async () => {
    const app = makeApp();
    const intent = await createIntent(app, { currency: 'GBP' });
    const body = methodBody('open_banking');
    const first = await confirm(app, intent, body);
    const again = await confirm(app, intent, body, { 'x-api-key': SECRET_KEY });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.text()).toBe(await first.text());
    await expectError(await confirm(app, intent, { ...body, payment_method: { type: 'open_banking', open_banking: {} } }), 422, 'idempotency_key_reused');
  });
});
