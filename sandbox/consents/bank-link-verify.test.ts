import { describe, expect, it } from 'vitest';
import { linkedSession, newLinkSession, submitLinkPage, verifyWithLink } from '../test-support/bank-link-consents';
import type { Consent } from './types';
import { MERCHANT, SHOPPER_VERIFY, createConsent, createCustomer, getConsent, listMethods, pendingDebitConsent } from '../test-support/customers';
import type { SavedMethod } from '../customers/types';
import { confirmWith, expireSession, SHOPPER_ACTIONS, pageUrl, sessionOf } from '../test-support/methods';
import { SandboxStore } from '../core/store';
import { createIntent, expectError, get, makeApp, post, uniqueId } from '../test-support/app';

async function setup(terms?: Record<string, unknown>) {
  const store = SandboxStore.memory();
  const app = makeApp({ store });
  const customer = await createCustomer(app);
  const consent = await createConsent(app, customer.id, terms ? { terms_of_use: terms } : {});
  return { store, app, customer, consent };
}

const monthly = (currency: string) => ({ payment_amount_type: 'FIXED', fixed_payment_amount: 9.99, payment_currency: currency });

describe('verify a consent with an account linked on the Plaid-style or TrueLayer-style page', () => {
  it.each([
    ['ach_direct_debit', 'plaid', 'acc_plaid_saving', 'USD', 'US', 'First Platypus Bank', 'Plaid Saving', '1111'],
    ['bacs_direct_debit', 'truelayer', 'acc_tl_gbp_current', 'GBP', 'GB', 'Mock UK Bank', 'Current Account', '0000'],
    ['sepa_direct_debit', 'truelayer', 'acc_tl_eur_current', 'EUR', 'DE', 'Mock EU Bank', 'Girokonto', '1111'],
  ] as const)(
    '%s: link session → page completed → VERIFIED at once, the masked account saved',
    async (type, provider, accountId, currency, country, bank, name, mask) => {
      const { app, customer, consent } = await setup(monthly(currency));
      const { id, url } = await newLinkSession(app, provider);
      const back = await submitLinkPage(app, url, 'complete', accountId);
      expect(back).toContain(`outcome=completed&account_id=${accountId}`);

      const res = await verifyWithLink(app, consent.id, type, id);
      expect(res.status).toBe(200);
      const body = (await res.json()) as Consent;
      const summary = {
        account_holder_name: null,
        bank_code: null,
        account_last4: mask,
        country,
        currency,
        linked_account: { provider, id: accountId, bank_name: bank, account_name: name },
      };
      expect(body).toMatchObject({
        status: 'VERIFIED',
        next_action: null,
        payment_method: { id: expect.stringMatching(/^mtd_/), type, [type]: summary },
        latest_verification: { id: expect.stringMatching(/^vrf_/), status: 'SUCCEEDED', payment_method_type: type },
      });
      const methods = await listMethods(app, customer.id);
      expect(methods).toEqual([
        {
          id: body.payment_method?.id,
          customer_id: customer.id,
          type,
          [type]: summary,
          status: 'ACTIVE',
          created_at: expect.any(String),
          updated_at: expect.any(String),
        },
      ]);
      expect(await getConsent(app, consent.id)).toMatchObject({ status: 'VERIFIED', payment_method: { id: methods[0]?.id } });
      // No micro-deposits were sent, so there is nothing for the shopper to confirm.
      await expectError(await post(app, SHOPPER_VERIFY, { consent_id: consent.id }, MERCHANT), 409, 'invalid_status_for_operation');
      // The session itself is unchanged for its readers: still COMPLETED with its account.
      const session = await (await get(app, `${SHOPPER_ACTIONS}/sessions/${id}`, MERCHANT)).json();
      expect(session).toMatchObject({ status: 'COMPLETED', linked_account: { id: accountId } });
    },
  );

  it("the consent's own customer secret may verify it; the saved method can verify a later consent", async () => {
    const { app, customer, consent } = await setup();
    const id = await linkedSession(app, 'plaid');
    const res = await verifyWithLink(app, consent.id, 'ach_direct_debit', id, { 'client-secret': consent.client_secret });
    expect(res.status).toBe(200);
    const [method] = await listMethods(app, customer.id);
    const next = await createConsent(app, customer.id);
    const again = await post(app, `/api/v1/pa/payment_consents/${next.id}/verify`, { request_id: uniqueId(), payment_method_id: method?.id }, MERCHANT);
    expect(await again.json()).toMatchObject({ status: 'VERIFIED', payment_method: { id: method?.id } });
  });

  it('replaces pending micro-deposits: a consent waiting for them is VERIFIED by a linked account', async () => {
    const { app, customer } = await setup();
    const pending = await pendingDebitConsent(app, customer.id);
    const res = await verifyWithLink(app, pending.id, 'ach_direct_debit', await linkedSession(app, 'plaid'));
    expect(await res.json()).toMatchObject({ status: 'VERIFIED', next_action: null, payment_method: { ach_direct_debit: { account_last4: '0000' } } });
    expect(await listMethods(app, customer.id)).toHaveLength(1);
  });

  it('an account that would fail a debit (••••0002) still verifies: verifying charges nothing', async () => {
    const { app, consent } = await setup();
    const res = await verifyWithLink(app, consent.id, 'ach_direct_debit', await linkedSession(app, 'plaid', 'acc_plaid_empty'));
    expect(await res.json()).toMatchObject({ status: 'VERIFIED', payment_method: { ach_direct_debit: { account_last4: '0002' } } });
  });
});

describe('verify with a link session: each failure names the field and changes nothing', () => {
  const field = (type: string) => `payment_method.${type}.link_session_id`;

  async function expectUnchanged(app: ReturnType<typeof makeApp>, consent: Consent, customerId: string, sessionId?: string) {
    expect(await getConsent(app, consent.id)).toMatchObject({ status: 'PENDING_VERIFICATION', payment_method: null, latest_verification: null });
    expect(await listMethods(app, customerId)).toEqual([]);
    // A session refused here is not spent: once the problem is fixed it still verifies.
    if (sessionId !== undefined) {
      const other = await createConsent(app, customerId);
      expect((await verifyWithLink(app, other.id, 'ach_direct_debit', sessionId)).status).toBe(200);
    }
  }

  it.each([
    ['a number', 42, 'must_be_string'],
    ['an empty string', '', 'invalid_length'],
    ['an over-long string', 's'.repeat(129), 'invalid_length'],
    ['an unknown session', 'ses_unknown', 'unknown_session'],
  ])('400 for %s', async (_name, value, reason) => {
    const { app, customer, consent } = await setup();
    const err = await expectError(await verifyWithLink(app, consent.id, 'ach_direct_debit', value), 400, 'validation_error');
    expect(err.details).toEqual({ field: field('ach_direct_debit'), reason });
    await expectUnchanged(app, consent, customer.id);
  });

  it.each([
    ['a QR payment page', 'wechatpay', 'CNY'],
    ['a bank redirect page', 'open_banking', 'GBP'],
  ])('400 not_a_link_session for %s', async (_name, method, currency) => {
    const { app, customer, consent } = await setup();
    const intent = await createIntent(app, { currency });
    const sessionId = sessionOf(pageUrl(await confirmWith(app, intent, method)));
    const err = await expectError(await verifyWithLink(app, consent.id, 'ach_direct_debit', sessionId), 400, 'validation_error');
    expect(err.details).toEqual({ field: field('ach_direct_debit'), reason: 'not_a_link_session' });
    await expectUnchanged(app, consent, customer.id);
  });

  it.each([
    ['a TrueLayer session for ACH', 'ach_direct_debit', 'truelayer'],
    ['a Plaid session for Bacs', 'bacs_direct_debit', 'plaid'],
    ['a Plaid session for SEPA', 'sepa_direct_debit', 'plaid'],
    ['any session for BECS (no linking page)', 'becs_direct_debit', 'plaid'],
  ] as const)('400 wrong_provider for %s', async (_name, type, provider) => {
    const { app, customer, consent } = await setup();
    const err = await expectError(await verifyWithLink(app, consent.id, type, await linkedSession(app, provider)), 400, 'validation_error');
    expect(err.details).toEqual({ field: field(type), reason: 'wrong_provider' });
    await expectUnchanged(app, consent, customer.id);
  });

  it('400 not_completed for a session still PENDING, and one the shopper cancelled', async () => {
    const { app, customer, consent } = await setup();
    const pending = await newLinkSession(app, 'plaid');
    const err = await expectError(await verifyWithLink(app, consent.id, 'ach_direct_debit', pending.id), 400, 'validation_error');
    expect(err.details).toEqual({ field: field('ach_direct_debit'), reason: 'not_completed' });
    expect(err.message).toContain('PENDING');
    const cancelled = await newLinkSession(app, 'plaid');
    await submitLinkPage(app, cancelled.url, 'cancel');
    const err2 = await expectError(await verifyWithLink(app, consent.id, 'ach_direct_debit', cancelled.id), 400, 'validation_error');
    expect(err2.details).toEqual({ field: field('ach_direct_debit'), reason: 'not_completed' });
    // Completing the pending one afterwards makes it usable.
    await submitLinkPage(app, pending.url, 'complete');
    await expectUnchanged(app, consent, customer.id, pending.id);
  });

  it('409 session_expired for a completed session past its 15 minutes', async () => {
    const { store, app, customer, consent } = await setup();
    const id = await linkedSession(app, 'plaid');
    await expireSession(store, id);
    const err = await expectError(await verifyWithLink(app, consent.id, 'ach_direct_debit', id), 409, 'session_expired');
    expect(err.details).toEqual({ field: field('ach_direct_debit'), session_id: id });
    await expectUnchanged(app, consent, customer.id);
  });

  it('409 link_session_already_used when the session verified another consent, of this customer or another', async () => {
    const { app, customer, consent } = await setup();
    const id = await linkedSession(app, 'plaid');
    expect((await verifyWithLink(app, consent.id, 'ach_direct_debit', id)).status).toBe(200);
    const mine = await createConsent(app, customer.id);
    const err = await expectError(await verifyWithLink(app, mine.id, 'ach_direct_debit', id), 409, 'link_session_already_used');
    expect(err.details).toEqual({ field: field('ach_direct_debit'), session_id: id });
    const stranger = await createCustomer(app);
    const theirs = await createConsent(app, stranger.id);
    await expectError(await verifyWithLink(app, theirs.id, 'ach_direct_debit', id), 409, 'link_session_already_used');
    expect(await listMethods(app, customer.id)).toHaveLength(1);
    expect(await listMethods(app, stranger.id)).toEqual([]);
  });

  it("400 currency_mismatch: the account is not in the scheme's currency, or the scheme not in the terms' currency", async () => {
    const { app, customer, consent } = await setup();
    const gbp = await linkedSession(app, 'truelayer', 'acc_tl_gbp_current');
    const err = await expectError(await verifyWithLink(app, consent.id, 'sepa_direct_debit', gbp), 400, 'validation_error');
    expect(err.details).toEqual({ field: field('sepa_direct_debit'), reason: 'currency_mismatch' });
    expect(err.message).toBe('The linked account holds GBP; SEPA Direct Debit collects EUR.');

    const euros = await createConsent(app, customer.id, { terms_of_use: monthly('EUR') });
    const usd = await linkedSession(app, 'plaid');
    const terms = await expectError(await verifyWithLink(app, euros.id, 'ach_direct_debit', usd), 400, 'validation_error');
    expect(terms.details).toEqual({ field: 'payment_method.type', reason: 'currency_mismatch' });
    await expectUnchanged(app, consent, customer.id, usd);
  });

  it('409 for a consent no longer pending; 404 for an unknown consent; 401 without credentials or for another customer', async () => {
    const { app, customer, consent } = await setup();
    const id = await linkedSession(app, 'plaid');
    await post(app, `/api/v1/pa/payment_consents/${consent.id}/disable`, { request_id: uniqueId() }, MERCHANT);
    await expectError(await verifyWithLink(app, consent.id, 'ach_direct_debit', id), 409, 'invalid_status_for_operation');
    await expectError(await verifyWithLink(app, 'cst_unknown', 'ach_direct_debit', id), 404, 'not_found');
    const fresh = await createConsent(app, customer.id);
    await expectError(await verifyWithLink(app, fresh.id, 'ach_direct_debit', id, {}), 401, 'unauthorized');
    const stranger = await createConsent(app, (await createCustomer(app)).id);
    const wrong = await expectError(
      await verifyWithLink(app, fresh.id, 'ach_direct_debit', id, { 'client-secret': stranger.client_secret }),
      401,
      'unauthorized',
    );
    expect(wrong.details.reason).toBe('wrong_customer');
    // None of these spent the session.
    expect((await verifyWithLink(app, fresh.id, 'ach_direct_debit', id)).status).toBe(200);
    expect((await listMethods(app, customer.id)).map((m: SavedMethod) => m.type)).toEqual(['ach_direct_debit']);
  });
});
