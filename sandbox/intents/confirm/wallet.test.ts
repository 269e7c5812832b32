import { describe, expect, it } from 'vitest';
import { fetchIntent, methodBody } from '../../test-support/methods';
import { WALLET_TEST_TOKENS } from '../../methods/wallet-tokens';
import { TEST_CARDS } from '../../cards/test-cards';
import { confirm, createIntent, expectError, makeApp } from '../../test-support/app';
import type { Intent } from '../../model/intent-types';

const token = (test_token: unknown) => ({ token: { test_token } });

describe.each(['applepay', 'googlepay'])('%s with a test token', (type) => {
  it('tok_visa pays at once, keeping only brand and last4', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const res = await confirm(app, intent, methodBody(type, token('tok_visa')));
    expect(res.status).toBe(200);
    const body = (await res.json()) as Intent;
    expect(body).toMatchObject({
      status: 'SUCCEEDED',
      latest_payment_attempt: { status: 'SUCCEEDED', payment_method: { type, [type]: { brand: 'visa', last4: '1111' } } },
    });
    expect((await fetchIntent(app, intent.id)).status).toBe('SUCCEEDED');
  });

  it('authorises only under manual capture', async () => {
    const app = makeApp();
    const intent = await createIntent(app, { capture_method: 'manual' });
    const body = (await (await confirm(app, intent, methodBody(type, token('tok_mastercard')))).json()) as Intent;
    expect(body).toMatchObject({ status: 'REQUIRES_CAPTURE', latest_payment_attempt: { status: 'AUTHORIZED' } });
  });

  it('tok_insufficient_funds declines as the matching test card does (51)', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const err = await expectError(await confirm(app, intent, methodBody(type, token('tok_insufficient_funds'))), 400, 'issuer_declined');
    expect(err.message).toBe(TEST_CARDS['4000000000009995'].message);
    expect(err).toMatchObject({ provider_original_response_code: '51', original_code: '51' });
    expect(await fetchIntent(app, intent.id)).toMatchObject({
      status: 'REQUIRES_PAYMENT_METHOD',
      latest_payment_attempt: { status: 'FAILED', failure_code: 'insufficient_funds', provider_original_response_code: '51' },
    });
  });

  it('tok_declined declines with the generic code 05', async () => {
    const app = makeApp();
    const err = await expectError(await confirm(app, await createIntent(app), methodBody(type, token('tok_declined'))), 400, 'issuer_declined');
    expect(err.provider_original_response_code).toBe('05');
  });

  it.each([
    ['no details', undefined, `payment_method.${type}.token`, 'required'],
    ['a string token', { token: 'abc' }, `payment_method.${type}.token`, 'must_be_object'],
    ['no test_token', { token: {} }, `payment_method.${type}.token.test_token`, 'must_be_string'],
    ['an unknown test_token', token('tok_nope'), `payment_method.${type}.token.test_token`, 'unknown_test_token'],
    ['a prototype key', token('__proto__'), `payment_method.${type}.token.test_token`, 'unknown_test_token'],
  ])('answers 400 for %s', async (_name, details, field, reason) => {
    const app = makeApp();
    const intent = await createIntent(app);
    const err = await expectError(await confirm(app, intent, methodBody(type, details)), 400, 'validation_error');
    expect(err.details).toEqual({ field, reason });
    expect((await fetchIntent(app, intent.id)).latest_payment_attempt).toBeNull();
  });

  it('refuses a currency wallets do not take here', async () => {
    const app = makeApp();
    const intent = await createIntent(app, { currency: 'MXN' });
    const err = await expectError(await confirm(app, intent, methodBody(type, token('tok_visa'))), 400, 'validation_error');
    expect(err.details).toEqual({ field: 'payment_method.type', reason: 'currency_not_supported' });
  });
});

it('every wallet test token has a brand and four digits', () => {
  for (const t of Object.values(WALLET_TEST_TOKENS)) expect(t.last4).toMatch(/^\d{4}$/);
});
