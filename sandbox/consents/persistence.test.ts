import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SandboxStore } from '../core/store';
import {
  CONSENTS,
  MERCHANT,
  cardMethod,
  createConsent,
  createCustomer,
  getConsent,
  listMethods,
  microDeposits,
  pendingDebitConsent,
} from '../test-support/customers';
import { makeApp, post, uniqueId } from '../test-support/app';

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portico-consents-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('customers, methods and consents survive a restart', () => {
  it('keeps records, micro-deposit attempts and idempotent replays; never writes the card number', async () => {
    const file = join(dir, 'sandbox.json');
    const store = await SandboxStore.open(file);
    const app = makeApp({ store });
    const customer = await createCustomer(app);
    const verifyBody = { request_id: uniqueId(), payment_method: cardMethod({ cvc: '987' }) };
    const consent = await createConsent(app, customer.id);
    const first = await post(app, `${CONSENTS}/${consent.id}/verify`, verifyBody, MERCHANT);
    const pending = await pendingDebitConsent(app, customer.id);
    await post(app, `${CONSENTS}/${pending.id}/verify_continue`, { request_id: uniqueId(), amounts: [0.1, 0.2] }, MERCHANT);
    await store.flush();

    const text = await readFile(file, 'utf8');
    expect(text).not.toContain('4111111111111111');
    expect(text).not.toContain('000123456789');

    const again = makeApp({ store: await SandboxStore.open(file) });
    expect((await getConsent(again, consent.id)).status).toBe('VERIFIED');
    expect(microDeposits(await getConsent(again, pending.id))?.attempts_remaining).toBe(2);
    expect(await listMethods(again, customer.id)).toHaveLength(1);
    const replay = await post(again, `${CONSENTS}/${consent.id}/verify`, verifyBody, MERCHANT);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await replay.json()).toEqual(await first.json());
  });
});
