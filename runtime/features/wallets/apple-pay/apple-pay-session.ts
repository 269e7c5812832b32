/**
 * One Apple Pay session, from the button's click to the sheet closing. Safari's order:
 * `onvalidatemerchant` first (nothing else happens until the merchant session is
 * given), then any number of shipping contact changes (each answered with the new
 * total, or an error on the address), then `onpaymentauthorized` with the token
 * (answered with success or failure), or `oncancel` at any point.
 */
import type { ShippingAddress, ShippingUpdate } from '../../../../protocol';
import { walletAmount } from '../common/amounts';
import type { WalletTotal } from '../common/use-wallet-payment';
import { APPLE_PAY_VERSION, shippingAddressOf, shippingError, type ApplePayPaymentRequest, type ApplePaySessionClass } from './apple-pay-api';

export interface ApplePayFlow {
  /** The merchant session for Safari's validation URL (rejects: the session is aborted). */
  readonly validate: (validationUrl: string) => Promise<unknown>;
  readonly shippingChanged: (address: ShippingAddress) => Promise<ShippingUpdate>;
  /** The total the sheet is to show (after the last shipping change). */
  readonly total: () => WalletTotal;
  /** Pays with the token; true once paid. */
  readonly authorized: (paymentData: unknown, shipping: ShippingAddress | null) => Promise<boolean>;
  readonly cancelled: () => void;
  readonly validationFailed: (error: unknown) => void;
}

/** Starts the session. Call it in the click's own handler: Safari refuses a session made later. */
export function beginApplePay(win: Window, Session: ApplePaySessionClass, request: ApplePayPaymentRequest, flow: ApplePayFlow): void {
  const session = new Session(APPLE_PAY_VERSION, request);
  let over = false;
  const lineItem = (): { label: string; amount: string } => {
    const { amount, currency } = flow.total();
    return { label: request.total.label, amount: walletAmount(amount, currency) };
  };

  session.onvalidatemerchant = ({ validationURL }) => {
    flow.validate(validationURL).then(
      (merchantSession) => session.completeMerchantValidation(merchantSession),
      (error: unknown) => {
        over = true;
        session.abort();
        flow.validationFailed(error);
      },
    );
  };
  session.onshippingcontactselected = ({ shippingContact }) => {
    const address = shippingAddressOf(shippingContact);
    if (!address) return;
    void flow.shippingChanged(address).then((update) => {
      if (over) return;
      session.completeShippingContactSelection({ newTotal: lineItem(), ...(update.error ? { errors: [shippingError(win, update.error)] } : {}) });
    });
  };
  session.onpaymentauthorized = ({ payment }) => {
    void flow.authorized(payment.token.paymentData, shippingAddressOf(payment.shippingContact)).then((paid) => {
      over = true;
      session.completePayment({ status: paid ? Session.STATUS_SUCCESS : Session.STATUS_FAILURE });
    });
  };
  session.oncancel = () => {
    if (over) return;
    over = true;
    flow.cancelled();
  };
  session.begin();
}
