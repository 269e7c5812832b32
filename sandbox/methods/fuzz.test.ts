import fc from 'fast-check';
import { describe, it } from 'vitest';
import { METHOD_TABLE } from './table';
import { confirmWith, MERCHANT, METHOD_TYPES, pageUrl, sessionOf, SHOPPER_ACTIONS, simulate, submitForm } from '../test-support/methods';
import { confirm, createIntent, get, makeApp, post, expectNoCrash } from '../test-support/app';

const app = makeApp();

const loose = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(
    'pay',
    'reject',
    'complete',
    'cancel',
    'tok_visa',
    'lawson',
    'qrcode',
    'mobile_web',
    'instructions',
    'plaid',
    'truelayer',
    '021000021',
    'DE89370400440532013000',
    '__proto__',
    'constructor',
    'ses_x',
    'int_x',
    '',
  ),
  fc.string({ maxLength: 30 }),
  fc.integer(),
);
/** Any generated value as text (String() throws on `{ toString: '' }`). */
const text = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

const methodNames = fc.constantFrom(...METHOD_TABLE.map((m) => m.name).filter((n) => n !== 'card'));
const details = fc.oneof(
  loose,
  fc.dictionary(
    fc.constantFrom(
      'token',
      'store',
      'flow',
      'wallet',
      'shopper_name',
      'account_number',
      'routing_number',
      'sort_code',
      'iban',
      'bsb',
      'owner_name',
      'link_session_id',
    ),
    fc.oneof(loose, fc.record({ test_token: loose }, { requiredKeys: [] })),
  ),
);
const currencies = fc.constantFrom('USD', 'GBP', 'EUR', 'JPY', 'CNY', 'SGD', 'MXN', 'AUD', 'HKD');

describe('no input makes the method endpoints answer 500', () => {
  it('confirm with any non-card method and any details', async () => {
    await fc.assert(
      fc.asyncProperty(methodNames, details, currencies, loose, async (type, d, currency, requestId) => {
        const intent = await createIntent(app, { currency });
        await expectNoCrash(await confirm(app, intent, { request_id: requestId, payment_method: { type, [type]: d } }));
      }),
      { numRuns: 300 },
    );
  });

  it('pay and reject with any body, against waiting and other intents', async () => {
    const waiting = await confirmWith(app, await createIntent(app, { currency: 'GBP' }), 'open_banking');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('pay', 'reject') as fc.Arbitrary<'pay' | 'reject'>,
        fc.oneof(loose, fc.constant(waiting.id)),
        loose,
        fc.oneof(loose, fc.string()),
        async (action, intentId, requestId, raw) => {
          await expectNoCrash(await simulate(app, action, { request_id: requestId, intent_id: intentId }));
          await expectNoCrash(await simulate(app, action, typeof raw === 'string' ? raw : JSON.stringify(raw)));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('link sessions: create and read with any body and id', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ request_id: loose, provider: loose, region: loose, return_route: loose }, { requiredKeys: [] }),
        fc.string({ minLength: 1, maxLength: 40 }),
        async (body, id) => {
          await expectNoCrash(await post(app, `${SHOPPER_ACTIONS}/sessions`, body, MERCHANT));
          await expectNoCrash(await get(app, `${SHOPPER_ACTIONS}/sessions/${encodeURIComponent(id)}`, MERCHANT));
          await expectNoCrash(await get(app, `${SHOPPER_ACTIONS}/sessions/${encodeURIComponent(id)}`, { 'client-secret': id.replace(/[^\x20-\x7e]/g, '') }));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('session JSON actions and page forms with any fields', async () => {
    const waiting = await confirmWith(app, await createIntent(app, { currency: 'USD' }), 'ach_direct_debit');
    const session = sessionOf(pageUrl(waiting));
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constant(session), fc.string({ minLength: 1, maxLength: 40 })),
        fc.oneof(loose, fc.constantFrom('pay', 'complete', 'cancel')),
        loose,
        loose,
        async (id, action, requestId, account) => {
          const path = `/simulator/sessions/${encodeURIComponent(id)}`;
          await expectNoCrash(await get(app, path));
          await expectNoCrash(await post(app, `${path}/${encodeURIComponent(text(action)) || 'x'}`, { request_id: requestId, account_id: account }));
          for (const page of ['bank', 'qr', 'plaid', 'truelayer']) {
            await expectNoCrash(await get(app, `/simulator/${page}?session=${encodeURIComponent(id)}`));
          }
          await expectNoCrash(await submitForm(app, '/simulator/plaid', { session: id, action: text(action), account_id: text(account) }));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('payment method types with any query', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('transaction_currency', 'country_code', 'transaction_mode', 'x'), fc.string({ maxLength: 8 })),
        async (query) => {
          await expectNoCrash(await get(app, `${METHOD_TYPES}?${new URLSearchParams(query).toString()}`, MERCHANT));
        },
      ),
      { numRuns: 200 },
    );
  });
});
