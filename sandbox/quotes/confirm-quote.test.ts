import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Hono } from 'hono';
import { QUOTE_TTL_MS } from './model';
import { SECRET_KEY, confirm, confirmBody, createIntent, expectError, get, INTENTS, makeApp, post } from '../test-support/app';
import { methodBody } from '../test-support/methods';
import { collectDeviceData, confirmContinue, continueBody, get3dsPage, tokenOf } from '../test-support/threeds';
import type { Intent } from '../model/intent-types';

const QUOTES = '/api/v1/pa/quotes';
const KEY = { 'x-api-key': SECRET_KEY };

interface Quote {
  readonly id: string;
  readonly rate: number;
  readonly target_currency: string;
  readonly target_amount: number;
  readonly expires_at: string;
}

afterEach(() => {
  vi.useRealTimers();
});

/** A quote as the checkout asks for it: with the intent's client secret. */
async function quoteFor(app: Hono, intent: Intent, target: string): Promise<Quote> {
  const res = await post(app, `${QUOTES}/create`, { target_currency: target }, { 'client-secret': intent.client_secret });
  expect(res.status).toBe(201);
  return (await res.json()) as Quote;
}

async function stored(app: Hono, intent: Intent): Promise<Intent> {
  return (await (await get(app, `${INTENTS}/${intent.id}`, KEY)).json()) as Intent;
}

const browser = (intent: Intent) => ({ 'client-secret': intent.client_secret });

describe('confirm with quote_id and target_currency', () => {
  it('pays a USD intent in GBP: the attempt records the quote, its rate and the amount charged', async () => {
    const app = makeApp();
    const intent = await createIntent(app, { amount: 10, currency: 'USD' });
    const quote = await quoteFor(app, intent, 'GBP');
    const res = await confirm(app, intent, { ...confirmBody(), quote_id: quote.id, target_currency: 'GBP' }, browser(intent));
    expect(res.status).toBe(200);
    const conversion = { quote_id: quote.id, rate: 0.79, target_currency: 'GBP', target_amount: 7.9 };
    expect(await res.json()).toMatchObject({
      status: 'SUCCEEDED',
      amount: 10,
      currency: 'USD',
      latest_payment_attempt: { status: 'SUCCEEDED', amount: 10, currency: 'USD', currency_conversion: conversion },
    });
    expect((await stored(app, intent)).latest_payment_attempt?.currency_conversion).toEqual(conversion);
  });

  it('keeps the conversion through a 3-D Secure challenge and on a declined attempt', async () => {
    const app = makeApp();
    const threeDs = await createIntent(app);
    const q1 = await quoteFor(app, threeDs, 'JPY');
    const waiting = (await (
      await confirm(app, threeDs, { ...confirmBody({ number: '4000000000003220' }), quote_id: q1.id, target_currency: 'JPY' })
    ).json()) as Intent;
    expect(waiting).toMatchObject({
      status: 'REQUIRES_CUSTOMER_ACTION',
      latest_payment_attempt: { currency_conversion: { quote_id: q1.id, target_currency: 'JPY', target_amount: 1575 } },
    });
    // The bank's page asks the shopper to verify what the card is charged: yen, not dollars.
    expect((await collectDeviceData(app, tokenOf(waiting))).status).toBe(200);
    const challenged = (await (await confirmContinue(app, threeDs, continueBody('3ds_check_enrollment'))).json()) as Intent;
    const page = await (await get3dsPage(app, tokenOf(challenged))).text();
    expect(page).toContain('¥1,575 to ');
    expect(challenged.latest_payment_attempt?.currency_conversion?.target_amount).toBe(1575);

    const declined = await createIntent(app);
    const q2 = await quoteFor(app, declined, 'EUR');
    await expectError(
      await confirm(app, declined, { ...confirmBody({ number: '4000000000009995' }), quote_id: q2.id, target_currency: 'EUR' }),
      400,
      'issuer_declined',
    );
    expect((await stored(app, declined)).latest_payment_attempt).toMatchObject({
      status: 'FAILED',
      currency_conversion: { quote_id: q2.id, target_amount: 9.66 },
    });
  });

  it('pays in the intent currency when no quote is sent (a new attempt has no conversion)', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const body = (await (await confirm(app, intent, confirmBody())).json()) as Intent;
    expect(body.latest_payment_attempt).not.toHaveProperty('currency_conversion');
  });

  it('takes both fields or neither', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const quote = await quoteFor(app, intent, 'GBP');
    const onlyId = await expectError(await confirm(app, intent, { ...confirmBody(), quote_id: quote.id }), 400, 'validation_error');
    expect(onlyId.details).toMatchObject({ field: 'target_currency', reason: 'required_with_quote_id' });
    const onlyTarget = await expectError(await confirm(app, intent, { ...confirmBody(), target_currency: 'GBP' }), 400, 'validation_error');
    expect(onlyTarget.details).toMatchObject({ field: 'quote_id', reason: 'required_with_target_currency' });
    const wrongType = await expectError(await confirm(app, intent, { ...confirmBody(), quote_id: 7, target_currency: 'GBP' }), 400, 'validation_error');
    expect(wrongType.details).toMatchObject({ field: 'quote_id', reason: 'must_be_string' });
    expect((await stored(app, intent)).latest_payment_attempt).toBeNull();
  });

  it("refuses a target other than the quote's, another intent's quote and an unknown one", async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const other = await createIntent(app);
    const quote = await quoteFor(app, intent, 'GBP');
    const mismatch = await expectError(await confirm(app, intent, { ...confirmBody(), quote_id: quote.id, target_currency: 'EUR' }), 400, 'validation_error');
    expect(mismatch.details).toMatchObject({ field: 'target_currency', reason: 'does_not_match_quote' });
    const foreign = await expectError(await confirm(app, other, { ...confirmBody(), quote_id: quote.id, target_currency: 'GBP' }), 400, 'validation_error');
    expect(foreign.details).toMatchObject({ field: 'quote_id', reason: 'not_for_this_intent' });
    // A merchant's quote for no intent is not this intent's either.
    const loose = (await (await post(app, `${QUOTES}/create`, { payment_currency: 'USD', target_currency: 'GBP', amount: 10.5 }, KEY)).json()) as Quote;
    await expectError(await confirm(app, intent, { ...confirmBody(), quote_id: loose.id, target_currency: 'GBP' }), 400, 'validation_error');
    await expectError(await confirm(app, intent, { ...confirmBody(), quote_id: 'quote_missing', target_currency: 'GBP' }), 404, 'not_found');
    expect((await stored(app, intent)).status).toBe('REQUIRES_PAYMENT_METHOD');
  });

  it('answers 409 quote_expired once the quote has run out, and charges nothing', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const quote = await quoteFor(app, intent, 'GBP');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(quote.expires_at) + 1);
    const err = await expectError(await confirm(app, intent, { ...confirmBody(), quote_id: quote.id, target_currency: 'GBP' }), 409, 'quote_expired');
    expect(err.details).toMatchObject({ quote_id: quote.id, expires_at: quote.expires_at });
    expect(await stored(app, intent)).toMatchObject({ status: 'REQUIRES_PAYMENT_METHOD', latest_payment_attempt: null });
    // A fresh quote pays.
    vi.setSystemTime(Date.parse(quote.expires_at) + QUOTE_TTL_MS / 2);
    const fresh = await quoteFor(app, intent, 'GBP');
    expect((await confirm(app, intent, { ...confirmBody(), quote_id: fresh.id, target_currency: 'GBP' })).status).toBe(200);
  });

  it('refuses a method paid in the intent currency only, storing nothing', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const quote = await quoteFor(app, intent, 'GBP');
    const err = await expectError(
      await confirm(app, intent, { ...methodBody('wechatpay'), quote_id: quote.id, target_currency: 'GBP' }),
      400,
      'validation_error',
    );
    expect(err.details).toMatchObject({ field: 'quote_id', reason: 'not_supported_for_method' });
    expect(await stored(app, intent)).toMatchObject({ status: 'REQUIRES_PAYMENT_METHOD', latest_payment_attempt: null });
    const wallet = await confirm(app, intent, {
      ...methodBody('googlepay', { token: { test_token: 'tok_visa' } }),
      quote_id: quote.id,
      target_currency: 'GBP',
    });
    expect(await wallet.json()).toMatchObject({ status: 'SUCCEEDED', latest_payment_attempt: { currency_conversion: { target_currency: 'GBP' } } });
  });
});
