/**
 * The Google Pay button (`/elements/google-pay`, and the drop-in's `googlepay` row): the
 * Google Pay JS API is loaded from the environment's address (runtime/features/wallets/common/wallet-scripts.ts;
 * the sandbox's stand-in locally), asked whether the shopper can pay, and draws its own
 * button; the sheet's token (a JSON string) pays (../common/use-wallet-payment.ts). Script
 * not loaded within 120 s, or not ready to pay: `wallet_unavailable` and no button.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { porticoError } from '../../../../protocol';
import { currentEnvironment } from '../../../platform/env';
import { googlePaySetup } from '../common/wallet-scripts';
import { useTranslation } from '../../../platform/i18n/react';
import { ScriptLoadError } from '../../../platform/lib/load-script';
import { logEvent } from '../../../platform/telemetry';
import { useElementFrame, useOnFocusRequest } from '../../../host';
import { useReportUnusable, walletName, type Availability } from '../common/use-wallet-availability';
import { useWalletOrder } from '../common/use-wallet-order';
import { useWalletPayment } from '../common/use-wallet-payment';
import { useSheetEvents } from '../common/use-sheet-events';
import { WalletLayout, WalletPlaceholder } from '../common/WalletLayout';
import {
  googleShippingAddress,
  loadGooglePay,
  paymentDataRequest,
  readGoogleToken,
  readyToPayRequest,
  statusCodeOf,
  transactionInfo,
  type GooglePayClient,
  type IntermediatePaymentData,
  type PaymentDataUpdate,
  isReady,
} from './google-pay-api';

export default function GooglePayBody() {
  const { t, i18n } = useTranslation();
  const { options } = useElementFrame();
  const orderState = useWalletOrder();
  const order = orderState.status === 'ready' ? orderState.order : null;
  const payment = useWalletPayment('googlepay', order);
  const sheet = useSheetEvents('google_pay');
  const [availability, setAvailability] = useState<Availability>({ status: 'checking' });
  const client = useRef<GooglePayClient | null>(null);
  const slot = useRef<HTMLDivElement>(null);
  useOnFocusRequest(() => slot.current?.querySelector<HTMLElement>('button, [tabindex]')?.focus());
  // Google calls these later, from its sheet: they read the latest hooks (set after each commit, below).
  const latest = useRef({ payment, order, start: () => {} });
  useReportUnusable('googlepay', availability, orderState, payment);

  // Shipping changes in an express checkout's sheet: the merchant's new total, or why it cannot ship there.
  const [onPaymentDataChanged] = useState(() => async (data: IntermediatePaymentData): Promise<PaymentDataUpdate> => {
    const address = googleShippingAddress(data.shippingAddress);
    const current = latest.current.order;
    if (!address || !current) return {};
    const update = await latest.current.payment.shippingChanged(address);
    if (update.error) return { error: { reason: 'SHIPPING_ADDRESS_UNSERVICEABLE', message: update.error, intent: 'SHIPPING_ADDRESS' } };
    return { newTransactionInfo: transactionInfo(latest.current.payment.total(), current.country) };
  });

  useEffect(() => {
    if (!order) return;
    let live = true;
    const setup = googlePaySetup(currentEnvironment());
    loadGooglePay(setup)
      .then(async (PaymentsClient) => {
        const made = new PaymentsClient({ environment: setup.environment, ...(order.shipping ? { paymentDataCallbacks: { onPaymentDataChanged } } : {}) });
        const ready = isReady(await made.isReadyToPay(readyToPayRequest()));
        if (!live) return;
        client.current = ready ? made : null;
        setAvailability(ready ? { status: 'available' } : { status: 'unavailable', reason: 'not_ready_to_pay' });
      })
      .catch((error: unknown) => {
        if (live) setAvailability({ status: 'unavailable', reason: error instanceof ScriptLoadError ? `script_${error.reason}` : 'api_missing' });
      });
    return () => {
      live = false;
    };
  }, [order, onPaymentDataChanged]);

  const start = () => {
    const made = client.current;
    if (!made || !order) return;
    payment.newSheet();
    sheet.opened();
    made.loadPaymentData(paymentDataRequest(order)).then(
      async (data) => {
        sheet.closed();
        const read = readGoogleToken(data);
        if (!read.ok) {
          logEvent('onReceiveGooglePayInvalidToken', 'warn', { reason: read.reason });
          payment.report(
            porticoError('wallet_token_invalid', { wallet: 'googlepay', reason: read.reason }, t('wallet.token_invalid', { wallet: walletName('googlepay') })),
          );
          return;
        }
        const shipping = typeof data === 'object' && data !== null ? googleShippingAddress((data as { shippingAddress?: unknown }).shippingAddress) : null;
        await payment.payWithToken(read.token, shipping);
      },
      (error: unknown) => {
        sheet.closed();
        const code = statusCodeOf(error);
        if (code === 'CANCELED') payment.cancelled();
        else
          payment.report(
            porticoError(
              'default_backend_error',
              { wallet: 'googlepay', reason: 'load_payment_data', status_code: code },
              t('payment.error.default_backend_error'),
            ),
          );
      },
    );
  };
  useLayoutEffect(() => {
    latest.current = { payment, order, start };
  });

  // Google's own button, in the shopper's language and the appearance's colours; made again when either changes.
  const dark = options.appearance?.mode === 'dark';
  const language = i18n.language;
  const shown = availability.status === 'available' && order !== null && payment.status !== 'succeeded';
  useLayoutEffect(() => {
    const made = client.current;
    const node = slot.current;
    if (!shown || !made || !node) return;
    const button = made.createButton({
      onClick: () => latest.current.start(),
      buttonColor: dark ? 'white' : 'black',
      buttonType: 'pay',
      buttonSizeMode: 'fill',
      buttonLocale: language.split('-')[0] ?? 'en',
    });
    node.replaceChildren(button);
    return () => button.remove();
  }, [shown, dark, language]);

  if (availability.status === 'unavailable' || orderState.status === 'failed') {
    return payment.message ? (
      <WalletLayout status="idle" message={payment.message}>
        {null}
      </WalletLayout>
    ) : null;
  }
  return (
    <WalletLayout status={payment.status} message={payment.message}>
      {shown ? <div ref={slot} className="portico-wallet__slot" inert={payment.status === 'processing'} /> : <WalletPlaceholder />}
    </WalletLayout>
  );
}
