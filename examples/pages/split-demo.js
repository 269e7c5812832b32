// The merchant's code for split card fields: the number, expiry and CVC each in its
// own container of the merchant's form, paying as one group. `?groups=2` adds a
// second group (a gift card paid separately) to show that groups never mix.
// The first group's Pay goes to the success page; with two groups (or `?stay`) the
// result is shown in place.

import { appearance } from './demo.js';

const $ = (selector) => document.querySelector(selector);

/** One group's markup; the first group keeps the ids of the card demo (#pay, #status, #merchant-error). */
function groupSection(prefix, title) {
  const id = (name) => (prefix === 'card' && ['pay', 'status', 'merchant-error'].includes(name) ? name : `${prefix}-${name}`);
  const section = document.createElement('section');
  section.setAttribute('aria-labelledby', `${prefix}-title`);
  section.innerHTML = `
    <h2 id="${prefix}-title">${title} — <span id="${id('amount')}">…</span></h2>
    <label for="${prefix}-number">Card number</label>
    <div id="${prefix}-number"></div>
    <div class="split-row">
      <div><label for="${prefix}-expiry">Expiry date</label><div id="${prefix}-expiry"></div></div>
      <div><label for="${prefix}-cvc">Security code</label><div id="${prefix}-cvc"></div></div>
    </div>
    <button id="${id('pay')}" class="pay" type="button" disabled>Pay</button>
    <p id="${id('status')}" class="status" role="status">Loading the payment form…</p>
    <pre id="${id('merchant-error')}" hidden aria-label="What the merchant's error handler received"></pre>`;
  $('#groups').append(section);
  return {
    pay: section.querySelector('button'),
    status: section.querySelector('[role="status"]'),
    errorLog: section.querySelector('pre'),
    amount: section.querySelector(`#${id('amount')}`),
  };
}

async function createIntent(amount) {
  const response = await fetch('/api/create-intent', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ amount, currency: 'USD' }),
  });
  const intent = await response.json();
  if (!response.ok) throw new Error(intent.message);
  return intent;
}

async function mountGroup(portico, { prefix, title, name, amount, stay }) {
  const ui = groupSection(prefix, title);
  const intent = await createIntent(amount).catch((error) => {
    ui.status.textContent = `Could not start the payment: ${error.message}`;
    return null;
  });
  if (!intent) return;
  ui.amount.textContent = `${intent.amount.toFixed(2)} ${intent.currency}`;

  // Every field of a group takes the same intent; `group` names a second group (none: the default one).
  const options = { intent_id: intent.intent_id, client_secret: intent.client_secret, ...(name ? { group: name } : {}) };
  const number = portico.createElement('card-number', options);
  const expiry = portico.createElement('expiry', options);
  const cvc = portico.createElement('cvc', options);
  const group = portico.group('split-card', name);
  // Kept for the browser console (and the end-to-end tests that drive them).
  (window.splitDemo ??= {})[prefix] = { number, expiry, cvc, group };

  let ready = 0;
  for (const element of [number, expiry, cvc]) {
    element.on('ready', () => {
      if (++ready === 3) {
        ui.pay.disabled = false;
        ui.status.textContent = '';
      }
    });
    // Enter in any field pays.
    element.on('submit', pay);
  }
  // The number element reports the whole group, as the card element does.
  number.on('change', (change) => {
    ui.pay.dataset.complete = String(change.complete);
  });
  number.on('error', (error) => {
    ui.errorLog.textContent = JSON.stringify(error, null, 2);
    ui.errorLog.hidden = false;
  });

  async function pay() {
    ui.pay.disabled = true;
    ui.errorLog.hidden = true;
    ui.status.textContent = 'Paying…';
    try {
      // The same as number.confirm(), expiry.confirm() or cvc.confirm(): the number frame pays.
      const result = await group.confirm();
      if (stay) ui.status.textContent = `Paid: ${result.id}`;
      else location.assign(`/success.html?intent_id=${encodeURIComponent(result.id)}`);
    } catch (error) {
      ui.status.textContent = error.code === 'validation_error' ? 'Please check your card details.' : 'The payment did not go through.';
      ui.pay.disabled = false;
    }
  }
  ui.pay.addEventListener('click', pay);

  number.mount(`#${prefix}-number`);
  expiry.mount(`#${prefix}-expiry`);
  cvc.mount(`#${prefix}-cvc`);
}

export async function runSplitDemo(Portico) {
  const query = new URLSearchParams(location.search);
  const two = query.get('groups') === '2';
  const portico = await Portico.init({
    checkoutOrigin: $('meta[name="portico-checkout-origin"]').content,
    locale: query.get('lang') ?? undefined,
    // The fields follow the page's colour scheme, as on the card demo.
    appearance: appearance(),
  });
  // `?stay`: show the result here instead of going to the success page.
  await mountGroup(portico, { prefix: 'card', title: 'Card', name: undefined, amount: 25, stay: two || query.has('stay') });
  if (two) await mountGroup(portico, { prefix: 'gift', title: 'Gift card', name: 'gift', amount: 10, stay: true });
}
