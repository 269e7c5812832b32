import { describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import type { Consent } from './types';
import { makeApp } from '../test-support/app';
import { createIntent, expectError, get, INTENTS } from '../test-support/app';
import { asCustomer, cardMethod, createConsent, createCustomer, customerSecret, getConsent, listMethods, verify } from '../test-support/customers';
import { CARDS_3DS, get3dsPage, readIntent, submitChallenge } from '../test-support/threeds';

const AUTH_REQUIRED = '4000000000003261';

async function startSave(app: Hono, number: string): Promise<Consent> {
  const customer = await createCustomer(app);
  const consent = await createConsent(app, customer.id, { next_triggered_by: 'merchant', merchant_trigger_reason: 'unscheduled' });
  const res = await verify(app, consent.id, cardMethod({ number }));
  expect(res.status).toBe(200);
  return (await res.json()) as Consent;
}

function sessionOf(consent: Consent): string {
  const action = consent.next_action;
  if (action?.type !== 'redirect_form') throw new Error(`no challenge on ${consent.id}`);
  return action.data.session ?? '';
}

describe('saving a card that asks for a challenge runs 3-D Secure at save', () => {
  it.each([CARDS_3DS.challenge, AUTH_REQUIRED])('%s: the consent waits at the challenge, then the right code verifies it', async (number) => {
    const app = makeApp();
    const waiting = await startSave(app, number);
    expect(waiting).toMatchObject({
      status: 'PENDING_VERIFICATION',
      payment_method: null,
      latest_verification: { status: 'PENDING', payment_method_type: 'card' },
      next_action: { type: 'redirect_form', method: 'POST', stage: 'WAITING_USER_INFO_INPUT' },
    });
    expect(await listMethods(app, waiting.customer_id)).toEqual([]);
    const token = sessionOf(waiting);
    expect((await get3dsPage(app, token)).status).toBe(200);
    expect((await submitChallenge(app, token, 'submit')).status).toBeLessThan(400);
    const verified = await getConsent(app, waiting.id);
    expect(verified).toMatchObject({ status: 'VERIFIED', next_action: null, payment_method: { type: 'card', card: { last4: number.slice(-4) } } });
    const saved = await listMethods(app, waiting.customer_id);
    expect(saved.map((m) => m.id)).toEqual([verified.payment_method?.id]);
    const check = await readIntent(app, verified.payment_intent_id as string);
    expect(check).toMatchObject({ amount: 0, status: 'SUCCEEDED', customer_id: waiting.customer_id, payment_consent_id: waiting.id });
  });

  it('a cancelled challenge saves nothing: the consent waits again with its verification FAILED', async () => {
    const app = makeApp();
    const waiting = await startSave(app, CARDS_3DS.challenge);
    await submitChallenge(app, sessionOf(waiting), 'cancel');
    const after = await getConsent(app, waiting.id);
    expect(after).toMatchObject({
      status: 'PENDING_VERIFICATION',
      next_action: null,
      latest_verification: { status: 'FAILED', failure_code: '3ds_cancelled' },
    });
    expect(await listMethods(app, waiting.customer_id)).toEqual([]);
    const again = await verify(app, waiting.id, cardMethod());
    expect(((await again.json()) as Consent).status).toBe('VERIFIED');
  });

  it('the frictionless card and a plain card are verified at once, with no challenge', async () => {
    const app = makeApp();
    for (const number of [CARDS_3DS.frictionless, '4111111111111111']) {
      expect(await startSave(app, number)).toMatchObject({ status: 'VERIFIED', next_action: null });
    }
  });
});

describe("the customer's client secret reads the verification intent of its own consent, and nothing else", () => {
  it('the frame saving the card follows the challenge with the secret it holds', async () => {
    const app = makeApp();
    const waiting = await startSave(app, CARDS_3DS.challenge);
    const intentId = waiting.payment_intent_id as string;
    const own = await get(app, `${INTENTS}/${intentId}`, asCustomer(await customerSecret(app, waiting.customer_id)));
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ id: intentId, status: 'REQUIRES_CUSTOMER_ACTION', next_action: { stage: 'WAITING_USER_INFO_INPUT' } });
  });

  it("another customer's secret is refused, and a customer's secret reads none of its customer's payments", async () => {
    const app = makeApp();
    const waiting = await startSave(app, CARDS_3DS.challenge);
    const stranger = await createCustomer(app);
    await expectError(
      await get(app, `${INTENTS}/${waiting.payment_intent_id as string}`, asCustomer(await customerSecret(app, stranger.id))),
      401,
      'unauthorized',
    );
    const payment = await createIntent(app, { customer_id: waiting.customer_id });
    await expectError(await get(app, `${INTENTS}/${payment.id}`, asCustomer(await customerSecret(app, waiting.customer_id))), 401, 'unauthorized');
  });
});
