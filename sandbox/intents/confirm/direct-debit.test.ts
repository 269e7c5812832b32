import { describe, expect, it } from 'vitest';
import { confirmWith, fetchIntent, methodBody } from '../../test-support/methods';
import { confirm, createIntent, expectError, makeApp } from '../../test-support/app';
import type { Intent } from '../../model/intent-types';

async function pay(type: string, currency: string, details: unknown): Promise<{ res: Response; intent: Intent; app: ReturnType<typeof makeApp> }> {
  const app = makeApp();
  const intent = await createIntent(app, { currency });
  return { res: await confirm(app, intent, methodBody(type, details)), intent, app };
}

describe('direct debit with typed account details', () => {
  it.each([
    [
      'ach_direct_debit',
      'USD',
      { account_number: '000123456789', routing_number: '021000021', owner_name: 'Ada Lovelace' },
      { account_mask: '6789', routing_number: '021000021', owner_name: 'Ada Lovelace' },
    ],
    ['bacs_direct_debit', 'GBP', { account_number: '31926819', sort_code: '60-16-13' }, { account_mask: '6819', sort_code: '601613' }],
    ['sepa_direct_debit', 'EUR', { iban: 'DE89 3704 0044 0532 0130 00' }, { iban_country: 'DE', account_mask: '3000' }],
    ['becs_direct_debit', 'AUD', { bsb: '000-000', account_number: '000123456' }, { account_mask: '3456', bsb: '000000' }],
  ])('%s debits at once and keeps only a summary of the account', async (type, currency, details, summary) => {
    const { res, intent, app } = await pay(type, currency, details);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Intent;
    expect(body).toMatchObject({
      status: 'SUCCEEDED',
      latest_payment_attempt: { status: 'SUCCEEDED', payment_method: { type, [type]: { bank_account: summary } } },
    });
    const stored = JSON.stringify(await fetchIntent(app, intent.id));
    const secret = (details as Record<string, string>).account_number ?? (details as Record<string, string>).iban ?? '';
    expect(stored).not.toContain(secret.replace(/ /g, ''));
  });

  it('an account number ending in 0002 fails for insufficient funds (R01)', async () => {
    const { res, intent, app } = await pay('ach_direct_debit', 'USD', { account_number: '000111110002', routing_number: '021000021' });
    const err = await expectError(res, 400, 'issuer_declined');
    expect(err.provider_original_response_code).toBe('R01');
    expect(await fetchIntent(app, intent.id)).toMatchObject({
      status: 'REQUIRES_PAYMENT_METHOD',
      latest_payment_attempt: { status: 'FAILED', failure_code: 'insufficient_funds' },
    });
  });

  it.each([
    ['ach_direct_debit', 'USD', { account_number: '0001234', routing_number: '021000022' }, 'routing_number', 'check_digit_failed'],
    ['ach_direct_debit', 'USD', { account_number: '12', routing_number: '021000021' }, 'account_number', 'invalid_length'],
    ['ach_direct_debit', 'USD', { routing_number: '021000021' }, 'account_number', 'required'],
    ['ach_direct_debit', 'USD', { account_number: 123456, routing_number: '021000021' }, 'account_number', 'must_be_string'],
    ['ach_direct_debit', 'USD', { account_number: '12ab5678', routing_number: '021000021' }, 'account_number', 'digits_only'],
    ['ach_direct_debit', 'USD', { account_number: '00012345', routing_number: '021000021', owner_name: '' }, 'owner_name', 'invalid_value'],
    ['bacs_direct_debit', 'GBP', { account_number: '31926819', sort_code: '6016' }, 'sort_code', 'invalid_length'],
    ['sepa_direct_debit', 'EUR', { iban: 'DE89370400440532013001' }, 'iban', 'invalid_iban'],
    ['sepa_direct_debit', 'EUR', { iban: 'GB82WEST12345698765432' }, 'iban', 'country_not_supported'],
    ['sepa_direct_debit', 'EUR', { iban: 5 }, 'iban', 'must_be_string'],
    ['becs_direct_debit', 'AUD', undefined, 'bsb', 'required'],
    ['becs_direct_debit', 'AUD', { bsb: '000000', account_number: '12' }, 'account_number', 'invalid_length'],
  ])('%s (%s) answers 400 for %j', async (type, currency, details, name, reason) => {
    const { res, intent, app } = await pay(type, currency, details);
    const err = await expectError(res, 400, 'validation_error');
    expect(err.details).toEqual({ field: `payment_method.${type}.${name}`, reason });
    expect((await fetchIntent(app, intent.id)).latest_payment_attempt).toBeNull();
  });

  it('refuses a scheme in another currency', async () => {
    const { res } = await pay('bacs_direct_debit', 'EUR', { account_number: '31926819', sort_code: '601613' });
    expect((await expectError(res, 400, 'validation_error')).details).toEqual({ field: 'payment_method.type', reason: 'currency_not_supported' });
  });
});

describe('direct debit without account details: link the account first', () => {
  it.each([
    ['ach_direct_debit', 'USD', '/simulator/plaid'],
    ['bacs_direct_debit', 'GBP', '/simulator/truelayer'],
    ['sepa_direct_debit', 'EUR', '/simulator/truelayer'],
  ])('%s redirects to the %s link page', async (type, currency, path) => {
    const app = makeApp();
    const waiting = await confirmWith(app, await createIntent(app, { currency }), type);
    expect(waiting.status).toBe('REQUIRES_CUSTOMER_ACTION');
    expect(waiting.next_action).toEqual({ type: 'redirect', method: 'GET', url: expect.stringContaining(`http://localhost${path}?session=ses_`) });
  });
});
