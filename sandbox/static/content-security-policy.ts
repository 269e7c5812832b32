/**
 * The checkout document's Content-Security-Policy. Every screen (the elements inside
 * merchants' frames, the hosted payment page, the result pages) is the one built
 * index.html, so one policy covers them all: scripts, styles, frames, forms and
 * connections from this origin only, and the build's inline scripts (the route preload
 * table) by their SHA-256, computed from the file being served, never a hand-kept list.
 * `frame-ancestors` only for a document whose address names an account
 * (document-headers.ts): its registered origins. Without one, a document may be
 * framed, but its runtime refuses any client secret until the provider says the
 * framing page is registered, and the hosted pages refuse a frame themselves
 * (runtime/features/hosted/use-framed.ts).
 */
import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/gi;

/** The `'sha256-…'` source of each inline element `pattern` finds in `html`, in order. */
function inlineHashes(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map(([, body = '']) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

export function documentPolicy(html: string, frameAncestors?: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...inlineHashes(html, INLINE_SCRIPT)].join(' ')}`,
    `style-src ${["'self'", ...inlineHashes(html, INLINE_STYLE)].join(' ')}`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    ...(frameAncestors ? [`frame-ancestors ${frameAncestors.join(' ')}`] : []),
  ].join('; ');
}
