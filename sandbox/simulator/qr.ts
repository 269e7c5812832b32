/**
 * The QR code drawn on the scan-and-pay page: inline SVG, so the page needs no
 * script and no image source beyond its own origin's favicon: its CSP stays as it is.
 */
import { renderSVG } from 'uqr';
import { Html, html } from '../core/html';

/**
 * The code with an accessible name, or nothing when the content is too long to
 * encode (its origin comes from the request, so a huge Host header could make it so):
 * the text below the code is the fallback either way.
 */
export function qrCodeFigure(content: string): Html {
  let svg: string;
  try {
    svg = renderSVG(content);
  } catch {
    return html``;
  }
  // uqr's markup is built from module coordinates only; the content never reaches it as text.
  // The name sits on a wrapper so the SVG is embedded exactly as uqr drew it.
  return html`<div class="qr-code" role="img" aria-label="QR code to scan with the wallet app (its content is written below)">${new Html(svg)}</div>`;
}
