/**
 * The shopper simulator pages: a bank approving a payment, the phone screen
 * after scanning a QR code, Plaid-style and TrueLayer-style account linking,
 * and the done / error pages. Forms post back to the page's own path.
 */
import { BUSINESS_NAME } from '../core/client-secret';
import type { LinkedAccount, ShopperSession } from '../model/shopper-session';
import { SESSION_PAGES } from '../model/shopper-session';
import { methodSpec } from '../methods/table';
import { formatAmount, html, page, type Html } from '../core/html';
import { qrCodeFigure } from './qr';
import { isConsentLink } from '../consents/link-page';
import type { Intent } from '../model/intent-types';

function methodName(session: ShopperSession): string {
  return methodSpec(session.method)?.display_name ?? session.method;
}

function summary(session: ShopperSession, intent: Intent | null): Html {
  const rows: Array<[string, string]> = [['Merchant', BUSINESS_NAME]];
  if (intent !== null) {
    rows.push(['Amount', formatAmount(intent.amount, intent.currency)], ['Currency', intent.currency]);
    if (intent.merchant_order_id !== null) rows.push(['Order', intent.merchant_order_id]);
  }
  if (isConsentLink(session)) rows.push(['For', 'Future payments (a payment consent): nothing is charged now']);
  rows.push(['Method', methodName(session)], ['Page expires', new Date(session.expires_at).toUTCString()]);
  return html`<dl>${rows.map(([k, v]) => html`<dt>${k}</dt><dd>${v}</dd>`)}</dl>`;
}

function form(session: ShopperSession, inner: Html, buttons: Array<[action: string, label: string]>): Html {
  return html`<form method="post" action="${SESSION_PAGES[session.kind]}">
<input type="hidden" name="session" value="${session.id}">
${inner}
<div class="actions">${buttons.map(([action, label], i) => html`<button type="submit" name="action" value="${action}"${i === 0 ? html` class="primary"` : ''}>${label}</button>`)}</div>
</form>`;
}

/** What the bank shows after a redirect (open banking, WeChat Pay in a mobile browser). */
export function bankPage(session: ShopperSession, intent: Intent | null): string {
  const title = `Approve your payment · ${methodName(session)}`;
  return page(
    title,
    html`<h1>${title}</h1>
<p class="note">Sandbox bank: nothing is charged. Pay settles the payment, Reject fails it.</p>
${summary(session, intent)}
${form(session, html``, [
  ['pay', 'Pay'],
  ['reject', 'Reject'],
])}`,
  );
}

/** What the shopper's phone shows after scanning the QR code. */
export function qrPage(session: ShopperSession, intent: Intent | null, qrcode: string | null): string {
  const title = `Scan and pay · ${methodName(session)}`;
  const wallet = intent?.latest_payment_attempt?.payment_method.qrcode;
  const walletName = typeof wallet === 'object' && wallet !== null ? (wallet as { wallet?: unknown }).wallet : undefined;
  return page(
    title,
    html`<h1>${title}</h1>
<p class="note">This is the screen a wallet app shows once the QR code is scanned.${typeof walletName === 'string' ? html` Wallet: <strong>${walletName}</strong>.` : ''}</p>
${summary(session, intent)}
${qrcode === null ? '' : html`${qrCodeFigure(qrcode)}<p class="note">QR code content</p><p class="qr">${qrcode}</p>`}
${form(session, html``, [
  ['pay', 'Pay'],
  ['reject', 'Reject'],
])}`,
  );
}

/** Plaid-style or TrueLayer-style: pick a test account, then Complete or Cancel. */
export function linkPage(session: ShopperSession, intent: Intent | null, accounts: readonly LinkedAccount[]): string {
  const provider = session.kind === 'plaid_link' ? 'Plaid' : 'TrueLayer';
  const title = `Link your bank account · ${provider} (sandbox)`;
  const options = accounts.map(
    (a, i) =>
      html`<label><input type="radio" name="account_id" value="${a.id}"${i === 0 ? html` checked` : ''}> ${a.bank_name}: ${a.account_name} ••••${a.mask} (${a.currency})</label>`,
  );
  return page(
    title,
    html`<h1>${title}</h1>
<p class="note">Choose a test account. An account ending in 0002 links, but a debit from it fails for insufficient funds.</p>
${summary(session, intent)}
${form(session, html`<fieldset><legend>Test accounts</legend>${options}</fieldset>`, [
  ['complete', 'Complete'],
  ['cancel', 'Cancel'],
])}`,
  );
}

const OUTCOMES: Readonly<Record<string, string>> = {
  SUCCEEDED: 'The payment succeeded.',
  REQUIRES_CAPTURE: 'The payment was authorised; the merchant will capture it.',
  REQUIRES_PAYMENT_METHOD: 'The payment did not go through. You can return to the merchant and try again.',
};

export function donePage(session: ShopperSession, intent: Intent | null): string {
  const title = session.status === 'COMPLETED' ? 'Done' : session.status === 'REJECTED' ? 'Payment rejected' : 'Cancelled';
  const outcome = intent === null ? `The account link is ${session.status.toLowerCase()}.` : (OUTCOMES[intent.status] ?? `Status: ${intent.status}.`);
  const failure = intent?.latest_payment_attempt?.failure_code;
  return page(
    title,
    html`<h1>${title}</h1>
<p role="status">${outcome}${failure === undefined ? '' : html` (${failure})`}</p>
${summary(session, intent)}
<p class="note">You can close this page.</p>`,
  );
}

export function errorPage(title: string, message: string): string {
  return page(title, html`<h1>${title}</h1><p role="alert">${message}</p>`);
}
