import { useCallback, useEffect, useRef } from 'react';
import type { HostEvent, HostEventMap } from '../../protocol';
import { connectToParent, type CallHandlers, type ParentBridge } from './parent-bridge';
import type { FrameContext } from './frame-context';

export type Emit = <E extends HostEvent>(event: E, payload: HostEventMap[E]) => void;

/**
 * Connects this screen to the merchant page while it is mounted. Handlers are read
 * through `getHandlers` at call time, so a re-render never reconnects; `emit` is
 * stable across renders.
 */
export function useParentBridge(context: FrameContext, getHandlers: () => CallHandlers, onPostError?: (error: unknown) => void): Emit {
  const handlersRef = useRef(getHandlers);
  handlersRef.current = getHandlers;
  const bridgeRef = useRef<ParentBridge | null>(null);
  // Child screens' effects run before this hook's effect connects: hold their events until then.
  const earlyEvents = useRef<Array<(bridge: ParentBridge) => void>>([]);
  const parentOrigin = context.ok ? context.parentOrigin : null;
  const channel = context.ok ? context.channel : null;

  useEffect(() => {
    if (!parentOrigin || !channel) return;
    const bridge = connectToParent({ win: window, channel, parentOrigin, handlers: () => handlersRef.current(), onPostError });
    bridgeRef.current = bridge;
    for (const send of earlyEvents.current.splice(0)) send(bridge);
    return () => {
      bridge.close();
      bridgeRef.current = null;
    };
    // onPostError is a logger; swapping it must not reconnect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [parentOrigin, channel]);

  return useCallback<Emit>((event, payload) => {
    if (bridgeRef.current) bridgeRef.current.emit(event, payload);
    else earlyEvents.current.push((bridge) => bridge.emit(event, payload));
  }, []);
}
