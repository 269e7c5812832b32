import { checkDeclaredOrigin, isChannelId, type FrameOptions } from '../../protocol';

export type FrameContext =
  | { readonly ok: true; readonly parentOrigin: string; readonly channel: string }
  | { readonly ok: false; readonly reason: 'not_framed' | 'missing' | 'malformed' | 'ancestor_mismatch' | 'bad_channel' };

/**
 * Step 2 of the handshake: may this frame talk to its parent at all? Nothing payable
 * is rendered unless this says ok.
 */
export function readFrameContext(win: Window, options: Partial<FrameOptions> | null): FrameContext {
  if (win.parent === win) return { ok: false, reason: 'not_framed' };
  const origin = checkDeclaredOrigin(options?.origin, win.location.ancestorOrigins);
  if (!origin.ok) return origin;
  if (!isChannelId(options?.channel)) return { ok: false, reason: 'bad_channel' };
  return { ok: true, parentOrigin: origin.origin, channel: options.channel };
}
