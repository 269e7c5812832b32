/**
 * The checkout helpers of spec §7, mounted at the root because they span several
 * path bases: encode/decode under /api/v1/checkout, and wallet_verification,
 * direct_debit_banks, redirect and webhook under /pa; plus the read-back of
 * received webhooks under /api/v1/simulation for tests.
 */
import { wallClock } from '../core/clock';
import { Hono } from 'hono';
import { requireApiKey, requireCheckoutCaller, requireShopperSecret, type ShopperSubject } from '../core/auth';
import { banksFor, countryCode } from './banks';
import { codecValue, decodeValue, deriveCodecKey, encodeValue, requireTrackerId } from './codec';
import { readJsonObject } from '../core/body';
import { nameFilter } from '../core/http';
import { reply } from '../core/idempotency';
import { redirectTarget } from './redirect';
import { checkExpressCaller, merchantSession, parseWalletValidation } from './wallet';
import { parseWebhookEvent, webhookRecord, type WebhookRecord } from './webhooks';
import { idempotentWrite } from '../core/idempotency';
import type { RouteDeps } from '../core/route-deps';
import { clearByName, collectionLockKey, listByName, planAppend } from '../core/bounded-collections';

/** The associated data of an encoded value: it decodes only for the same intent or customer. */
function codecSubject(subject: ShopperSubject): string {
  return subject.kind === 'browser' ? `intent:${subject.intentId}` : `customer:${subject.customerId}`;
}

export function checkoutHelperRoutes(deps: RouteDeps): Hono {
  const { store, secretKey, lock } = deps;
  const codecKey = deriveCodecKey(secretKey);
  const routes = new Hono();

  routes.post('/api/v1/checkout/encode', async (c) => {
    const subject = codecSubject(requireShopperSecret(c, deps));
    requireTrackerId(c);
    const value = codecValue(await readJsonObject(c));
    return c.json({ value: encodeValue(codecKey, subject, value) });
  });

  routes.post('/api/v1/checkout/decode', async (c) => {
    const subject = codecSubject(requireShopperSecret(c, deps));
    requireTrackerId(c);
    const value = codecValue(await readJsonObject(c));
    c.header('Cache-Control', 'no-store');
    return c.json({ value: decodeValue(codecKey, subject, value) });
  });

  routes.post('/pa/wallet_verification', async (c) => {
    // No credentials at all: an express checkout's frame (no intent yet), see checkExpressCaller.
    const express = c.req.header('x-api-key') === undefined && c.req.header('client-secret') === undefined;
    if (!express) requireCheckoutCaller(c, deps);
    const input = parseWalletValidation(await readJsonObject(c));
    if (express) checkExpressCaller(deps.publicOrigin(c.req.url), c.req.header('origin'), input);
    return c.json(merchantSession(secretKey, input, wallClock().getTime()));
  });

  routes.get('/pa/direct_debit_banks', (c) => {
    requireCheckoutCaller(c, deps);
    return c.json(banksFor(countryCode(c.req.query('country_code'))));
  });

  // A browser navigation: no headers to authenticate with, so the target check is the whole guard.
  routes.get('/pa/redirect', (c) => {
    const target = redirectTarget(c.req.url, deps.publicOrigin(c.req.url));
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    return c.redirect(target.href, 302);
  });

  routes.post('/pa/webhook', async (c) => {
    const caller = requireCheckoutCaller(c, deps);
    const body = await readJsonObject(c);
    const event = parseWebhookEvent(body);
    const result = await idempotentWrite(deps, {
      lockKey: collectionLockKey('webhooks'),
      scope: 'webhook',
      requestId: event.event_id,
      body: body,
      execute: () => {
        const plan = planAppend(store, 'webhooks', 1);
        const record = webhookRecord(event, plan.seqs[0]!, caller.kind, deps.clock.now());
        return {
          status: 200,
          body: { received: true, id: record.id, event_id: event.event_id },
          records: [{ collection: 'webhooks', record }],
          removals: plan.removals,
        };
      },
    });
    return reply(c, result);
  });

  routes.get('/api/v1/simulation/webhooks', (c) => {
    requireApiKey(c, secretKey);
    const items = listByName<WebhookRecord>(store, 'webhooks', nameFilter(c));
    return c.json({ items, count: items.length });
  });

  routes.delete('/api/v1/simulation/webhooks', async (c) => {
    requireApiKey(c, secretKey);
    const deleted = await lock.run(collectionLockKey('webhooks'), () => clearByName(store, 'webhooks', nameFilter(c)));
    return c.json({ deleted });
  });

  return routes;
}
