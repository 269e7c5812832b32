/**
 * The 3-D Secure challenge on the merchant's page. Not part of the SDK's core: the
 * build writes it as `portico-3ds.mjs`, which the checkout origin serves beside the
 * SDK, and `element.confirm()` imports it only when a bank asks for a challenge.
 *
 * It shows `/elements/3ds-challenge` from the checkout origin:
 *   overlay  — a modal `<dialog>` (the rest of the page is inert, so focus stays in
 *              it; Escape or the frame's close button cancels), sized by the EMV
 *              challenge window size that fits the viewport;
 *   popup    — a window opened at once (the merchant's click is still fresh);
 *   redirect — the whole page goes to the checkout, which comes back to this page.
 * A refused overlay (the merchant's `challengeMode`) opens the popup; a blocked
 * popup starts the redirect at once. The challenge page talks to us over the same
 * handshake as every element and tells us how it ended (`on3dsResult`).
 */
import {
  CHALLENGE_TIMEOUT_MS,
  THREE_DS_EVENT_READERS,
  THREE_DS_OUTCOMES,
  type ThreeDsOutcomeCode,
  type ThreeDsCallParams,
  type Appearance,
  type AppearanceMode,
  isChallengeRequest,
  type ChallengeMode,
  type ChallengeRequest,
  type IntentSummary,
  type ThreeDsAnswer,
  type HostEvent,
  type HostEventMap,
  type PopupHostEvent,
  type ThreeDsResult,
  randomId,
  checkoutAddress,
  OVERLAY_OPACITY,
} from '../../protocol';
import { accountOfSecret } from '../../protocol/secret-claims';
import { FrameConnection } from '../frame-connection';
import { challengeWindowSize, CHALLENGE_HEADER_PX, type ChallengeWindowSize, WINDOW_SIZES } from './window-size';

/** `R`: what the paying frame answers its `on3ds*` code with (the intent after a confirm, the consent after a verification). */
export interface ChallengeSetup<R extends ThreeDsAnswer = IntentSummary> {
  readonly checkoutOrigin: string;
  readonly merchantOrigin: string;
  readonly locale: string | undefined;
  readonly appearance: Appearance | undefined;
  readonly handshakeTimeoutMs: number;
  readonly clientSecret: string;
  /** The merchant's `confirm({ challengeMode })`; overlay by default. */
  readonly mode: ChallengeMode | undefined;
  /** Sends the paying frame one of the `on3ds*` codes; answers what the frame answers. */
  readonly call: (code: ThreeDsOutcomeCode, params: ThreeDsCallParams) => Promise<R>;
  /** To the element's merchant handlers (`3dsChallenge`, `3dsResult`, `redirect`, the popup mode's `popup*`). */
  readonly emit: <E extends 'on3dsChallenge' | 'on3dsResult' | 'onRedirect' | PopupHostEvent>(event: E, payload: HostEventMap[E]) => void;
  /** The paying element's frame: where focus goes back when the element that had it (often a Pay button the merchant disabled) cannot take it. */
  readonly payingFrame?: () => HTMLElement | null;
}

export interface ThreeDsModule {
  completeChallenge<R extends ThreeDsAnswer>(request: ChallengeRequest, setup: ChallengeSetup<R>): Promise<R>;
}

/** What the challenge page needs: the element's setup and the intent it challenges. */
type Challenge = ChallengeSetup<ThreeDsAnswer> & { readonly intentId: string; readonly mode: ChallengeMode };

/** `name`: gives the overlay's dialog and frame the challenge page's own (translated) title. */
/** `fit`: the overlay as tall as the challenge page draws (its EMV window at most). */
type Shown = {
  readonly target: () => Window | null;
  readonly close: () => void;
  readonly name?: (title: string) => void;
  readonly fit?: (height: number) => void;
};

const POPUP_NAME = 'portico-3ds';
const THREE_DS_POPUP = { popup: '3ds' } as const;
const POPUP_POLL_MS = 500;

/** The challenge page's address; `return_url` is where a redirect comes back to. */
export function challengeUrl(setup: Challenge, channel: string, size: ChallengeWindowSize): string {
  const options = {
    origin: setup.merchantOrigin,
    channel,
    intent_id: setup.intentId,
    client_secret: setup.clientSecret,
    window_size: size,
    return_url: location.href,
    ...(setup.appearance ? { appearance: setup.appearance } : {}),
  };
  const query = new URLSearchParams({ options: JSON.stringify(options) });
  if (setup.locale) query.set('lang', setup.locale);
  // The page that embeds the challenge's frame, as for the elements (frame-options.ts).
  return checkoutAddress(setup.checkoutOrigin, `/elements/3ds-challenge?${query.toString()}`, accountOfSecret(setup.clientSecret), location.origin);
}

/**
 * Shows the challenge the paying frame asked for and tells the frame how it ended;
 * resolves with the intent the frame answers (or rejects, e.g. the bank declined).
 */
export async function completeChallenge<R extends ThreeDsAnswer>(request: ChallengeRequest, setup: ChallengeSetup<R>): Promise<R> {
  const intentId = isChallengeRequest(request) ? request.challenge.intent_id : '';
  const { outcome, reason } = intentId
    ? await showChallenge({ ...setup, intentId, mode: setup.mode ?? 'overlay' })
    : { outcome: 'challenge_error' as const, reason: 'load_failed' as const };
  return setup.call(THREE_DS_OUTCOMES[outcome], reason ? { reason } : {});
}

function showChallenge(setup: Challenge): Promise<ThreeDsResult> {
  return new Promise((resolve) => {
    const channel = randomId();
    const size = challengeWindowSize(innerWidth, innerHeight);
    const url = challengeUrl(setup, channel, size);
    let shown: Shown | null = null;
    let settled = false;

    const finish = (result: ThreeDsResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(handshake);
      connection.close();
      shown?.close();
      setup.emit('on3dsResult', result);
      resolve(result);
    };
    const onEvent = (event: HostEvent, payload: unknown) => {
      // The page says it is up (its own `on3dsChallenge`; ours went to the merchant already), in the shopper's language.
      if (event === 'on3dsChallenge') {
        clearTimeout(handshake);
        const title = THREE_DS_EVENT_READERS.on3dsChallenge(payload)?.title;
        if (title) shown?.name?.(title);
      }
      if (event === 'onResize') shown?.fit?.((payload as HostEventMap['onResize']).height);
      if (event !== 'on3dsResult') return;
      const result = THREE_DS_EVENT_READERS.on3dsResult(payload);
      if (result) finish(result);
    };
    const connection = new FrameConnection(() => shown?.target() ?? null, setup.checkoutOrigin, channel, onEvent);
    // The challenge page's own timer ends it at 10 minutes; this one covers a page that died.
    const timer = setTimeout(() => finish({ outcome: 'challenge_error', reason: 'timeout' }), CHALLENGE_TIMEOUT_MS + 5_000);
    const handshake = setTimeout(() => finish({ outcome: 'challenge_error', reason: 'load_failed' }), setup.handshakeTimeoutMs);

    const redirect = () => {
      setup.emit('on3dsChallenge', { mode: 'redirect' });
      setup.emit('onRedirect', { url });
      location.assign(url);
    };
    const popup = (): Shown | null => {
      const [width, height] = WINDOW_SIZES[size === '05' ? '03' : size];
      const win = open(url, POPUP_NAME, `popup,width=${width},height=${height + CHALLENGE_HEADER_PX}`);
      // Spec §4's popup events: blocked, or opened and, once, closed (by the shopper or at the end).
      if (!win) {
        setup.emit('onPopupBlocked', THREE_DS_POPUP);
        return null;
      }
      setup.emit('onPopupOpened', THREE_DS_POPUP);
      let shownOpen = true;
      const closed = () => {
        if (shownOpen) setup.emit('onPopupClosed', THREE_DS_POPUP);
        shownOpen = false;
      };
      const poll = setInterval(() => {
        if (!win.closed) return;
        closed();
        finish({ outcome: 'cancel', reason: 'closed' });
      }, POPUP_POLL_MS);
      return {
        target: () => win,
        close: () => {
          clearInterval(poll);
          win.close();
          closed();
        },
      };
    };

    if (setup.mode === 'overlay')
      shown = overlay(url, size, setup.appearance?.mode ?? 'light', () => finish({ outcome: 'cancel', reason: 'closed' }), setup.payingFrame);
    else if (setup.mode === 'popup') shown = popup();
    if (shown) setup.emit('on3dsChallenge', { mode: setup.mode });
    else redirect();
  });
}

let backdropSheet: CSSStyleSheet | null = null;

/**
 * `::backdrop` cannot be styled inline; a constructed sheet needs no `style-src` exception
 * from the merchant's CSP. The opacity is the theme's for the element's mode (spec §9),
 * which the dialog names in its `data-portico-3ds` attribute.
 */
function ensureBackdropStyle(): void {
  if (backdropSheet) return;
  backdropSheet = new CSSStyleSheet();
  backdropSheet.replaceSync(
    `dialog[data-portico-3ds]::backdrop{background:#000;opacity:${OVERLAY_OPACITY.light}}dialog[data-portico-3ds=dark]::backdrop{opacity:${OVERLAY_OPACITY.dark}}`,
  );
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, backdropSheet];
}

/** `mode`: the element's appearance mode (init() accepted only light or dark). */
function overlay(url: string, size: ChallengeWindowSize, mode: AppearanceMode, onCancel: () => void, payingFrame?: () => HTMLElement | null): Shown {
  ensureBackdropStyle();
  const dialog = document.createElement('dialog');
  dialog.setAttribute('data-portico-3ds', mode);
  dialog.setAttribute('aria-label', 'Verify your payment');
  const full = size === '05';
  const [width, height] = full ? [0, 0] : WINDOW_SIZES[size];
  // The window's full height, the bank's page under our bar: what the dialog opens at, and the most it is fitted to.
  const tallest = height + CHALLENGE_HEADER_PX;
  dialog.style.cssText = full
    ? 'padding:0;border:0;margin:0;width:100vw;height:100dvh;max-width:none;max-height:none;background:#fff'
    : // Its top stays where the window's full height centres it: fitted to a shorter bank page, it shrinks from the
      // bottom, and the close button does not jump from under a pointer on its way to it.
      `padding:0;border:0;border-radius:12px;overflow:hidden;width:${width}px;height:${tallest}px;max-width:100vw;max-height:100dvh;background:#fff;` +
      `margin:max(0px, calc((100dvh - ${tallest}px) / 2)) auto auto`;
  const iframe = document.createElement('iframe');
  iframe.src = url;
  iframe.title = 'Verify your payment';
  iframe.allow = 'payment';
  iframe.style.cssText = 'display:block;border:0;width:100%;height:100%';
  dialog.appendChild(iframe);
  // Escape while focus is on this page (inside the frame, the challenge page handles it).
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    onCancel();
  });
  // Where focus goes back when the challenge ends: Chromium does not restore it itself while focus is inside the cross-origin frame.
  const previous = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  (document.body ?? document.documentElement).appendChild(dialog);
  dialog.showModal();
  iframe.focus();
  return {
    target: () => iframe.contentWindow,
    name: (title) => {
      iframe.title = title;
      dialog.setAttribute('aria-label', title);
    },
    // A number under the window's own height, or nothing (full screen keeps the screen).
    fit: (fitted) => void (full || !(fitted < tallest) || (dialog.style.height = `${fitted}px`)),
    close: () => {
      dialog.close();
      if (document.activeElement === document.body || dialog.contains(document.activeElement)) returnFocus(previous, payingFrame?.() ?? null);
      // Hidden at once; removed a moment later, so the challenge frame is not torn down
      // while the click or key press that closed it is still being delivered to it.
      setTimeout(() => dialog.remove(), 250);
    },
  };
}

/** Focus back to where it was before the challenge; to the paying element's frame if that cannot take it (gone, or disabled). */
function returnFocus(previous: HTMLElement | null, payingFrame: HTMLElement | null): void {
  previous?.focus();
  if (previous?.isConnected && document.activeElement === previous) return;
  payingFrame?.focus();
}
