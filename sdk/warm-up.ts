/**
 * Opens the connection to the checkout origin and fetches its document while the
 * merchant page is still busy, so `mount()` does not start from a cold socket.
 * One hint per origin per page.
 */
const warmed = new Set<string>();

export function warmUp(checkoutOrigin: string): void {
  if (warmed.has(checkoutOrigin) || !document.head) return;
  warmed.add(checkoutOrigin);
  for (const rel of ['preconnect', 'prefetch']) {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = rel === 'prefetch' ? `${checkoutOrigin}/` : checkoutOrigin;
    document.head.appendChild(link);
  }
}
