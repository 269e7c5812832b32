import { describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import type { Intent } from '../../model/intent-types';
import type { Consent } from '../../consents/types';
import { INTENTS, confirm, confirmBody, createIntent, expectError, get, makeApp, uniqueId } from '../../test-support/app';
import { MERCHANT, createCustomer, getConsent } from '../../test-support/customers';
import { CARDS_3DS, collectDeviceData, confirmContinue, continueBody, readIntent, submitChallenge, tokenOf } from '../../test-support/threeds';

const SAVE = { next_triggered_by: 'merchant', merchant_trigger_reason: 'scheduled' } as const;

async function customerIntent(app: Hono): Promise<Intent> {
  const customer = await createCustomer(app);
  return createIntent(app, { customer_id: customer.id });
}

function payAndSave(app: Hono, intent: Intent, number = '4111111111111111', save: unknown = SAVE): Promise<Response> {
  return confirm(app, intent, { ...confirmBody({ number }), payment_consent: save });
}

async function eventTypes(app: Hono): Promise<Array<{ type: string; id: string }>> {
  const res = await get(app, '/api/v1/pa/webhooks/events?limit=200', MERCHANT);
  const list = (await res.json()) as { items: Array<{ type: string; data: { object: { id: string } } }> };
  return list.items.map((e) => ({ type: e.type, id: e.data.object.id }));
}

describe('pay and save in one step (confirm with payment_consent)', () => {
  it('pays, saves the card on a new VERIFIED consent the intent names, and tells it by webhook', async () => {
    const app = makeApp();
    const intent = await customerIntent(app);
    const res = await payAndSave(app, intent);
    const paid = (await res.json()) as Intent;
    expect(res.status, JSON.stringify(paid)).toBe(200);
    expect(paid.status).toBe('SUCCEEDED');
    const consentId = paid.payment_consent_id as string;
    expect(consentId).toMatch(/^cst_/);
    const consent = await getConsent(app, consentId);
    expect(consent).toMatchObject({
      status: 'VERIFIED',
      customer_id: intent.customer_id,
      next_triggered_by: 'merchant',
      merchant_trigger_reason: 'scheduled',
      payment_intent_id: intent.id,
      payment_method: { id: paid.latest_payment_attempt?.payment_method.id, type: 'card', card: { last4: '1111' } },
    });
    expect(await eventTypes(app)).toContainEqual({ type: 'payment_consent.verified', id: consentId });
  });

  it('a merchant-initiated charge on the new consent then pays with no shopper', async () => {
    const app = makeApp();
    const intent = await customerIntent(app);
    const consentId = ((await (await payAndSave(app, intent)).json()) as Intent).payment_consent_id as string;
    const later = await createIntent(app, { customer_id: intent.customer_id, amount: 7 });
    const res = await confirm(app, later, { request_id: uniqueId(), payment_consent_id: consentId, triggered_by: 'merchant' }, MERCHANT);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'SUCCEEDED', payment_consent_id: consentId, triggered_by: 'merchant' });
  });

  it('next_triggered_by customer takes no reason; merchant with none is unscheduled', async () => {
    const app = makeApp();
    const byShopper = ((await (await payAndSave(app, await customerIntent(app), undefined, { next_triggered_by: 'customer' })).json()) as Intent)
      .payment_consent_id as string;
    expect(await getConsent(app, byShopper)).toMatchObject({ next_triggered_by: 'customer', merchant_trigger_reason: null });
    const byMerchant = ((await (await payAndSave(app, await customerIntent(app), undefined, { next_triggered_by: 'merchant' })).json()) as Intent)
      .payment_consent_id as string;
    expect(await getConsent(app, byMerchant)).toMatchObject({ merchant_trigger_reason: 'unscheduled' });
    const installments = await payAndSave(app, await customerIntent(app), undefined, {
      next_triggered_by: 'merchant',
      merchant_trigger_reason: 'installments',
    });
    expect(await getConsent(app, ((await installments.json()) as Intent).payment_consent_id as string)).toMatchObject({
      merchant_trigger_reason: 'installments',
    });
  });

  it('an intent with no customer is a 400 naming payment_consent, and nothing is charged', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const err = await expectError(await payAndSave(app, intent), 400, 'validation_error');
    expect(err.details).toEqual({ field: 'payment_consent', reason: 'customer_required' });
    expect((await readIntent(app, intent.id)).latest_payment_attempt).toBeNull();
  });

  it.each([
    [{ next_triggered_by: 'bank' }, 'payment_consent.next_triggered_by'],
    [{ next_triggered_by: 'merchant', merchant_trigger_reason: 'monthly' }, 'payment_consent.merchant_trigger_reason'],
    [{ next_triggered_by: 'customer', merchant_trigger_reason: 'scheduled' }, 'payment_consent.merchant_trigger_reason'],
    [{ next_triggered_by: 'merchant', terms: {} }, 'payment_consent.terms'],
    ['merchant', 'payment_consent'],
  ])('%j is a 400 naming %s', async (save, field) => {
    const app = makeApp();
    const err = await expectError(await payAndSave(app, await customerIntent(app), undefined, save), 400, 'validation_error');
    expect(err.details.field).toBe(field);
  });

  it('with payment_consent_id too is a conflict', async () => {
    const app = makeApp();
    const intent = await customerIntent(app);
    const res = await confirm(app, intent, { ...confirmBody(), payment_consent: SAVE, payment_consent_id: 'cst_x' });
    expect((await expectError(res, 400, 'validation_error')).details).toEqual({ field: 'payment_consent', reason: 'conflict' });
  });

  it('a decline saves nothing and leaves the consent waiting; the next try on the intent verifies that same consent', async () => {
    const app = makeApp();
    const intent = await customerIntent(app);
    await expectError(await payAndSave(app, intent, '4000000000009995'), 400, 'issuer_declined');
    const declined = await readIntent(app, intent.id);
    const consentId = declined.payment_consent_id as string;
    expect(await getConsent(app, consentId)).toMatchObject({ status: 'PENDING_VERIFICATION', payment_method: null });
    const paid = (await (await payAndSave(app, intent)).json()) as Intent;
    expect(paid).toMatchObject({ status: 'SUCCEEDED', payment_consent_id: consentId });
    expect((await getConsent(app, consentId)).status).toBe('VERIFIED');
  });

  it('a card that asks for a challenge verifies the consent only when the challenge is passed', async () => {
    const app = makeApp();
    const intent = await customerIntent(app);
    const waiting = (await (await payAndSave(app, intent, CARDS_3DS.challenge)).json()) as Intent;
    expect(waiting.status).toBe('REQUIRES_CUSTOMER_ACTION');
    const consentId = waiting.payment_consent_id as string;
    expect((await getConsent(app, consentId)).status).toBe('PENDING_VERIFICATION');
    await collectDeviceData(app, tokenOf(waiting));
    const challenged = (await (await confirmContinue(app, intent, continueBody('3ds_check_enrollment'))).json()) as Intent;
    expect((await submitChallenge(app, tokenOf(challenged), 'submit')).status).toBeLessThan(400);
    const paid = await readIntent(app, intent.id);
    expect(paid.status).toBe('SUCCEEDED');
    const consent: Consent = await getConsent(app, consentId);
    expect(consent).toMatchObject({ status: 'VERIFIED', payment_method: { id: paid.latest_payment_attempt?.payment_method.id } });
  });

  it('a replay of the same confirm answers the same intent and makes no second consent', async () => {
    const app = makeApp();
    const intent = await customerIntent(app);
    const body = { ...confirmBody(), payment_consent: SAVE };
    const first = (await (await confirm(app, intent, body)).json()) as Intent;
    const again = (await (await confirm(app, intent, body)).json()) as Intent;
    expect(again.payment_consent_id).toBe(first.payment_consent_id);
    const list = await get(app, `/api/v1/pa/payment_consents?customer_id=${intent.customer_id}`, MERCHANT);
    expect(((await list.json()) as { items: unknown[] }).items).toHaveLength(1);
    expect((await get(app, `${INTENTS}/${intent.id}`, MERCHANT)).status).toBe(200);
  });
});
