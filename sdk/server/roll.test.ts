/**
 * portico/server across a secret roll, against the sandbox's endpoint changes: a
 * delivery during the grace period passes webhooks.verify with the old secret alone (the
 * header holds a v1 for each secret), and one after it is refused with the old secret.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { SandboxStore } from '../../sandbox/core/store';
import { SECRET_KEY, confirm, confirmBody, createIntent, makeApp, post, uniqueId } from '../../sandbox/test-support/app';
import { WebhookDispatcher } from '../../sandbox/webhooks/dispatcher';
import { allowedTargets } from '../../sandbox/webhooks/target';
import { startReceiver, type Receiver } from '../../sandbox/webhooks/test-receiver';
import { PorticoServerError, createPorticoServer, webhooks } from './index';

const open: Receiver[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((r) => r.close()));
});

describe('webhookEndpoints.rollSecret + webhooks.verify', () => {
  it('verifies with the old secret during the grace period, refuses it after; the new one works throughout', async () => {
    const store = SandboxStore.memory();
    const dispatcher = new WebhookDispatcher(store, { allowTarget: allowedTargets() });
    const app = makeApp({ store, webhookDispatcher: dispatcher });
    const portico = createPorticoServer({ secretKey: SECRET_KEY, baseUrl: 'http://sandbox.test', fetch: (i, init) => Promise.resolve(app.request(i, init)) });
    const receiver = await startReceiver();
    open.push(receiver);
    const endpoint = await portico.webhookEndpoints.create({ url: receiver.url, events: ['payment_intent.succeeded'] });
    const rolled = await portico.webhookEndpoints.rollSecret(endpoint.id, { expires_in_seconds: 3600 });
    expect(rolled.previous_secrets).toHaveLength(1);
    const pay = async () => {
      expect((await confirm(app, await createIntent(app), confirmBody())).status).toBe(200);
      await dispatcher.runDue();
      return receiver.received.at(-1)!;
    };
    const during = await pay();
    const header = during.headers['portico-signature'];
    expect(webhooks.verify(during.body, header, endpoint.secret).type).toBe('payment_intent.succeeded');
    expect(webhooks.verify(during.body, header, rolled.secret).type).toBe('payment_intent.succeeded');
    expect((await post(app, '/api/v1/simulation/clock/advance', { request_id: uniqueId(), seconds: 3601 }, { 'x-api-key': SECRET_KEY })).status).toBe(200);
    const after = await pay();
    expect(webhooks.verify(after.body, after.headers['portico-signature'], rolled.secret).type).toBe('payment_intent.succeeded');
    let refused: unknown;
    try {
      webhooks.verify(after.body, after.headers['portico-signature'], endpoint.secret);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(PorticoServerError);
    expect(refused).toMatchObject({ code: 'signature_mismatch' });
    const updated = await portico.webhookEndpoints.update(endpoint.id, { enabled: false });
    expect(updated.status).toBe('DISABLED');
  });
});
