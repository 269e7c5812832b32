/**
 * What the element frame shares with the element body inside it, and the hooks a
 * body uses to reach it. A body never touches the bridge, the origin check or the
 * API client's set-up itself.
 */
import type { FramePlace } from './client-secret-check';
import { createContext, useContext, useLayoutEffect } from 'react';
import type { FrameOptions, HostEvent, HostEventMap, UnreadGroupMessage } from '../../protocol';
import type { ApiClient } from '../platform/api/client';
import type { CallHandler, CallName, CallRegistry } from './call-registry';
import { useLatest } from '../platform/lib/use-latest';
import { useStore } from '../platform/lib/store';
import type { PaymentRequest, PaymentRequestState } from './payment-request';

export type Emit = <E extends HostEvent>(event: E, payload: HostEventMap[E]) => void;

/** Callbacks the frame runs on a body's behalf; a body adds one with its hook. */
export interface FrameHooks {
  /** `update({ action: 'clear' })`: empty every field. */
  readonly clear: Set<() => void>;
  /** The merchant called `element.focus()`: focus the first unfinished field. */
  readonly focus: Set<() => void>;
  /** `update({ action: 'group' })`: a group message relayed by the merchant page (no BroadcastChannel), not read yet. */
  readonly group: Set<(message: UnreadGroupMessage) => void>;
}

export interface ElementFrameValue {
  /** Spec §3's payment-request state (payment-request.ts): the kind as `componentName` (`all` on a page that hosts a method body itself), mode, secret, origin. */
  readonly request: PaymentRequest;
  /** The API client, made on first use (its code loads after the first paint); `null` without a client secret. */
  readonly api: (() => Promise<ApiClient>) | null;
  readonly intentId: string | null;
  /** The element's options from its address (`brands`, `customer_id`, …), already read as untrusted input. */
  readonly options: Partial<FrameOptions>;
  /** A split field's group id from the address (protocol/element-groups.ts; runtime/host/group/ checks it), or `null`. */
  readonly group: string | null;
  readonly emit: Emit;
  readonly calls: CallRegistry;
  readonly hooks: FrameHooks;
  /**
   * Where the frame is (the account its address named, the page that framed it), for a
   * client secret that arrives later (an express checkout's intent) to be checked as the
   * address's was (client-secret-check.ts); `null` on the checkout's own pages (no frame).
   */
  readonly place: FramePlace | null;
}

export const ElementFrameContext = createContext<ElementFrameValue | null>(null);

export function useElementFrame(): ElementFrameValue {
  const frame = useContext(ElementFrameContext);
  if (!frame) throw new Error('An element body must be rendered inside <ElementFrame>.');
  return frame;
}

/** The frame's payment-request state, re-rendering when it changes. */
export function usePaymentRequest(): PaymentRequestState {
  return useStore(useElementFrame().request);
}

export function useEmit(): Emit {
  return useElementFrame().emit;
}

/**
 * Handles parent code `code` (or an element request, which `update` carries) while the calling component is mounted, typed from the
 * protocol's call table. Registered in a layout effect, so it is in place before
 * the frame reports ready; each commit's `handler` replaces the last one in the
 * registry itself, so a call runs the latest with no trampoline between them.
 */
export function useParentCall<C extends CallName>(code: C, handler: CallHandler<C>): void {
  const { calls } = useElementFrame();
  useLayoutEffect(() => calls.set(code, handler), [calls, code, handler]);
}

function useFrameHook(set: (hooks: FrameHooks) => Set<() => void>, callback: () => void): void {
  const { hooks } = useElementFrame();
  const latest = useLatest(callback);
  useLayoutEffect(() => {
    const run = () => latest.current();
    const callbacks = set(hooks);
    callbacks.add(run);
    return () => {
      callbacks.delete(run);
    };
  }, [hooks, set, latest]);
}

const clearHooks = (hooks: FrameHooks) => hooks.clear;
const focusHooks = (hooks: FrameHooks) => hooks.focus;

/** Runs `callback` when the merchant clears the element. */
export function useOnClear(callback: () => void): void {
  useFrameHook(clearHooks, callback);
}

/** Runs `callback` when the merchant moves focus into the element. */
export function useOnFocusRequest(callback: () => void): void {
  useFrameHook(focusHooks, callback);
}
