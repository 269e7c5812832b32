// The merchant's own checkout code, shared by the script-tag and the npm demo pages.
// It is what a merchant writes: create an intent on your server, mount the card
// element, confirm on Pay, go to your success page.

const $ = (selector) => document.querySelector(selector);

export async function runCardDemo(Portico) {
  const payButton = $('#pay');
  const status = $('#status');
  const errorLog = $('#merchant-error');
  const setStatus = (text) => { status.textContent = text; };
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
  const portico = await Portico.init({ checkoutOrigin: document.querySelector('meta[name="portico-checkout-origin"]').content, locale });
  const card = portico.createElement('card', { intent_id: intent.intent_id, client_secret: intent.client_secret });

  card.on('ready', () => {
    payButton.disabled = false;
    setStatus('');
  });
  card.on('change', (change) => {
    payButton.dataset.complete = String(change.complete);
  });
  card.on('3dsChallenge', ({ mode }) => setStatus(mode === 'redirect' ? 'Taking you to your bank…' : 'Waiting for your bank…'));
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
  const setStatus = (text) => { status.textContent = text; };

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
  const portico = await Portico.init({ checkoutOrigin: document.querySelector('meta[name="portico-checkout-origin"]').content, locale });
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
