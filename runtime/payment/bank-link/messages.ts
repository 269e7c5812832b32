/**
 * What the bank-link popup and the element that opened it say to each other, by
 * `window.postMessage` between windows of the checkout's own origin (every sender
 * names that origin as the target; every receiver checks `event.origin` and
 * `event.source` before reading). One namespace, one closed union per direction,
 * one reader each: nothing else reaches the handlers.
 *
 *   popup → opener   ready            the popup's page is up: send me the link page
 *                    cancel           the shopper cancelled on the waiting screen
 *                    result           the provider's page is done (from the callback pages)
 *   opener → popup   go {url}         go to the provider's link page
 *                    ack {session}    the result is taken: close
 *                    refused {session} not a session this window started, or already taken
 */
import { isRecord, isWebUrl } from '../../../protocol';
import { isLinkProvider, type LinkProvider } from './providers';

export const LINK_NS = 'portico-bank-link';

/** What a link was for: the payment or the consent the provider's page settled. */
export interface LinkSubject {
  readonly kind: 'intent' | 'consent';
  readonly id: string;
}

export interface LinkResult {
  readonly provider: LinkProvider;
  /** The provider's session (the sandbox's `ses_…`): the opener takes only the one it started. */
  readonly session: string;
  readonly outcome: 'completed' | 'cancelled';
  readonly subject: LinkSubject | null;
}

export type PopupMessage =
  | { readonly ns: typeof LINK_NS; readonly type: 'ready' }
  | { readonly ns: typeof LINK_NS; readonly type: 'cancel' }
  | { readonly ns: typeof LINK_NS; readonly type: 'result'; readonly result: LinkResult };

export type OpenerMessage =
  | { readonly ns: typeof LINK_NS; readonly type: 'go'; readonly url: string }
  | { readonly ns: typeof LINK_NS; readonly type: 'ack'; readonly session: string }
  | { readonly ns: typeof LINK_NS; readonly type: 'refused'; readonly session: string };

/** Not ours at all (another script's message): ignored without a word. */
export const NOT_OURS = 'not-ours';
/** In our namespace, but not one of our messages: logged. */
export const MALFORMED = 'malformed';
export type Read<T> = T | typeof NOT_OURS | typeof MALFORMED;

const SESSION = /^[A-Za-z0-9_-]{1,128}$/;
const ID = /^[A-Za-z0-9_-]{1,128}$/;

export function isSessionId(value: unknown): value is string {
  return typeof value === 'string' && SESSION.test(value);
}

function ours(data: unknown): data is Record<string, unknown> {
  return isRecord(data) && data.ns === LINK_NS;
}

function readSubject(value: unknown): LinkSubject | null | undefined {
  if (value === null) return null;
  if (!isRecord(value) || (value.kind !== 'intent' && value.kind !== 'consent') || typeof value.id !== 'string' || !ID.test(value.id)) return undefined;
  return { kind: value.kind, id: value.id };
}

function readLinkResult(value: unknown): LinkResult | null {
  if (!isRecord(value)) return null;
  const { provider, session, outcome } = value;
  const subject = readSubject(value.subject);
  if (!isLinkProvider(provider) || !isSessionId(session) || (outcome !== 'completed' && outcome !== 'cancelled') || subject === undefined) return null;
  return { provider, session, outcome, subject };
}

export function readPopupMessage(data: unknown): Read<PopupMessage> {
  if (!ours(data)) return NOT_OURS;
  if (data.type === 'ready' || data.type === 'cancel') return { ns: LINK_NS, type: data.type };
  if (data.type === 'result') {
    const result = readLinkResult(data.result);
    return result ? { ns: LINK_NS, type: 'result', result } : MALFORMED;
  }
  return MALFORMED;
}

export function readOpenerMessage(data: unknown): Read<OpenerMessage> {
  if (!ours(data)) return NOT_OURS;
  if (data.type === 'go') return isWebUrl(data.url) ? { ns: LINK_NS, type: 'go', url: data.url } : MALFORMED;
  if ((data.type === 'ack' || data.type === 'refused') && isSessionId(data.session)) return { ns: LINK_NS, type: data.type, session: data.session };
  return MALFORMED;
}

export const POPUP_READY: PopupMessage = { ns: LINK_NS, type: 'ready' };
export const POPUP_CANCEL: PopupMessage = { ns: LINK_NS, type: 'cancel' };

export function resultMessage(result: LinkResult): PopupMessage {
  return { ns: LINK_NS, type: 'result', result };
}

export function goMessage(url: string): OpenerMessage {
  return { ns: LINK_NS, type: 'go', url };
}

export function replyMessage(taken: boolean, session: string): OpenerMessage {
  return taken ? { ns: LINK_NS, type: 'ack', session } : { ns: LINK_NS, type: 'refused', session };
}

/** The provider's session in a link page's address (`?session=ses_…`), or null when it names none. */
export function sessionOfLinkUrl(url: string): string | null {
  try {
    const session = new URL(url).searchParams.get('session');
    return isSessionId(session) ? session : null;
  } catch {
    return null;
  }
}
