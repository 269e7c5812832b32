import type { PaymentMethodName } from '../../../protocol';
import { METHOD_ART } from './art.generated';
import './method-mark.css';

/**
 * Glyphs for the methods without a brand mark of their own (banks' debits and transfers, a
 * convenience store, a QR code, a card), drawn here in the text colour so the dark variant is free.
 * 24×24 boxes, stroked.
 */
const GLYPHS = {
  card: 'M2.5 6.5h19v11h-19zM2.5 10h19M6 14.5h5',
  bank: 'M3 9.5 12 4l9 5.5zM5 10.5v6M9.7 10.5v6M14.3 10.5v6M19 10.5v6M3 19.5h18',
  store: 'M4 10.5V20h16v-9.5M3 5.5h18l-1 5H4zM9.5 20v-5h5v5',
  qr: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2',
} as const;

const GLYPH_OF: Record<PaymentMethodName, keyof typeof GLYPHS> = {
  card: 'card',
  applepay: 'card',
  googlepay: 'card',
  wechatpay: 'qr',
  ach_direct_debit: 'bank',
  bacs_direct_debit: 'bank',
  sepa_direct_debit: 'bank',
  becs_direct_debit: 'bank',
  open_banking: 'bank',
  bank_transfer: 'bank',
  spei: 'bank',
  pay_easy: 'bank',
  konbini: 'store',
  paynow: 'qr',
  qrcode: 'qr',
};

/** A method's mark in the drop-in's list (decorative: the method's name is beside it). */
export function MethodMark({ name }: { readonly name: PaymentMethodName }) {
  const art = METHOD_ART[name];
  if (art) {
    // Markup written at build time from the icon sets (scripts/generate-marks.ts), never from input.
    return <span className="portico-method-mark" aria-hidden="true" data-mark={name} dangerouslySetInnerHTML={{ __html: art }} />;
  }
  return (
    <span className="portico-method-mark" aria-hidden="true" data-mark={name}>
      <svg viewBox="0 0 24 24" focusable="false">
        <path d={GLYPHS[GLYPH_OF[name]]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
