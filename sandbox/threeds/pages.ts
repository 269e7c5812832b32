/**
 * The simulated issuer's (ACS) pages: the hidden device-data page that posts
 * itself back, the one-time-code challenge, and the end and error pages.
 */
import { BUSINESS_NAME } from '../core/client-secret';
import { html, type PageParts, type Raw } from '../core/html-page';
import { CHALLENGE_CODE } from './session';
import type { Intent } from '../model/intent-types';

const DEVICE_DATA_COMPLETE_PATH = '/simulator/3ds/device-data/complete';
const CHALLENGE_SUBMIT_PATH = '/simulator/3ds/challenge/submit';

const BANK = 'Portico Test Bank';

/** Reads what a 3DS method script reads, fills the hidden fields, and posts at once. */
const COLLECT_SCRIPT = `
(function () {
  var form = document.getElementById('device-data');
  function set(name, value) { var input = form.elements.namedItem(name); if (input) input.value = String(value); }
  set('screen_width', screen.width);
  set('screen_height', screen.height);
  set('color_depth', screen.colorDepth);
  set('timezone_offset', new Date().getTimezoneOffset());
  set('language', navigator.language || '');
  form.submit();
})();
`;

/** The notification URL (routes.ts) travels on with the page's own form, so the next step can use it. */
const notifyInput = (url: string | null): Raw | null => (url === null ? null : html`<input type="hidden" name="notification_url" value="${url}">`);

export function deviceDataPage(token: string, notificationUrl: string | null = null): PageParts {
  const fields = ['screen_width', 'screen_height', 'color_depth', 'timezone_offset', 'language'];
  return {
    title: `Checking your device — ${BANK}`,
    body: html`<main>
<h1>Checking your device</h1>
<form id="device-data" method="post" action="${DEVICE_DATA_COMPLETE_PATH}">
<input type="hidden" name="session" value="${token}">
${notifyInput(notificationUrl)}
${fields.map((name) => html`<input type="hidden" name="${name}" value="">`)}
<noscript><p>Scripts are off. Press Continue to go on.</p><button type="submit">Continue</button></noscript>
</form>
</main>`,
    script: COLLECT_SCRIPT,
  };
}

export function collectedPage(): PageParts {
  return {
    title: `Device checked — ${BANK}`,
    body: html`<main data-step="device-data-collected">
<h1>Device checked</h1>
<p>Your device details were sent to your bank. You can close this window.</p>
</main>`,
  };
}

function formatAmount(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}

type ChallengeError = 'empty' | 'wrong';

export interface ChallengeView {
  readonly token: string;
  readonly intent: Intent;
  readonly error?: ChallengeError;
  readonly triesLeft: number;
  /** For the card that stands for a shopper who gives up: the page presses Cancel itself. */
  readonly autoCancel: boolean;
  /**
   * The page is loaded in a frame (the overlay): no `autofocus`, which browsers refuse in a
   * cross-origin frame (Chromium says so on the console); the overlay gives the frame focus.
   * And no title of its own: the checkout's bar above says "Verify your payment" (one title).
   */
  readonly framed?: boolean;
  readonly notificationUrl?: string | null;
}

function errorText(error: ChallengeError, triesLeft: number): string {
  if (error === 'empty') return 'Enter the code we sent you.';
  return `That code is not right. You have ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`;
}

export function challengePage(view: ChallengeView): PageParts {
  const { intent, error } = view;
  const card = intent.latest_payment_attempt?.payment_method.card;
  // The bank verifies what the card is charged: the shopper's currency when they chose a quote.
  const conversion = intent.latest_payment_attempt?.currency_conversion;
  const charged = conversion ? formatAmount(conversion.target_amount, conversion.target_currency) : formatAmount(intent.amount, intent.currency);
  const errorLine: Raw | null = error ? html`<p id="otp-error" class="error" role="alert">${errorText(error, view.triesLeft)}</p>` : null;
  const describedBy = error ? 'otp-hint otp-error' : 'otp-hint';
  return {
    title: `Verify your payment — ${BANK}`,
    body: html`<main>
${
  view.framed
    ? html`<h1 class="bank">${BANK} · Secure verification</h1>`
    : html`<p class="bank">${BANK} · Secure verification</p>
<h1>Verify your payment</h1>`
}
<p>${charged} to ${BUSINESS_NAME}${card ? html`, card ending ${card.last4}` : ''}.</p>
<p id="otp-hint">Enter the one-time code we sent to your phone. In the sandbox the code is <strong>${CHALLENGE_CODE}</strong>.</p>
${errorLine}
<form id="challenge" method="post" action="${CHALLENGE_SUBMIT_PATH}">
<input type="hidden" name="session" value="${view.token}">
${notifyInput(view.notificationUrl ?? null)}
<label for="otp">One-time code</label>
<input type="text" id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" maxlength="12" aria-describedby="${describedBy}"${error ? html` aria-invalid="true"` : ''}${view.framed ? '' : html` autofocus`}>
<div class="actions">
<button type="submit" name="action" value="submit">Submit</button>
<button type="submit" name="action" value="cancel" id="cancel">Cancel</button>
</div>
</form>
</main>`,
    ...(view.autoCancel ? { script: "document.getElementById('cancel').click();" } : {}),
  };
}

export function donePage(intent: Intent): PageParts {
  return {
    title: `Verification finished — ${BANK}`,
    body: html`<main data-step="done">
<h1>Verification finished</h1>
<p>Payment <code>${intent.id}</code> is now <strong id="status">${intent.status}</strong>.</p>
<p>You can close this window.</p>
</main>`,
  };
}

export function messagePage(title: string, text: string): PageParts {
  return {
    title: `${title} — ${BANK}`,
    body: html`<main data-step="error">
<h1>${title}</h1>
<p>${text}</p>
</main>`,
  };
}
