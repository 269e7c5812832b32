import { describe, expect, it } from 'vitest';
import { canonicalJson } from './idempotency';
import { KeyedLock } from './lock';
import { SandboxStore } from './store';
import { INTENTS, SECRET_KEY, confirm, confirmBody, createBody, createIntent, expectError, get, makeApp, post } from '../test-support/app';
import type { Intent } from '../model/intent-types';

const KEY = { 'x-api-key': SECRET_KEY };

describe('idempotency of create', () => {
  it('replays the same intent for the same request_id and body, without a duplicate', async () => {
    const store = SandboxStore.memory();
    const app = makeApp({ store });
    const body = createBody();
    const first = await post(app, `${INTENTS}/create`, body, KEY);
    const second = await post(app, `${INTENTS}/create`, { ...body }, KEY);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await second.json()).toEqual(await first.json());
    expect(store.intentCount).toBe(1);
  });

  it('treats key order as the same body', async () => {
    const app = makeApp();
    const body = createBody();
    const first = (await (await post(app, `${INTENTS}/create`, body, KEY)).json()) as Intent;
    const reversed = Object.fromEntries(Object.entries(body).reverse());
    const second = (await (await post(app, `${INTENTS}/create`, reversed, KEY)).json()) as Intent;
    expect(second.id).toBe(first.id);
  });

  it('answers 422 for the same request_id with another body', async () => {
    const app = makeApp();
    const body = createBody();
    await post(app, `${INTENTS}/create`, body, KEY);
    const err = await expectError(await post(app, `${INTENTS}/create`, { ...body, amount: 99 }, KEY), 422, 'idempotency_key_reused');
    expect(err.details).toEqual({ request_id: body.request_id });
  });

  it('runs concurrent creates with one key once', async () => {
    const store = SandboxStore.memory();
    const app = makeApp({ store });
    const body = createBody();
    const responses = await Promise.all(Array.from({ length: 8 }, () => post(app, `${INTENTS}/create`, body, KEY)));
    const ids = new Set(await Promise.all(responses.map(async (r) => ((await r.json()) as Intent).id)));
    expect(responses.every((r) => r.status === 201)).toBe(true);
    expect(ids.size).toBe(1);
    expect(store.intentCount).toBe(1);
  });

  it('does not record a validation error, so the corrected request can reuse its key', async () => {
    const app = makeApp();
    const body = createBody();
    await expectError(await post(app, `${INTENTS}/create`, { ...body, amount: -1 }, KEY), 400, 'validation_error');
    expect((await post(app, `${INTENTS}/create`, body, KEY)).status).toBe(201);
  });
});

describe('idempotency of confirm', () => {
  it('replays the identical status and body for the same request_id and body', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const body = confirmBody();
    const first = await confirm(app, intent, body);
    const firstBody = await first.json();
    const again = await confirm(app, intent, body);
    expect(again.status).toBe(first.status);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(firstBody);
  });

  it('replays a decline as a decline, without a second attempt', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const body = confirmBody({ number: '4000000000000002' });
    const first = await expectError(await confirm(app, intent, body), 400, 'issuer_declined');
    const again = await expectError(await confirm(app, intent, body), 400, 'issuer_declined');
    expect(again).toEqual(first);
  });

  it('answers 422 for the same request_id with another body', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const body = confirmBody({ number: '4000000000009995' }, 'same-key');
    await confirm(app, intent, body);
    await expectError(await confirm(app, intent, confirmBody({}, 'same-key')), 422, 'idempotency_key_reused');
  });

  it('scopes request_id per intent', async () => {
    const app = makeApp();
    const a = await createIntent(app);
    const b = await createIntent(app);
    expect((await confirm(app, a, confirmBody({}, 'shared'))).status).toBe(200);
    expect((await confirm(app, b, confirmBody({}, 'shared'))).status).toBe(200);
  });

  it('executes concurrent confirms with one key once', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const body = confirmBody();
    const responses = await Promise.all(Array.from({ length: 6 }, () => confirm(app, intent, body)));
    expect(responses.map((r) => r.status)).toEqual(Array(6).fill(200));
    const attempts = new Set(await Promise.all(responses.map(async (r) => ((await r.json()) as Intent).latest_payment_attempt?.id)));
    expect(attempts.size).toBe(1);
  });

  it('charges once when concurrent confirms carry different keys', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const responses = await Promise.all(Array.from({ length: 5 }, () => confirm(app, intent, confirmBody())));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
  });

  it('answers 409 to a new request_id once the intent SUCCEEDED or REQUIRES_CAPTURE', async () => {
    const app = makeApp();
    for (const capture_method of ['automatic', 'manual']) {
      const intent = await createIntent(app, { capture_method });
      expect((await confirm(app, intent, confirmBody())).status).toBe(200);
      const err = await expectError(await confirm(app, intent, confirmBody()), 409, 'invalid_status_for_operation');
      expect(err.details).toEqual({
        intent_id: intent.id,
        status: capture_method === 'manual' ? 'REQUIRES_CAPTURE' : 'SUCCEEDED',
      });
    }
  });

  it('lets the shopper retry with another card and a new key after a decline', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    await expectError(await confirm(app, intent, confirmBody({ number: '4000000000009995' })), 400, 'issuer_declined');
    const ok = await confirm(app, intent, confirmBody({ number: '5555555555554444' }));
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as Intent;
    expect(body.status).toBe('SUCCEEDED');
    expect(body.latest_payment_attempt).toMatchObject({ status: 'SUCCEEDED', payment_method: { card: { brand: 'mastercard' } } });
    const fetched = (await (await get(app, `${INTENTS}/${intent.id}`, KEY)).json()) as Intent;
    expect(fetched.status).toBe('SUCCEEDED');
  });

  it('does not record a validation error, so the corrected request can reuse its key', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    await expectError(await confirm(app, intent, confirmBody({ cvc: '1' }, 'fix-me')), 400, 'validation_error');
    expect((await confirm(app, intent, confirmBody({}, 'fix-me'))).status).toBe(200);
  });
});

describe('KeyedLock and canonicalJson', () => {
  it('runs work for one key one at a time, in order, and forgets idle keys', async () => {
    const lock = new KeyedLock();
    const log: string[] = [];
    const task = (name: string, ms: number) => async () => {
      log.push(`start ${name}`);
      await new Promise((r) => setTimeout(r, ms));
      log.push(`end ${name}`);
      return name;
    };
    const failing = lock.run('k', async () => {
      throw new Error('boom');
    });
    const results = await Promise.allSettled([failing, lock.run('k', task('a', 10)), lock.run('k', task('b', 1))]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b']);
    await new Promise((r) => setTimeout(r, 0));
    expect(lock.size).toBe(0);
  });

  it('sorts keys at every depth', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe('{"a":{"c":null,"d":[2,{"e":0,"f":1}]},"b":1}');
  });
});
