import { describe, expect, it } from 'vitest';
import { renderSVG } from 'uqr';
import { newSession } from '../model/shopper-session';
import { confirmWith, local, pageUrl } from '../test-support/methods';
import { escapeHtml } from '../core/html';
import { qrPage } from './pages';
import { createIntent, get, makeApp } from '../test-support/app';

const LABEL = 'role="img" aria-label="QR code to scan with the wallet app (its content is written below)"';

function qrSession() {
  return newSession({ kind: 'qrcode', method: 'qrcode', intent: null, attemptId: null, origin: 'http://localhost', region: null, now: new Date() });
}

describe('the scan-and-pay page draws the QR code', () => {
  it.each([
    ['wechatpay', 'CNY'],
    ['paynow', 'SGD'],
    ['qrcode', 'HKD'],
  ])('%s: inline SVG of next_action.qrcode with an accessible name, the text below it, under the same CSP', async (type, currency) => {
    const app = makeApp();
    const intent = await confirmWith(app, await createIntent(app, { currency }), type);
    if (intent.next_action?.type !== 'render_qrcode') throw new Error('expected a QR code');
    const qrcode = intent.next_action.qrcode;
    const res = await get(app, local(pageUrl(intent)));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; base-uri 'none'");
    const page = await res.text();
    expect(page).toContain(`<div class="qr-code" ${LABEL}>${renderSVG(qrcode)}</div>`);
    expect(page.match(/<svg /g)).toHaveLength(1);
    expect(page).not.toContain('<script');
    // The text fallback follows the code.
    const text = `<p class="qr">${escapeHtml(qrcode)}</p>`;
    expect(page).toContain(text);
    expect(page.indexOf('<svg ')).toBeLessThan(page.indexOf(text));
  });

  it('embeds the SVG as uqr draws it and still escapes the content it prints', () => {
    const hostile = `https://pay.example/?a=1&b=<script>alert("x")</script>'`;
    const page = qrPage(qrSession(), null, hostile);
    expect(page).toContain(`<div class="qr-code" ${LABEL}>${renderSVG(hostile)}</div>`);
    expect(page).toContain(`<p class="qr">${escapeHtml(hostile)}</p>`);
    expect(page).not.toContain('<script');
  });

  it('content too long for a QR code: no code, the text alone', () => {
    const long = `https://pay.example/${'x'.repeat(5000)}`;
    const page = qrPage(qrSession(), null, long);
    expect(page).not.toContain('<svg');
    expect(page).not.toContain('role="img"');
    expect(page).toContain(`<p class="qr">${long}</p>`);
  });
});
