// The hosted payment page: the server makes the intent (or, for a subscription, the
// consent), the page sends the shopper to the checkout with redirectToCheckout().
import { appearance } from './demo.js';

const $ = (selector) => document.querySelector(selector);
const setStatus = (text) => {
  $('#status').textContent = text;
};
const checkoutOrigin = () => document.querySelector('meta[name="portico-checkout-origin"]').content;

export async function runHostedDemo(Portico) {
  const query = new URLSearchParams(location.search);
  const currency = query.get('currency') ?? 'USD';
  const recurring = query.get('mode') === 'recurring';
  const amount = 25;
  $('#amount').textContent = recurring ? '9.99 a month' : new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount);
  $('#server-link').href = `/api/hosted-checkout?amount=${amount}&currency=${currency}`;
  $('#server-link').hidden = recurring;

  // Back from the hosted recurring page: the provider's word on the consent, from your server.
  const returned = query.get('consent_id');
  if (returned) {
    const consent = await (await fetch(`/api/consents/${encodeURIComponent(returned)}`)).json();
    setStatus(`Consent ${consent.id}: ${consent.status}`);
  }

  const portico = await Portico.init({ checkoutOrigin: checkoutOrigin(), locale: query.get('lang') ?? undefined, appearance: appearance() });
  const pay = $('#pay');
  pay.disabled = false;
  pay.addEventListener('click', async () => {
    pay.disabled = true;
    setStatus('Opening the checkout…');
    const back = new URL(location.href);
    back.searchParams.delete('consent_id');
    back.searchParams.delete('status');
    const started = recurring
      ? await fetch('/api/recurring/start', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ hosted: true, currency }),
        })
      : await fetch('/api/create-intent', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ amount, currency }) });
    const made = await started.json();
    if (!started.ok) {
      setStatus(`Could not start: ${made.message}`);
      pay.disabled = false;
      return;
    }
    try {
      portico.redirectToCheckout(
        recurring
          ? {
              mode: 'recurring',
              customer_id: made.customer_id,
              client_secret: made.client_secret,
              consent_id: made.consent_id,
              successUrl: back.href,
              cancelUrl: back.href,
            }
          : { intent_id: made.intent_id, client_secret: made.client_secret, successUrl: new URL('/success.html', location.href).href, cancelUrl: back.href },
      );
    } catch (error) {
      // A wrong option is the merchant's mistake: the SDK says which, and the page stays.
      $('#merchant-error').textContent = JSON.stringify(error.toJSON?.() ?? String(error), null, 2);
      $('#merchant-error').hidden = false;
      setStatus('');
      pay.disabled = false;
    }
  });
}
