/**
 * The sandbox's page-side session API, as `/qrcode/mock` uses it (docs/sandbox/methods.md,
 * "What /qrcode/mock calls"): the session token is the credential, no client secret.
 * Answers are untrusted JSON: read field by field, anything off is `null`.
 */
import { isRecord } from '../../../../protocol';

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

const TIMEOUT_MS = 10_000;
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

function sessionPath(base: string, id: string): string {
  return `${base}/simulator/sessions/${encodeURIComponent(id)}`;
}

async function send(url: string, init: RequestInit, read: (body: unknown) => SessionAnswer): Promise<SessionAnswer> {
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(url, { ...init, credentials: 'omit', signal: AbortSignal.timeout(TIMEOUT_MS) });
    body = await response.json().catch(() => null);
  } catch {
    return { kind: 'network' };
  }
  if (response.ok) return read(body);
  const code = isRecord(body) ? body.code : null;
  if (response.status === 404) return { kind: 'unknown' };
  if (code === 'session_expired') return { kind: 'expired' };
  if (response.status === 409) return { kind: 'conflict' };
  return { kind: 'network' };
}

const asSession = (value: unknown): SessionAnswer => {
  const session = readSession(value);
  return session ? { kind: 'session', session } : { kind: 'network' };
};

export function fetchSession(base: string, id: string): Promise<SessionAnswer> {
  return send(sessionPath(base, id), { method: 'GET', headers: { Accept: 'application/json' } }, asSession);
}

/**
 * Pays or rejects. `requestId` is the action's idempotency key: one per click, so a
 * retried request never acts twice. The answer's session is the finished one.
 */
export function actOnSession(base: string, id: string, action: SessionAction, requestId: string): Promise<SessionAnswer> {
  return send(
    `${sessionPath(base, id)}/${action}`,
    { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify({ request_id: requestId }) },
    (body) =>
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
