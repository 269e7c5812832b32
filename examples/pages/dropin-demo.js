// The drop-in as a merchant mounts it: an intent from your server, one element,
// no Pay button of yours (the drop-in has its own), your success page on `success`.

import { appearance } from './demo.js';

const $ = (selector) => document.querySelector(selector);
const checkoutOrigin = () => document.querySelector('meta[name="portico-checkout-origin"]').content;

/** The merchant's reference for the shopper signed in on this browser (a demo has no login: one is made and kept). */
function signedInShopper(named) {
  if (named) return named;
  const key = 'portico-demo-shopper';
  const known = localStorage.getItem(key);
  if (known) return known;
  const made = crypto.randomUUID();
  localStorage.setItem(key, made);
  return made;
}

// `defaults.methods`: the methods a page offers when its address names none (the direct-debit page's four).
export async function runDropinDemo(Portico, defaults = {}) {
  const status = $('#status');
  const errorLog = $('#merchant-error');
  const query = new URLSearchParams(location.search);

  // `?customer=1`: a signed-in shopper, remembered in this browser (or named: `&shopper=…`), whose saved methods show.
  const shopper = query.get('customer') ? signedInShopper(query.get('shopper')) : undefined;
  const response = await fetch('/api/create-intent', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      amount: Number(query.get('amount') ?? 25),
      currency: query.get('currency') ?? defaults.currency ?? 'USD',
      ...(shopper ? { shopper } : {}),
    }),
  });
  const intent = await response.json();
  if (!response.ok) {
    status.textContent = `Could not start the payment: ${intent.message}`;
    return;
  }
  $('#amount').textContent = new Intl.NumberFormat('en', { style: 'currency', currency: intent.currency }).format(intent.amount);

  const portico = await Portico.init({ checkoutOrigin: checkoutOrigin(), locale: query.get('lang') ?? undefined, appearance: appearance() });
  const dropin = portico.createElement('dropin', {
    intent_id: intent.intent_id,
    client_secret: intent.client_secret,
    ...(intent.customer_id ? { customer_id: intent.customer_id } : {}),
    ...(query.get('country') ? { country_code: query.get('country') } : {}),
    ...(query.get('layout') ? { layout: query.get('layout') } : {}),
    ...(query.get('methods') ? { methods: query.get('methods').split(',') } : defaults.methods ? { methods: defaults.methods } : {}),
    // Where a shopper who paid on a bank's page ends up, after the checkout's result page.
    return_url: new URL(`/success.html?intent_id=${encodeURIComponent(intent.intent_id)}`, location.href).href,
  });
  dropin.on('change', ({ method }) => {
    document.body.dataset.method = method ?? '';
  });
  dropin.on('redirect', () => {
    status.textContent = 'Taking you to complete the payment…';
  });
  dropin.on('success', ({ intent: paid }) => location.assign(`/success.html?intent_id=${encodeURIComponent(paid.id)}`));
  dropin.on('error', (error) => {
    errorLog.textContent = JSON.stringify(error, null, 2);
    errorLog.hidden = false;
  });
  dropin.mount('#dropin');
}
