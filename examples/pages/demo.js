// The merchant's own checkout code, shared by the script-tag and the npm demo pages.
// It is what a merchant writes: create an intent on your server, mount the card
// element, confirm on Pay, go to your success page.

const $ = (selector) => document.querySelector(selector);

/**
 * The element follows the page's colour scheme (this demo page has a dark one too).
 * `?brand=…&text=…&background=…` try a merchant's own colours (e.g. `?text=%23999999`).
 */
const COLOR_PARAMS = { colorBrand: 'brand', colorText: 'text', colorBackground: 'background' };
export const appearance = () => {
  const query = new URLSearchParams(location.search);
  const variables = Object.fromEntries(
    Object.entries(COLOR_PARAMS)
      .filter(([, param]) => query.has(param))
      .map(([name, param]) => [name, query.get(param)]),
  );
  const mode = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  return Object.keys(variables).length > 0 ? { mode, variables } : { mode };
};
const checkoutOrigin = () => document.querySelector('meta[name="portico-checkout-origin"]').content;

// `?page=…` paints this page and its column in a merchant's colour (e.g. `?page=%23101418`):
// the SDK measures the colour behind each element, and the frame holds its text to it.
const pageColour = new URLSearchParams(location.search).get('page');
if (pageColour) for (const painted of [document.body, $('main')]) if (painted) painted.style.background = pageColour;

export async function runCardDemo(Portico) {
  const payButton = $('#pay');
  const status = $('#status');
  const errorLog = $('#merchant-error');
  const setStatus = (text) => {
    status.textContent = text;
  };
  const query = new URLSearchParams(location.search);

  // Back from the bank after a full-page 3-D Secure redirect: the bank's answer is in the query.
  const returned = query.get('status');
  if (query.get('intent_id') && returned) {
    if (returned === 'SUCCEEDED' || returned === 'REQUIRES_CAPTURE') {
      location.replace(`/success.html?intent_id=${encodeURIComponent(query.get('intent_id'))}`);
      return;
    }
    setStatus('The payment did not go through. You can try again.');
  }

  const response = await fetch('/api/create-intent', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ amount: Number(query.get('amount') ?? 25), currency: 'USD' }),
  });
  const intent = await response.json();
  if (!response.ok) {
    setStatus(`Could not start the payment: ${intent.message}`);
    return;
  }
  $('#amount').textContent = `${intent.amount.toFixed(2)} ${intent.currency}`;

  const locale = query.get('lang') ?? undefined;
  // How a 3-D Secure challenge is shown: overlay (default), popup or redirect.
  const challengeMode = query.get('challenge') ?? undefined;
  const portico = await Portico.init({ checkoutOrigin: checkoutOrigin(), locale, appearance: appearance() });
  const card = portico.createElement('card', { intent_id: intent.intent_id, client_secret: intent.client_secret });

  card.on('ready', () => {
    payButton.disabled = false;
    setStatus('');
  });
  // Each change as it arrived, for the demo's console and the suite (spec §9: at most one a second).
  const changes = (window.porticoDemoChanges = []);
  card.on('change', (change) => {
    changes.push({ at: performance.now(), change });
    payButton.dataset.complete = String(change.complete);
  });
  card.on('3dsChallenge', ({ mode }) => setStatus(mode === 'redirect' ? 'Taking you to your bank…' : 'Waiting for your bank…'));
  // The challenge's popup (popup mode: opened, then blocked or closed) and each end of the flow, to the console.
  for (const name of ['popupOpened', 'popupBlocked', 'popupClosed', 'complete'])
    card.on(name, (payload) => console.info(`[demo] ${name} ${JSON.stringify(payload)}`));
  card.on('error', async (error) => {
    // What the merchant's error handler received, shown for the demo.
    errorLog.textContent = JSON.stringify(error, null, 2);
    errorLog.hidden = false;
    // The client secret's hour ran out (docs/guides/session-expiry.md): a fresh one from the server, and the shopper pays on.
    if (error.code !== 'client_secret_expired') return;
    const renewed = await fetch(`/api/intents/${encodeURIComponent(error.details.intent_id)}/client-secret`, { method: 'POST' });
    if (!renewed.ok) return;
    await card.update({ client_secret: (await renewed.json()).client_secret });
    setStatus('Your session was renewed. Press Pay again.');
  });

  async function pay() {
    payButton.disabled = true;
    errorLog.hidden = true;
    setStatus('Paying…');
    try {
      const result = await card.confirm(challengeMode ? { challengeMode } : {});
      location.assign(`/success.html?intent_id=${encodeURIComponent(result.id)}`);
    } catch (error) {
      setStatus(
        error.code === 'validation_error'
          ? 'Please check your card details.'
          : error.code === '3ds_cancelled'
            ? 'You cancelled the verification. You can try again.'
            : 'The payment did not go through.',
      );
      payButton.disabled = false;
    }
  }
  card.on('submit', pay);
  payButton.addEventListener('click', pay);
  card.mount('#card-element');
}

// The Korean card fields: four elements, each mounted where the merchant's layout wants
// it; together they are one group, and the group (or any of its elements) pays.
const KR_CARD_FIELDS = ['kr-card-number', 'kr-card-expiry', 'kr-card-psw-first-two', 'kr-card-identifier'];

export async function runKrCardDemo(Portico) {
  const payButton = $('#pay');
  const status = $('#status');
  const errorLog = $('#merchant-error');
  const setStatus = (text) => {
    status.textContent = text;
  };

  const response = await fetch('/api/create-intent', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ amount: 25000, currency: 'KRW' }),
  });
  const intent = await response.json();
  if (!response.ok) {
    setStatus(`Could not start the payment: ${intent.message}`);
    return;
  }
  $('#amount').textContent = `${intent.amount.toLocaleString('en')} ${intent.currency}`;

  const locale = new URLSearchParams(location.search).get('lang') ?? undefined;
  const portico = await Portico.init({ checkoutOrigin: checkoutOrigin(), locale, appearance: appearance() });
  const options = { intent_id: intent.intent_id, client_secret: intent.client_secret };
  const elements = KR_CARD_FIELDS.map((kind) => portico.createElement(kind, options));
  const group = portico.group('kr-card');

  let ready = 0;
  async function pay() {
    payButton.disabled = true;
    errorLog.hidden = true;
    setStatus('Paying…');
    try {
      const result = await group.confirm();
      location.assign(`/success.html?intent_id=${encodeURIComponent(result.id)}`);
    } catch (error) {
      setStatus(error.code === 'validation_error' ? 'Please check your card details.' : 'The payment did not go through.');
      payButton.disabled = false;
    }
  }
  for (const [index, element] of elements.entries()) {
    element.on('ready', () => {
      ready += 1;
      if (ready === elements.length) {
        payButton.disabled = false;
        setStatus('');
      }
    });
    element.on('error', (error) => {
      errorLog.textContent = JSON.stringify(error, null, 2);
      errorLog.hidden = false;
    });
    element.on('submit', pay);
    element.mount(`#${KR_CARD_FIELDS[index]}`);
  }
  payButton.addEventListener('click', pay);
}

// The full-featured card: the same flow, with the options a merchant adds for it —
// a brand limit, the signed-in customer a card may be saved for, and binInfo.
export async function runFullCardDemo(Portico) {
  const payButton = $('#pay');
  const status = $('#status');
  const errorLog = $('#merchant-error');
  const binLog = $('#bin-info');
  const setStatus = (text) => {
    status.textContent = text;
  };
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
