/**
 * The provider's BIN lookup (`GET /api/v1/pa/bin/lookup`): the issuer facts of a
 * card from its first digits. The digits travel in the `x-pan` header (spec §7),
 * never in the address, so they stay out of request logs.
 */
import { isText, nullable, shape, type BinInfo } from '../../../protocol';
import type { ApiClient } from '../../platform/api/client';

const BIN_LOOKUP_PATH = '/api/v1/pa/bin/lookup';

/** Reads brand, type and issuer country, and copies nothing else (the `bin` the provider echoes stays here). */
const readBinInfo = shape<BinInfo>({ brand: isText, type: isText, issuer_country: nullable(isText) });

/**
 * Asks for the facts of `prefix` (the card's first digits, never more than needed).
 * Only brand, type and issuer country come back: what the merchant's `binInfo` carries.
 */
export async function lookupBin(client: ApiClient, prefix: string, signal?: AbortSignal): Promise<BinInfo> {
  const answer = await client.request<unknown>('GET', BIN_LOOKUP_PATH, undefined, { 'x-pan': prefix }, { signal });
  const info = readBinInfo(answer);
  if (!info) throw new TypeError('The BIN lookup answered something else than { brand, type, issuer_country }');
  return info;
}
