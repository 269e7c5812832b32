import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONSENTS,
  CUSTOMERS,
  MERCHANT,
  METHODS,
  SHOPPER_VERIFY,
  createConsent,
  createCustomer,
  customerSecret,
  pendingDebitConsent,
  verifiedConsent,
} from '../test-support/customers';
import { SAVEABLE_TYPES } from '../customers/saved-method-input';
import { expectError, get, makeApp, post, expectNoCrash } from '../test-support/app';

/** Values near what the fields expect, and plenty that are not. */
const loose = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(
    'customer',
    'merchant',
    'scheduled',
    'FIXED',
    'VARIABLE',
    'USD',
    'MONTH',
    'card',
    'googlepay',
    'ach_direct_debit',
    'sepa_direct_debit',
    '4111111111111111',
    '4000000000009995',
    '110000000',
    0.32,
    0.45,
    9.99,
    -1,
    0,
    1e21,
    31,
  ),
  fc.string({ maxLength: 20 }),
  fc.double(),
);
const method = fc.oneof(
  loose,
  fc.record(
    {
      type: fc.oneof(fc.constantFrom(...SAVEABLE_TYPES), loose),
      card: fc.oneof(loose, fc.record({ number: loose, expiry_month: loose, expiry_year: loose, cvc: loose }, { requiredKeys: [] })),
      googlepay: fc.oneof(loose, fc.record({ token: loose }, { requiredKeys: [] })),
      ach_direct_debit: fc.oneof(loose, fc.record({ account_holder_name: loose, routing_number: loose, account_number: loose }, { requiredKeys: [] })),
      sepa_direct_debit: fc.oneof(loose, fc.record({ account_holder_name: loose, iban: loose }, { requiredKeys: [] })),
    },
    { requiredKeys: [] },
  ),
);
const terms = fc.oneof(
  loose,
  fc.record(
    {
      payment_amount_type: loose,
      fixed_payment_amount: loose,
      max_payment_amount: loose,
      payment_currency: loose,
      billing_cycle: loose,
      billing_cycle_charge_day: loose,
      total_billing_cycles: loose,
    },
    { requiredKeys: [] },
  ),
);

/** `consent_id` is a placeholder, swapped for the consent picked in each run. */
function bodyLike(customerId: string) {
  const record = fc.record(
    {
      request_id: fc.oneof(loose, fc.uuid()),
      customer_id: fc.oneof(fc.constant(customerId), loose),
      consent_id: fc.oneof(fc.constant(CONSENT), loose),
      merchant_customer_id: loose,
      email: loose,
      first_name: loose,
      phone_number: loose,
      metadata: loose,
      next_triggered_by: loose,
      merchant_trigger_reason: loose,
      terms_of_use: terms,
      payment_method: method,
      payment_method_id: loose,
      amounts: fc.oneof(loose, fc.array(loose, { maxLength: 3 })),
    },
    { requiredKeys: [] },
  );
  return fc.oneof(
    fc.string({ maxLength: 100 }),
    fc.jsonValue().map((v) => JSON.stringify(v)),
    record.map((v) => JSON.stringify(v)),
  );
}

const CONSENT = '__consent__';

describe('no input makes the customer, method and consent API answer 500', () => {
  it('random bodies on every write, as the merchant and as the customer', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    const secret = await customerSecret(app, customer.id);
    const fixed = [await createConsent(app, customer.id), await verifiedConsent(app, customer.id), await pendingDebitConsent(app, customer.id)];
    const methodId = fixed[1]?.payment_method?.id ?? 'mtd_x';
    await fc.assert(
      fc.asyncProperty(fc.nat(fixed.length - 1), fc.boolean(), fc.nat(10), bodyLike(customer.id), async (pick, asMerchant, which, raw) => {
        // A fresh pending consent half the time, so earlier lucky bodies do not turn every later run into a 409.
        const consent = which % 2 === 0 ? await pendingDebitConsent(app, customer.id) : fixed[pick]!;
        const body = raw.replaceAll(CONSENT, consent.id);
        const headers = asMerchant ? MERCHANT : { 'client-secret': secret };
        const paths = [
          `${CUSTOMERS}/create`,
          `${CUSTOMERS}/${customer.id}/update`,
          `${CUSTOMERS}/${customer.id}/generate_client_secret`,
          `${METHODS}/create`,
          `${METHODS}/${methodId}/disable`,
          `${CONSENTS}/create`,
          `${CONSENTS}/${consent.id}/verify`,
          `${CONSENTS}/${consent.id}/verify_continue`,
          `${CONSENTS}/${consent.id}/disable`,
          SHOPPER_VERIFY,
        ];
        await expectNoCrash(await post(app, paths[which % paths.length]!, body, headers));
      }),
      { numRuns: 400 },
    );
  });

  it('random ids, query strings and client secrets on every read', async () => {
    const app = makeApp();
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 40 }), fc.string({ maxLength: 80 }), fc.string({ maxLength: 30 }), async (...args) => {
        const [id, secret, query] = args;
        const headers = { 'client-secret': secret.replace(/[^\x20-\x7e]/g, '') };
        const enc = encodeURIComponent(id);
        const q = encodeURIComponent(query);
        const reads = [
          `${CUSTOMERS}/${enc}`,
          `${METHODS}/${enc}`,
          `${CONSENTS}/${enc}`,
          `${METHODS}?customer_id=${q}&status=${q}`,
          `${CONSENTS}?customer_id=${q}`,
        ];
        for (const path of reads) {
          await expectNoCrash(await get(app, path, headers));
          await expectNoCrash(await get(app, path, MERCHANT));
        }
        await expectNoCrash(await post(app, `${CONSENTS}/${enc}/verify`, '{}', headers));
      }),
      { numRuns: 150 },
    );
  });

  it('a body nested thirty thousand deep is a 400, not a stack overflow', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    const consent = await pendingDebitConsent(app, customer.id);
    const methodId = (await verifiedConsent(app, customer.id)).payment_method?.id ?? 'mtd_x';
    const deep = `{"request_id":"r","metadata":${'['.repeat(30_000)}${']'.repeat(30_000)}}`;
    const paths = [
      `${CUSTOMERS}/create`,
      `${CUSTOMERS}/${customer.id}/update`,
      `${METHODS}/create`,
      `${METHODS}/${methodId}/disable`,
      `${CONSENTS}/create`,
      `${CONSENTS}/${consent.id}/verify`,
      `${CONSENTS}/${consent.id}/verify_continue`,
      `${CONSENTS}/${consent.id}/disable`,
      SHOPPER_VERIFY,
    ];
    for (const path of paths) {
      const err = await expectError(await post(app, path, deep, MERCHANT), 400, 'validation_error');
      expect(err.details, path).toEqual({ field: 'body', reason: 'too_deep' });
    }
  });
});
