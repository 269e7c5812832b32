import fc from 'fast-check';
import { describe, it } from 'vitest';
import { INTENTS, SECRET_KEY, confirm, createIntent, makeApp, post, expectNoCrash } from '../test-support/app';

const app = makeApp();

/** Values that look a little like what each field expects, and a lot that do not. */
const loose = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom('4111111111111111', '4000000000009995', '12', '2040', '40', '123', 'card', 'USD', 'manual', 10.5, -1, 0, 1e21),
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.double(),
);

const createLike = fc.record(
  { request_id: loose, amount: loose, currency: loose, merchant_order_id: loose, capture_method: loose, return_url: loose, metadata: loose },
  { requiredKeys: [] },
);

const confirmLike = fc.record(
  {
    request_id: loose,
    payment_method: fc.oneof(
      loose,
      fc.record(
        {
          type: fc.oneof(fc.constant('card'), loose),
          card: fc.oneof(loose, fc.record({ number: loose, expiry_month: loose, expiry_year: loose, cvc: loose, name: loose }, { requiredKeys: [] })),
        },
        { requiredKeys: [] },
      ),
    ),
    device_data: loose,
  },
  { requiredKeys: [] },
);

const rawBody = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  createLike.map((v) => JSON.stringify(v)),
);

describe('no input makes the API answer 500', () => {
  it('create', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          rawBody,
          createLike.map((v) => JSON.stringify(v)),
        ),
        async (body) => {
          await expectNoCrash(await post(app, `${INTENTS}/create`, body, { 'x-api-key': SECRET_KEY }));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('confirm', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          rawBody,
          confirmLike.map((v) => JSON.stringify(v)),
        ),
        async (body) => {
          // A fresh intent each run, so a lucky valid body cannot turn later runs into 409s.
          const intent = await createIntent(app);
          await expectNoCrash(await confirm(app, intent, body));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('retrieve and confirm with random ids and client secrets', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 40 }), fc.string({ maxLength: 80 }), async (id, secret) => {
        const path = `${INTENTS}/${encodeURIComponent(id)}`;
        const headers = { 'client-secret': secret.replace(/[^\x20-\x7e]/g, '') };
        await expectNoCrash(await app.request(path, { headers }));
        await expectNoCrash(await post(app, `${path}/confirm`, '{}', headers));
      }),
      { numRuns: 200 },
    );
  });
});
