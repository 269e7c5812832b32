// A subscription sign-up as a merchant builds it: your server makes a customer and its
// client secret; the element (recurring mode) creates the consent with your terms and
// saves the shopper's method on it. Nothing is charged now: your server charges later.

const $ = (selector) => document.querySelector(selector);
const appearance = () => ({ mode: matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light' });
const checkoutOrigin = () => document.querySelector('meta[name="portico-checkout-origin"]').content;

export async function runRecurringDemo(Portico) {
  const status = $('#status');
  const save = $('#save');
  const consentLog = $('#consent-log');
  const errorLog = $('#merchant-error');
  const query = new URLSearchParams(location.search);
  const kind = query.get('kind') ?? 'card';
  const currency = query.get('currency') ?? 'USD';
  const setStatus = (text) => {
    status.textContent = text;
  };

  // Back from the hosted page: the provider's word on the consent, from your server.
  const returned = query.get('consent_id');
  if (returned) {
    const consent = await (await fetch(`/api/consents/${encodeURIComponent(returned)}`)).json();
    setStatus(`Consent ${consent.id}: ${consent.status}`);
    save.hidden = true;
    return;
  }

  const hosted = query.get('hosted') === '1';
  const response = await fetch('/api/recurring/start', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...(hosted ? { hosted: true, currency, return_url: new URL('/recurring.html', location.href).href } : {}),
      // A signed-in shopper, whose saved methods the drop-in offers.
      ...(query.get('shopper') ? { shopper: query.get('shopper') } : {}),
    }),
  });
  const started = await response.json();
  if (!response.ok) {
    setStatus(`Could not start: ${started.message}`);
    return;
  }
  if (hosted) {
    save.hidden = true;
    const link = document.createElement('a');
    link.id = 'hosted-link';
    link.href = started.checkout_url;
    link.textContent = 'Continue to the secure page';
    $('#element').append(link);
    return;
  }

  const portico = await Portico.init({ checkoutOrigin: checkoutOrigin(), locale: query.get('lang') ?? undefined, appearance: appearance() });
  const element = portico.createElement(kind, {
    mode: 'recurring',
    customer_id: started.customer_id,
    client_secret: started.client_secret,
    ...(kind === 'dropin' ? { currency } : {}),
  });
  const show = (consent) => {
    consentLog.textContent = JSON.stringify(consent, null, 2);
    consentLog.hidden = false;
    if (consent.status === 'VERIFIED') {
      setStatus('Subscribed: your payment method is saved.');
      if (consent.next_triggered_by === 'merchant') showChargeLater(consent);
    } else if (consent.next_action) {
      setStatus('Check your bank statement for two small deposits, then confirm them.');
      // What the merchant emails once the deposits have arrived: the checkout's page to confirm them.
      void fetch('/api/recurring/verify-link', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ consent_id: consent.id, customer_id: started.customer_id, currency }),
      })
        .then((answer) => answer.json())
        .then(({ url }) => {
          const link = document.createElement('a');
          link.id = 'verify-link';
          link.href = url;
          link.textContent = 'Confirm the two deposits';
          status.after(link);
        });
    }
  };
  element.on('consent', ({ consent }) => show(consent));
  element.on('error', (error) => {
    errorLog.textContent = JSON.stringify(error, null, 2);
    errorLog.hidden = false;
  });
  element.on('ready', async () => {
    // The terms the shopper agrees to: shown in the element until they save.
    const trigger =
      query.get('trigger') === 'customer'
        ? { next_triggered_by: 'customer', terms_of_use: { payment_amount_type: 'VARIABLE', payment_currency: currency } }
        : query.get('plan') === 'metered'
          ? {
              next_triggered_by: 'merchant',
              merchant_trigger_reason: 'unscheduled',
              terms_of_use: { payment_amount_type: 'VARIABLE', max_payment_amount: 20, payment_currency: currency },
            }
          : {
              next_triggered_by: 'merchant',
              merchant_trigger_reason: 'scheduled',
              terms_of_use: {
                payment_amount_type: 'FIXED',
                fixed_payment_amount: 9.99,
                payment_currency: currency,
                billing_cycle: 'MONTH',
                billing_cycle_charge_day: 5,
              },
            };
    try {
      await element.createPaymentConsent(trigger);
      // The drop-in has its own button; the card elements use yours.
      save.hidden = kind === 'dropin';
      save.disabled = false;
    } catch (error) {
      setStatus(`Could not start: ${error.message}`);
    }
  });

  save.addEventListener('click', async () => {
    save.disabled = true;
    errorLog.hidden = true;
    setStatus('Saving…');
    try {
      show(await element.verifyConsent());
    } catch (error) {
      setStatus(error.code === 'validation_error' ? 'Please check your details.' : 'Your payment method could not be saved.');
      // What verifyConsent() rejected with, for the merchant's developer (a shopper's decline also reaches `error`).
      errorLog.textContent = JSON.stringify(error, null, 2);
      errorLog.hidden = false;
      save.disabled = false;
    }
  });
  element.mount('#element');
}

// After saving: the merchant's server charges the consent (now, or from a timer), and its
// webhook endpoint hears each outcome; this page only shows what the server says.
function showChargeLater(consent) {
  const panel = $('#charge-later');
  if (!panel.hidden) return;
  panel.hidden = false;
  const amount = $('#charge-amount');
  const result = $('#charge-result');
  const fixed = consent.terms_of_use?.fixed_payment_amount;
  if (typeof fixed === 'number') amount.value = fixed.toFixed(2);
  const post = (path, body) =>
    fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(async (r) => ({
      ok: r.ok,
      body: await r.json(),
    }));
  $('#charge-now').addEventListener('click', async () => {
    result.textContent = 'Charging…';
    const { ok, body } = await post('/api/recurring/charge', { consent_id: consent.id, amount: Number(amount.value) });
    result.textContent = ok
      ? `Charged ${body.amount.toFixed(2)} ${body.currency}: ${body.status} (${body.intent_id})`
      : `Refused: ${body.code}: ${body.message}`;
  });
  $('#charge-scheduled').addEventListener('click', async () => {
    const { ok, body } = await post('/api/recurring/schedule', { consent_id: consent.id, amount: Number(amount.value), delay_ms: 3000 });
    result.textContent = ok
      ? `The server will charge ${Number(amount.value).toFixed(2)} at ${new Date(body.due_at).toLocaleTimeString()}; watch the webhook.`
      : `Refused: ${body.message}`;
  });
  const log = $('#webhook-log');
  const refresh = async () => {
    const { items } = await (await fetch(`/api/webhook-events?consent_id=${encodeURIComponent(consent.id)}`)).json();
    log.replaceChildren(
      ...items.map((e) => {
        const item = document.createElement('li');
        const money = typeof e.amount === 'number' ? ` · ${e.amount.toFixed(2)} ${e.currency}` : '';
        item.textContent = `${e.type} · ${e.object_id}${money} · ${e.status}${e.failure_code ? ` · ${e.failure_code}` : ''}`;
        return item;
      }),
    );
  };
  void refresh();
  setInterval(refresh, 1000);
}
