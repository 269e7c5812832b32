// The test payment sheet the wallet stand-ins open (served inside each stand-in's
// script, see ../wallet-routes.ts): a small popup window, as Google Pay opens one on a
// desktop, where a tester picks a test token, another shipping address, or cancels.
// A popup rather than a dialog in the element's frame: the frame is as tall as its
// button (48 px), so a dialog there would be cut off.
//
// Plain browser JavaScript, no module: the stand-in wraps it and itself in one IIFE.

/** Addresses the sheet offers when the merchant asked for shipping (a wallet shares this much before payment). */
const TEST_ADDRESSES = [
  { countryCode: 'US', postalCode: '94103', locality: 'San Francisco', administrativeArea: 'CA' },
  { countryCode: 'GB', postalCode: 'EC1A 1BB', locality: 'London', administrativeArea: '' },
  { countryCode: 'JP', postalCode: '100-0005', locality: 'Tokyo', administrativeArea: 'Tokyo' },
];

/** The sandbox's wallet test tokens (docs/sandbox/methods.md), and what each does. */
const TEST_TOKENS = [
  { token: 'tok_visa', label: 'Visa •••• 1111', outcome: 'pays' },
  { token: 'tok_mastercard', label: 'Mastercard •••• 4444', outcome: 'pays' },
  { token: 'tok_declined', label: 'Visa •••• 0002', outcome: 'declined' },
  { token: 'tok_insufficient_funds', label: 'Visa •••• 9995', outcome: 'insufficient funds' },
];

const SHEET_CLOSE_DELAY_MS = 150;

const SHEET_STYLE = `
  body { font: 15px/1.45 system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #1d1f24; }
  main { padding: 1rem 1.25rem; }
  h1 { font-size: 1.1rem; margin: 0 0 .25rem; }
  .test { display: inline-block; font-size: .75rem; font-weight: 700; letter-spacing: .04em; background: #fde68a; color: #5b3a00; border-radius: 4px; padding: 0 .4rem; margin-inline-start: .4rem; vertical-align: middle; }
  .merchant { color: #4b5060; margin: 0 0 .75rem; }
  .total { display: flex; justify-content: space-between; font-weight: 700; font-size: 1.1rem; padding: .6rem 0; border-block: 1px solid #d4d7de; margin-bottom: .75rem; }
  label { display: block; font-weight: 600; margin-bottom: .25rem; }
  select { font: inherit; width: 100%; padding: .4rem; margin-bottom: .75rem; }
  fieldset { border: 0; padding: 0; margin: 0 0 .75rem; }
  legend { font-weight: 600; margin-bottom: .35rem; padding: 0; }
  .cards button { display: flex; justify-content: space-between; width: 100%; margin-bottom: .4rem; }
  .cards small { color: #4b5060; }
  button { font: inherit; padding: .55rem .9rem; border-radius: 6px; border: 1px solid #1d1f24; background: #fff; color: #1d1f24; cursor: pointer; text-align: start; }
  button:disabled { opacity: .5; cursor: default; }
  button:focus-visible, select:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  .alert { min-height: 1.4em; color: #b00020; font-weight: 600; margin: 0 0 .5rem; }
  .status { min-height: 1.4em; color: #1d4ed8; margin: 0 0 .5rem; }
`;

/** "25.00 USD" in the currency's own minor units. */
function formatTotal(amount, currency) {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits;
  return `${Number(amount).toFixed(digits)} ${currency}`;
}

function addressLabel(address) {
  return [address.locality, address.administrativeArea, address.postalCode, address.countryCode].filter(Boolean).join(', ');
}

/**
 * Opens the sheet. `options`: { wallet, merchant, total: { amount, currency }, shipping,
 * extraTokens, onShippingChange(address, trigger: 'INITIALIZE' | 'SHIPPING_ADDRESS') →
 * Promise<{ total?, error? }>, onPick(token, address), onCancel() }. Returns the sheet's handle, or null when the browser blocked the popup.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- called by the stand-in served after this file (wallet-routes.ts)
function openTestSheet(options) {
  // A new window each time (never a named one): a sheet still closing must not be reused by the next.
  const popup = window.open('', '_blank', 'popup,width=420,height=640');
  if (!popup) return null;
  const doc = popup.document;
  doc.documentElement.lang = 'en';
  const el = (tag, props = {}, children = []) => {
    const node = doc.createElement(tag);
    Object.assign(node, props);
    for (const child of children) node.append(child);
    return node;
  };
  // A constructed sheet, not a <style> element: the blank popup inherits the checkout's policy, which allows no inline style.
  const constructed = Array.isArray(doc.adoptedStyleSheets) && typeof popup.CSSStyleSheet === 'function' && 'replaceSync' in popup.CSSStyleSheet.prototype;
  if (constructed) {
    const sheet = new popup.CSSStyleSheet();
    sheet.replaceSync(SHEET_STYLE);
    doc.adoptedStyleSheets = [sheet];
  }
  const total = el('span', { textContent: formatTotal(options.total.amount, options.total.currency) });
  const alert = el('p', { className: 'alert' });
  alert.setAttribute('role', 'alert');
  const status = el('p', { className: 'status' });
  status.setAttribute('role', 'status');
  const tokens = [...TEST_TOKENS, ...(options.extraTokens ?? [])];
  const buttons = tokens.map((entry) =>
    el('button', { type: 'button', onclick: () => pick(entry.token) }, [
      el('span', { textContent: `${entry.label} (${entry.token})` }),
      el('small', { textContent: entry.outcome }),
    ]),
  );
  const cancel = el('button', { type: 'button', textContent: 'Cancel', onclick: () => finish('cancel') });
  let address = options.shipping ? TEST_ADDRESSES[0] : null;
  const select = el(
    'select',
    { id: 'address' },
    TEST_ADDRESSES.map((a, i) => el('option', { value: String(i), textContent: addressLabel(a) })),
  );
  select.addEventListener('change', () => changeAddress(TEST_ADDRESSES[Number(select.value)], 'SHIPPING_ADDRESS'));

  doc.head.replaceChildren(el('title', { textContent: `${options.wallet} (test sheet)` }), ...(constructed ? [] : [el('style', { textContent: SHEET_STYLE })]));
  doc.body.replaceChildren(
    el('main', {}, [
      el('h1', {}, [options.wallet, el('span', { className: 'test', textContent: 'TEST' })]),
      el('p', { className: 'merchant', textContent: `Pay ${options.merchant}` }),
      el('p', { className: 'total' }, [el('span', { textContent: 'Total' }), total]),
      ...(options.shipping ? [el('label', { htmlFor: 'address', textContent: 'Ship to' }), select] : []),
      alert,
      status,
      el('fieldset', { className: 'cards' }, [el('legend', { textContent: 'Pay with a test card' }), ...buttons]),
      cancel,
    ]),
  );

  let done = false;
  const setBusy = (busy) => {
    for (const button of [...buttons, select]) button.disabled = busy;
  };
  // The shopper closed the window: a cancel, as the real sheet's close button.
  const watch = setInterval(() => {
    if (popup.closed) finish('cancel');
  }, 250);

  function finish(how) {
    if (done) return;
    done = true;
    clearInterval(watch);
    // A moment later, as a real sheet slides away (and the key or click that closed it is over).
    setTimeout(() => popup.closed || popup.close(), SHEET_CLOSE_DELAY_MS);
    if (how === 'cancel') options.onCancel();
  }

  async function changeAddress(next, trigger) {
    address = next;
    alert.textContent = '';
    status.textContent = 'Updating the total…';
    setBusy(true);
    try {
      const update = await options.onShippingChange(next, trigger);
      if (update.total) total.textContent = formatTotal(update.total.amount, update.total.currency);
      alert.textContent = update.error ?? '';
    } finally {
      status.textContent = '';
      setBusy(false);
    }
  }

  function pick(token) {
    alert.textContent = '';
    status.textContent = 'Paying…';
    setBusy(true);
    options.onPick(token, address);
  }

  return {
    window: popup,
    /** The payment went through: the sheet closes. */
    succeed: () => finish('success'),
    /** The payment failed: the sheet says so, then closes (the page shows why). */
    fail: (message) => {
      status.textContent = '';
      alert.textContent = message || 'Payment not completed.';
      setTimeout(() => finish('failure'), 600);
    },
    /** Closed by the page (an aborted session): no cancel event. */
    close: () => {
      done = true;
      clearInterval(watch);
      if (!popup.closed) popup.close();
    },
    /** The wallet's first look at the default address (as the real sheets do when they open): the merchant prices it. */
    priceDefaultAddress: () => (options.shipping ? changeAddress(TEST_ADDRESSES[0], 'INITIALIZE') : Promise.resolve()),
    setStatus: (text) => {
      status.textContent = text;
    },
    setBusy,
  };
}
