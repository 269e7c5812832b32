// Stand-in for the Google Pay JS API (https://pay.google.com/gp/p/js/pay.js), served by
// the sandbox at /simulator/google-pay/pay.js with sheet.js in front of it. The same
// surface the checkout uses — google.payments.api.PaymentsClient({ environment,
// paymentDataCallbacks }), isReadyToPay, createButton, loadPaymentData — so the
// checkout's real loading, button and token path runs against it. loadPaymentData
// opens the test sheet; the token it answers is the JSON string of the sandbox's
// { test_token }, or a malformed string for the "malformed token" card.
//
// Test knobs, read when a client is made: window.PORTICO_GOOGLE_PAY_STAND_IN =
// { ready: false } makes isReadyToPay answer { result: false }.

/** Google's error shape: the page reads `statusCode`. */
function googlePayError(statusCode, statusMessage) {
  return Object.assign(new Error(statusMessage), { statusCode, statusMessage });
}

/** What the real API checks first: version 2.0 and a CARD method; a broken request is the page's bug. */
function checkBase(request) {
  if (!request || request.apiVersion !== 2 || request.apiVersionMinor !== 0) throw googlePayError('DEVELOPER_ERROR', 'apiVersion 2, apiVersionMinor 0 expected');
  const methods = request.allowedPaymentMethods;
  if (!Array.isArray(methods) || !methods.some((m) => m && m.type === 'CARD')) throw googlePayError('DEVELOPER_ERROR', 'allowedPaymentMethods needs a CARD method');
  return methods.find((m) => m.type === 'CARD');
}

function checkPaymentDataRequest(request) {
  const card = checkBase(request);
  const spec = card.tokenizationSpecification;
  if (!spec || spec.type !== 'PAYMENT_GATEWAY' || !spec.parameters || typeof spec.parameters.gateway !== 'string') {
    throw googlePayError('DEVELOPER_ERROR', 'tokenizationSpecification PAYMENT_GATEWAY with parameters.gateway expected');
  }
  const info = request.transactionInfo;
  if (!info || !/^[A-Z]{3}$/.test(info.currencyCode) || info.totalPriceStatus !== 'FINAL' || !/^\d+(\.\d{1,2})?$/.test(info.totalPrice)) {
    throw googlePayError('DEVELOPER_ERROR', 'transactionInfo { currencyCode, totalPriceStatus: FINAL, totalPrice } expected');
  }
  return info;
}

/** The button's styles, adopted once per document. */
let buttonSheet = null;
const GOOGLE_PAY_BUTTON_STYLE = `
  .gpay-button { display: flex; align-items: center; justify-content: center; gap: .35em; width: 100%; height: 100%; min-height: 40px;
    border: 0; border-radius: 4px; background: #000; color: #fff; font: 500 17px/1 'Google Sans', Roboto, system-ui, sans-serif; cursor: pointer; padding: 0 16px; box-sizing: border-box; }
  .gpay-button.white { background: #fff; color: #3c4043; box-shadow: inset 0 0 0 1px #747775; }
  .gpay-button:hover { filter: brightness(1.15); }
  .gpay-button.white:hover { background: #f8f9fa; filter: none; }
  .gpay-button .gpay-mark { display: inline-flex; align-items: baseline; font-weight: 500; }
  .gpay-button .gpay-g { font-weight: 700; background: conic-gradient(from -45deg, #ea4335 0 25%, #4285f4 0 50%, #34a853 0 75%, #fbbc04 0); -webkit-background-clip: text; background-clip: text; color: transparent; }
  .gpay-card-info-container-fill { display: block; width: 100%; height: 100%; }
`;

/** "Pay with", by the button's locale, as the real button's text (a few; English otherwise). */
const PAY_WITH = { en: 'Pay with', de: 'Bezahlen mit', fr: 'Payer avec', ja: 'お支払い', es: 'Pagar con', it: 'Paga con', nl: 'Betalen met' };

class PaymentsClient {
  constructor(options = {}) {
    if (options.environment !== 'TEST' && options.environment !== 'PRODUCTION') throw googlePayError('DEVELOPER_ERROR', 'environment TEST or PRODUCTION expected');
    this.environment = options.environment;
    this.callbacks = options.paymentDataCallbacks ?? {};
    this.config = window.PORTICO_GOOGLE_PAY_STAND_IN ?? {};
  }

  async isReadyToPay(request) {
    checkBase(request);
    return { result: this.config.ready !== false };
  }

  prefetchPaymentDetails() {}

  createButton(options = {}) {
    if (typeof options.onClick !== 'function') throw googlePayError('DEVELOPER_ERROR', 'createButton needs onClick');
    // A constructed sheet, not a <style> element: the checkout's document allows no inline style (style-src 'self').
    if (!buttonSheet) {
      buttonSheet = new CSSStyleSheet();
      buttonSheet.replaceSync(GOOGLE_PAY_BUTTON_STYLE);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, buttonSheet];
    }
    const locale = String(options.buttonLocale ?? navigator.language ?? 'en').slice(0, 2);
    const container = document.createElement('div');
    container.className = options.buttonSizeMode === 'fill' ? 'gpay-card-info-container-fill' : '';
    const button = document.createElement('button');
    button.type = 'button';
    button.className = `gpay-button${options.buttonColor === 'white' ? ' white' : ''}`;
    button.setAttribute('aria-label', 'Google Pay');
    const mark = document.createElement('span');
    mark.className = 'gpay-mark';
    mark.innerHTML = '<span class="gpay-g">G</span>&nbsp;Pay';
    if (options.buttonType === 'pay' || options.buttonType === 'buy') button.append(PAY_WITH[locale] ?? PAY_WITH.en, mark);
    else button.append(mark);
    button.addEventListener('click', (event) => options.onClick(event));
    container.append(button);
    return container;
  }

  loadPaymentData(request) {
    let info;
    try {
      info = checkPaymentDataRequest(request);
    } catch (error) {
      return Promise.reject(error);
    }
    const shipping = request.shippingAddressRequired === true;
    const intents = request.callbackIntents ?? [];
    return new Promise((resolve, reject) => {
      const sheet = openTestSheet({
        wallet: 'Google Pay',
        merchant: request.merchantInfo?.merchantName ?? 'the merchant',
        total: { amount: info.totalPrice, currency: info.currencyCode },
        shipping,
        extraTokens: [{ token: 'malformed', label: 'Malformed token', outcome: 'unreadable token' }],
        onShippingChange: async (address, trigger) => {
          if (!intents.includes('SHIPPING_ADDRESS') || typeof this.callbacks.onPaymentDataChanged !== 'function') return {};
          const update = (await this.callbacks.onPaymentDataChanged({ callbackTrigger: trigger, shippingAddress: address })) ?? {};
          const next = update.newTransactionInfo;
          return {
            total: next ? { amount: next.totalPrice, currency: next.currencyCode } : undefined,
            error: update.error ? update.error.message : undefined,
          };
        },
        onPick: (token, address) => {
          sheet.succeed();
          resolve({
            apiVersion: 2,
            apiVersionMinor: 0,
            paymentMethodData: {
              type: 'CARD',
              description: token,
              info: { cardNetwork: token === 'tok_mastercard' ? 'MASTERCARD' : 'VISA', cardDetails: '1111' },
              tokenizationData: { type: 'PAYMENT_GATEWAY', token: token === 'malformed' ? '{"test_token":' : JSON.stringify({ test_token: token }) },
            },
            ...(shipping ? { shippingAddress: { ...address, name: 'Test Shopper', address1: '1 Test Street' } } : {}),
          });
        },
        onCancel: () => reject(googlePayError('CANCELED', 'User closed the Payment Request UI.')),
      });
      if (!sheet) reject(googlePayError('DEVELOPER_ERROR', 'The payment sheet popup was blocked: call loadPaymentData in a click handler.'));
      // As Google's sheet: onPaymentDataChanged first runs with INITIALIZE for the default address.
      else void sheet.priceDefaultAddress();
    });
  }
}

window.google = window.google ?? {};
window.google.payments = { api: { PaymentsClient } };
