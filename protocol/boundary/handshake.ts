/**
 * The handshake between the merchant page (SDK) and the checkout frame (runtime).
 *
 * Requirements
 *   R1. The frame acts only on its parent window, at the origin the merchant declared.
 *   R2. The SDK acts only on its own iframe's window, at the checkout origin.
 *   R3. After the handshake all traffic runs over a private MessageChannel; window
 *       messages are no longer read by either side.
 *   R4. No message is ever posted with a '*' target origin.
 *
 * Steps
 *   1. SDK mounts an iframe whose URL hash carries `options` JSON with a random
 *      `channel` id (crypto.randomUUID) and the merchant `origin`.
 *   2. Frame checks the declared origin: a well-formed http(s) origin that, where the
 *      browser has `location.ancestorOrigins`, equals the parent's real origin.
 *      On mismatch it renders nothing payable, posts REFUSED (`origin_mismatch`, nothing
 *      else) to the parent's real origin, and stops here; the SDK, reading REFUSED as it
 *      reads SYN, reports `origin_mismatch` instead of waiting for step 7's time-out.
 *   3. Frame posts SYN to `window.parent` with targetOrigin = the declared origin
 *      (the browser refuses delivery if the parent is elsewhere, so no '*' is needed).
 *   4. SDK accepts SYN only from `iframe.contentWindow` at the checkout origin with its
 *      channel, creates a MessageChannel and posts ACK with port2 transferred,
 *      targetOrigin = the checkout origin.
 *   5. Frame accepts ACK only from `window.parent` at the declared origin with its
 *      channel and exactly one port; it pins that port and stops listening to window
 *      messages. A second ACK is ignored.
 *   6. Over the port: the SDK sends `call` (own keys of PARENT_CODES only) and the frame
 *      answers `result`; the frame sends `event` (own keys of HOST_EVENTS only).
 *   7. If SYN does not arrive within HANDSHAKE_TIMEOUT_MS of mount, the SDK emits an
 *      `error` event with code `frame_handshake_timeout` (it never hangs).
 *   8. If the frame reloads, it repeats from step 2 and the SDK replaces the port.
 */
export const HANDSHAKE_TIMEOUT_MS = 15_000;
export const CALL_TIMEOUT_MS = 60_000;

/** `http(s)://host[:port]` with nothing after it; what `location.origin` yields. */
export function isWebOrigin(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 300) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}

/**
 * Step 2: is the declared merchant origin acceptable for this frame?
 * `ancestorOrigins` is passed in (Chromium and Safari have it; Firefox does not).
 */
export function checkDeclaredOrigin(
  declared: unknown,
  ancestorOrigins: ArrayLike<string> | undefined,
): { ok: true; origin: string } | { ok: false; reason: 'missing' | 'malformed' | 'ancestor_mismatch' } {
  if (declared === undefined || declared === null || declared === '') return { ok: false, reason: 'missing' };
  if (!isWebOrigin(declared)) return { ok: false, reason: 'malformed' };
  if (ancestorOrigins && ancestorOrigins.length > 0 && ancestorOrigins[0] !== declared) {
    return { ok: false, reason: 'ancestor_mismatch' };
  }
  return { ok: true, origin: declared };
}
