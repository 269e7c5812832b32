/**
 * Server-rendered HTML for the simulator pages: one escaping function every
 * printed value goes through, and one page shell that answers with a strict
 * Content-Security-Policy (inline script and style only with the page's nonce).
 */
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

/** A fragment of HTML already escaped (built only by `html` below or `Raw` on a constant). */
export class Raw {
  constructor(readonly html: string) {}
}

type Value = string | number | Raw | readonly Raw[] | null | undefined | false;

/** Tagged template: interpolated values are escaped unless they are `Raw`. */
export function html(strings: TemplateStringsArray, ...values: Value[]): Raw {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    if (value instanceof Raw) out += value.html;
    else if (Array.isArray(value)) out += value.map((v: Raw) => v.html).join('');
    else if (value !== null && value !== undefined && value !== false) out += escapeHtml(value as string | number);
    out += strings[i + 1] ?? '';
  });
  return new Raw(out);
}

const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #1d1f24; }
main { max-width: 26rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 8px; box-shadow: 0 1px 3px #0002; }
h1 { font-size: 1.3rem; margin-top: 0; }
label { display: block; font-weight: 600; margin-bottom: .25rem; }
input[type=text] { font: inherit; padding: .5rem; width: 100%; box-sizing: border-box; border: 1px solid #767676; border-radius: 4px; }
input[aria-invalid=true] { border-color: #b00020; }
.error { color: #b00020; font-weight: 600; }
.actions { display: flex; gap: .75rem; margin-top: 1rem; }
button { font: inherit; padding: .5rem 1.25rem; border-radius: 4px; border: 1px solid #1d1f24; background: #fff; cursor: pointer; }
button[value=submit] { background: #1d4ed8; border-color: #1d4ed8; color: #fff; }
button:focus-visible, input:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
.bank { color: #555; font-size: .9rem; font-weight: 400; }
`;

export interface PageParts {
  readonly title: string;
  readonly body: Raw;
  /** Inline script run at the end of the body, under the page's nonce. */
  readonly script?: string;
}

/**
 * The pages open in frames and pop-ups of the checkout, so framing is allowed;
 * no referrer is sent, because a page URL may carry a session token.
 */
export function sendPage(c: Context, parts: PageParts, status: ContentfulStatusCode = 200): Response {
  const nonce = randomBytes(16).toString('base64');
  const script = parts.script ? html`<script nonce="${nonce}">${new Raw(parts.script)}</script>` : null;
  const page = html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${parts.title}</title>
<style nonce="${nonce}">${new Raw(STYLE)}</style>
</head>
<body>
${parts.body}
${script}
</body>
</html>
`;
  // img-src 'self': the browser's own request for /favicon.ico, which a top-level page makes (Firefox logs its refusal).
  c.header('Content-Security-Policy', `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; img-src 'self'; base-uri 'none'`);
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.html(page.html, status);
}
