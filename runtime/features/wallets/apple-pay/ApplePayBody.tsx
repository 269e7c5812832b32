/**
 * The Apple Pay button (`/elements/apple-pay`, and the drop-in's `applepay` row): shown
 * only where Safari's Apple Pay can pay; a click opens Apple's sheet for the intent's
 * total (or the express checkout's), the merchant is validated by the provider, and the
 * token pays (../common/use-wallet-payment.ts). Apple Pay not here: `wallet_unavailable`
 * and no button, logged as onApplePayNotSupported (spec §8).
 */
import { useEffect, useRef, useState } from 'react';
import { isRecord, porticoError } from '../../../../protocol';
import { useTranslation } from '../../../platform/i18n/react';
import { logEvent } from '../../../platform/telemetry';
import { useElementFrame, useOnFocusRequest } from '../../../host';
import { useReportUnusable, walletName, type Availability } from '../common/use-wallet-availability';
import { useWalletOrder } from '../common/use-wallet-order';
import { useWalletPayment } from '../common/use-wallet-payment';
import { useSheetEvents } from '../common/use-sheet-events';
import { WalletLayout, WalletPlaceholder } from '../common/WalletLayout';
import { currentEnvironment } from '../../../platform/env';
import { APPLE_PAY_SDK_SCRIPTS } from '../common/wallet-scripts';
import { applePayAvailability, applePayRequest, loadApplePay, type ApplePayAvailability } from './apple-pay-api';
import { beginApplePay } from './apple-pay-session';
import { ApplePayMark } from './ApplePayMark';
import { validateMerchant } from './merchant-validation';
import { WalletButton } from '../../../ui/WalletButton';

/** Safari's Apple Pay at once; elsewhere `null` while Apple's SDK loads (wallet-scripts.ts). */
function useApplePay(): ApplePayAvailability | null {
  const [sdkUrl] = useState(() => APPLE_PAY_SDK_SCRIPTS[currentEnvironment().name]);
  const [found, setFound] = useState<ApplePayAvailability | null>(() => {
    const here = applePayAvailability(window);
    return here.available || here.reason !== 'not_supported' || sdkUrl === null ? here : null;
  });
  useEffect(() => {
    if (found) return;
    let live = true;
    void loadApplePay(window, sdkUrl).then((loaded) => live && setFound(loaded));
    return () => {
      live = false;
    };
  }, [found, sdkUrl]);
  return found;
}

export default function ApplePayBody() {
  const { t, i18n } = useTranslation();
  const { api } = useElementFrame();
  const orderState = useWalletOrder();
  const order = orderState.status === 'ready' ? orderState.order : null;
  const payment = useWalletPayment('applepay', order);
  const sheet = useSheetEvents('apple_pay');
  const found = useApplePay();
  const buttonRef = useRef<HTMLButtonElement>(null);
  useOnFocusRequest(() => buttonRef.current?.focus());
  const availability: Availability = !found
    ? { status: 'checking' }
    : found.available
      ? { status: 'available' }
      : { status: 'unavailable', reason: found.reason };
  useReportUnusable('applepay', availability, orderState, payment);
  useEffect(() => {
    if (found && !found.available) logEvent('onApplePayNotSupported', 'warn', { reason: found.reason });
  }, [found]);

  if (!found)
    return (
      <WalletLayout status="idle" message={null}>
        <WalletPlaceholder />
      </WalletLayout>
    );
  // Nothing to press: only what the shopper is to read, if anything (never a dead button).
  if (!found.available || orderState.status === 'failed') {
    return payment.message ? (
      <WalletLayout status="idle" message={payment.message}>
        {null}
      </WalletLayout>
    ) : null;
  }

  const start = () => {
    if (!order) return;
    payment.newSheet();
    try {
      beginApplePay(window, found.Session, applePayRequest(order), {
        validate: (url) => validateMerchant(order.express ? null : api, url),
        validationFailed: (error) => {
          sheet.closed();
          // Spec §8's onApplePayLoadError: the sheet was aborted before it could load (no merchant session).
          logEvent('onApplePayLoadError', 'warn', { step: 'merchant_validation', error: String(error) });
          payment.report(porticoError('wallet_validation_failed', { wallet: 'applepay', reason: String(error) }));
        },
        shippingChanged: payment.shippingChanged,
        total: payment.total,
        authorized: (paymentData, shipping) => {
          // The sheet closes once the payment is answered (its completePayment).
          const closing = (paid: boolean) => {
            sheet.closed();
            return paid;
          };
          if (isRecord(paymentData)) return payment.payWithToken(paymentData, shipping).then(closing);
          payment.report(porticoError('wallet_token_invalid', { wallet: 'applepay' }, t('wallet.token_invalid', { wallet: walletName('applepay') })));
          return Promise.resolve(closing(false));
        },
        cancelled: () => {
          sheet.closed();
          payment.cancelled();
        },
      });
      sheet.opened();
    } catch (error) {
      // Safari refused the session (a request it does not take): the merchant's or ours, never the shopper's.
      logEvent('onApplePayLoadError', 'warn', { step: 'session', error: String(error) });
      payment.report(
        porticoError(
          'default_backend_error',
          { wallet: 'applepay', reason: 'session_refused', error: String(error) },
          t('payment.error.default_backend_error'),
        ),
      );
    }
  };

  return (
    <WalletLayout status={payment.status} message={payment.message}>
      {order ? (
        <WalletButton
          ref={buttonRef}
          look="portico-apple-pay"
          lang={i18n.language}
          label={t('element.apple-pay.name')}
          disabled={payment.status === 'processing'}
          onClick={start}
        >
          <ApplePayMark />
        </WalletButton>
      ) : (
        <WalletPlaceholder />
      )}
    </WalletLayout>
  );
}
