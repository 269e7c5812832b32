// The merchant's own checkout code, shared by the script-tag and the npm demo pages.
// It is what a merchant writes: create an intent on your server, mount the card
// element, confirm on Pay, go to your success page.

const $ = (selector) => document.querySelector(selector);

/** The element follows the page's colour scheme (this demo page has a dark one too). */
const appearance = () => ({ mode: matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light' });
const checkoutOrigin = () => document.querySelector('meta[name="portico-checkout-origin"]').content;

export async function runCardDemo(Portico) {
  const payButton = $('#pay');
  const status = $('#status');
  const errorLog = $('#merchant-error');
  const setStatus = (text) => { status.textContent = text; };

  const response = await fetch('/api/create-intent', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ amount: 25, currency: 'USD' }),
  });
  const intent = await response.json();
  if (!response.ok) {
    setStatus(`Could not start the payment: ${intent.message}`);
    return;
  }
  $('#amount').textContent = `${intent.amount.toFixed(2)} ${intent.currency}`;

  const locale = new URLSearchParams(location.search).get('lang') ?? undefined;
  const portico = await Portico.init({ checkoutOrigin: checkoutOrigin(), locale, appearance: appearance() });
  const card = portico.createElement('card', { intent_id: intent.intent_id, client_secret: intent.client_secret });

  card.on('ready', () => {
    payButton.disabled = false;
    setStatus('');
  });
  card.on('change', (change) => {
    payButton.dataset.complete = String(change.complete);
  });
  card.on('error', (error) => {
    // What the merchant's error handler received, shown for the demo.
    errorLog.textContent = JSON.stringify(error, null, 2);
    errorLog.hidden = false;
  });

  async function pay() {
    payButton.disabled = true;
    errorLog.hidden = true;
    setStatus('Paying…');
    try {
      const result = await card.confirm();
      location.assign(`/success.html?intent_id=${encodeURIComponent(result.id)}`);
    } catch (error) {
      setStatus(error.code === 'validation_error' ? 'Please check your card details.' : 'The payment did not go through.');
      payButton.disabled = false;
    }
  }
  card.on('submit', pay);
  payButton.addEventListener('click', pay);
  card.mount('#card-element');
}

// The full-featured card: the same flow, with the options a merchant adds for it —
// a brand limit, the signed-in customer a card may be saved for, and binInfo.
export async function runFullCardDemo(Portico) {
  const payButton = $('#pay');
  const status = $('#status');
  const errorLog = $('#merchant-error');
  const binLog = $('#bin-info');
  const setStatus = (text) => { status.textContent = text; };
  const query = new URLSearchParams(location.search);

  const response = await fetch('/api/create-intent', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ amount: 25, currency: 'USD', customer: query.get('customer') === '1' }),
  });
  const intent = await response.json();
  if (!response.ok) {
    setStatus(`Could not start the payment: ${intent.message}`);
    return;
  }
  $('#amount').textContent = `${intent.amount.toFixed(2)} ${intent.currency}`;

  const portico = await Portico.init({ checkoutOrigin: checkoutOrigin(), locale: query.get('lang') ?? undefined, appearance: appearance() });
  const brands = query.get('brands')?.split(',');
  const card = portico.createElement('full-featured-card', {
    intent_id: intent.intent_id,
    client_secret: intent.client_secret,
    ...(brands ? { brands } : {}),
    ...(intent.customer_id ? { customer_id: intent.customer_id } : {}),
  });

  card.on('ready', () => {
    payButton.disabled = false;
    setStatus('');
  });
  card.on('binInfo', (info) => {
    // Brand, type and issuer country: e.g. to show a surcharge for credit cards. Never the digits.
    binLog.textContent = JSON.stringify(info);
    binLog.hidden = false;
  });
  card.on('error', (error) => {
    errorLog.textContent = JSON.stringify(error, null, 2);
    errorLog.hidden = false;
  });

  async function pay() {
    payButton.disabled = true;
    errorLog.hidden = true;
    setStatus('Paying…');
    try {
      const result = await card.confirm();
      const saved = intent.customer_id ? `&customer_id=${encodeURIComponent(intent.customer_id)}` : '';
      location.assign(`/success.html?intent_id=${encodeURIComponent(result.id)}${saved}`);
    } catch (error) {
      setStatus(error.code === 'validation_error' ? 'Please check your payment details.' : 'The payment did not go through.');
      payButton.disabled = false;
    }
  }
  card.on('submit', pay);
  payButton.addEventListener('click', pay);
  card.mount('#card-element');
}
