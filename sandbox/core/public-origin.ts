/**
 * The origin the sandbox writes into the URLs it hands out (a 3-D Secure page, a bank's
 * page, a QR code's address, a payment link): one it knows it is reached at, never the
 * Host header's word alone. A request whose Host names another site (`Host: evil.test`)
 * gets URLs on the sandbox's first known origin, so a forged header cannot send a
 * shopper elsewhere. The known origins are set once the server listens (its port);
 * before that (an app without a socket, in tests) only loopback origins are believed.
 */
export type PublicOrigin = (requestUrl: string) => string;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/** When nothing is known and the request names a foreign host. */
export const FALLBACK_ORIGIN = 'http://localhost';

function isLoopbackOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}

/** `known()`: the origins the sandbox is served at, the first the canonical one; empty before it listens. */
export function publicOriginOf(known: () => readonly string[]): PublicOrigin {
  return (requestUrl) => {
    const asked = new URL(requestUrl).origin;
    const origins = known();
    if (origins.length === 0) return isLoopbackOrigin(asked) ? asked : FALLBACK_ORIGIN;
    return origins.includes(asked) ? asked : origins[0]!;
  };
}
