// Stand-in for Safari's ApplePaySession, for browsers without Apple Pay (the tests'
// Chromium): served by the sandbox at /simulator/apple-pay/stand-in.js with sheet.js in
// front of it, and installed by the end-to-end tests as an init script in the checkout's
// frames (e2e/support/wallets.ts). It keeps Safari's contract where the checkout relies
// on it: a session is made and begun in a user gesture; onvalidatemerchant comes first,
// and nothing else happens until completeMerchantValidation gets a merchant session for
// this page's domain (the sandbox's POST /pa/wallet_verification makes one); shipping
// contact changes wait for completeShippingContactSelection; onpaymentauthorized waits
// for completePayment. The test sheet plays the shopper.
//
// Test knobs, read when the page asks: window.PORTICO_APPLE_PAY_STAND_IN =
// { canMakePayments: false } makes canMakePayments() answer false.

const APPLE_VALIDATION_URL = 'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession';
const AMOUNT = /^\d+(\.\d{1,2})?$/;

function checkPaymentRequest(request) {
  const problems = [];
  if (!request || typeof request !== 'object') throw new TypeError('ApplePaySession: a payment request is required');
  if (!/^[A-Z]{2}$/.test(request.countryCode)) problems.push('countryCode');
  if (!/^[A-Z]{3}$/.test(request.currencyCode)) problems.push('currencyCode');
  if (!Array.isArray(request.supportedNetworks) || request.supportedNetworks.length === 0) problems.push('supportedNetworks');
  if (!Array.isArray(request.merchantCapabilities) || !request.merchantCapabilities.includes('supports3DS')) problems.push('merchantCapabilities');
  if (!request.total || typeof request.total.label !== 'string' || !AMOUNT.test(request.total.amount)) problems.push('total');
  if (problems.length > 0) throw new TypeError(`ApplePaySession: invalid ${problems.join(', ')}`);
}

/** What Safari checks of a merchant session before it shows the sheet: made for this domain, not expired. */
function isMerchantSession(session) {
  return (
    !!session &&
    typeof session.merchantSessionIdentifier === 'string' &&
    typeof session.signature === 'string' &&
    session.domainName === location.hostname &&
    typeof session.expiresAt === 'number' &&
    session.expiresAt > Date.now()
  );
}

class ApplePaySession {
  static STATUS_SUCCESS = 0;
  static STATUS_FAILURE = 1;

  static canMakePayments() {
    return (window.PORTICO_APPLE_PAY_STAND_IN ?? {}).canMakePayments !== false;
  }

  static supportsVersion(version) {
    return Number.isInteger(version) && version >= 1 && version <= 14;
  }

  constructor(version, request) {
    if (!ApplePaySession.supportsVersion(version)) throw new TypeError(`ApplePaySession: version ${version} is not supported`);
    // Safari: "Must create a new ApplePaySession from a user gesture handler."
    if (!navigator.userActivation?.isActive) throw new DOMException('Must create a new ApplePaySession from a user gesture handler.', 'InvalidAccessError');
    checkPaymentRequest(request);
    this.request = request;
    this.sheet = null;
    this.state = 'created';
    this.onvalidatemerchant = null;
    this.onpaymentauthorized = null;
    this.onshippingcontactselected = null;
    this.oncancel = null;
    this.pendingShipping = null;
  }

  begin() {
    if (this.state !== 'created') throw new DOMException('The session has already begun.', 'InvalidStateError');
    this.state = 'validating';
    const shipping = (this.request.requiredShippingContactFields ?? []).includes('postalAddress');
    this.sheet = openTestSheet({
      wallet: 'Apple Pay',
      merchant: this.request.total.label,
      total: { amount: this.request.total.amount, currency: this.request.currencyCode },
      shipping,
      onShippingChange: (address) => this.#shippingChanged(address),
      onPick: (token, address) => this.#authorize(token, address),
      onCancel: () => this.#cancel(),
    });
    if (!this.sheet) throw new DOMException('The payment sheet popup was blocked.', 'InvalidAccessError');
    this.sheet.setBusy(true);
    this.sheet.setStatus('Contacting Apple Pay…');
    this.onvalidatemerchant?.({ validationURL: APPLE_VALIDATION_URL });
  }

  completeMerchantValidation(merchantSession) {
    if (this.state !== 'validating') throw new DOMException('No merchant validation is waiting.', 'InvalidStateError');
    // Safari drops a session that is not Apple's answer for this domain: the sheet closes and oncancel runs.
    if (!isMerchantSession(merchantSession)) {
      this.sheet.close();
      this.#cancel();
      return;
    }
    this.state = 'open';
    this.sheet.setStatus('');
    this.sheet.setBusy(false);
    // As Safari: the default address is shared once the sheet shows, for the merchant to price it.
    void this.sheet.priceDefaultAddress();
  }

  completeShippingContactSelection(update) {
    const pending = this.pendingShipping;
    if (!pending) throw new DOMException('No shipping contact change is waiting.', 'InvalidStateError');
    this.pendingShipping = null;
    const total = update?.newTotal;
    if (total && !AMOUNT.test(total.amount)) throw new TypeError('ApplePaySession: newTotal.amount is invalid');
    const error = (update?.errors ?? [])[0];
    pending({ total: total ? { amount: total.amount, currency: this.request.currencyCode } : undefined, error: error?.message });
  }

  completePayment(result) {
    if (this.state !== 'authorizing') throw new DOMException('No payment is waiting.', 'InvalidStateError');
    const status = typeof result === 'object' && result !== null ? result.status : result;
    this.state = 'done';
    if (status === ApplePaySession.STATUS_SUCCESS) this.sheet.succeed();
    else this.sheet.fail('Payment not completed.');
  }

  /** The page ends the session (a failed merchant validation): the sheet closes, and no oncancel (the page knows). */
  abort() {
    if (this.state === 'done' || this.state === 'cancelled') return;
    this.state = 'cancelled';
    this.sheet?.close();
  }

  #shippingChanged(address) {
    return new Promise((resolve) => {
      this.pendingShipping = resolve;
      this.onshippingcontactselected?.({ shippingContact: address });
    });
  }

  #authorize(token, address) {
    this.state = 'authorizing';
    this.onpaymentauthorized?.({
      payment: {
        token: {
          paymentData: { test_token: token },
          paymentMethod: { displayName: token, network: token === 'tok_mastercard' ? 'MasterCard' : 'Visa', type: 'credit' },
          transactionIdentifier: Math.random().toString(16).slice(2).toUpperCase(),
        },
        ...(address ? { shippingContact: { ...address, givenName: 'Test', familyName: 'Shopper', addressLines: ['1 Test Street'] } } : {}),
      },
    });
  }

  #cancel() {
    if (this.state === 'done' || this.state === 'cancelled') return;
    this.state = 'cancelled';
    this.oncancel?.({});
  }
}

/** Safari's error for a sheet field (completeShippingContactSelection's `errors`). */
class ApplePayError {
  constructor(code, contactField, message) {
    this.code = code;
    this.contactField = contactField;
    this.message = message;
  }
}

window.ApplePaySession = ApplePaySession;
window.ApplePayError = ApplePayError;
