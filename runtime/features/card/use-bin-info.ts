import { useEffect, useRef } from 'react';
import { BIN_LOOKUP_DIGITS } from '../../platform/lib/constants';
import { useElementFrame } from '../../host';

/**
 * Any card kind: once `digits` holds 8 digits, asks the provider's BIN lookup about
 * those 8 (never more), once per distinct prefix, and sends the merchant `binInfo`
 * (brand, type, issuer country; never the digits). The work is in bin-info.ts, a
 * chunk loaded at the 8th digit, so this hook is all a card carries on first paint.
 * `enabled: false` (a brand the merchant refuses) asks nothing.
 */
export function useBinInfo(digits: string, enabled = true): void {
  const { api, emit } = useElementFrame();
  const prefix = enabled && api && digits.length >= BIN_LOOKUP_DIGITS ? digits.slice(0, BIN_LOOKUP_DIGITS) : '';
  const asked = useRef(new Set<string>());
  useEffect(() => {
    if (!prefix || !api) return;
    let stop: (() => void) | null = null;
    let left = false;
    void import('./bin-info').then(
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
}
