/**
 * The bank-link popup, seen from the element that opens it. The steps:
 *
 * 1. `openLinkPopup` runs in the shopper's click, before anything is awaited (a popup
 *    opened after an `await` is no longer the click's, and is blocked): the checkout's
 *    waiting screen, `/#/frame/popup`.
 * 2. The confirm (or consent verify) answers a `redirect` to the provider's link page,
 *    and useConfirmIntent calls `follow(url, check)`. No popup (blocked), or one closed
 *    before its page came up → `onBlocked` at once, which sends the whole tab instead;
 *    closed that way a moment after `follow` → `onBlocked` too (within `pollMs`).
 * 3. The popup's pages say `ready`; the element answers `go {url}` (and again to Plaid's
 *    host page, which the waiting screen goes to first).
 * 4. The provider's page ends on a checkout callback route, which posts `result`. It is
 *    taken once, only from this popup (`event.source`), at this origin, and for the
 *    session in the link page's address → `ack`, then `check` settles the payment as the
 *    polling does; anything else gets `refused` and changes nothing.
 * 5. The popup closed (or its Cancel pressed) with no result: one last look, as a result
 *    may have settled the payment already, then `onCancel`, once.
 */
import type { PopupState } from '../../../../protocol';
import type { LinkPopup } from '../../../payment';
import type { LogEventName, LogLevel } from '../../../platform/telemetry';
import {
  goMessage,
  MALFORMED,
  NOT_OURS,
  readPopupMessage,
  replyMessage,
  sessionOfLinkUrl,
  type LinkResult,
  type OpenerMessage,
} from '../../../payment/bank-link/messages';
import { PROVIDER_ROWS, type LinkProvider } from '../../../payment/bank-link/providers';

export interface LinkPopupOptions {
  /** The element's window: it opens the popup and hears from it. */
  readonly win: Window;
  /** The waiting screen's address (addresses.ts `popupUrl`). */
  readonly url: string;
  readonly provider: LinkProvider;
  /** No popup (blocked, or closed before its page came up) once the link page is known: send the whole tab. */
  readonly onBlocked: (linkUrl: string) => void;
  /** The shopper closed or cancelled the popup and nothing settled the payment: called once. */
  readonly onCancel: () => void;
  readonly log: (name: LogEventName, level: LogLevel, data?: unknown) => void;
  /**
   * The popup's life for the merchant (spec §4's popup events): `opened`, then at most one of
   * `blocked` (no popup, or one closed before its page came up) and `closed`.
   */
  readonly onPopup?: (state: PopupState) => void;
  /** The popup took the link page (true), or the link is over, whichever way (false): for the element to say where to look. */
  readonly onLinking?: (linking: boolean) => void;
  /** How often `popup.closed` is looked at. */
  readonly pollMs?: number;
  /** After a completed result, the looks at the payment until it has settled (the provider may lag a moment). */
  readonly settleDelaysMs?: readonly number[];
}

export interface LinkPopupController extends LinkPopup {
  /** The confirm is over: a popup it never sent anywhere is closed. */
  readonly confirmed: () => void;
  /** Stops listening and closes the popup (the element went away, or a new link started). */
  readonly dispose: () => void;
  /** Brings the popup to the front (the shopper lost it behind the merchant's page). */
  readonly focus: () => void;
}

/** A popup window of its own (not a tab), sized for a bank's page. */
export const POPUP_FEATURES = 'popup=yes,width=480,height=720';
const CLOSED_POLL_MS = 200;
const SETTLE_DELAYS_MS = [0, 500, 1000, 2000] as const;

type Phase = 'opening' | 'linking' | 'settling' | 'over';

export function openLinkPopup(options: LinkPopupOptions): LinkPopupController {
  const { win, provider, log } = options;
  const row = PROVIDER_ROWS[provider];
  const own = win.location.origin;
  let popup: Window | null = null;
  try {
    popup = win.open(options.url, '_blank', POPUP_FEATURES);
  } catch {
    popup = null;
  }
  let told: PopupState | null = null;
  const tell = (state: PopupState): void => {
    if (told === state || told === 'blocked' || told === 'closed') return;
    told = state;
    options.onPopup?.(state);
  };
  tell(popup === null ? 'blocked' : 'opened');
  let phase: Phase = 'opening';
  /** The popup's page said `ready` (so it was not closed by a blocker). */
  let ready = false;
  /** Closed before its page came up, before the link page was known. */
  let closedAtOnce = false;
  /** The shopper left before the link page was known (closed it, or pressed Cancel). */
  let leftEarly = false;
  let link: { readonly url: string; readonly session: string | null; readonly check: () => Promise<boolean> } | null = null;

  const post = (message: OpenerMessage, to: MessageEventSource | null): void => {
    try {
      (to as Window | null)?.postMessage(message, own);
    } catch {
      // The popup is gone: its closing is watched for.
    }
  };
  const closePopup = (): void => {
    try {
      popup?.close();
    } catch {
      // Already closed.
    }
    if (popup !== null) tell('closed');
  };
  const end = (): void => {
    // A popup that closed itself after its result, once its watch had stopped.
    if (popup?.closed) tell('closed');
    if (phase === 'linking' || phase === 'settling') options.onLinking?.(false);
    phase = 'over';
    clearInterval(timer);
    win.removeEventListener('message', onMessage);
  };

  /** Closed or cancelled with no result: one look (a result may have settled it), then `onCancel`. */
  const cancel = async (): Promise<void> => {
    if (phase !== 'linking' || link === null) return;
    phase = 'settling';
    clearInterval(timer);
    const done = await link.check().catch(() => false);
    end();
    if (!done) options.onCancel();
  };

  const settle = async (result: LinkResult): Promise<void> => {
    if (link === null) return;
    phase = 'settling';
    clearInterval(timer);
    // A cancelled page settles nothing for a consent: one look, then cancel.
    const delays = result.outcome === 'completed' ? (options.settleDelaysMs ?? SETTLE_DELAYS_MS) : [0];
    for (const delay of delays) {
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      if (await link.check().catch(() => false)) return end();
    }
    end();
    if (result.outcome === 'completed') log(row.verificationError, 'error', { reason: 'not_settled', session: result.session });
    options.onCancel();
  };

  function onMessage(event: MessageEvent): void {
    const message = readPopupMessage(event.data);
    if (message === NOT_OURS || phase === 'over') return;
    if (event.origin !== own || popup === null || event.source !== popup) {
      log(row.messageError, 'error', { reason: 'foreign_message', origin: event.origin });
      return;
    }
    if (message === MALFORMED) {
      log(row.messageError, 'error', { reason: 'malformed_message' });
      return;
    }
    if (message.type === 'ready') {
      ready = true;
      if (phase === 'linking' && link) post(goMessage(link.url), event.source);
    } else if (message.type === 'cancel') {
      closePopup();
      if (phase === 'linking') void cancel();
      else leftEarly = true;
    } else {
      const { session } = message.result;
      const taken = phase === 'linking' && link !== null && (link.session === null || link.session === session);
      post(replyMessage(taken, session), event.source);
      if (taken) void settle(message.result);
      else log(row.messageError, 'warn', { reason: 'not_started_here', session });
    }
  }

  const watch = (): void => {
    if (popup === null || !popup.closed || (phase !== 'opening' && phase !== 'linking')) return;
    clearInterval(timer);
    if (phase === 'opening') {
      if (ready) {
        leftEarly = true;
        tell('closed');
      } else closedAtOnce = true;
    } else if (!ready && link) {
      tell('blocked');
      end();
      options.onBlocked(link.url);
    } else {
      tell('closed');
      void cancel();
    }
  };

  win.addEventListener('message', onMessage);
  const timer = setInterval(watch, options.pollMs ?? CLOSED_POLL_MS);

  return {
    follow(url, check) {
      if (phase !== 'opening') return false;
      if (popup === null || closedAtOnce || (popup.closed && !ready)) {
        // Blocked: the whole tab goes, by the element's own way (its waiting screen keeps the way back).
        tell('blocked');
        end();
        options.onBlocked(url);
        return true;
      }
      link = { url, session: sessionOfLinkUrl(url), check };
      phase = 'linking';
      options.onLinking?.(true);
      if (leftEarly || popup.closed) queueMicrotask(() => void cancel());
      else if (ready) post(goMessage(url), popup);
      return true;
    },
    confirmed() {
      if (phase !== 'opening') return;
      end();
      closePopup();
    },
    dispose() {
      if (phase === 'over') return;
      end();
      closePopup();
    },
    focus() {
      try {
        popup?.focus();
      } catch {
        // Closed meanwhile: its closing is watched for.
      }
    },
  };
}
