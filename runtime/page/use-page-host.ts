import { useCallback, useMemo, useRef, useState } from 'react';
import { isChallengeRequest, type FrameOptions, randomId } from '../../protocol';
import type { ApiClient } from '../platform/api/client';
import type { ConfirmActivity, PaymentStatus } from '../payment';
import type { ElementFrameValue, Emit, FrameHooks } from '../host/context';
import { CallRegistry } from '../host/call-registry';
import { createPaymentRequest } from '../host/payment-request';

export interface PageHost {
  /** What the body's hooks reach: as the element frame gives it, with no parent. */
  readonly frame: ElementFrameValue;
  /** The body's confirm reports here (ConfirmActivityContext), as it does to the drop-in. */
  readonly activity: ConfirmActivity;
  /** The payment's status as the body last reported it. */
  readonly status: PaymentStatus;
  /** The page's Pay button: the parent's `confirm`, run on the page itself. */
  readonly pay: () => void;
}

const NO_OPTIONS: Partial<FrameOptions> = {};

/** The 3-D Secure challenge as a whole tab (its `redirect` window): back to the page's `return_url` when it ends. */
function challengePageUrl(intentId: string, clientSecret: string, options: Partial<FrameOptions>): string {
  const page = {
    origin: location.origin,
    channel: randomId(),
    intent_id: intentId,
    client_secret: clientSecret,
    ...(options.return_url ? { return_url: options.return_url } : {}),
    ...(options.appearance ? { appearance: options.appearance } : {}),
  };
  return `${location.origin}/#/elements/3ds-challenge?${new URLSearchParams({ options: JSON.stringify(page) }).toString()}`;
}

/**
 * The element frame's context for a method body on a top-level page: the API client
 * from the page's client secret, a payment request of component `all` with no merchant
 * origin (its `disablePay` locks the page's Pay button while a confirm runs), a local call registry (the page's own Pay button
 * calls its `confirm`), and the body's events handled here instead of posted to a
 * parent (`onSubmit`, Enter in a field, pays). The body's confirm reports its
 * progress through `activity`, so the page locks its button while a confirm runs and
 * hides it while the shopper pays elsewhere or once paid. `initial` is the status the
 * retrieved intent stands at: a page opened on a payment that already waits keeps its
 * button hidden while the body takes the payment up (its first report is still `idle`).
 */
export function usePageHost(
  api: (() => Promise<ApiClient>) | null,
  intentId: string | null,
  options: Partial<FrameOptions> | null,
  initial: PaymentStatus,
  /** What the page's button runs: a payment's confirm, or (the recurring page) the consent's verification. */
  submit: 'confirm' | 'verifyConsent' = 'confirm',
): PageHost {
  const [status, setStatus] = useState<PaymentStatus>(initial);
  const busyRef = useRef(false);
  const heard = useRef(initial === 'idle');
  const [calls] = useState(() => new CallRegistry());
  const [hooks] = useState<FrameHooks>(() => ({ clear: new Set(), focus: new Set(), group: new Set() }));
  const [request] = useState(() => createPaymentRequest(null, options ?? NO_OPTIONS, options?.client_secret ?? null, null, true));

  const activity = useMemo<ConfirmActivity>(
    () => ({
      busy: (running) => {
        busyRef.current = running;
        request.set({ disablePay: running });
      },
      status: (next) => {
        if (!heard.current && next === 'idle') return;
        heard.current = true;
        setStatus(next);
      },
    }),
    [request],
  );

  // The body shows why a confirm failed (a field, or the payment error); the shopper may pay again.
  const pay = useCallback(() => {
    if (busyRef.current) return;
    void calls.run(submit, {}).then(
      (answer) => {
        // No merchant page to show the bank's challenge over: the whole tab goes to it, and comes back to `return_url`.
        // A card saved on the recurring page comes back to this page, which then reads its consent (saved, or still to save).
        const back = submit === 'verifyConsent' ? { ...options, return_url: location.href } : (options ?? NO_OPTIONS);
        const secret = request.get().client_secret;
        if (isChallengeRequest(answer) && secret) location.assign(challengePageUrl(answer.challenge.intent_id, secret, back));
      },
      () => undefined,
    );
  }, [calls, submit, options, request]);

  const emit = useCallback<Emit>(
    (event, payload) => {
      if (event === 'onSubmit') pay();
      // A bank's page to link an account (or to pay): this page is the one to go there.
      if (event === 'onRedirect') location.assign((payload as { url: string }).url);
    },
    [pay],
  );

  const frame = useMemo<ElementFrameValue>(
    () => ({ request, api, intentId, options: options ?? NO_OPTIONS, group: null, emit, calls, hooks, place: null }),
    [request, api, intentId, options, emit, calls, hooks],
  );
  return { frame, activity, status, pay };
}
