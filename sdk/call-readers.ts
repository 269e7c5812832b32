import { readConfirmParams, type Reader } from '../protocol';
import { PorticoError } from './errors';
import type { ON_DEMAND_CALL_READERS } from './on-demand-calls';
import { importLazyModule, lazyModuleUrl } from './version';

/** The parent codes the SDK sends for the merchant, each read by the protocol's reader before it goes (the frame reads it again). */
export type SdkCall = 'confirm' | keyof typeof ON_DEMAND_CALL_READERS;

/**
 * The reader of `code`'s parameters: at hand for `confirm()`, which every element makes, loaded from the checkout
 * origin for the rest (sdk/on-demand-calls.ts). A module that does not load is the network's
 * `network_error` (or the page's policy refusing the checkout's scripts), said as such. The
 * browser imports a module once per page: the next call finds it loaded (or tries again).
 */
export async function callReader(code: SdkCall, checkoutOrigin: string): Promise<Reader<unknown>> {
  if (code === 'confirm') return readConfirmParams;
  try {
    return (await importLazyModule<{ ON_DEMAND_CALL_READERS: typeof ON_DEMAND_CALL_READERS }>(checkoutOrigin, 'portico-calls')).ON_DEMAND_CALL_READERS[code];
  } catch {
    const url = lazyModuleUrl(checkoutOrigin, 'portico-calls');
    throw new PorticoError({
      code: 'network_error',
      message: `${url} did not load: check that the checkout origin is reachable and that this page's Content Security Policy allows its scripts.`,
      details: { url },
      audience: 'network',
    });
  }
}
