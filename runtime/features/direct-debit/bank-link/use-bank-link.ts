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
import { POPUP_EVENTS, type ChallengeRequest, type ConsentSummary, type IntentSummary } from '../../../../protocol';
import { useElementFrame, usePaymentRequest } from '../../../host';
import type { ReadyDraft } from '../../../payment/confirm-types';
import type { ConfirmIntent } from '../../../payment/use-confirm-intent';
import { useSessionState } from '../../../payment/session-store';
import { useTranslation } from '../../../platform/i18n/react';
import { logEvent } from '../../../platform/telemetry';
import { popupUrl, wholeTabUrl, type LinkLook } from '../../../payment/bank-link/addresses';
import { openLinkPopup, type LinkPopupController } from './link-popup';
import { linkProviderOf } from '../../../payment/bank-link/providers';
import { handOff } from '../../../platform/handoff/lazy';

export interface BankLink {
  /** Call in the click handler itself, before any `await`. Resolves or rejects as `pay` does. */
  readonly startLink: (draft: ReadyDraft) => Promise<IntentSummary | ChallengeRequest | ConsentSummary>;
  /** The provider's page is open in the popup: the element says to finish there (LinkInPopup). */
  readonly inPopup: boolean;
  /** Brings the popup to the front. */
  readonly focusPopup: () => void;
}

export function useBankLink(confirm: Pick<ConfirmIntent, 'pay' | 'reset'>): BankLink {
  const { pay, reset } = confirm;
  const { intentId, options, emit } = useElementFrame();
  const clientSecret = usePaymentRequest().client_secret;
  const { i18n } = useTranslation();
  const current = useRef<LinkPopupController | null>(null);
  const [inPopup, setInPopup] = useState(false);
  useEffect(() => () => current.current?.dispose(), []);

  const { mode, consent } = useSessionState();
  /**
   * Where the whole tab goes when the popup is blocked: the checkout's waiting screen, which reads
   * the payment (or, in recurring mode, the consent) again and keeps the way back.
   */
  const wholeTabOf = useCallback(
    (origin: string, look: LinkLook): string | undefined => {
      const { return_url: returnUrl } = options;
      if (!clientSecret) return undefined;
      if (mode === 'recurring') {
        const consentId = consent?.id ?? options.consent_id;
        return consentId ? wholeTabUrl(origin, look, { kind: 'consent', consentId, clientSecret, ...(returnUrl ? { returnUrl } : {}) }) : undefined;
      }
      return intentId ? wholeTabUrl(origin, look, { kind: 'intent', intentId, clientSecret, ...(returnUrl ? { returnUrl } : {}) }) : undefined;
    },
    [options, clientSecret, mode, consent, intentId],
  );

  const startLink = useCallback(
    (draft: ReadyDraft) => {
      const method = draft.paymentMethod.type;
      const provider = linkProviderOf(method);
      if (provider === null) return pay(draft);
      current.current?.dispose();
      const origin = window.location.origin;
      const look: LinkLook = { method, lang: i18n.language, ...(options.appearance ? { appearance: options.appearance } : {}) };
      const wholeTab = wholeTabOf(origin, look);
      const controller = openLinkPopup({
        win: window,
        url: popupUrl(origin, look),
        provider,
        onBlocked: (linkUrl) => void handOff(wholeTab ?? linkUrl).then((url) => emit('onRedirect', { url })),
        onCancel: () => {
          reset();
          emit('onCancel', {});
        },
        log: logEvent,
        onLinking: setInPopup,
        onPopup: (state) => emit(POPUP_EVENTS[state], { popup: 'bank_link' }),
      });
      current.current = controller;
      const paid = pay({ ...draft, linkPopup: controller });
      void paid.then(controller.confirmed, controller.confirmed);
      return paid;
    },
    [pay, reset, emit, options.appearance, i18n, wholeTabOf],
  );
  const focusPopup = useCallback(() => current.current?.focus(), []);
  return { startLink, inPopup, focusPopup };
}
