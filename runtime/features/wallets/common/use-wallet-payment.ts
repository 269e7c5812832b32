/**
 * What both wallet buttons do once their sheet has a token: pay the element's intent,
 * or, for an express checkout, ask the merchant for the intent first (the
 * `paymentAuthorized` event, answered as `onpaymentauthorized` within 30 s), check it is
 * for the total the shopper approved, and pay that. Shipping changes in the sheet go to
 * the merchant as `shippingChange`, whose answer (`onApplePaySessionUpdate`) is the new
 * total or why the address cannot be served. Every failure is shown to the shopper and
 * reported as an `error` event; nothing here throws.
 */
import { useCallback, useRef, useState } from 'react';
import {
  originNotRegistered,
  porticoError,
  type ExpressIntent,
  type PaymentError,
  type ShippingAddress,
  type ShippingUpdate,
  type WalletName,
} from '../../../../protocol';
import { retrievePaymentIntent, type WalletToken } from '../../../platform/api/payment-intents';
import { useTranslation } from '../../../platform/i18n/react';
import { useElementFrame, useEmit, useParentCall } from '../../../host';
import { useConfirmIntent, type PaymentStatus, type PaymentTarget } from '../../../payment';
import { sameAmount } from './amounts';
import { expressTarget } from './express-target';
import { checkFramePlace } from '../../../host/client-secret-check';
import { providerFailure, shopperText } from './failure';
import { ReplyWaiter } from './reply-waiter';
import type { WalletOrder } from './use-wallet-order';

/** How long the merchant's `paymentAuthorized` handler has to answer with the intent. */
const EXPRESS_INTENT_TIMEOUT_MS = 30_000;
/** How long a `shippingChange` handler has (Apple Pay ends a session whose events stay unanswered for 30 s). */
const SHIPPING_UPDATE_TIMEOUT_MS = 20_000;

export interface WalletTotal {
  readonly amount: number;
  readonly currency: string;
}

export interface WalletPayment {
  /** `processing` from the token to the payment's end (the merchant's express answer included). */
  readonly status: PaymentStatus;
  /** What the shopper is told, translated, or null. */
  readonly message: string | null;
  /** The total the sheet shows now (an express checkout's follows the shipping address). */
  readonly total: () => WalletTotal;
  /** Pays with the sheet's token; true once paid. */
  readonly payWithToken: (token: WalletToken, shipping: ShippingAddress | null) => Promise<boolean>;
  /** The merchant's answer for another shipping address (nothing: the total stays). */
  readonly shippingChanged: (address: ShippingAddress) => Promise<ShippingUpdate>;
  /** A failure of the wallet itself: shown to the shopper and sent as an `error` event (either may be left out). */
  readonly report: (error: PaymentError, how?: { readonly show?: boolean; readonly emit?: boolean }) => void;
  /** A new sheet opens: the order's own total again, and no earlier message. */
  readonly newSheet: () => void;
  /** The shopper closed the sheet: `cancel`, and any earlier message goes. */
  readonly cancelled: () => void;
}

export function useWalletPayment(wallet: WalletName, order: WalletOrder | null): WalletPayment {
  const { t } = useTranslation();
  const emit = useEmit();
  const { place } = useElementFrame();
  // A parent `confirm()` cannot open a wallet's sheet (that needs the shopper's own click).
  const confirm = useConfirmIntent(() => ({ ok: false, fields: ['wallet_button'] }));
  const [waitingForMerchant, setWaitingForMerchant] = useState(false);
  const [own, setOwn] = useState<string | null>(null);
  const [expressReplies] = useState(() => new ReplyWaiter<ExpressIntent | undefined>());
  const [shippingReplies] = useState(() => new ReplyWaiter<ShippingUpdate | undefined>());
  const shownTotal = useRef<WalletTotal | null>(null);
  const total = useCallback((): WalletTotal => shownTotal.current ?? { amount: order?.amount ?? 0, currency: order?.currency ?? '' }, [order]);

  // An answer nobody waits for (after the time limit) is dropped; the merchant heard of the time-out already.
  useParentCall('onpaymentauthorized', async (intent) => {
    expressReplies.answer(intent);
    return { accepted: true } as const;
  });
  useParentCall('onApplePaySessionUpdate', async (update) => {
    shippingReplies.answer(update);
    return { updated: true } as const;
  });

  const report = useCallback(
    (error: PaymentError, { show = true, emit: send = true } = {}) => {
      if (show) setOwn(shopperText(error, t));
      if (send) emit('onError', error);
    },
    [emit, t],
  );

  /** The express checkout's intent from the merchant, checked against the total the shopper approved. */
  const expressIntent = useCallback(
    async (shipping: ShippingAddress | null): Promise<PaymentTarget | PaymentError> => {
      const approved = total();
      const reply = await expressReplies.wait(() => emit('onPaymentAuthorized', { wallet, shipping_address: shipping }), EXPRESS_INTENT_TIMEOUT_MS);
      if (!reply.answered || !reply.value) {
        return porticoError('express_intent_missing', reply.answered ? { reason: 'no_intent' } : { reason: 'timeout', timeout_ms: EXPRESS_INTENT_TIMEOUT_MS });
      }
      const target = expressTarget(reply.value);
      try {
        const client = await target.api();
        // The merchant's intent is checked as an address's secret is: its account, on this page.
        const placed = place ? await checkFramePlace(client, place) : { ok: true as const };
        if (!placed.ok) {
          return placed.reason === 'origin_not_registered'
            ? originNotRegistered(placed.origin, placed.account_id)
            : porticoError('invalid_client_secret', { reason: placed.reason, intent_id: target.intentId });
        }
        const intent = await retrievePaymentIntent(client, target.intentId);
        if (intent.currency === approved.currency && sameAmount(intent.amount, approved.amount, approved.currency)) return target;
        return porticoError('express_intent_mismatch', {
          intent_id: intent.id,
          intent: { amount: intent.amount, currency: intent.currency },
          approved: { ...approved },
        });
      } catch (caught) {
        return providerFailure(caught, t, { intent_id: target.intentId, reason: 'express_intent_not_read' });
      }
    },
    [emit, expressReplies, t, total, wallet, place],
  );

  const { pay, reset } = confirm;
  const newSheet = useCallback(() => {
    shownTotal.current = null;
    setOwn(null);
    reset();
  }, [reset]);

  const payWithToken = useCallback(
    async (token: WalletToken, shipping: ShippingAddress | null): Promise<boolean> => {
      let target: PaymentTarget | undefined;
      if (order?.express) {
        setWaitingForMerchant(true);
        const found = await expressIntent(shipping).finally(() => setWaitingForMerchant(false));
        if (!('intentId' in found)) {
          report(found);
          return false;
        }
        target = found;
      }
      const paymentMethod = wallet === 'applepay' ? { type: 'applepay' as const, applepay: { token } } : { type: 'googlepay' as const, googlepay: { token } };
      try {
        await pay({ ok: true, paymentMethod }, target);
        return true;
      } catch {
        // useConfirmIntent has shown the failure and sent the `error` event.
        return false;
      }
    },
    [order, expressIntent, pay, report, wallet],
  );

  const shippingChanged = useCallback(
    async (address: ShippingAddress): Promise<ShippingUpdate> => {
      const reply = await shippingReplies.wait(() => emit('onShippingChange', { wallet, shipping_address: address }), SHIPPING_UPDATE_TIMEOUT_MS);
      const update = reply.answered ? (reply.value ?? {}) : {};
      if (update.amount !== undefined && !update.error) shownTotal.current = { amount: update.amount, currency: total().currency };
      return update;
    },
    [emit, shippingReplies, total, wallet],
  );

  const cancelled = useCallback(() => {
    setOwn(null);
    reset();
    emit('onCancel', {});
  }, [emit, reset]);

  const status: PaymentStatus = waitingForMerchant ? 'processing' : confirm.status;
  return { status, message: confirm.error?.message ?? own, total, payWithToken, shippingChanged, report, newSheet, cancelled };
}
