/**
 * Which payment method a method body is shown as: the drop-in's open row, or a
 * one-method element's kind and options (e.g. `qrcode` with `method: 'paynow'`).
 */
import { createContext, useContext } from 'react';
import type { PaymentMethodName } from '../../protocol';

export const MethodContext = createContext<PaymentMethodName | null>(null);

/** The method this body pays with: the drop-in's choice, else `fallback` (the element's own). */
export function useMethod(fallback: PaymentMethodName): PaymentMethodName {
  return useContext(MethodContext) ?? fallback;
}
