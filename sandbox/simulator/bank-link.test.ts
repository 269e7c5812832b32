import { describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { confirmWith, fetchIntent, formsOf, local, MERCHANT, methodBody, pageUrl, sessionOf, SHOPPER_ACTIONS, submitForm } from '../test-support/methods';
import { confirm, createIntent, expectError, get, makeApp, post, uniqueId } from '../test-support/app';
import { expireSession } from '../test-support/methods';
import { SandboxStore } from '../core/store';

/** The hash route and its query, from a runtime callback URL. */
function callback(location: string | null): { route: string; query: Record<string, string> } {
  const hash = new URL(location ?? '').hash.slice(1);
  const [route = '', query = ''] = hash.split('?');
  return { route, query: Object.fromEntries(new URLSearchParams(query)) };
}

async function linkSession(app: Hono, body: Record<string, unknown>): Promise<{ id: string; url: string }> {
  const res = await post(app, `${SHOPPER_ACTIONS}/sessions`, { request_id: uniqueId('link'), ...body }, MERCHANT);
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; url: string };
}

describe('Plaid-style link page for an ACH payment', () => {
  it('Complete with a picked account debits it and returns to /#/page/us/plaid/complete/{session}', async () => {
    const app = makeApp();
    const intent = await createIntent(app, { currency: 'USD', amount: 25 });
    const url = pageUrl(await confirmWith(app, intent, 'ach_direct_debit'));
    const id = sessionOf(url);
    const page = await (await get(app, local(url))).text();
    expect(page).toContain('$25.00');
    expect(page).toContain('<label><input type="radio" name="account_id" value="acc_plaid_checking" checked>');
    const [form] = formsOf(page);
    expect(form).toMatchObject({ action: '/simulator/plaid', buttons: ['complete', 'cancel'], hidden: { session: id } });

    const res = await submitForm(app, '/simulator/plaid', { session: id, action: 'complete', account_id: 'acc_plaid_saving' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')?.startsWith('http://localhost/#/page/')).toBe(true);
    expect(callback(res.headers.get('location'))).toEqual({
      route: `/page/us/plaid/complete/${id}`,
      query: { session: id, outcome: 'completed', account_id: 'acc_plaid_saving', intent_id: intent.id, status: 'SUCCEEDED' },
    });
    expect(await fetchIntent(app, intent.id)).toMatchObject({
      status: 'SUCCEEDED',
      latest_payment_attempt: {
        status: 'SUCCEEDED',
        payment_method: { type: 'ach_direct_debit', ach_direct_debit: { linked_account: { id: 'acc_plaid_saving', mask: '1111' } } },
      },
    });
  });

  it('the empty test account links but the debit fails for insufficient funds', async () => {
    const app = makeApp();
    const intent = await createIntent(app, { currency: 'USD' });
    const id = sessionOf(pageUrl(await confirmWith(app, intent, 'ach_direct_debit')));
    const res = await submitForm(app, '/simulator/plaid', { session: id, action: 'complete', account_id: 'acc_plaid_empty' });
    expect(callback(res.headers.get('location')).query).toMatchObject({ outcome: 'completed', status: 'REQUIRES_PAYMENT_METHOD' });
    expect((await fetchIntent(app, intent.id)).latest_payment_attempt).toMatchObject({ status: 'FAILED', failure_code: 'insufficient_funds' });
  });

  it('Cancel returns to /#/page/us/plaid/cancel/{session} and fails the attempt with shopper_cancelled', async () => {
    const app = makeApp();
    const intent = await createIntent(app, { currency: 'USD' });
    const id = sessionOf(pageUrl(await confirmWith(app, intent, 'ach_direct_debit')));
    const res = await submitForm(app, '/simulator/plaid', { session: id, action: 'cancel' });
    expect(callback(res.headers.get('location'))).toEqual({
      route: `/page/us/plaid/cancel/${id}`,
      query: { session: id, outcome: 'cancelled', intent_id: intent.id, status: 'REQUIRES_PAYMENT_METHOD' },
    });
    expect((await fetchIntent(app, intent.id)).latest_payment_attempt?.failure_code).toBe('shopper_cancelled');
  });
});

describe('TrueLayer-style link page', () => {
  it('offers only accounts in the payment currency; SEPA returns to /#/page/eu/truelayer/complete/{session}', async () => {
    const app = makeApp();
    const intent = await createIntent(app, { currency: 'EUR' });
    const id = sessionOf(pageUrl(await confirmWith(app, intent, 'sepa_direct_debit')));
    const page = await (await get(app, `/simulator/truelayer?session=${id}`)).text();
    expect(page).toContain('acc_tl_eur_current');
    expect(page).not.toContain('acc_tl_gbp_current');
    const wrong = await submitForm(app, '/simulator/truelayer', { session: id, action: 'complete', account_id: 'acc_tl_gbp_current' });
    expect(wrong.status).toBe(400);
    const res = await submitForm(app, '/simulator/truelayer', { session: id, action: 'complete' });
    expect(callback(res.headers.get('location'))).toMatchObject({
      route: `/page/eu/truelayer/complete/${id}`,
      query: { account_id: 'acc_tl_eur_current', status: 'SUCCEEDED' },
    });
  });

  it('a stand-alone session with return_route callback returns to /#/page/truelayer/callback', async () => {
    const app = makeApp();
    const { id, url } = await linkSession(app, { provider: 'truelayer', return_route: 'callback' });
    expect(url).toBe(`http://localhost/simulator/truelayer?session=${id}`);
    const page = await (await get(app, local(url))).text();
    expect(page).toContain('acc_tl_gbp_current');
    expect(page).toContain('acc_tl_eur_current');
    const res = await submitForm(app, '/simulator/truelayer', { session: id, action: 'complete', account_id: 'acc_tl_gbp_current' });
    expect(callback(res.headers.get('location'))).toEqual({
      route: '/page/truelayer/callback',
      query: { session: id, outcome: 'completed', account_id: 'acc_tl_gbp_current', action: 'complete', region: 'uk' },
    });
  });
});

describe('a linked account used later by a direct debit (as a consent would)', () => {
  it('GET /sessions/:id shows the linked account; confirm with link_session_id debits it', async () => {
    const app = makeApp();
    const { id } = await linkSession(app, { provider: 'plaid', region: 'us' });
    const pending = await get(app, `${SHOPPER_ACTIONS}/sessions/${id}`, MERCHANT);
    expect(await pending.json()).toMatchObject({ id, kind: 'plaid_link', status: 'PENDING', intent_id: null, linked_account: null });

    const res = await submitForm(app, '/simulator/plaid', { session: id, action: 'complete', account_id: 'acc_plaid_checking' });
    expect(callback(res.headers.get('location')).route).toBe(`/page/us/plaid/complete/${id}`);
    const linked = await (await get(app, `${SHOPPER_ACTIONS}/sessions/${id}`, MERCHANT)).json();
    expect(linked).toMatchObject({
      status: 'COMPLETED',
      linked_account: { id: 'acc_plaid_checking', bank_name: 'First Platypus Bank', mask: '0000', currency: 'USD' },
    });

    const intent = await createIntent(app, { currency: 'USD' });
    const paid = await confirmWith(app, intent, 'ach_direct_debit', { link_session_id: id });
    expect(paid).toMatchObject({
      status: 'SUCCEEDED',
      latest_payment_attempt: { payment_method: { ach_direct_debit: { linked_account: { id: 'acc_plaid_checking' } } } },
    });
  });

  it.each([
    ['an unknown session', 'ses_unknown', 'USD', 'ach_direct_debit', 'unknown_session'],
    ['a pending session', 'pending', 'USD', 'ach_direct_debit', 'not_completed'],
    ["another provider's session", 'completed', 'GBP', 'bacs_direct_debit', 'wrong_provider'],
    ['a number', 42, 'USD', 'ach_direct_debit', 'must_be_string'],
  ])('refuses %s', async (_name, which, currency, type, reason) => {
    const app = makeApp();
    const { id } = await linkSession(app, { provider: 'plaid' });
    if (which === 'completed') await submitForm(app, '/simulator/plaid', { session: id, action: 'complete' });
    const linkId = which === 'pending' || which === 'completed' ? id : which;
    const intent = await createIntent(app, { currency });
    const err = await expectError(await confirm(app, intent, methodBody(type, { link_session_id: linkId })), 400, 'validation_error');
    expect(err.details).toEqual({ field: `payment_method.${type}.link_session_id`, reason });
  });

  it('refuses a linked account in another currency', async () => {
    const app = makeApp();
    const { id } = await linkSession(app, { provider: 'truelayer' });
    await submitForm(app, '/simulator/truelayer', { session: id, action: 'complete', account_id: 'acc_tl_gbp_current' });
    const intent = await createIntent(app, { currency: 'EUR' });
    const err = await expectError(await confirm(app, intent, methodBody('sepa_direct_debit', { link_session_id: id })), 400, 'validation_error');
    expect(err.details.reason).toBe('currency_mismatch');
  });

  it('pays once: a second intent cannot reuse the linked account, nor can a consent', async () => {
    const app = makeApp();
    const { id } = await linkSession(app, { provider: 'plaid', region: 'us' });
    await submitForm(app, '/simulator/plaid', { session: id, action: 'complete', account_id: 'acc_plaid_checking' });
    const first = await createIntent(app, { currency: 'USD' });
    expect(await confirmWith(app, first, 'ach_direct_debit', { link_session_id: id })).toMatchObject({ status: 'SUCCEEDED' });
    const second = await createIntent(app, { currency: 'USD' });
    const err = await expectError(await confirm(app, second, methodBody('ach_direct_debit', { link_session_id: id })), 409, 'link_session_already_used');
    expect(err.details).toEqual({ field: 'payment_method.ach_direct_debit.link_session_id', session_id: id });
    expect((await fetchIntent(app, second.id)).status).toBe('REQUIRES_PAYMENT_METHOD');
  });

  it('refuses an expired link session', async () => {
    const store = SandboxStore.memory();
    const app = makeApp({ store });
    const { id } = await linkSession(app, { provider: 'plaid', region: 'us' });
    await submitForm(app, '/simulator/plaid', { session: id, action: 'complete', account_id: 'acc_plaid_checking' });
    await expireSession(store, id);
    const intent = await createIntent(app, { currency: 'USD' });
    await expectError(await confirm(app, intent, methodBody('ach_direct_debit', { link_session_id: id })), 409, 'session_expired');
  });
});
