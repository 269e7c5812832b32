// The merchant's code for a wallet button (Apple Pay or Google Pay), in its two ways:
// - an order: the server makes the intent first, the button pays it;
// - express checkout (`?express=1`, a product page): the button shows the product's
//   price, the shopper picks an address in the wallet's sheet (this page asks the
//   server for the total there), authorises, and only then does the server make the
//   intent, which the `paymentAuthorized` handler returns for the button to pay.
// `?handler=none` registers a paymentAuthorized handler that answers nothing, to show
// the error the merchant then gets.

const $ = (selector) => document.querySelector(selector);
const checkoutOrigin = () => document.querySelector('meta[name="portico-checkout-origin"]').content;
const appearance = () => ({ mode: matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light' });
const WALLETS = { 'apple-pay': 'Apple Pay', 'google-pay': 'Google Pay' };

async function postJson(path, body) {
  const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { ok: response.ok, body: await response.json() };
}

export async function runWalletDemo(Portico, kind) {
  const status = $('#status');
  const errorLog = $('#merchant-error');
  const setStatus = (text) => {
    status.textContent = text;
  };
  const query = new URLSearchParams(location.search);
  const express = query.get('express') === '1';
  const wallet = WALLETS[kind];
  $('#heading').textContent = express ? `${wallet} — express checkout` : `Pay with ${wallet}`;
  document.title = `${wallet} button · Portico demo`;

  const portico = await Portico.init({ checkoutOrigin: checkoutOrigin(), locale: query.get('lang') ?? undefined, appearance: appearance() });
  let element;
  if (express) {
    // No intent yet: the button shows the product's price; shipping is priced by the server.
    const quote = await postJson('/api/express/quote', {});
    $('#product').textContent = 'Blue mug (free shipping in the US, 7.00 USD to the UK)';
    $('#amount').textContent = `${quote.body.amount.toFixed(2)} ${quote.body.currency}`;
    $('#hint').textContent = 'Express checkout: the order is made once you authorise in the wallet.';
    // `?shipping=none`: a digital good, nothing to ship (the sheet asks for no address).
    const shipping = query.get('shipping') === 'none' ? { shipping: 'none' } : {};
    element = portico.createElement(kind, { amount: quote.body.amount, currency: quote.body.currency, country_code: 'US', ...shipping });
    element.on('shippingChange', async ({ shipping_address }) => {
      const total = await postJson('/api/express/quote', { country_code: shipping_address.country_code });
      return total.ok ? { amount: total.body.amount } : { error: total.body.message };
    });
    if (query.get('handler') === 'none') {
      element.on('paymentAuthorized', () => {
        // Forgot to return the intent: the button says what is missing (an `error` event).
      });
    } else {
      element.on('paymentAuthorized', async ({ shipping_address }) => {
        const intent = await postJson('/api/express/create-intent', { country_code: shipping_address?.country_code ?? null });
        if (!intent.ok) throw new Error(intent.body.message);
        return { intent_id: intent.body.intent_id, client_secret: intent.body.client_secret };
      });
    }
  } else {
    const intent = await postJson('/api/create-intent', { amount: 25, currency: 'USD' });
    if (!intent.ok) {
      setStatus(`Could not start the payment: ${intent.body.message}`);
      return;
    }
    $('#product').textContent = 'Your order';
    $('#amount').textContent = `${intent.body.amount.toFixed(2)} ${intent.body.currency}`;
    element = portico.createElement(kind, { intent_id: intent.body.intent_id, client_secret: intent.body.client_secret });
  }

  element.on('ready', () => setStatus(''));
  element.on('success', ({ intent }) => location.assign(`/success.html?intent_id=${encodeURIComponent(intent.id)}`));
  element.on('cancel', () => setStatus('Payment cancelled. You can try again.'));
  element.on('error', (error) => {
    // What the merchant's error handler received, shown for the demo.
    errorLog.textContent = JSON.stringify(error, null, 2);
    errorLog.hidden = false;
    if (error.code === 'wallet_unavailable') setStatus(`${wallet} is not available in this browser. Pay by card instead.`);
  });
  element.mount('#wallet-element');
}
