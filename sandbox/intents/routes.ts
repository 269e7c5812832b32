/**
 * /api/v1/pa/payment_intents: create (merchant key), retrieve, confirm,
 * confirm_continue and cancel (merchant key or client secret), capture (merchant
 * key). Every write is idempotent by `request_id` and, per intent, serialised.
 */
import { Hono, type Context } from 'hono';
import { authorizeIntent, authorizeIntentRead, requireApiKey, type Caller } from '../core/auth';
import { issueClientSecret } from '../core/client-secret';
import { ApiError } from '../core/errors';
import { idempotentWrite, reply, type Execution, type Refusal } from '../core/idempotency';
import { CANCELLABLE, cancelIntent, captureIntent, createIntent, newId } from '../model/intent';
import { CONFIRM_HANDLERS, readConfirmSource } from './confirm/handlers';
import { confirmWithSavedMethod } from './confirm/saved';
import { confirmWithConsent, namesConsent } from './confirm/consent';
import { confirmAndSave, readPayAndSave } from './confirm/pay-and-save';
import { consentRecordsOfSave } from '../consents/from-payment';
import { verifyingCustomerOf } from '../consents/verify-challenge';
import { issueCustomerSecret } from '../core/customer-secret';
import type { RouteDeps } from '../core/route-deps';
import type { SandboxStore } from '../core/store';
import { continueThreeDs, expire, type FlowStep } from '../threeds/flow';
import { closeSession, sessionForLatestAttempt, sessionState, type ThreeDsSession } from '../threeds/session';
import { FINAL_FOR_CONFIRM, type Intent } from '../model/intent-types';
import {
  parseCancellationReason,
  parseCaptureAmount,
  parseContinueType,
  parseCreateIntent,
  parseMethodCompleted,
  refuseUnknownConfirmFields,
  returnUrl,
} from './validation';
import { readJsonObject, requestId } from '../core/body';
import { existingCustomer } from '../customers/http';
import { savedCardRecords } from '../customers/saved-from-payment';
import { readQuoteChoice, withConversion } from '../quotes/confirm-quote';
import { checkConfirmCaptcha } from '../captcha/confirm-check';
import { captchaTokenKey } from '../captcha/tokens';

type IntentOperation = 'confirm' | 'confirm_continue' | 'cancel' | 'capture';

interface WriteContext {
  readonly current: Intent;
  readonly body: Record<string, unknown>;
  readonly caller: Caller;
  readonly now: Date;
}

function notFound(id: string): ApiError {
  return new ApiError('not_found', { intent_id: id }, 'No payment intent with this id exists.');
}

function existing(store: SandboxStore, id: string): Intent {
  const intent = store.getIntent(id);
  if (!intent) throw notFound(id);
  return intent;
}

function wrongStatus(intent: Intent, operation: IntentOperation, extra: Record<string, unknown> = {}): ApiError {
  return new ApiError(
    'invalid_status_for_operation',
    { intent_id: intent.id, status: intent.status, ...extra },
    `The payment intent is ${intent.status}; ${operation} does not apply.`,
  );
}

function sessionRecord(session: ThreeDsSession): NonNullable<Execution['records']>[number] {
  return { collection: 'sessions', record: session };
}

/** The card a 3DS payment saved for the customer (and the consent it verified, pay and save), stored in the same write. */
function savedRecords(store: SandboxStore, step: FlowStep, now: Date): NonNullable<Execution['records']> {
  return [...savedCardRecords(step.saved), ...consentRecordsOfSave(store, step.intent, step.saved?.method, now)];
}

export function paymentIntentRoutes(deps: RouteDeps): Hono {
  const { store, secretKey, signingKey } = deps;
  const captchaKey = captchaTokenKey(deps);
  const routes = new Hono();
  const consentSecret = (customerId: string): string => issueCustomerSecret(signingKey, customerId, deps.clock.nowMs()).client_secret;

  /** Auth, 404, JSON body and request_id, then the idempotent execution under the intent's lock. */
  function intentWrite(
    operation: IntentOperation,
    authorize: (c: Context, id: string) => Caller,
    execute: (ctx: WriteContext, c: Context) => Execution | Refusal,
  ) {
    return async (c: Context): Promise<Response> => {
      const id = c.req.param('id') ?? '';
      const caller = authorize(c, id);
      // A 404 before the body is read; the intent itself is read under the lock.
      if (!store.has('intents', id)) throw notFound(id);
      const body = await readJsonObject(c);
      const request_id = requestId(body);
      const result = await idempotentWrite(deps, {
        // One lock per intent: two writes to one intent never run at once, whatever
        // their request_id, so a shopper cannot be charged twice.
        lockKey: `intent:${id}`,
        scope: `${operation}:${id}`,
        requestId: request_id,
        body,
        execute: () => execute({ current: existing(store, id), body, caller, now: deps.clock.now() }, c),
      });
      return reply(c, result);
    };
  }

  const browserOrMerchant = (c: Context, id: string): Caller => authorizeIntent(c, deps, id);
  const merchantOnly = (c: Context): Caller => {
    requireApiKey(c, secretKey);
    return 'merchant';
  };

  routes.post('/create', async (c) => {
    requireApiKey(c, secretKey);
    const body = await readJsonObject(c);
    const request_id = requestId(body);
    const result = await idempotentWrite(deps, {
      lockKey: `create:${request_id}`,
      scope: 'create',
      requestId: request_id,
      body,
      execute: () => {
        const input = parseCreateIntent(body);
        if (input.customer_id) existingCustomer(store, input.customer_id);
        const id = newId('int');
        const intent = createIntent(
          input,
          id,
          issueClientSecret(signingKey, { id, captcha_policy: input.captcha_policy }, deps.clock.nowMs()),
          deps.clock.now(),
        );
        return { status: 201, body: intent, intent };
      },
    });
    return reply(c, result);
  });

  routes.get('/:id', (c) => {
    const id = c.req.param('id');
    const caller = authorizeIntentRead(c, deps, id, (intentId) => verifyingCustomerOf(store, intentId));
    const intent = existing(store, id);
    // The merchant gets a fresh client secret, so a page can be served again after the first one expires.
    return c.json(caller === 'merchant' ? { ...intent, client_secret: issueClientSecret(signingKey, intent, deps.clock.nowMs()) } : intent);
  });

  routes.post(
    '/:id/confirm',
    intentWrite('confirm', browserOrMerchant, ({ current, body, caller, now }, c) => {
      if (FINAL_FOR_CONFIRM.has(current.status)) {
        throw new ApiError(
          'invalid_status_for_operation',
          { intent_id: current.id, status: current.status },
          `The payment intent is ${current.status} and cannot be confirmed again.`,
        );
      }
      refuseUnknownConfirmFields(body);
      // A browser's confirm of an intent that asks for a captcha brings a stand-in vendor's token.
      checkConfirmCaptcha(current, body, caller, captchaKey, now);
      // A confirm's return_url (the checkout's result page for this attempt) replaces the one given at creation.
      const given = returnUrl(body);
      const intent = given === null ? current : { ...current, return_url: given };
      // A chosen quote is checked before anything is charged (409 quote_expired once it has run out).
      const quote = readQuoteChoice(body, intent, store, now);
      const ctx = { intent, body, store, origin: deps.publicOrigin(c.req.url), now };
      const saving = readPayAndSave(body);
      if (saving !== null) return withConversion(confirmAndSave({ ...ctx, consentSecret }, saving), quote);
      if (namesConsent(body)) return withConversion(confirmWithConsent({ ...ctx, caller }), quote);
      const source = readConfirmSource(body);
      if (source.kind === 'saved') return withConversion(confirmWithSavedMethod(ctx, source.id), quote);
      return withConversion(CONFIRM_HANDLERS[source.paymentMethod.type]({ ...ctx, paymentMethod: source.paymentMethod }), quote);
    }),
  );

  routes.post(
    '/:id/confirm_continue',
    intentWrite('confirm_continue', browserOrMerchant, ({ current, body, now }, c) => {
      const session = sessionForLatestAttempt(store, current);
      if (session === undefined) throw wrongStatus(current, 'confirm_continue', { reason: 'no_authentication' });
      const type = parseContinueType(body);
      const methodCompleted = parseMethodCompleted(body);
      const state = sessionState(session, current, now);
      // Once the authentication is over (paid, declined, cancelled), continuing answers the settled intent.
      if (state === 'done' || state === 'superseded') return { status: 200, body: current };
      const step =
        state === 'expired' ? expire(current, session, now) : continueThreeDs(current, session, type, deps.publicOrigin(c.req.url), now, methodCompleted);
      return { status: 200, body: step.intent, intent: step.intent, records: [sessionRecord(step.session), ...savedRecords(store, step, now)] };
    }),
  );

  routes.post(
    '/:id/cancel',
    intentWrite('cancel', browserOrMerchant, ({ current, body, caller, now }) => {
      if (!CANCELLABLE.has(current.status)) throw wrongStatus(current, 'cancel');
      const reason = parseCancellationReason(body) ?? (caller === 'merchant' ? 'requested_by_merchant' : 'requested_by_customer');
      const intent = cancelIntent(current, reason, now);
      const session = current.status === 'REQUIRES_CUSTOMER_ACTION' ? sessionForLatestAttempt(store, current) : undefined;
      const records = session && session.stage !== 'DONE' ? [sessionRecord(closeSession(session, 'cancelled', now))] : [];
      return { status: 200, body: intent, intent, records };
    }),
  );

  routes.post(
    '/:id/capture',
    intentWrite('capture', merchantOnly, ({ current, body, now }) => {
      if (current.status !== 'REQUIRES_CAPTURE') throw wrongStatus(current, 'capture');
      const intent = captureIntent(current, parseCaptureAmount(body, current.amount), now);
      return { status: 200, body: intent, intent };
    }),
  );

  return routes;
}
