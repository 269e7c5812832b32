/**
 * Fills a state file with intents written straight through the store (no HTTP),
 * in one transaction, for the bench's grown-store run. Each intent comes with the
 * recorded response of the create that made it, as an intent created over the API
 * would.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { issueClientSecret } from '../core/client-secret';
import { SandboxStore } from '../core/store';
import { createIntent, newId } from '../model/intent';

export async function seedIntents(file: string, count: number): Promise<void> {
  const store = await SandboxStore.open(file);
  const key = randomBytes(32);
  const now = new Date();
  store.transaction(() => {
    for (let i = 0; i < count; i++) {
      const id = newId('int');
      const request_id = randomUUID();
      const intent = createIntent(
        { request_id, amount: 10, currency: 'USD', merchant_order_id: null, capture_method: 'automatic', return_url: null, metadata: {} },
        id,
        issueClientSecret(key, id, now.getTime()),
        now,
      );
      const response = { fingerprint: randomBytes(32).toString('hex'), status: 201, body: intent, created_at: now.toISOString() };
      store.write({ intent, response: { key: `create:${request_id}`, value: response } });
    }
  });
  await store.flush();
  await store.close();
}
