import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '../platform/i18n/react';
import {
  CANCELLED_STATUS,
  completeOutcomeOf,
  elementTitleKey,
  isIgnoredUpdate,
  porticoError,
  updateLocaleOf,
  type Appearance,
  type ElementKind,
  type FrameOptions,
  type HostEvent,
  type HostEventMap,
} from '../../protocol';
import type { ApiClient } from '../platform/api/client';
import type { ElementBody } from './screen-contract';
import { logEvent } from '../platform/telemetry';
import { useTheme } from '../platform/theme/use-theme';
import { CallRegistry } from './call-registry';
import { ElementFrameContext, type ElementFrameValue, type Emit, type FrameHooks } from './context';
import type { ParentBridge, ParentBridgeOptions } from './parent-bridge';
import type { ClientSecretVerdict } from './client-secret-check';
import { useClientSecretCheck } from './use-client-secret-check';
import { useFrameSize } from './use-frame-size';
import { useFocusFromPage } from './use-focus-from-page';
import { createPaymentRequest } from './payment-request';
import { useStore } from '../platform/lib/store';
import { releaseBoot } from './boot/boot-fields';

// Spec §8: a failure to post to the parent page is logged.
const logPostError = (error: unknown) => logEvent('onPostWindowMessageError', 'error', { error: String(error) });

export interface ConnectedFrameProps {
  readonly kind: ElementKind;
  readonly Body: ElementBody;
  /** The handshake's channel and the declared origin, already checked (step 2). */
  readonly channel: string;
  readonly parentOrigin: string;
  readonly initialAppearance: Appearance | undefined;
  readonly api: (() => Promise<ApiClient>) | null;
  /** Checks `api`'s client secret against the intent once the element is up (absent: not checked). */
  readonly checkSecret?: (() => Promise<ClientSecretVerdict>) | null;
  /** The client and check for another intent (`update({ intent_id, client_secret })`); absent: refused. */
  readonly retarget?: (intentId: string, clientSecret: string) => FrameTarget;
  readonly intentId: string | null;
  /** The client secret of the address (in `options` or beside them); by default the options'. */
  readonly clientSecret?: string | null;
  readonly options: Partial<FrameOptions>;
  /** A split field's group id from the address (unchecked: the group machinery checks it), or `null`. */
  readonly group: string | null;
  readonly setLanguage: ((tag: string) => Promise<void>) | undefined;
  /** `connectToParent`; screen tests pass a recorder instead of a window. */
  readonly connect: (options: ParentBridgeOptions) => ParentBridge;
  /** Whether the browser told the frame its parent's origin (location.ancestorOrigins); else the ACK proves it. */
  readonly browserNamesParent?: boolean;
  /** The account the frame's address named (`?account=`), or null. */
  readonly frameAccount?: string | null;
}

/** The intent the element pays, the client made with its secret, and that secret's check. */
export interface FrameTarget {
  readonly api: (() => Promise<ApiClient>) | null;
  readonly intentId: string | null;
  readonly checkSecret: (() => Promise<ClientSecretVerdict>) | null;
}

/** The element frame once the origin check passed (see ElementFrame). */
export function ConnectedFrame({
  kind,
  Body,
  channel,
  parentOrigin,
  initialAppearance,
  api: firstApi,
  checkSecret: firstCheck = null,
  retarget,
  intentId: firstIntentId,
  options,
  clientSecret = options.client_secret ?? null,
  group,
  setLanguage,
  connect,
  browserNamesParent = window.location.ancestorOrigins !== undefined,
  frameAccount = null,
}: ConnectedFrameProps) {
  const { t } = useTranslation();
  const [appearance, setAppearance] = useState(initialAppearance);
  const [{ api, intentId, checkSecret }, setTarget] = useState<FrameTarget>({ api: firstApi, intentId: firstIntentId, checkSecret: firstCheck });
  const [calls] = useState(() => new CallRegistry());
  const [hooks] = useState<FrameHooks>(() => ({ clear: new Set(), focus: new Set(), group: new Set() }));
  // Where the browser cannot tell the frame its parent's origin (no location.ancestorOrigins), the
  // declared origin is only proven by its ACK: the SYN went to it alone. Nothing payable shows before.
  const [request] = useState(() => createPaymentRequest(kind, options, clientSecret, parentOrigin, browserNamesParent));
  const { initialized } = useStore(request);
  const rootRef = useRef<HTMLDivElement>(null);
  const bridgeRef = useRef<ParentBridge | null>(null);
  // The body's layout effects run before the frame's: their events wait here for the bridge.
  const early = useRef<Array<(bridge: ParentBridge) => void>>([]);

  const emit = useCallback<Emit>((event, payload) => {
    if (bridgeRef.current) emitWithComplete(bridgeRef.current, event, payload);
    else early.current.push((bridge) => emitWithComplete(bridge, event, payload));
  }, []);
  const place = useMemo(() => ({ account: frameAccount, parentOrigin }), [frameAccount, parentOrigin]);
  const value = useMemo<ElementFrameValue>(
    () => ({ request, api, intentId, options, group, emit, calls, hooks, place }),
    [request, api, intentId, options, group, emit, calls, hooks, place],
  );
  const theme = useTheme(appearance, 'light', options.page_color);

  useLayoutEffect(
    () =>
      calls.set('update', async (update) => {
        if (update.action === 'clear') {
          for (const clear of hooks.clear) clear();
        } else if (update.action === 'group') {
          for (const receive of hooks.group) receive(update.message);
        } else if (update.action !== 'options') {
          // An element request: the body that takes it answers (protocol/element-requests.ts), else code_not_supported.
          return calls.run(update.action, update);
        } else {
          if (isIgnoredUpdate(update)) return { updated: false };
          if (update.intent_id !== undefined) {
            // A recurring element holds a customer's secret for its consent: it has no intent to swap.
            if (!retarget || request.get().mode === 'recurring') throw porticoError('invalid_payload', { option: 'intent_id' });
            const target = retarget(update.intent_id, update.client_secret);
            // Committed before the next message is read: a confirm() the page sent right after this
            // update finds the new intent in the handlers the commit registers, not the old one.
            flushSync(() => {
              setTarget(target);
              request.set({ client_secret: update.client_secret });
            });
          }
          if (update.appearance !== undefined) setAppearance(update.appearance);
          const locale = updateLocaleOf(update);
          if (locale !== undefined && setLanguage) await setLanguage(locale);
        }
        return { updated: true } as const;
      }),
    [calls, hooks, setLanguage, retarget, request],
  );

  useLayoutEffect(() => {
    const bridge = connect({ win: window, channel, parentOrigin, calls: calls.exposed(), onPostError: logPostError });
    bridgeRef.current = bridge;
    for (const send of early.current.splice(0)) send(bridge);
    let live = true;
    void bridge.connected.then(() => live && request.set({ initialized: true }));
    return () => {
      live = false;
      bridge.close();
      bridgeRef.current = null;
    };
  }, [connect, channel, parentOrigin, calls, request]);

  // After the bridge's effect: the first committed paint of the body is what "ready" means.
  const title = t(elementTitleKey(kind));
  // The body (or a refusal) is committed too: it took what the boot markup held in this commit, which removes the
  // markup (a later title, in another language, finds none to remove).
  useLayoutEffect(() => {
    if (!initialized) return;
    emit('onReady', { kind, title });
    releaseBoot();
  }, [emit, kind, title, initialized]);

  useFrameSize(rootRef, emit);
  const secretOutcome = useClientSecretCheck(checkSecret, intentId, emit, t);
  // No form to pay with: a later confirm() is answered as the frame already told the merchant, and sends nothing.
  useLayoutEffect(() => {
    if (!secretOutcome) return;
    const { notice, paid } = secretOutcome;
    return calls.set('confirm', async () => {
      if (paid) return paid;
      if (notice === 'intent_cancelled') throw porticoError('unexpected_intent_status', { status: CANCELLED_STATUS }, t('frame.intent_cancelled'));
      if (notice === 'secret_expired') throw porticoError('client_secret_expired', { intent_id: intentId }, t('frame.secret_expired'));
      throw porticoError('invalid_client_secret', { intent_id: intentId }, t('frame.options_invalid'));
    });
  }, [calls, secretOutcome, intentId, t]);

  useFocusFromPage(hooks, initialized);

  return (
    <ElementFrameContext.Provider value={value}>
      <div ref={rootRef} style={theme.style} data-mode={theme.scheme}>
        {!initialized ? null : secretOutcome ? (
          // A paid intent is good news, not an alert; the rest stop the shopper.
          <p className="portico-refusal" role={secretOutcome.paid ? 'status' : 'alert'}>
            {t(`frame.${secretOutcome.notice}`)}
          </p>
        ) : (
          <Body />
        )}
      </div>
    </ElementFrameContext.Provider>
  );
}

/**
 * Spec §4's `onComplete`: right after each `onSuccess`, `onError` and `onCancel` the
 * frame sends, naming the outcome (protocol/events/popups.ts), so that every way a payment's
 * flow ends (a confirm, a wallet's sheet, a bank link, an expired QR code) says so
 * in one event, with no screen having to remember it.
 */
function emitWithComplete<E extends HostEvent>(bridge: Pick<ParentBridge, 'emit'>, event: E, payload: HostEventMap[E]): void {
  bridge.emit(event, payload);
  const outcome = completeOutcomeOf(event);
  if (outcome !== null) bridge.emit('onComplete', { outcome });
}
