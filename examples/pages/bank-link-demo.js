// Bank linking as a merchant sees it: the drop-in with the direct debit of the page's
// currency. The shopper links the account in a popup; this page hears `success`, or
// `cancel` when the shopper closed or cancelled it, and stays put so both can be read
// (the events are listed as they come). Paid is checked with the merchant's server.

const $ = (selector) => document.querySelector(selector);
const appearance = () => ({ mode: matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light' });
const checkoutOrigin = () => document.querySelector('meta[name="portico-checkout-origin"]').content;
const SCHEMES = { USD: 'ach_direct_debit', GBP: 'bacs_direct_debit', EUR: 'sepa_direct_debit' };

export async function runBankLinkDemo(Portico) {
  const status = $('#status');
  const events = [];
  const heard = (name) => {
    events.push(name);
    $('#events').textContent = events.join(', ');
  };
  const query = new URLSearchParams(location.search);
  const currency = SCHEMES[query.get('currency')] ? query.get('currency') : 'USD';

  const response = await fetch('/api/create-intent', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ amount: 25, currency }),
  });
  const intent = await response.json();
  if (!response.ok) {
    status.textContent = `Could not start the payment: ${intent.message}`;
    return;
  }
  document.body.dataset.intentId = intent.intent_id;
  $('#amount').textContent = new Intl.NumberFormat('en', { style: 'currency', currency }).format(intent.amount);

  const portico = await Portico.init({ checkoutOrigin: checkoutOrigin(), locale: query.get('lang') ?? undefined, appearance: appearance() });
  const dropin = portico.createElement('dropin', {
    intent_id: intent.intent_id,
    client_secret: intent.client_secret,
    methods: [SCHEMES[currency]],
    // Where a shopper whose popup was blocked ends up, after the checkout's result page.
    return_url: new URL(`/success.html?intent_id=${encodeURIComponent(intent.intent_id)}`, location.href).href,
  });
  dropin.on('redirect', () => {
    heard('redirect');
    status.textContent = 'Taking you to your bank…';
  });
  dropin.on('cancel', () => {
    heard('cancel');
    status.textContent = 'You closed the bank window. You can link your account again.';
  });
  dropin.on('error', (error) => {
    heard('error');
    $('#merchant-error').textContent = JSON.stringify(error, null, 2);
    $('#merchant-error').hidden = false;
  });
  dropin.on('success', async ({ intent: paid }) => {
    heard('success');
    // Never trust the event alone: ask your server what the provider says.
    const checked = await (await fetch(`/api/intents/${encodeURIComponent(paid.id)}`)).json();
    $('#headline').textContent = ['SUCCEEDED', 'REQUIRES_CAPTURE'].includes(checked.status)
      ? 'Thank you, your payment succeeded'
      : `We could not confirm this payment (${checked.status})`;
  });
  // The bank window's life (opened, then blocked or closed) and each end of the flow, as they come.
  const lifecycle = [];
  const noted = (entry) => {
    lifecycle.push(entry);
    $('#lifecycle').textContent = lifecycle.join(', ');
  };
  for (const name of ['popupOpened', 'popupBlocked', 'popupClosed']) dropin.on(name, () => noted(name));
  dropin.on('complete', ({ outcome }) => noted(`complete:${outcome}`));
  dropin.mount('#dropin');
}
