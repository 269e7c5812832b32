/**
 * The methods paid by scanning a QR code, and what each one's body says and sends.
 * The wallet apps of the generic QR code method are spec §9's, shown by their brand
 * names (not translated).
 */
import { QR_WALLETS, type PaymentMethodName, type QrWallet } from '../../../../protocol';
import type { PaymentMethodInput } from '../../../platform/api/payment-intents';

export type QrMethod = Extract<PaymentMethodName, 'qrcode' | 'paynow' | 'wechatpay'>;

const QR_METHODS: readonly QrMethod[] = ['qrcode', 'paynow', 'wechatpay'];

export const WALLET_NAMES: Readonly<Record<QrWallet, string>> = { birdpay: 'BirdPay', lumi: 'Lumi' };

export function isQrMethod(value: unknown): value is QrMethod {
  return (QR_METHODS as readonly unknown[]).includes(value);
}

export function isQrWallet(value: unknown): value is QrWallet {
  return (QR_WALLETS as readonly unknown[]).includes(value);
}

/** The confirm's payment method: each asks for its QR flow (PayNow and WeChat Pay have others). */
export function qrPaymentMethod(method: QrMethod, wallet: QrWallet | null): PaymentMethodInput {
  switch (method) {
    case 'wechatpay':
      return { type: 'wechatpay', wechatpay: { flow: 'qrcode' } };
    case 'paynow':
      return { type: 'paynow', paynow: { flow: 'qrcode' } };
    case 'qrcode':
      return wallet ? { type: 'qrcode', qrcode: { wallet } } : { type: 'qrcode' };
  }
}

/**
 * The key under `qr.intro` / `qr.scan` for the app the shopper scans with: WeChat,
 * a banking app (PayNow), the named wallet, or any wallet app.
 */
export function scanAppKey(method: QrMethod, wallet: QrWallet | null): 'wechatpay' | 'paynow' | 'wallet' | 'any' {
  if (method !== 'qrcode') return method;
  return wallet ? 'wallet' : 'any';
}
