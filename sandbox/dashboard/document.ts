/**
 * The dashboard's page (dist/dashboard, built by dashboard/vite.config.ts) at /dashboard/
 * and every address under it (its own routes: /dashboard/payments/:id), with its files
 * under /dashboard/static/. Its policy is the checkout document's (the same directives,
 * inline scripts by hash only) with `frame-ancestors 'none'`: no page, not even the
 * checkout's own, may frame the screen that holds a merchant's session.
 */
import type { Context, Handler } from 'hono';
import { documentPolicy } from '../static/content-security-policy';
import { contentTypeFor, lookupFile } from '../static/static-files';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export function dashboardDocumentHeaders(html: string): Record<string, string> {
  return {
    'Content-Security-Policy': documentPolicy(html, ["'none'"]),
    // For browsers that predate frame-ancestors.
    'X-Frame-Options': 'DENY',
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'payment=(), camera=(), microphone=(), geolocation=()',
  };
}

function notFound(c: Context): Response {
  return c.text('Not Found', 404);
}

/** `prefix`: where the dashboard is mounted (`/dashboard`). */
export function dashboardDocument(dashboardDir: string | undefined, prefix: string): Handler {
  return async (c) => {
    if (dashboardDir === undefined) return notFound(c);
    const path = new URL(c.req.url).pathname.slice(prefix.length) || '/';
    if (path.startsWith('/static/')) {
      const file = await lookupFile(dashboardDir, path);
      if (file.kind !== 'file') return notFound(c);
      return c.body(new Uint8Array(file.body), 200, { 'Content-Type': contentTypeFor(file.path), 'Cache-Control': IMMUTABLE });
    }
    if (path.startsWith('/api/')) return notFound(c);
    const index = await lookupFile(dashboardDir, '/index.html');
    if (index.kind !== 'file') return notFound(c);
    const html = index.body.toString('utf8');
    return c.body(html, 200, { 'Content-Type': 'text/html; charset=utf-8', ...dashboardDocumentHeaders(html) });
  };
}
