/**
 * The telemetry routes take no credentials (sendBeacon cannot send headers), so
 * they take beacons only from the checkout's own pages: the runtime's frames.
 * Chromium sends `Origin` with every beacon, same-origin ones included; a browser
 * that leaves it out of a same-origin request says so with `Sec-Fetch-Site`.
 * The checkout's origin is configured (SandboxOptions.checkoutOrigin), never read
 * from the Host header: a page on a name rebound to the sandbox's address sends
 * its own Host, matching its own Origin.
 */
export interface BeaconHeaders {
  readonly origin: string | undefined;
  readonly secFetchSite: string | undefined;
}

/** True when a beacon with these headers was sent by a page of `checkoutOrigin`. */
export function fromCheckoutPage(headers: BeaconHeaders, checkoutOrigin: string | undefined): boolean {
  if (checkoutOrigin === undefined) return false;
  if (headers.origin !== undefined) return headers.origin === checkoutOrigin;
  return headers.secFetchSite === 'same-origin';
}
