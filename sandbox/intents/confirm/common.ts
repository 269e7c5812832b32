/**
 * What every non-card confirm handler shares: the method must be in the table
 * for the intent's currency, its own details object (`payment_method[type]`)
 * is optional but must be an object, and a shopper page starts with a session
 * stored in the same write as the waiting intent.
 */
import { invalid } from '../../core/errors';
import { awaitShopper, attemptIdOf, type PaymentMethodSummary } from '../../model/attempts';
import { newSession, sessionPageUrl, type SessionKind, type ShopperSession } from '../../model/shopper-session';
import { methodSpec, type MethodSpec } from '../../methods/table';
import type { NextAction } from '../../model/intent-types';
import type { ConfirmContext, ConfirmResult } from './handler';

export type Details = Readonly<Record<string, unknown>>;

/** The method's table row; 400 when the intent's currency is not one it takes. */
export function supportedMethod(ctx: ConfirmContext): MethodSpec {
  const spec = methodSpec(ctx.paymentMethod.type);
  if (spec === undefined) throw invalid('payment_method.type', 'unsupported');
  if (!spec.transaction_currencies.includes(ctx.intent.currency)) {
    throw invalid(
      'payment_method.type',
      'currency_not_supported',
      `${spec.name} does not support ${ctx.intent.currency}; it takes ${spec.transaction_currencies.join(', ')}.`,
    );
  }
  return spec;
}

export function detailsOf(ctx: ConfirmContext): Details {
  const value = ctx.paymentMethod[ctx.paymentMethod.type];
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw invalid(`payment_method.${ctx.paymentMethod.type}`, 'must_be_object');
  return value as Details;
}

export function field(ctx: ConfirmContext, name: string): string {
  return `payment_method.${ctx.paymentMethod.type}.${name}`;
}

export function optionalChoice<T extends string>(ctx: ConfirmContext, details: Details, name: string, allowed: readonly T[]): T | null {
  const value = details[name];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw invalid(field(ctx, name), 'invalid_value', `${field(ctx, name)} must be one of: ${allowed.join(', ')}.`);
  }
  return value as T;
}

export function optionalText(ctx: ConfirmContext, details: Details, name: string, max: number): string | null {
  const value = details[name];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw invalid(field(ctx, name), 'must_be_string');
  if (value.trim().length === 0 || value.length > max) {
    throw invalid(field(ctx, name), 'invalid_length', `${field(ctx, name)} must have 1 to ${max} characters.`);
  }
  return value;
}

/** Waits for the shopper on a simulator page; `nextAction` gets the page URL and the session (its id, its expiry). */
export function startSession(
  ctx: ConfirmContext,
  kind: SessionKind,
  summary: PaymentMethodSummary,
  region: string | null,
  nextAction: (pageUrl: string, session: ShopperSession) => NextAction,
): ConfirmResult {
  // The attempt id is needed in the session, and the page URL in the intent: build the
  // waiting intent once with a placeholder action, then set the real one.
  const placeholder: NextAction = { type: 'redirect', method: 'GET', url: ctx.origin };
  const waiting = awaitShopper(ctx.intent, summary, placeholder, ctx.now);
  const session = newSession({
    kind,
    method: ctx.paymentMethod.type,
    intent: waiting,
    attemptId: attemptIdOf(waiting),
    origin: ctx.origin,
    region,
    now: ctx.now,
  });
  const intent = { ...waiting, next_action: nextAction(sessionPageUrl(session), session) };
  return { status: 200, body: intent, intent, records: [{ collection: 'sessions', record: session }] };
}
