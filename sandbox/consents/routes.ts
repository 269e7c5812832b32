/**
 * /api/v1/pa/payment_consents: create, list, retrieve, verify (card, wallet,
 * direct debit typed, linked before or on the link page it starts, or a saved method), verify_continue (micro-deposits), disable.
 * Merchant key or the consent's customer's client secret; writes are
 * idempotent by request_id and serialised per customer.
 */
import { Hono } from 'hono';
import { linkLockKey, linkRefOf, verifyWithLink } from './bank-link-verify';
import { linkSessionId } from '../bank-link/session-use';
import { schemeToLink, startConsentLink } from './link-page';
import { continueDeposits, pendingDeposits } from './microdeposits';
import { assertCanMove, assertPending, createConsent, disabledConsent } from './records';
import { CONSENT_STATUSES, type Consent } from './types';
import { parseCreateConsent, parseMicroDeposits, verifySource } from './validation';
import { type ConsentOutcome, verifyWithInput, verifyWithSaved } from './verify';
import { challengeAtSave, startChallengeAtSave } from './verify-challenge';
import { issueClientSecret } from '../core/client-secret';
import { authenticateCustomerCaller, requireCustomerScope } from '../core/auth';
import { listForCustomer, readCustomerWrite } from '../customers/customer-scope';
import { customerLock, existingConsent, idempotentWrite, newRecordId, reply } from '../customers/http';
import { issueCustomerSecret } from '../core/customer-secret';
import type { SavedMethod } from '../customers/types';
import { invalid } from '../core/errors';
import type { Execution } from '../core/idempotency';
import { findShopperSession } from '../model/shopper-session';
import { readJsonObject, requestId } from '../core/body';
import type { RouteDeps } from '../core/route-deps';
import { readMethodInput, type MethodInput } from '../customers/saved-method-input';
import { outcomeWritesFor } from '../customers/card-outcome';

/** `input`: what the method was read from, when it is new (a saved card's outcome is kept beside it). */
function verifyExecution(outcome: ConsentOutcome, input?: MethodInput): Execution {
  const consent = { collection: 'consents' as const, record: outcome.consent };
  if (outcome.kind === 'declined') return { status: 400, body: outcome.error, records: [consent] };
  const method = outcome.method ? [{ collection: 'payment_methods' as const, record: outcome.method }] : [];
  const kept = input ? outcomeWritesFor(outcome.method, input) : [];
  return { status: 200, body: outcome.consent, records: [consent, ...method, ...kept] };
}

export function consentRoutes(deps: RouteDeps): Hono {
  const { store, signingKey } = deps;
  const routes = new Hono();

  routes.post('/create', async (c) => {
    const { body, request_id, customerId } = await readCustomerWrite(c, deps);
    const result = await idempotentWrite(deps, {
      lockKey: `consents.create:${request_id}`,
      scope: 'consents.create',
      requestId: request_id,
      body,
      execute: () => {
        const input = parseCreateConsent(body);
        const id = newRecordId('cst');
        const consent = createConsent(input, id, issueCustomerSecret(signingKey, customerId, deps.clock.nowMs()).client_secret, deps.clock.now());
        return { status: 201, body: consent, records: [{ collection: 'consents', record: consent }] };
      },
    });
    return reply(c, result);
  });

  routes.get('/', (c) => listForCustomer<Consent>(c, deps, 'consents', CONSENT_STATUSES));

  routes.get('/:id', (c) => {
    const caller = authenticateCustomerCaller(c, deps);
    const consent = existingConsent(store, c.req.param('id'));
    requireCustomerScope(caller, consent.customer_id);
    // The merchant gets a fresh client secret, so a verification page can be served after the first one expires.
    if (caller.kind === 'customer') return c.json(consent);
    return c.json({ ...consent, client_secret: issueCustomerSecret(signingKey, consent.customer_id, deps.clock.nowMs()).client_secret });
  });

  /**
   * Authenticates, finds the consent, checks scope, then runs `execute` idempotently under the customer's
   * lock, and first under `outerLock(body)` when it names one (a record shared beyond this customer).
   */
  const consentWrite = (
    operation: string,
    execute: (current: Consent, body: Record<string, unknown>, origin: string) => Execution,
    outerLock: (body: Record<string, unknown>) => string | null = () => null,
  ) =>
    routes.post(`/:id/${operation}`, async (c) => {
      const caller = authenticateCustomerCaller(c, deps);
      const id = c.req.param('id');
      const consent = existingConsent(store, id);
      requireCustomerScope(caller, consent.customer_id);
      const body = await readJsonObject(c);
      const request_id = requestId(body);
      const origin = new URL(c.req.url).origin;
      const write = () =>
        idempotentWrite(deps, {
          lockKey: customerLock(consent.customer_id),
          scope: `consents.${operation}:${id}`,
          requestId: request_id,
          body,
          execute: () => execute(existingConsent(store, id), body, origin),
        });
      const outer = outerLock(body);
      const result = await (outer === null ? write() : deps.lock.run(outer, write));
      return reply(c, result);
    });

  consentWrite(
    'verify',
    (current, body, origin) => {
      assertPending(current, 'verified');
      const now = deps.clock.now();
      const source = verifySource(body);
      const verificationId = newRecordId('vrf');
      if (source.kind === 'saved') {
        const method = store.get<SavedMethod>('payment_methods', source.id);
        if (!method) throw invalid('payment_method_id', 'not_found', 'No saved payment method with this id belongs to this customer.');
        return verifyExecution(verifyWithSaved(current, method, verificationId, now));
      }
      const ids = { verification: verificationId, method: newRecordId('mtd') };
      const link = linkRefOf(source.pm);
      if (link !== null) {
        const done = verifyWithLink(current, link, findShopperSession(store, linkSessionId(link)), ids, now);
        return {
          status: 200,
          body: done.consent,
          records: [
            { collection: 'consents', record: done.consent },
            { collection: 'payment_methods', record: done.method },
            { collection: 'sessions', record: done.session },
          ],
        };
      }
      const toLink = schemeToLink(source.pm);
      if (toLink !== null) {
        const started = startConsentLink(current, toLink, verificationId, now, origin);
        return {
          status: 200,
          body: started.consent,
          records: [
            { collection: 'consents', record: started.consent },
            { collection: 'sessions', record: started.session },
          ],
        };
      }
      const input = readMethodInput(source.pm, now);
      const challenge = challengeAtSave(input);
      if (challenge !== null) {
        const clientSecret = (intentId: string) => issueClientSecret(signingKey, intentId, deps.clock.nowMs());
        const started = startChallengeAtSave(current, challenge, { verification: verificationId, clientSecret }, now, origin);
        const records = [
          { collection: 'consents' as const, record: started.consent },
          { collection: 'sessions' as const, record: started.session },
        ];
        return { status: 200, body: started.consent, intent: started.intent, records };
      }
      return verifyExecution(verifyWithInput(current, input, ids, now, origin), input);
    },
    linkLockKey,
  );

  consentWrite('verify_continue', (current, body) => {
    pendingDeposits(current, 'continued');
    const outcome = continueDeposits(current, parseMicroDeposits(body), newRecordId('mtd'), deps.clock.now());
    const consent = { collection: 'consents' as const, record: outcome.consent };
    if (outcome.kind === 'wrong') return { status: 400, body: outcome.error.toBody(), records: [consent] };
    return { status: 200, body: outcome.consent, records: [consent, { collection: 'payment_methods', record: outcome.method }] };
  });

  consentWrite('disable', (current) => {
    assertCanMove(current, 'DISABLED', 'disabled');
    const consent = disabledConsent(current, 'disabled_by_request', deps.clock.now());
    return { status: 200, body: consent, records: [{ collection: 'consents', record: consent }] };
  });

  return routes;
}
