import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Hono } from 'hono';
import type { Intent } from '../../model/intent-types';
import { confirm, confirmBody, createIntent, expectError, makeApp, uniqueId } from '../../test-support/app';
import { MERCHANT, cardMethod, createConsent, createCustomer, getConsent, verify } from '../../test-support/customers';
import { collectDeviceData, confirmContinue, continueBody, readIntent, submitChallenge, tokenOf } from '../../test-support/threeds';

const AUTH_REQUIRED = '4000000000003261';

/** A consent saved by pay and save with the card, its challenge passed: the merchant may charge it later. */
async function savedConsent(app: Hono, number = AUTH_REQUIRED): Promise<{ consentId: string; customerId: string }> {
  const customer = await createCustomer(app);
  const first = await createIntent(app, { customer_id: customer.id });
  const body = { ...confirmBody({ number }), payment_consent: { next_triggered_by: 'merchant' } };
  const waiting = (await (await confirm(app, first, body)).json()) as Intent;
  await passChallenge(app, first, waiting);
  const paid = await readIntent(app, first.id);
  expect(paid.status).toBe('SUCCEEDED');
  return { consentId: paid.payment_consent_id as string, customerId: customer.id };
}

async function passChallenge(app: Hono, intent: Intent, waiting: Intent): Promise<void> {
  expect(waiting.status).toBe('REQUIRES_CUSTOMER_ACTION');
  await collectDeviceData(app, tokenOf(waiting));
  const challenged = (await (await confirmContinue(app, intent, continueBody('3ds_check_enrollment'))).json()) as Intent;
  expect(challenged.next_action).toMatchObject({ stage: 'WAITING_USER_INFO_INPUT' });
  expect((await submitChallenge(app, tokenOf(challenged), 'submit')).status).toBeLessThan(400);
}

const mit = (consentId: string) => ({ request_id: uniqueId('mit'), payment_consent_id: consentId, triggered_by: 'merchant' });

describe('a merchant-initiated charge answered authentication_required, completed by the shopper on-session', () => {
  it('the charge is refused for the shopper, who then pays it once through the challenge with no CVC', async () => {
    const app = makeApp();
    const { consentId, customerId } = await savedConsent(app);
    const intent = await createIntent(app, { customer_id: customerId, amount: 12 });
    const err = await expectError(await confirm(app, intent, mit(consentId), MERCHANT), 400, 'authentication_required');
    expect(err.details).toMatchObject({ intent_id: intent.id, payment_consent_id: consentId });
    const refused = await readIntent(app, intent.id);
    expect(refused).toMatchObject({ status: 'REQUIRES_PAYMENT_METHOD', payment_consent_id: consentId });
    expect(refused.latest_payment_attempt).toMatchObject({ status: 'FAILED', failure_code: 'authentication_required' });
    expect(refused.captured_amount).toBeUndefined();

    // The shopper's browser, with the intent's client secret: the consent, no card typed, no CVC.
    const res = await confirm(app, intent, { request_id: uniqueId(), payment_consent_id: consentId });
    const waiting = (await res.json()) as Intent;
    expect(res.status, JSON.stringify(waiting)).toBe(200);
    await passChallenge(app, intent, waiting);
    const paid = await readIntent(app, intent.id);
    expect(paid).toMatchObject({ status: 'SUCCEEDED', captured_amount: 12, payment_consent_id: consentId, triggered_by: 'customer' });
    expect(paid.latest_payment_attempt).toMatchObject({ status: 'SUCCEEDED', amount: 12, payment_method: { type: 'card' } });
    await expectError(await confirm(app, intent, { request_id: uniqueId(), payment_consent_id: consentId }), 409, 'invalid_status_for_operation');
  });

  it('a consent saved by verify (challenge at save) is refused the same way', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    const consent = await createConsent(app, customer.id, { next_triggered_by: 'merchant', merchant_trigger_reason: 'unscheduled' });
    const waiting = (await (await verify(app, consent.id, cardMethod({ number: AUTH_REQUIRED }))).json()) as { next_action: { data: { session: string } } };
    await submitChallenge(app, waiting.next_action.data.session, 'submit');
    const intent = await createIntent(app, { customer_id: customer.id });
    await expectError(await confirm(app, intent, mit(consent.id), MERCHANT), 400, 'authentication_required');
  });

  it('the challenge card 4000 0000 0000 3220, saved the same way, is still charged by the merchant with no challenge', async () => {
    const app = makeApp();
    const { consentId, customerId } = await savedConsent(app, '4000000000003220');
    const intent = await createIntent(app, { customer_id: customerId });
    const res = await confirm(app, intent, mit(consentId), MERCHANT);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'SUCCEEDED' });
  });

  it('without a refused charge to complete, the shopper cannot pay on-session with the merchant’s consent', async () => {
    const app = makeApp();
    const { consentId, customerId } = await savedConsent(app);
    const intent = await createIntent(app, { customer_id: customerId });
    const res = await confirm(app, intent, { request_id: uniqueId(), payment_consent_id: consentId });
    await expectError(res, 400, 'consent_trigger_mismatch');
  });
});

describe("the shopper's completion counts as the merchant's charge it completes", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The refused charge of `amount`, then the shopper's on-session completion through the challenge. */
  async function recovered(app: Hono, consentId: string, customerId: string, amount: number): Promise<void> {
    const intent = await createIntent(app, { customer_id: customerId, amount });
    await expectError(await confirm(app, intent, mit(consentId), MERCHANT), 400, 'authentication_required');
    const waiting = (await (await confirm(app, intent, { request_id: uniqueId(), payment_consent_id: consentId })).json()) as Intent;
    await passChallenge(app, intent, waiting);
    expect((await readIntent(app, intent.id)).status).toBe('SUCCEEDED');
  }

  it('in merchant_charges, once: the refused charge adds nothing, the paid completion one', async () => {
    const app = makeApp();
    const { consentId, customerId } = await savedConsent(app);
    expect((await getConsent(app, consentId)).merchant_charges?.succeeded ?? 0).toBe(0);
    await recovered(app, consentId, customerId, 12);
    expect((await getConsent(app, consentId)).merchant_charges).toEqual({ succeeded: 1, last_charged_at: expect.any(String) });
  });

  it("in the schedule: this cycle's charge is taken, the next one waits for the next charge day", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-05T08:00:00Z'));
    const app = makeApp();
    const customer = await createCustomer(app);
    const terms = { payment_amount_type: 'FIXED', fixed_payment_amount: 9.99, payment_currency: 'USD', billing_cycle: 'MONTH', billing_cycle_charge_day: 5 };
    const consent = await createConsent(app, customer.id, { next_triggered_by: 'merchant', merchant_trigger_reason: 'scheduled', terms_of_use: terms });
    const waiting = (await (await verify(app, consent.id, cardMethod({ number: AUTH_REQUIRED }))).json()) as { next_action: { data: { session: string } } };
    await submitChallenge(app, waiting.next_action.data.session, 'submit');
    await recovered(app, consent.id, customer.id, 9.99);
    const again = await createIntent(app, { customer_id: customer.id, amount: 9.99 });
    const off = await expectError(await confirm(app, again, mit(consent.id), MERCHANT), 400, 'consent_charge_off_schedule');
    expect(off.details).toMatchObject({ next_charge_from: '2027-01-05' });
  });
});
