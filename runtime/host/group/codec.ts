/**
 * Spec §7's encode/decode: without BroadcastChannel a split field's value crosses the
 * merchant page encoded by the checkout. If the call fails the original value is
 * used, as the spec says: a value that was never encoded fails to decode and is
 * taken as it is.
 */
import type { ApiClient } from '../../platform/api/client';

export type Codec = (value: string) => Promise<string>;

type Direction = 'encode' | 'decode';

const PATH: Record<Direction, string> = { encode: '/api/v1/checkout/encode', decode: '/api/v1/checkout/decode' };

/** `api` is the frame's lazy client (`null` without a client secret: then every value goes as it is). */
export function checkoutCodec(api: (() => Promise<ApiClient>) | null, direction: Direction): Codec {
  return async (value) => {
    if (!api || value === '') return value;
    try {
      const answer = await (await api()).request<{ value?: unknown }>('POST', PATH[direction], { value });
      return typeof answer?.value === 'string' ? answer.value : value;
    } catch {
      return value;
    }
  };
}
