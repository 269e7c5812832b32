/**
 * The sandbox's page-side session API, as `/qrcode/mock` uses it (docs/sandbox/methods.md,
 * "What /qrcode/mock calls"): the session token is the credential, no client secret.
 * Answers are untrusted JSON: read field by field, anything off is `null`.
 */
import { isRecord } from '../../../../protocol';
import type { DocumentApi } from '../../../platform/api/document-api';
import { isFetchError } from '../../../platform/api/fetch-error';

const SESSION_STATES = ['open', 'finished', 'superseded', 'expired'] as const;
type SessionState = (typeof SESSION_STATES)[number];

export interface SimulatorSession {
  readonly id: string;
  /** `PENDING`, or how it finished: `COMPLETED`, `REJECTED`, `CANCELLED`. */
  readonly status: string;
  readonly state: SessionState;
  /** The payment method type: `wechatpay`, `paynow`, `qrcode`. */
  readonly method: string;
  readonly merchantName: string;
  readonly amount: number | null;
  readonly currency: string | null;
  readonly orderId: string | null;
  /** The QR code method's wallet app (spec §9), as the attempt recorded it. */
  readonly wallet: string | null;
  readonly actions: readonly string[];
}

export type SessionAction = 'pay' | 'reject';

/** What a load or an action came to. */
export type SessionAnswer =
  | { readonly kind: 'session'; readonly session: SimulatorSession }
  | { readonly kind: 'unknown' }
  | { readonly kind: 'expired' }
  /** The session moved on under the action (finished or superseded): read it again to say how. */
  | { readonly kind: 'conflict' }
  | { readonly kind: 'network' };

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function readSession(value: unknown): SimulatorSession | null {
  if (!isRecord(value)) return null;
  const { id, status, state, method, merchant_name, actions } = value;
  if (typeof id !== 'string' || typeof status !== 'string' || typeof method !== 'string') return null;
  if (!(SESSION_STATES as readonly unknown[]).includes(state)) return null;
  const intent = isRecord(value.intent) ? value.intent : {};
  const attempt = isRecord(intent.latest_payment_attempt) ? intent.latest_payment_attempt : {};
  const paymentMethod = isRecord(attempt.payment_method) ? attempt.payment_method : {};
  const qrcode = isRecord(paymentMethod.qrcode) ? paymentMethod.qrcode : {};
  return {
    id,
    status,
    state: state as SessionState,
    method,
    merchantName: str(merchant_name) ?? '',
    amount: typeof intent.amount === 'number' ? intent.amount : null,
    currency: str(intent.currency),
    orderId: str(intent.merchant_order_id),
    wallet: str(qrcode.wallet),
    actions: Array.isArray(actions) ? actions.filter((a): a is string => typeof a === 'string') : [],
  };
}

function sessionPath(id: string): string {
  return `/simulator/sessions/${encodeURIComponent(id)}`;
}

/** A public call of the document's client (the session token in the path is the credential). */
async function send(api: DocumentApi, method: 'GET' | 'POST', path: string, body: unknown, read: (body: unknown) => SessionAnswer): Promise<SessionAnswer> {
  let answer: unknown;
  try {
    answer = await (await api.withoutSecret()).request<unknown>(method, path, body);
  } catch (error) {
    if (!isFetchError(error) || error.status === 0) return { kind: 'network' };
    if (error.status === 404) return { kind: 'unknown' };
    if (isRecord(error.data) && error.data.code === 'session_expired') return { kind: 'expired' };
    if (error.status === 409) return { kind: 'conflict' };
    return { kind: 'network' };
  }
  return read(answer);
}

const asSession = (value: unknown): SessionAnswer => {
  const session = readSession(value);
  return session ? { kind: 'session', session } : { kind: 'network' };
};

export function fetchSession(api: DocumentApi, id: string): Promise<SessionAnswer> {
  return send(api, 'GET', sessionPath(id), undefined, asSession);
}

/**
 * Pays or rejects. `requestId` is the action's idempotency key: one per click, so a
 * retried request never acts twice. The answer's session is the finished one.
 */
export function actOnSession(api: DocumentApi, id: string, action: SessionAction, requestId: string): Promise<SessionAnswer> {
  return send(api, 'POST', `${sessionPath(id)}/${action}`, { request_id: requestId }, (body) =>
    isRecord(body) && isRecord(body.session)
      ? asSession({ ...body.session, state: 'finished', intent: body.intent, merchant_name: '', actions: [] })
      : { kind: 'network' },
  );
}

/** A parameter of the hash route's query (`#/qrcode/mock?session=…`). */
export function hashParam(hash: string, name: string): string | null {
  const mark = hash.indexOf('?');
  const value = mark === -1 ? null : new URLSearchParams(hash.slice(mark + 1)).get(name);
  return value === null || value === '' ? null : value;
}
