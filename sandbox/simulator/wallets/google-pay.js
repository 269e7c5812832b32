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
  if (!request || request.apiVersion !== 2 || request.apiVersionMinor !== 0)
    throw googlePayError('DEVELOPER_ERROR', 'apiVersion 2, apiVersionMinor 0 expected');
  const methods = request.allowedPaymentMethods;
  if (!Array.isArray(methods) || !methods.some((m) => m && m.type === 'CARD'))
    throw googlePayError('DEVELOPER_ERROR', 'allowedPaymentMethods needs a CARD method');
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

/** The button's styles are added once per document. */
let buttonStyled = false;
const GOOGLE_PAY_BUTTON_STYLE = `
  .gpay-button { display: flex; align-items: center; justify-content: center; gap: .35em; width: 100%; height: 100%; min-height: 40px;
    border: 0; border-radius: 4px; background: #000; color: #fff; font: 500 17px/1 'Google Sans', Roboto, system-ui, sans-serif; cursor: pointer; padding: 0 16px; box-sizing: border-box; }
  .gpay-button.white { background: #fff; color: #3c4043; box-shadow: inset 0 0 0 1px #747775; }
  .gpay-button:hover { filter: brightness(1.15); }
  .gpay-button.white:hover { background: #f8f9fa; filter: none; }
  .gpay-button .gpay-logo { height: 1.45em; width: auto; margin-top: .1em; }
  .gpay-card-info-container-fill { display: block; width: 100%; height: 100%; }
`;

/**
 * Google Pay's mark (the G in its four colours, "Pay" in the label's colour, per Google's brand guidelines),
 * from @iconify-json/logos (SVG Logos, CC0-1.0): the real button draws the same mark.
 */
const GOOGLE_PAY_MARK =
  '<svg class="gpay-logo" viewBox="0 0 512 204" aria-hidden="true" focusable="false"><path fill="currentColor" d="M362.927 55.057c14.075 0 24.952 3.839 33.27 11.517c8.317 7.677 12.155 17.914 12.155 30.71v61.42h-17.914V144.63h-.64c-7.677 11.517-18.554 17.275-31.35 17.275c-10.877 0-20.474-3.2-28.151-9.597c-7.038-6.398-11.517-15.355-11.517-24.952q0-15.356 11.517-24.953c7.677-6.398 18.554-8.957 31.35-8.957c11.516 0 20.474 1.92 27.511 6.398v-4.478c0-5.972-2.229-11.943-6.688-15.834l-.99-.801c-5.118-4.479-11.516-7.038-18.553-7.038q-16.315 0-24.953 13.436L321.34 74.89c10.236-13.436 23.672-19.834 41.587-19.834M272.715 11.55c11.48 0 22.39 3.995 31.113 11.445l1.517 1.35c8.957 7.678 13.435 19.195 13.435 31.351s-4.478 23.033-13.435 31.35s-19.834 12.796-32.63 12.796l-30.71-.64v59.502H222.81V11.55zm92.77 97.25q-11.516 0-19.193 5.758q-7.678 4.798-7.678 13.435c0 5.119 2.56 9.597 6.398 12.157c4.479 3.199 9.597 5.118 14.716 5.118c7.165 0 14.331-2.787 19.936-7.84l1.177-1.117c6.398-5.758 9.597-12.796 9.597-20.474c-5.758-4.478-14.076-7.038-24.952-7.038m-91.49-79.336h-31.99V80.65h31.99c7.037 0 14.075-2.559 18.554-7.677c10.236-9.597 10.236-25.592.64-35.19l-.64-.64c-5.119-5.118-11.517-8.317-18.555-7.677M512 58.256l-63.34 145.235h-19.194l23.672-50.544l-41.587-94.051h20.474l30.07 72.297h.64l29.431-72.297H512z"/><path fill="#4285f4" d="M165.868 86.407c0-5.758-.64-11.516-1.28-17.274H84.615v32.63h45.425c-1.919 10.236-7.677 19.833-16.634 25.592v21.113h27.511c15.995-14.715 24.952-36.469 24.952-62.06"/><path fill="#34a853" d="M84.614 168.942c23.032 0 42.226-7.678 56.302-20.474l-27.511-21.113c-7.678 5.118-17.275 8.317-28.791 8.317c-21.754 0-40.948-14.715-47.346-35.189H9.118v21.753c14.715 28.791 43.506 46.706 75.496 46.706"/><path fill="#fbbc04" d="M37.268 100.483c-3.838-10.237-3.838-21.753 0-32.63V46.1H9.118c-12.157 23.673-12.157 51.824 0 76.136z"/><path fill="#ea4335" d="M84.614 33.304c12.156 0 23.672 4.479 32.63 12.796l24.312-24.312C126.2 7.712 105.727-.605 85.253.034c-31.99 0-61.42 17.915-75.496 46.706l28.151 21.753c5.758-20.474 24.952-35.189 46.706-35.189"/></svg>';

/** "Pay with", by the button's locale, as the real button's text (a few; English otherwise). */
const PAY_WITH = { en: 'Pay with', de: 'Bezahlen mit', fr: 'Payer avec', ja: 'お支払い', es: 'Pagar con', it: 'Paga con', nl: 'Betalen met' };

class PaymentsClient {
  constructor(options = {}) {
    if (options.environment !== 'TEST' && options.environment !== 'PRODUCTION')
      throw googlePayError('DEVELOPER_ERROR', 'environment TEST or PRODUCTION expected');
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
    if (!buttonStyled) {
      buttonStyled = true;
      if (Array.isArray(document.adoptedStyleSheets) && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(GOOGLE_PAY_BUTTON_STYLE);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      } else {
        document.head.append(Object.assign(document.createElement('style'), { textContent: GOOGLE_PAY_BUTTON_STYLE }));
      }
    }
    const locale = String(options.buttonLocale ?? navigator.language ?? 'en').slice(0, 2);
    const container = document.createElement('div');
    container.className = options.buttonSizeMode === 'fill' ? 'gpay-card-info-container-fill' : '';
    const button = document.createElement('button');
    button.type = 'button';
    button.className = `gpay-button${options.buttonColor === 'white' ? ' white' : ''}`;
    button.setAttribute('aria-label', 'Google Pay');
    const mark = document.createElement('span');
    mark.style.display = 'contents';
    mark.innerHTML = GOOGLE_PAY_MARK;
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
