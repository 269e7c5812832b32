import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linkMethod, linkedSession, newLinkSession, verifyWithLink } from '../test-support/bank-link-consents';
import { CONSENTS, MERCHANT, createConsent, createCustomer, listMethods } from '../test-support/customers';
import { DEBIT_SCHEMES } from '../customers/types';
import { confirmWith, pageUrl, sessionOf } from '../test-support/methods';
import { createIntent, expectError, expectNoCrash, makeApp, post, uniqueId } from '../test-support/app';

describe('verify with a link session: idempotency and concurrency', () => {
  it('a replay answers the first 200 again (Idempotent-Replayed), saves nothing more; a changed body is a 422', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    const consent = await createConsent(app, customer.id);
    const id = await linkedSession(app, 'plaid');
    const request_id = uniqueId();
    const first = await verifyWithLink(app, consent.id, 'ach_direct_debit', id, MERCHANT, request_id);
    const replay = await verifyWithLink(app, consent.id, 'ach_direct_debit', id, MERCHANT, request_id);
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await replay.json()).toEqual(await first.json());
    expect(await listMethods(app, customer.id)).toHaveLength(1);

    const other = await linkedSession(app, 'plaid', 'acc_plaid_saving');
    const changed = await verifyWithLink(app, consent.id, 'ach_direct_debit', other, MERCHANT, request_id);
    await expectError(changed, 422, 'idempotency_key_reused');
  });

  it('a refusal is not recorded: the same request_id succeeds once the shopper has completed the page', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    const consent = await createConsent(app, customer.id);
    const { id } = await newLinkSession(app, 'plaid');
    const request_id = uniqueId();
    await expectError(await verifyWithLink(app, consent.id, 'ach_direct_debit', id, MERCHANT, request_id), 400, 'validation_error');
    await post(app, `/simulator/sessions/${id}/complete`, { request_id: uniqueId() });
    expect((await verifyWithLink(app, consent.id, 'ach_direct_debit', id, MERCHANT, request_id)).status).toBe(200);
  });

  it("two customers' consents racing for one session: exactly one is verified, the other gets 409", async () => {
    const app = makeApp();
    const id = await linkedSession(app, 'truelayer', 'acc_tl_gbp_current');
    const consents = await Promise.all([0, 1, 2, 3].map(async () => createConsent(app, (await createCustomer(app)).id)));
    const answers = await Promise.all(consents.map((c) => verifyWithLink(app, c.id, 'bacs_direct_debit', id)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    const methods = await Promise.all(consents.map((c) => listMethods(app, c.customer_id)));
    expect(methods.flat()).toHaveLength(1);
  });
});

describe('verify with random link references never answers 500', () => {
  it('random session ids (real ones of every kind and state, and junk) with every direct-debit type', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    const intent = await createIntent(app, { currency: 'CNY' });
    const real = [
      await linkedSession(app, 'plaid'),
      await linkedSession(app, 'truelayer'),
      (await newLinkSession(app, 'plaid')).id,
      sessionOf(pageUrl(await confirmWith(app, intent, 'wechatpay'))),
    ];
    const reference = fc.oneof(fc.constantFrom(...real), fc.jsonValue({ maxDepth: 2 }), fc.string({ maxLength: 200 }));
    const details = fc.oneof(
      fc.record(
        { link_session_id: reference, account_holder_name: fc.jsonValue({ maxDepth: 1 }), routing_number: fc.jsonValue({ maxDepth: 1 }) },
        { requiredKeys: [] },
      ),
      fc.jsonValue({ maxDepth: 2 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...DEBIT_SCHEMES), details, fc.boolean(), async (type, d, withId) => {
        const consent = await createConsent(app, customer.id);
        const body = { request_id: uniqueId(), payment_method: { type, [type]: d }, ...(withId ? { payment_method_id: 'mtd_x' } : {}) };
        const res = await post(app, `${CONSENTS}/${consent.id}/verify`, body, MERCHANT);
        await expectNoCrash(res);
        expect([200, 400, 409]).toContain(res.status);
      }),
      { numRuns: 150 },
    );
    // The shape the property sends is the one the API takes.
    const ok = await post(
      app,
      `${CONSENTS}/${(await createConsent(app, customer.id)).id}/verify`,
      { request_id: uniqueId(), payment_method: linkMethod('sepa_direct_debit', await linkedSession(app, 'truelayer', 'acc_tl_eur_current')) },
      MERCHANT,
    );
    expect(ok.status).toBe(200);
  });
});
