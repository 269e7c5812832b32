import { describe, expect, it } from 'vitest';
import en from '../../runtime/platform/i18n/locales/en.json';
import { DEFAULT_ISSUER_KEY, issuerKeyFor } from '../../runtime/platform/api/issuer-codes';
import { ISSUER_CODES, ISSUER_MESSAGES, codeForAmount, declineFor, triggerAmount, type IssuerCodeValue } from '../cards/declines';
import { TEST_CARDS } from '../cards/test-cards';
import { cardFor, confirm, confirmBody, createIntent, expectError, makeApp } from '../test-support/app';
import { readIntent } from '../test-support/threeds';

const CODES = Object.keys(ISSUER_CODES) as IssuerCodeValue[];
const runtimeMessages: Record<string, string> = en.payment.issuer_error;

/** What the checkout shows for a code on a brand (spec §8 mapping, default key otherwise). */
function runtimeView(code: string, brand: string): { key: string; message: string | undefined } {
  const key = issuerKeyFor(code, brand) ?? DEFAULT_ISSUER_KEY;
  return { key, message: runtimeMessages[key] };
}

describe('issuer declines agree with the runtime', () => {
  it('every message is the runtime English text for its key', () => {
    for (const [key, message] of Object.entries(ISSUER_MESSAGES)) expect(runtimeMessages[key], key).toBe(message);
  });

  it.each(['visa', 'mastercard', 'unionpay', 'amex'])('every code maps to the key the runtime picks for a %s card', (brand) => {
    for (const code of CODES) {
      const decline = declineFor(code, brand);
      expect({ key: decline.failureCode, message: decline.message }, `${code} ${brand}`).toEqual(runtimeView(code, brand));
    }
  });

  it('covers every spec §8 family, payment_method_unavailable included', () => {
    const keys = new Set(CODES.map((code) => ISSUER_CODES[code].key));
    for (const key of Object.keys(ISSUER_MESSAGES)) expect(keys.has(key as never), key).toBe(true);
  });

  it('every decline card is what the runtime would say for its code and brand', () => {
    for (const [number, card] of Object.entries(TEST_CARDS)) {
      if (card.outcome !== 'decline') continue;
      expect({ key: card.failureCode, message: card.message }, number).toEqual(runtimeView(card.providerCode, card.brand));
    }
  });
});

describe('trigger amounts', () => {
  it('100 + code / 100, and nothing else', () => {
    expect(triggerAmount('51')).toBe(100.51);
    expect(triggerAmount('04')).toBe(100.04);
    expect(triggerAmount('121')).toBe(101.21);
    for (const code of CODES) expect(codeForAmount(triggerAmount(code))).toBe(code);
    for (const amount of [100, 100.5, 100.99, 99.51, 1.51, 200.51, 101.2, 10.5, 1e10]) expect(codeForAmount(amount), String(amount)).toBeNull();
  });
});

describe('declines through confirm', () => {
  const byCard = Object.entries(TEST_CARDS).flatMap(([n, c]) => (c.outcome === 'decline' ? [[n, c] as const] : []));

  it.each(byCard)('card %s declines with its code', async (number, card) => {
    const app = makeApp();
    const intent = await createIntent(app);
    const err = await expectError(await confirm(app, intent, confirmBody(cardFor(number))), 400, 'issuer_declined');
    expect(err).toMatchObject({ message: card.message, provider_original_response_code: card.providerCode, original_code: card.providerCode });
    expect((await readIntent(app, intent.id)).latest_payment_attempt).toMatchObject({ status: 'FAILED', failure_code: card.failureCode });
  });

  it.each(CODES)('amount for code %s declines the success card', async (code) => {
    const app = makeApp();
    const intent = await createIntent(app, { amount: triggerAmount(code) });
    const err = await expectError(await confirm(app, intent, confirmBody()), 400, 'issuer_declined');
    const expected = declineFor(code, 'visa');
    expect(err).toMatchObject({ message: expected.message, provider_original_response_code: code });
    const attempt = (await readIntent(app, intent.id)).latest_payment_attempt;
    expect(attempt).toMatchObject({ status: 'FAILED', failure_code: expected.failureCode, provider_original_response_code: code, amount: triggerAmount(code) });
  });

  it('applies the brand rule to amounts: 65 on a Mastercard is the generic decline', async () => {
    const app = makeApp();
    const intent = await createIntent(app, { amount: 100.65 });
    const err = await expectError(await confirm(app, intent, confirmBody({ number: '5555555555554444' })), 400, 'issuer_declined');
    expect(err.message).toBe(ISSUER_MESSAGES.issuer_declined);
    expect((await readIntent(app, intent.id)).latest_payment_attempt?.failure_code).toBe('issuer_declined');
  });

  it('leaves other amounts, and amounts on non-success cards, alone', async () => {
    const app = makeApp();
    const near = await createIntent(app, { amount: 100.5 });
    expect((await confirm(app, near, confirmBody())).status).toBe(200);
    const unknownCard = await createIntent(app, { amount: 100.51 });
    expect((await confirm(app, unknownCard, confirmBody({ number: '378282246310005', cvc: '1234' }))).status).toBe(400);
    const expiredCard = await createIntent(app, { amount: 100.51 });
    const err = await expectError(await confirm(app, expiredCard, confirmBody({ number: '4000000000000069' })), 400, 'issuer_declined');
    expect(err.provider_original_response_code).toBe('54');
  });
});
