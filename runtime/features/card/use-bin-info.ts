import { useEffect, useRef } from 'react';
import { BIN_LOOKUP_DIGITS } from '../../platform/lib/constants';
import { useElementFrame, useParentCall } from '../../host';

const loadBinInfo = () => import('./bin-info');

/**
 * Any card kind: once `digits` holds 8 digits, asks the provider's BIN lookup about
 * those 8 (never more), once per distinct prefix, and sends the merchant `binInfo`
 * (brand, type, issuer country; never the digits). The work is in bin-info.ts, a
 * chunk loaded at the 8th digit, so this hook is all a card carries on first paint.
 * `enabled: false` (a brand the merchant refuses) asks nothing. The merchant may also ask at any
 * time (`element.getBinInfo()`, an element request): the pushed `binInfo` stays because spec §4
 * names bin info among the events to the host, and it lets a page react as the shopper types.
 */
export function useBinInfo(digits: string, enabled = true): void {
  const { api, emit } = useElementFrame();
  const prefix = enabled && api && digits.length >= BIN_LOOKUP_DIGITS ? digits.slice(0, BIN_LOOKUP_DIGITS) : '';
  const asked = useRef(new Set<string>());
  useEffect(() => {
    if (!prefix || !api) return;
    let stop: (() => void) | null = null;
    let left = false;
    void loadBinInfo().then(
      ({ watchBinInfo }) => {
        if (!left) stop = watchBinInfo({ api, prefix, asked: asked.current, emit });
      },
      () => undefined, // No chunk, no binInfo: the payment does not depend on it.
    );
    return () => {
      left = true;
      stop?.();
    };
  }, [prefix, api, emit]);
  // Asked by the merchant (`getBinInfo()`): the same lookup for the same 8 digits, now; `null` before 8.
  useParentCall('getBinInfo', () => loadBinInfo().then((m) => m.askBinInfo(api, prefix)));
}
