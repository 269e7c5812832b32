// The merchant's own code for the QR code and WeChat Pay demos. What a merchant writes:
// create an intent on your server, mount the element, confirm on Pay. The shopper then
// pays on their phone (scans the code; in a phone's browser, WeChat's own page), and the
// element tells the page: `success` once the provider has the money, `error` when the
// shopper rejected it or the code expired (the element offers a new code itself).

const $ = (selector) => document.querySelector(selector);
const appearance = () => ({ mode: matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light' });
const checkoutOrigin = () => $('meta[name="portico-checkout-origin"]').content;

/** What each method is paid in (the sandbox's method table). */
const CURRENCY = { qrcode: 'HKD', paynow: 'SGD', wechatpay: 'CNY' };
const AMOUNT = { HKD: 88, SGD: 12.5, CNY: 88 };

/** `kind`: 'qrcode' (`?method=paynow`, `?wallet=birdpay|lumi`) or 'wechat' (`?return=0`: no return_url). `?stay`: stay here once paid. */
export async function runQrDemo(Portico, kind) {
  const payButton = $('#pay');
  const errorLog = $('#merchant-error');
  const setStatus = (text) => {
    $('#status').textContent = text;
  };
  const query = new URLSearchParams(location.search);
  const method = kind === 'wechat' ? 'wechatpay' : query.get('method') === 'paynow' ? 'paynow' : 'qrcode';
  const currency = CURRENCY[method];

  const response = await fetch('/api/create-intent', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ amount: AMOUNT[currency], currency }),
  });
  const intent = await response.json();
  if (!response.ok) {
    setStatus(`Could not start the payment: ${intent.message}`);
    return;
  }
  $('#amount').textContent = new Intl.NumberFormat('en', { style: 'currency', currency }).format(intent.amount);

  const portico = await Portico.init({ checkoutOrigin: checkoutOrigin(), locale: query.get('lang') ?? undefined, appearance: appearance() });
  const options = { intent_id: intent.intent_id, client_secret: intent.client_secret };
  if (kind === 'qrcode') {
    options.method = method;
    if (query.get('wallet')) options.wallet = query.get('wallet');
  }
  // On a phone, WeChat Pay leaves this page: where the shopper comes back to once paid.
  if (kind === 'wechat' && query.get('return') !== '0') options.return_url = new URL('/success.html', location.href).href;
  const element = portico.createElement(kind, options);

  element.on('ready', () => {
    payButton.disabled = false;
    setStatus('');
  });
  element.on('success', ({ intent: paid }) => {
    if (query.has('stay')) setStatus(`Paid: ${paid.id}`);
    else location.assign(`/success.html?intent_id=${encodeURIComponent(paid.id)}`);
  });
  element.on('redirect', () => setStatus('Taking you to WeChat…'));
  element.on('error', (error) => {
    errorLog.textContent = JSON.stringify(error, null, 2);
    errorLog.hidden = false;
    payButton.disabled = false;
    setStatus(error.code === 'payment_expired' ? 'The QR code expired. Pay again for a new one.' : 'The payment did not go through. You can try again.');
  });

  async function pay() {
    payButton.disabled = true;
    errorLog.hidden = true;
    setStatus('Getting your QR code…');
    try {
      const result = await element.confirm();
      if (result.status === 'REQUIRES_CUSTOMER_ACTION') setStatus(kind === 'wechat' ? 'Pay in WeChat.' : 'Scan the QR code to pay.');
    } catch {
      // Shown by the element and reported to the `error` handler above.
      payButton.disabled = false;
    }
  }
  payButton.addEventListener('click', pay);
  element.mount('#payment-element');
}
