/**
 * The shell of the shopper simulator pages: plain server-rendered HTML, one
 * small stylesheet, no script. Every value printed goes through `escapeHtml`
 * (or `attr`), whoever supplied it.
 */
const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

/** Template tag: interpolated values are escaped unless they are already `Html`. */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    const part = Array.isArray(value)
      ? value.map((v) => (v instanceof Html ? v.text : escapeHtml(v))).join('')
      : value instanceof Html
        ? value.text
        : escapeHtml(value);
    out += part + (strings[i + 1] ?? '');
  });
  return new Html(out);
}

/** `12.5 JPY` → `¥12.5`; `10.5 USD` → `$10.50`: the currency's own digits, at most two. */
export function formatAmount(amount: number, currency: string): string {
  try {
    const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().minimumFractionDigits ?? 2;
    const min = Math.min(digits, 2);
    return new Intl.NumberFormat('en', { style: 'currency', currency, minimumFractionDigits: min, maximumFractionDigits: 2 }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1a1f36}
main{max-width:28rem;margin:3rem auto;background:#fff;border-radius:12px;padding:2rem;box-shadow:0 2px 8px rgba(0,0,0,.08)}
h1{font-size:1.25rem;margin:0 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1.5rem}
dt{color:#5b6275}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.actions{display:flex;gap:.75rem;flex-wrap:wrap}
button{font:inherit;padding:.6rem 1.2rem;border-radius:8px;border:1px solid #1a1f36;cursor:pointer;background:#fff;color:#1a1f36}
button.primary{background:#1a1f36;color:#fff}
button:focus-visible{outline:3px solid #635bff;outline-offset:2px}
fieldset{border:1px solid #d8dbe2;border-radius:8px;margin:0 0 1.5rem;padding:.75rem 1rem}
label{display:block;padding:.25rem 0}
.note{color:#5b6275;font-size:.875rem}
.qr-code{width:min(100%,16rem);margin:0 auto 1rem}.qr-code svg{display:block;width:100%;height:auto}
.qr{font-family:ui-monospace,monospace;font-size:.8rem;background:#f4f5f7;padding:.5rem;border-radius:6px;overflow-wrap:anywhere}
`;

export function page(title: string, body: Html): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Portico sandbox</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body.text}
</main>
</body>
</html>`;
}
