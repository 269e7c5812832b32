/**
 * The dashboard's addresses, each a deep link (the sandbox answers the page at every
 * path under /dashboard/): a table of screens, read from `location.pathname`, moved by
 * the History API so a link opens without a reload.
 */
import { useEffect, useState } from 'react';

export const BASE = '/dashboard';

export type Route =
  | { readonly screen: 'payments' }
  | { readonly screen: 'payment'; readonly id: string }
  | { readonly screen: 'links' }
  | { readonly screen: 'link'; readonly code: string }
  | { readonly screen: 'customers' }
  | { readonly screen: 'customer'; readonly id: string }
  | { readonly screen: 'consent'; readonly id: string }
  | { readonly screen: 'webhooks' }
  | { readonly screen: 'endpoint'; readonly id: string }
  | { readonly screen: 'event'; readonly id: string }
  | { readonly screen: 'clock' }
  | { readonly screen: 'origins' }
  | { readonly screen: 'not_found' };

const SCREENS: ReadonlyArray<readonly [RegExp, (m: RegExpExecArray) => Route]> = [
  [/^\/?$/, () => ({ screen: 'payments' })],
  [/^\/payments\/?$/, () => ({ screen: 'payments' })],
  [/^\/payments\/([A-Za-z0-9_-]{1,80})\/?$/, (m) => ({ screen: 'payment', id: m[1] ?? '' })],
  [/^\/links\/?$/, () => ({ screen: 'links' })],
  [/^\/links\/([A-Za-z0-9_-]{1,80})\/?$/, (m) => ({ screen: 'link', code: m[1] ?? '' })],
  [/^\/customers\/?$/, () => ({ screen: 'customers' })],
  [/^\/customers\/([A-Za-z0-9_-]{1,80})\/?$/, (m) => ({ screen: 'customer', id: m[1] ?? '' })],
  [/^\/consents\/([A-Za-z0-9_-]{1,80})\/?$/, (m) => ({ screen: 'consent', id: m[1] ?? '' })],
  [/^\/webhooks\/?$/, () => ({ screen: 'webhooks' })],
  [/^\/webhooks\/endpoints\/([A-Za-z0-9_-]{1,80})\/?$/, (m) => ({ screen: 'endpoint', id: m[1] ?? '' })],
  [/^\/webhooks\/events\/([A-Za-z0-9_-]{1,80})\/?$/, (m) => ({ screen: 'event', id: m[1] ?? '' })],
  [/^\/clock\/?$/, () => ({ screen: 'clock' })],
  [/^\/origins\/?$/, () => ({ screen: 'origins' })],
];

/** Each object's own address: the one place a page builds a deep link to it. */
export const HREF = {
  payment: (id: string) => `${BASE}/payments/${encodeURIComponent(id)}`,
  customer: (id: string) => `${BASE}/customers/${encodeURIComponent(id)}`,
  consent: (id: string) => `${BASE}/consents/${encodeURIComponent(id)}`,
  link: (code: string) => `${BASE}/links/${encodeURIComponent(code)}`,
  endpoint: (id: string) => `${BASE}/webhooks/endpoints/${encodeURIComponent(id)}`,
  event: (id: string) => `${BASE}/webhooks/events/${encodeURIComponent(id)}`,
} as const satisfies Record<string, (id: string) => string>;

export function routeOf(pathname: string): Route {
  const path = pathname.startsWith(BASE) ? pathname.slice(BASE.length) : pathname;
  for (const [pattern, route] of SCREENS) {
    const match = pattern.exec(path);
    if (match) return route(match);
  }
  return { screen: 'not_found' };
}

export function navigate(href: string): void {
  window.history.pushState(null, '', href);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/** The current address: path and query, updated on navigation. */
export function useLocation(): { readonly pathname: string; readonly search: string } {
  const read = () => ({ pathname: window.location.pathname, search: window.location.search });
  const [location, setLocation] = useState(read);
  useEffect(() => {
    const onPop = () => setLocation(read());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  return location;
}
