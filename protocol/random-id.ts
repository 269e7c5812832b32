/**
 * A random UUID (v4) from `crypto.getRandomValues`, the one random id of the SDK and the
 * runtime (channels, groups, tracker and request ids). Not `crypto.randomUUID`: that
 * exists only in secure contexts, and a merchant developing on a plain-http page (a LAN
 * address, a test host name) would get a TypeError at mount.
 */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 9562 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
