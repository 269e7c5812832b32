import { useCallback, useMemo, useRef, useState } from 'react';
import { isSuccessStatus, type FrameOptions } from '../../../protocol';
import type { ApiClient } from '../../api/client';
import type { ElementFrameValue, Emit, FrameHooks } from '../../elements/frame/context';
import { CallRegistry } from '../../elements/frame/call-registry';

/**
 * Where a page stands around the method body it hosts: `ready` (the form and the
 * page's Pay button), `paying`, `waiting` (the instructions: no Pay button), `paid`.
 */
export type HostPhase = 'ready' | 'paying' | 'waiting' | 'paid';

export interface PageHost {
  /** What the body's hooks reach: as the element frame gives it, with no parent. */
  readonly frame: ElementFrameValue;
  readonly phase: HostPhase;
  /** The page's Pay button: the parent's `confirm`, run on the page itself. */
  readonly pay: () => void;
}

const NO_OPTIONS: Partial<FrameOptions> = {};

/**
 * The element frame's context for a method body on a top-level page: the API client
 * from the page's client secret, a local call registry (the page's own Pay button
 * calls its `confirm`), and the body's events handled here instead of posted to a
 * parent: `onSubmit` (Enter in a field) pays, `onSuccess` and `onError` move the page on.
 */
export function usePageHost(api: (() => Promise<ApiClient>) | null, intentId: string | null, options: Partial<FrameOptions> | null, initial: HostPhase): PageHost {
  const [phase, setPhase] = useState<HostPhase>(initial);
  const phaseRef = useRef(phase);
  const move = useCallback((next: HostPhase) => {
    phaseRef.current = next;
    setPhase(next);
  }, []);
  const [calls] = useState(() => new CallRegistry());
  const [hooks] = useState<FrameHooks>(() => ({ clear: new Set(), focus: new Set(), group: new Set() }));

  const pay = useCallback(() => {
    if (phaseRef.current !== 'ready') return;
    move('paying');
    calls.run('confirm', {}).then(
      (result) => {
        const status = 'status' in result ? result.status : '';
        move(isSuccessStatus(status) ? 'paid' : status === 'REQUIRES_CUSTOMER_ACTION' ? 'waiting' : 'ready');
      },
      // The body shows why (a field, or the payment error); the shopper may pay again.
      () => move('ready'),
    );
  }, [calls, move]);

  const emit = useCallback<Emit>((event) => {
    if (event === 'onSubmit') pay();
    else if (event === 'onSuccess') move('paid');
    else if (event === 'onError' || event === 'onCancel') move('ready');
  }, [pay, move]);

  const frame = useMemo<ElementFrameValue>(
    () => ({ kind: null, api, intentId, options: options ?? NO_OPTIONS, group: null, emit, calls, hooks }),
    [api, intentId, options, emit, calls, hooks],
  );
  return { frame, phase, pay };
}
