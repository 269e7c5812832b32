import { describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import type { Consent } from './types';
import { linkMethod, submitLinkPage, verifyWithLink } from '../test-support/bank-link-consents';
import { ACH, CONSENTS, MERCHANT, asCustomer, createConsent, createCustomer, getConsent, listMethods, microDeposits, verify } from '../test-support/customers';
import { confirmWith, formsOf, local, pageUrl, sessionOf, SHOPPER_ACTIONS, submitForm } from '../test-support/methods';
import { createIntent, expectError, get, makeApp, post, uniqueId } from '../test-support/app';

/** The hash route and its query, from a runtime callback URL. */
function callback(location: string): { route: string; query: Record<string, string> } {
  const hash = new URL(location).hash.slice(1);
  const [route = '', query = ''] = hash.split('?');
  return { route, query: Object.fromEntries(new URLSearchParams(query)) };
}

async function setup(terms?: Record<string, unknown>) {
  const app = makeApp();
  const customer = await createCustomer(app);
  const consent = await createConsent(app, customer.id, terms ? { terms_of_use: terms } : {});
  return { app, customer, consent };
}

/** Verify with the scheme and no account details: the consent, waiting for its link page. */
async function startLink(app: Hono, consentId: string, paymentMethod: unknown, headers: Record<string, string> = MERCHANT): Promise<Consent> {
  const res = await verify(app, consentId, paymentMethod, headers);
  expect(res.status).toBe(200);
  return (await res.json()) as Consent;
}

function linkUrl(consent: Consent): string {
  const action = consent.next_action;
  if (action?.type !== 'redirect') throw new Error(`no link page in ${JSON.stringify(action)}`);
  return action.url;
}

const SCHEMES = [
  ['ach_direct_debit', 'plaid', 'us', 'acc_plaid_saving', 'USD', '1111', 'First Platypus Bank'],
  ['bacs_direct_debit', 'truelayer', 'uk', 'acc_tl_gbp_current', 'GBP', '0000', 'Mock UK Bank'],
  ['sepa_direct_debit', 'truelayer', 'eu', 'acc_tl_eur_current', 'EUR', '1111', 'Mock EU Bank'],
] as const;

describe('verify a direct-debit consent on the link page (no account details, no link_session_id)', () => {
  it.each(SCHEMES)(
    '%s: a link page bound to the consent; Complete verifies it with the picked account',
    async (type, provider, region, accountId, currency, mask, bank) => {
      const { app, customer, consent } = await setup();
      const waiting = await startLink(app, consent.id, { type });
      expect(waiting).toMatchObject({
        status: 'PENDING_VERIFICATION',
        payment_method: null,
        next_action: { type: 'redirect', method: 'GET', url: expect.stringMatching(new RegExp(`^http://localhost/simulator/${provider}\\?session=ses_`)) },
        latest_verification: { id: expect.stringMatching(/^vrf_/), status: 'PENDING', payment_method_type: type },
      });
      const url = linkUrl(waiting);
      const id = sessionOf(url);

      // The page offers the scheme's currency only (a GBP account cannot verify SEPA) and says nothing is charged.
      const page = await (await get(app, local(url))).text();
      expect(page).toContain('Future payments (a payment consent)');
      const offered = [...page.matchAll(/name="account_id" value="([^"]+)"/g)].map((m) => m[1]);
      expect(offered.length).toBeGreaterThan(0);
      const session = (await (await get(app, `/simulator/sessions/${id}`)).json()) as { accounts: Array<{ currency: string }>; intent: unknown };
      expect(session.intent).toBeNull();
      expect(new Set(session.accounts.map((a) => a.currency))).toEqual(new Set([currency]));

      const back = callback(await submitLinkPage(app, url, 'complete', accountId));
      expect(back).toEqual({
        route: `/page/${region}/${provider}/complete/${id}`,
        query: { session: id, outcome: 'completed', account_id: accountId, consent_id: consent.id, status: 'VERIFIED' },
      });

      const after = await getConsent(app, consent.id);
      const [method] = await listMethods(app, customer.id);
      expect(method).toMatchObject({
        type,
        status: 'ACTIVE',
        [type]: { account_holder_name: null, account_last4: mask, currency, linked_account: { provider, id: accountId, bank_name: bank } },
      });
      expect(after).toMatchObject({
        status: 'VERIFIED',
        next_action: null,
        payment_method: { id: method?.id, type },
        // The verification started with the page keeps its id.
        latest_verification: { id: waiting.latest_verification?.id, status: 'SUCCEEDED' },
      });
    },
  );

  it.each([
    ['an empty details object', { type: 'ach_direct_debit', ach_direct_debit: {} }],
    ['the holder only', { type: 'ach_direct_debit', ach_direct_debit: { account_holder_name: 'Ada' } }],
  ])('%s is no account details either: the link page', async (_name, pm) => {
    const { app, consent } = await setup();
    expect(linkUrl(await startLink(app, consent.id, pm))).toContain('/simulator/plaid?session=');
  });

  it("the consent's own customer client secret starts it, as the checkout does", async () => {
    const { app, consent } = await setup();
    const waiting = await startLink(app, consent.id, { type: 'bacs_direct_debit' }, asCustomer(consent.client_secret));
    expect(linkUrl(waiting)).toContain('/simulator/truelayer?session=');
  });

  it('Cancel leaves the consent pending, with nothing to follow; a new verify starts a new page', async () => {
    const { app, customer, consent } = await setup();
    const url = linkUrl(await startLink(app, consent.id, { type: 'sepa_direct_debit' }));
    const id = sessionOf(url);
    const back = callback(await submitLinkPage(app, url, 'cancel'));
    expect(back).toEqual({
      route: `/page/eu/truelayer/cancel/${id}`,
      query: { session: id, outcome: 'cancelled', consent_id: consent.id, status: 'PENDING_VERIFICATION' },
    });
    expect(await getConsent(app, consent.id)).toMatchObject({
      status: 'PENDING_VERIFICATION',
      next_action: null,
      payment_method: null,
      latest_verification: { status: 'FAILED', failure_code: 'shopper_cancelled' },
    });
    expect(await listMethods(app, customer.id)).toEqual([]);

    const again = linkUrl(await startLink(app, consent.id, { type: 'sepa_direct_debit' }));
    expect(sessionOf(again)).not.toBe(id);
    await submitLinkPage(app, again, 'complete');
    expect(await getConsent(app, consent.id)).toMatchObject({ status: 'VERIFIED' });
  });

  it('a double submit of Complete is harmless: one saved method, the same way back', async () => {
    const { app, customer, consent } = await setup();
    const url = linkUrl(await startLink(app, consent.id, { type: 'ach_direct_debit' }));
    const id = sessionOf(url);
    const first = await submitLinkPage(app, url, 'complete', 'acc_plaid_checking');
    const again = await submitForm(app, '/simulator/plaid', { session: id, action: 'complete', account_id: 'acc_plaid_checking' });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(first);
    expect(await listMethods(app, customer.id)).toHaveLength(1);
    // Cancelling after completing is refused: the consent stays verified.
    expect((await submitForm(app, '/simulator/plaid', { session: id, action: 'cancel' })).status).toBe(409);
    expect(await getConsent(app, consent.id)).toMatchObject({ status: 'VERIFIED' });
  });

  it('the JSON session action verifies too, and its redirect_url names the consent', async () => {
    const { app, consent } = await setup();
    const id = sessionOf(linkUrl(await startLink(app, consent.id, { type: 'ach_direct_debit' })));
    const res = await post(app, `/simulator/sessions/${id}/complete`, { request_id: uniqueId(), account_id: 'acc_plaid_checking' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { redirect_url: string; intent: unknown };
    expect(body.intent).toBeNull();
    expect(callback(body.redirect_url).query).toMatchObject({ consent_id: consent.id, status: 'VERIFIED', outcome: 'completed' });
    expect(await getConsent(app, consent.id)).toMatchObject({ status: 'VERIFIED' });
  });

  it('the page is bound to its consent: no other consent or payment may use it, before or after', async () => {
    const { app, customer, consent } = await setup();
    const id = sessionOf(linkUrl(await startLink(app, consent.id, { type: 'ach_direct_debit' })));
    const other = await createConsent(app, customer.id);
    const pending = await expectError(await verifyWithLink(app, other.id, 'ach_direct_debit', id), 400, 'validation_error');
    expect(pending.details).toMatchObject({ reason: 'not_completed' });

    await submitLinkPage(app, linkUrl(await getConsent(app, consent.id)), 'complete');
    await expectError(await verifyWithLink(app, other.id, 'ach_direct_debit', id), 409, 'link_session_already_used');
    const intent = await createIntent(app, { currency: 'USD' });
    await expectError(
      await post(
        app,
        `/api/v1/pa/payment_intents/${intent.id}/confirm`,
        { request_id: uniqueId(), payment_method: linkMethod('ach_direct_debit', id) },
        MERCHANT,
      ),
      409,
      'link_session_already_used',
    );
    expect(await getConsent(app, other.id)).toMatchObject({ status: 'PENDING_VERIFICATION' });
  });

  it('a newer verify (typed details) supersedes the page: it no longer verifies anything', async () => {
    const { app, customer, consent } = await setup();
    const url = linkUrl(await startLink(app, consent.id, { type: 'ach_direct_debit' }));
    const deposits = await startLink(app, consent.id, ACH);
    expect(microDeposits(deposits)).not.toBeNull();
    expect((await get(app, local(url))).status).toBe(409);
    const res = await submitForm(app, '/simulator/plaid', { session: sessionOf(url), action: 'complete' });
    expect(res.status).toBe(409);
    expect(await getConsent(app, consent.id)).toMatchObject({ status: 'PENDING_VERIFICATION', next_action: { type: 'verify_micro_deposits' } });
    expect(await listMethods(app, customer.id)).toEqual([]);
  });

  it('a disabled consent supersedes its page', async () => {
    const { app, consent } = await setup();
    const url = linkUrl(await startLink(app, consent.id, { type: 'bacs_direct_debit' }));
    expect((await post(app, `${CONSENTS}/${consent.id}/disable`, { request_id: uniqueId() }, MERCHANT)).status).toBe(200);
    expect((await submitForm(app, '/simulator/truelayer', { session: sessionOf(url), action: 'complete' })).status).toBe(409);
    expect(await getConsent(app, consent.id)).toMatchObject({ status: 'DISABLED' });
  });

  it('a replayed verify answers the same page; terms in another currency are refused and start nothing', async () => {
    const { app, consent } = await setup({ payment_amount_type: 'FIXED', fixed_payment_amount: 5, payment_currency: 'USD' });
    const requestId = uniqueId('vrf');
    const first = await verify(app, consent.id, { type: 'ach_direct_debit' }, MERCHANT, requestId);
    const again = await verify(app, consent.id, { type: 'ach_direct_debit' }, MERCHANT, requestId);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(linkUrl((await again.json()) as Consent)).toBe(linkUrl((await first.json()) as Consent));

    const euro = await setup({ payment_amount_type: 'FIXED', fixed_payment_amount: 5, payment_currency: 'USD' });
    const err = await expectError(await verify(euro.app, euro.consent.id, { type: 'sepa_direct_debit' }), 400, 'validation_error');
    expect(err.details).toEqual({ field: 'payment_method.type', reason: 'currency_mismatch' });
    expect(await getConsent(euro.app, euro.consent.id)).toMatchObject({ next_action: null, latest_verification: null });
  });

  it("a payment's link page is unchanged: its way back names the intent, not a consent", async () => {
    const app = makeApp();
    const intent = await createIntent(app, { currency: 'GBP' });
    const url = pageUrl(await confirmWith(app, intent, 'bacs_direct_debit'));
    const [form] = formsOf(await (await get(app, local(url))).text());
    expect(form?.action).toBe('/simulator/truelayer');
    const back = callback(await submitLinkPage(app, url, 'complete'));
    expect(back.query).toMatchObject({ intent_id: intent.id, status: 'SUCCEEDED' });
    expect(back.query.consent_id).toBeUndefined();
    const session = (await (await get(app, `${SHOPPER_ACTIONS}/sessions/${sessionOf(url)}`, MERCHANT)).json()) as Record<string, unknown>;
    expect(session.consent_id).toBeUndefined();
  });
});
