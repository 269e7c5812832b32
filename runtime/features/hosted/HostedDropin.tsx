import { lazy, Suspense, useMemo } from 'react';
import type { FrameOptions } from '../../../protocol';
import type { ApiClient } from '../../platform/api/client';
import { ElementFrameContext, type ElementFrameValue, type Emit } from '../../host/context';
import { usePageHost } from '../../page/use-page-host';
import { composition } from '../../host/composition';

/** The drop-in's own screen chunk, bound by the shell (host/composition.ts). */
const DropinElement = lazy(() => composition().loadDropin());

export interface HostedDropinProps {
  readonly api: (() => Promise<ApiClient>) | null;
  readonly intentId: string | null;
  /** The drop-in's options, as an element's address would give them (memoised by the caller). */
  readonly options: Partial<FrameOptions>;
  /** What its Pay button runs: a payment's confirm, or (recurring) the consent's verification. */
  readonly submit: 'confirm' | 'verifyConsent';
  /** Hears every event the drop-in emits (`onSuccess`, `onConsent`, …), after the page host has. */
  readonly onEvent: Emit;
}

/**
 * The drop-in on a page of the checkout's own (no merchant page, no SDK): the page
 * hosts it as the element frame would, and its Pay button confirms here.
 */
export function HostedDropin({ api, intentId, options, submit, onEvent }: HostedDropinProps) {
  const host = usePageHost(api, intentId, options, 'idle', submit);
  const frame = useMemo<ElementFrameValue>(() => {
    const emit: Emit = (event, payload) => {
      host.frame.emit(event, payload);
      onEvent(event, payload);
    };
    return { ...host.frame, emit };
  }, [host.frame, onEvent]);
  return (
    <ElementFrameContext.Provider value={frame}>
      <Suspense fallback={<p className="portico-checkout__wait" role="status" aria-busy="true" />}>
        <DropinElement />
      </Suspense>
    </ElementFrameContext.Provider>
  );
}
