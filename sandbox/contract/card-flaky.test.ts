import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../runtime/platform/api/client';
import { confirmPaymentIntent } from '../../runtime/platform/api/payment-intents';
import { API_ERRORS } from '../core/errors';
import { SandboxStore } from '../core/store';
import { FUTURE_YEAR, confirm, confirmBody, createIntent, expectError, makeApp, uniqueId } from '../test-support/app';
import { readIntent } from '../test-support/threeds';
import type { Intent } from '../model/intent-types';

const FLAKY = '4000000000005019';

describe('the network-flaky card', () => {
  it('answers 503 once, unrecorded; the retry with the same request_id pays, once', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const body = confirmBody({ number: FLAKY });

    const err = await expectError(await confirm(app, intent, body), 503, 'provider_unavailable');
    expect(err).toEqual({ code: 'provider_unavailable', message: API_ERRORS.provider_unavailable.message, details: { intent_id: intent.id, retryable: true } });
    const untouched = await readIntent(app, intent.id);
    expect(untouched).toMatchObject({ status: 'REQUIRES_PAYMENT_METHOD', latest_payment_attempt: null });

    const retry = await confirm(app, intent, body);
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    const paid = (await retry.json()) as Intent;
    expect(paid).toMatchObject({ status: 'SUCCEEDED', latest_payment_attempt: { status: 'SUCCEEDED', payment_method: { card: { last4: '5019' } } } });

    // From now on the key replays the success: one payment attempt in all.
    const replay = await confirm(app, intent, body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(((await replay.json()) as Intent).latest_payment_attempt?.id).toBe(paid.latest_payment_attempt?.id);
    expect((await readIntent(app, intent.id)).latest_payment_attempt?.id).toBe(paid.latest_payment_attempt?.id);
  });

  it('fails once per intent, whatever the request_id of the retry', async () => {
    const app = makeApp();
    const first = await createIntent(app);
    await expectError(await confirm(app, first, confirmBody({ number: FLAKY })), 503, 'provider_unavailable');
    expect((await confirm(app, first, confirmBody({ number: FLAKY }))).status).toBe(200);
    const second = await createIntent(app);
    await expectError(await confirm(app, second, confirmBody({ number: FLAKY })), 503, 'provider_unavailable');
  });

  it('two concurrent confirms with one request_id: one 503, one payment', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const body = confirmBody({ number: FLAKY });
    const statuses = (await Promise.all([confirm(app, intent, body), confirm(app, intent, body)])).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 503]);
    expect((await readIntent(app, intent.id)).status).toBe('SUCCEEDED');
  });

  it('remembers its one failure across a restart of the state file', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'portico-flaky-')), 'state.json');
    const app = makeApp({ store: await SandboxStore.open(file) });
    const intent = await createIntent(app);
    const body = confirmBody({ number: FLAKY });
    await expectError(await confirm(app, intent, body), 503, 'provider_unavailable');
    const restarted = makeApp({ store: await SandboxStore.open(file) });
    expect((await confirm(restarted, intent, body)).status).toBe(200);
  });

  it("ends in one payment through the runtime's confirm, which retries 5xx with the same request_id", async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const sent: string[] = [];
    const client = createApiClient({
      base: 'http://localhost',
      clientSecret: intent.client_secret,
      trackerId: uniqueId('tracker'),
      fetch: async (input, init) => {
        sent.push(JSON.parse(String(init?.body)).request_id);
        return app.request(input instanceof Request ? input : String(input), init);
      },
    });
    const card = { number: FLAKY, expiry_month: '12', expiry_year: FUTURE_YEAR, cvc: '123' };
    const paid = await confirmPaymentIntent(client, intent.id, { payment_method: { type: 'card', card } }, { sleep: async () => undefined });
    expect(paid.status).toBe('SUCCEEDED');
    expect(sent).toHaveLength(2);
    expect(new Set(sent).size).toBe(1);
  });
});
