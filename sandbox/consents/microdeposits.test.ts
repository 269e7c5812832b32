import { describe, expect, it } from 'vitest';
import type { Consent } from './types';
import {
  CONSENTS,
  MERCHANT,
  SHOPPER_VERIFY,
  asCustomer,
  cardMethod,
  createConsent,
  createCustomer,
  customerSecret,
  getConsent,
  listMethods,
  pendingDebitConsent,
  verifiedConsent,
  verifyContinue,
  microDeposits,
} from '../test-support/customers';
import { expectError, makeApp, post, uniqueId } from '../test-support/app';

async function setup() {
  const app = makeApp();
  const customer = await createCustomer(app);
  return { app, customer, consent: await pendingDebitConsent(app, customer.id) };
}

describe('POST /api/v1/pa/payment_consents/:id/verify_continue', () => {
  it.each([[[0.32, 0.45]], [[0.45, 0.32]]])('verifies with the documented amounts %j and saves the account', async (amounts) => {
    const { app, customer, consent } = await setup();
    const res = await verifyContinue(app, consent.id, amounts);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Consent;
    expect(body).toMatchObject({
      status: 'VERIFIED',
      next_action: null,
      payment_method: { id: expect.stringMatching(/^mtd_/), type: 'ach_direct_debit' },
      latest_verification: { id: consent.latest_verification?.id, status: 'SUCCEEDED' },
    });
    const methods = await listMethods(app, customer.id);
    expect(methods).toEqual([expect.objectContaining({ id: body.payment_method?.id, type: 'ach_direct_debit', status: 'ACTIVE' })]);
  });

  it('counts wrong amounts down (400 verification_failed) and disables the consent on the third', async () => {
    const { app, customer, consent } = await setup();
    for (const remaining of [2, 1]) {
      const err = await expectError(await verifyContinue(app, consent.id, [0.1, 0.2]), 400, 'verification_failed');
      expect(err.details).toEqual({ consent_id: consent.id, attempts_remaining: remaining });
      expect(await getConsent(app, consent.id)).toMatchObject({ status: 'PENDING_VERIFICATION', next_action: { attempts_remaining: remaining } });
    }
    const last = await expectError(await verifyContinue(app, consent.id, [0.32, 0.46]), 400, 'verification_failed');
    expect(last.details).toEqual({ consent_id: consent.id, attempts_remaining: 0, status: 'DISABLED' });
    expect(await getConsent(app, consent.id)).toMatchObject({
      status: 'DISABLED',
      disabled_reason: 'verification_failed',
      next_action: null,
      latest_verification: { status: 'FAILED', failure_code: 'micro_deposits_mismatch' },
    });
    // Locked: even the right amounts cannot bring it back.
    await expectError(await verifyContinue(app, consent.id, [0.32, 0.45]), 409, 'invalid_status_for_operation');
    expect(await listMethods(app, customer.id)).toEqual([]);
  });

  it('a right answer after a wrong one still verifies', async () => {
    const { app, consent } = await setup();
    await verifyContinue(app, consent.id, [0.01, 0.02]);
    expect((await verifyContinue(app, consent.id, [0.32, 0.45])).status).toBe(200);
  });

  it('a replayed wrong answer does not spend another attempt', async () => {
    const { app, consent } = await setup();
    const body = { request_id: uniqueId(), amounts: [0.5, 0.5] };
    const first = await post(app, `${CONSENTS}/${consent.id}/verify_continue`, body, MERCHANT);
    const again = await post(app, `${CONSENTS}/${consent.id}/verify_continue`, body, MERCHANT);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(microDeposits(await getConsent(app, consent.id))?.attempts_remaining).toBe(2);
    await expectError(
      await post(app, `${CONSENTS}/${consent.id}/verify_continue`, { ...body, amounts: [0.32, 0.45] }, MERCHANT),
      422,
      'idempotency_key_reused',
    );
  });

  it('answers 409 when no micro-deposits are waiting (new, card-verified, disabled)', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    const fresh = await createConsent(app, customer.id);
    await expectError(await verifyContinue(app, fresh.id, [0.32, 0.45]), 409, 'invalid_status_for_operation');
    const verified = await verifiedConsent(app, customer.id);
    await expectError(await verifyContinue(app, verified.id, [0.32, 0.45]), 409, 'invalid_status_for_operation');
  });

  it('a card verify replaces pending micro-deposits', async () => {
    const { app, consent } = await setup();
    const res = await post(app, `${CONSENTS}/${consent.id}/verify`, { request_id: uniqueId(), payment_method: cardMethod() }, MERCHANT);
    expect(await res.json()).toMatchObject({ status: 'VERIFIED', next_action: null, payment_method: { type: 'card' } });
  });

  const bad: Array<[string, unknown, string, string]> = [
    ['no amounts', undefined, 'amounts', 'required'],
    ['a number', 0.32, 'amounts', 'must_be_array'],
    ['one amount', [0.32], 'amounts', 'must_have_two'],
    ['three amounts', [0.32, 0.45, 0.1], 'amounts', 'must_have_two'],
    ['a string amount', ['0.32', 0.45], 'amounts.0', 'must_be_number'],
    ['a zero amount', [0.32, 0], 'amounts.1', 'must_be_positive'],
    ['one whole unit', [1, 0.45], 'amounts.0', 'out_of_range'],
    ['three decimals', [0.321, 0.45], 'amounts.0', 'too_many_decimals'],
  ];
  it.each(bad)('answers 400 validation_error for %s, spending no attempt', async (_name, amounts, field, reason) => {
    const { app, consent } = await setup();
    const err = await expectError(await verifyContinue(app, consent.id, amounts), 400, 'validation_error');
    expect(err.details).toEqual({ field, reason });
    expect(microDeposits(await getConsent(app, consent.id))?.attempts_remaining).toBe(3);
  });

  it('accepts the owning customer’s secret; 401 for another’s; 404 for an unknown consent', async () => {
    const { app, customer, consent } = await setup();
    const stranger = await customerSecret(app, (await createCustomer(app)).id);
    await expectError(await verifyContinue(app, consent.id, [0.32, 0.45], asCustomer(stranger)), 401, 'unauthorized');
    await expectError(await verifyContinue(app, 'cst_nope', [0.32, 0.45]), 404, 'not_found');
    const own = await customerSecret(app, customer.id);
    expect((await verifyContinue(app, consent.id, [0.32, 0.45], asCustomer(own))).status).toBe(200);
  });
});

describe('POST /api/v1/simulation/pa/shopper_actions/verify', () => {
  it('completes pending micro-deposits: VERIFIED with a saved method', async () => {
    const { app, customer, consent } = await setup();
    const res = await post(app, SHOPPER_VERIFY, { consent_id: consent.id }, MERCHANT);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: consent.id, status: 'VERIFIED', payment_method: { id: expect.stringMatching(/^mtd_/) } });
    expect(await listMethods(app, customer.id)).toHaveLength(1);
    // Nothing is pending any more.
    await expectError(await post(app, SHOPPER_VERIFY, { consent_id: consent.id }, MERCHANT), 409, 'invalid_status_for_operation');
  });

  it('answers 409 for a consent with nothing pending, or disabled', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    const fresh = await createConsent(app, customer.id);
    await expectError(await post(app, SHOPPER_VERIFY, { consent_id: fresh.id }, MERCHANT), 409, 'invalid_status_for_operation');
    const pending = await pendingDebitConsent(app, customer.id);
    await post(app, `${CONSENTS}/${pending.id}/disable`, { request_id: uniqueId() }, MERCHANT);
    await expectError(await post(app, SHOPPER_VERIFY, { consent_id: pending.id }, MERCHANT), 409, 'invalid_status_for_operation');
  });

  it('is merchant only (401), 404 for an unknown consent, 400 for a bad body', async () => {
    const { app, consent } = await setup();
    await expectError(await post(app, SHOPPER_VERIFY, { consent_id: consent.id }, asCustomer(consent.client_secret)), 401, 'unauthorized');
    await expectError(await post(app, SHOPPER_VERIFY, { consent_id: 'cst_nope' }, MERCHANT), 404, 'not_found');
    expect((await expectError(await post(app, SHOPPER_VERIFY, {}, MERCHANT), 400, 'validation_error')).details).toEqual({
      field: 'consent_id',
      reason: 'required',
    });
    const typed = await expectError(await post(app, SHOPPER_VERIFY, { consent_id: consent.id, request_id: 5 }, MERCHANT), 400, 'validation_error');
    expect(typed.details).toEqual({ field: 'request_id', reason: 'must_be_string' });
    await expectError(await post(app, SHOPPER_VERIFY, 'x', MERCHANT), 400, 'validation_error');
  });

  it('with a request_id, replays identically and refuses a changed body (422)', async () => {
    const { app, customer, consent } = await setup();
    const body = { consent_id: consent.id, request_id: uniqueId() };
    const first = await post(app, SHOPPER_VERIFY, body, MERCHANT);
    const again = await post(app, SHOPPER_VERIFY, body, MERCHANT);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    const other = await pendingDebitConsent(app, customer.id);
    await expectError(await post(app, SHOPPER_VERIFY, { ...body, consent_id: other.id }, MERCHANT), 422, 'idempotency_key_reused');
  });
});
