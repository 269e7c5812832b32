import { useEffect, useMemo, useRef } from 'react';
import type { ElementChange } from '../../protocol';
import { CHANGE_THROTTLE_MS } from '../platform/lib/constants';
import { changeSender } from './change-sender';
import { useEmit } from './context';

/**
 * Emits `change` whenever `change` is a new object after the first render (and at the first, with
 * `sendFirst`: a body that starts with what was typed before it ran, host/boot/): what a
 * merchant gates on at once, the rest at most once a second, the last state always
 * delivered (spec §9; change-sender.ts). Memoise it on its inputs.
 * Every kind's body uses it: the card family's fields and the Korean fields alike.
 */
export function useChangeEvent(change: ElementChange, sendFirst = false): void {
  const emit = useEmit();
  const send = useMemo(() => changeSender((payload: ElementChange) => emit('onChange', payload), CHANGE_THROTTLE_MS), [emit]);
  useEffect(() => () => send.cancel(), [send]);
  const firstRender = useRef(!sendFirst);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    send(change);
  }, [change, send]);
}
