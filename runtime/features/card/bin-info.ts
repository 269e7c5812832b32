/**
 * The BIN lookup as a card element runs it (use-bin-info.ts): its own chunk,
 * loaded only once a shopper has typed 8 digits, so none of it weighs on first
 * paint. A failure is silent for the shopper and the merchant, and logged with
 * the prefix's hash only (spec §9), never its digits.
 */
import type { BinInfo } from '../../../protocol';
import type { ApiClient } from '../../platform/api/client';
import { lookupBin } from './bin-lookup';
import { BIN_LOOKUP_DEBOUNCE_MS } from '../../platform/lib/constants';
import { logEvent } from '../../platform/telemetry';
import { cardNumberHash } from '../../platform/telemetry/card-hash';
import type { Emit } from '../../host';

export interface BinWatch {
  readonly api: () => Promise<ApiClient>;
  /** The card's first 8 digits. */
  readonly prefix: string;
  /** Prefixes already answered (or failed) in this element: each is asked once. */
  readonly asked: Set<string>;
  readonly emit: Emit;
}

/** The facts of `prefix`, or `null` when the lookup failed (logged) or was aborted. */
export async function binInfoFor(api: () => Promise<ApiClient>, prefix: string, signal: AbortSignal): Promise<BinInfo | null> {
  try {
    return await lookupBin(await api(), prefix, signal);
  } catch (error) {
    if (!signal.aborted) {
      logEvent('onAPIHookError', 'warn', { api: 'bin_lookup', card: await cardNumberHash(prefix), error: String(error) });
    }
    return null;
  }
}

/** The merchant asked (`getBinInfo()`): the facts of `prefix` now, or `null` when fewer than 8 digits are typed. */
export function askBinInfo(api: (() => Promise<ApiClient>) | null, prefix: string): Promise<BinInfo | null> {
  return api && prefix ? binInfoFor(api, prefix, new AbortController().signal) : Promise.resolve(null);
}

/**
 * Asks about `prefix` once typing has paused, unless it was asked before, and
 * emits `onBinInfo` with the answer. The returned stop (the prefix changed, the
 * element went away) cancels the wait or aborts the request; a stopped prefix may
 * be asked again later.
 */
export function watchBinInfo({ api, prefix, asked, emit }: BinWatch): () => void {
  if (asked.has(prefix)) return () => undefined;
  const controller = new AbortController();
  const timer = setTimeout(() => {
    void binInfoFor(api, prefix, controller.signal).then((info) => {
      if (controller.signal.aborted) return;
      asked.add(prefix);
      if (info) emit('onBinInfo', info);
    });
  }, BIN_LOOKUP_DEBOUNCE_MS);
  return () => {
    clearTimeout(timer);
    controller.abort();
  };
}
