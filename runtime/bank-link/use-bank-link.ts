/**
 * The element's side of bank linking, for a method body's "Link your bank account"
 * button: `startLink(draft)` in the click handler opens the popup at once (no `await`
 * before it: link-popup.ts), then pays with `draft` through useConfirmIntent, whose
 * `redirect` to the provider's link page goes into the popup instead of the whole page.
 * When the popup cannot be used, the whole tab goes through the checkout's waiting
 * screen (addresses.ts `wholeTabUrl`), which keeps the way back to the result page.
 * A draft of a method with no link page is simply paid.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChallengeRequest, IntentSummary } from '../../protocol';
import { useElementFrame, type ConfirmIntent, type ReadyDraft } from '../elements/frame';
import { useTranslation } from '../i18n/react';
import { logEvent } from '../telemetry';
import { popupUrl, wholeTabUrl, type LinkLook } from './addresses';
import { openLinkPopup, type LinkPopupController } from './link-popup';
import { linkProviderOf } from './providers';

export interface BankLink {
  /** Call in the click handler itself, before any `await`. Resolves or rejects as `pay` does. */
  readonly startLink: (draft: ReadyDraft) => Promise<IntentSummary | ChallengeRequest>;
  /** The provider's page is open in the popup: the element says to finish there (LinkInPopup). */
  readonly inPopup: boolean;
  /** Brings the popup to the front. */
  readonly focusPopup: () => void;
}

export function useBankLink(confirm: Pick<ConfirmIntent, 'pay' | 'reset'>): BankLink {
  const { pay, reset } = confirm;
  const { intentId, options, emit } = useElementFrame();
  const { i18n } = useTranslation();
  const current = useRef<LinkPopupController | null>(null);
  const [inPopup, setInPopup] = useState(false);
  useEffect(() => () => current.current?.dispose(), []);

  const startLink = useCallback(
    (draft: ReadyDraft) => {
      const method = draft.paymentMethod.type;
      const provider = linkProviderOf(method);
      if (provider === null) return pay(draft);
      current.current?.dispose();
      const origin = window.location.origin;
      const look: LinkLook = { method, lang: i18n.language, ...(options.appearance ? { appearance: options.appearance } : {}) };
      const clientSecret = options.client_secret;
      // Without the intent's secret (a consent), the whole tab goes to the provider's page itself.
      const wholeTab = intentId && clientSecret ? wholeTabUrl(origin, look, { intentId, clientSecret, returnUrl: options.return_url }) : undefined;
      const controller = openLinkPopup({
        win: window,
        url: popupUrl(origin, look),
        provider,
        onBlocked: (linkUrl) => emit('onRedirect', { url: wholeTab ?? linkUrl }),
        onCancel: () => {
          reset();
          emit('onCancel', {});
        },
        log: logEvent,
        onLinking: setInPopup,
      });
      current.current = controller;
      const paid = pay({ ...draft, linkPopup: controller, ...(wholeTab ? { redirectVia: wholeTab } : {}) });
      void paid.then(controller.confirmed, controller.confirmed);
      return paid;
    },
    [pay, reset, emit, intentId, options.appearance, options.client_secret, options.return_url, i18n],
  );
  const focusPopup = useCallback(() => current.current?.focus(), []);
  return { startLink, inPopup, focusPopup };
}
