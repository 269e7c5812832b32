import type { PaymentMethodName } from '../../../protocol';
import { METHOD_ART } from './art.generated';
import './method-mark.css';

/**
 * Glyphs for the methods without a published mark (no icon set carries ACH's, Bacs's, BECS's,
 * SPEI's, Pay-easy's or a konbini's), drawn here in the text colour so the dark variant is free.
 * 24×24 boxes, stroked. Each method its own, so a list of bank methods is not one glyph repeated.
 */
const GLYPHS = {
  card: 'M2.5 6.5h19v11h-19zM2.5 10h19M6 14.5h5',
  // A bank's front with an arrow leaving it: paid from the bank, by the shopper's own bank app.
  payByBank: 'M3 9.5 12 4l9 5.5zM5.5 10.5v5M9.5 10.5v5M13.5 10.5v5M17.5 10.5v3M3 18h12M17 15.5l3.5 2.5-3.5 2.5',
  // Two arrows passing each other: money sent by the shopper to the merchant's account.
  transfer: 'M4 8h15M15.5 4.5 19 8l-3.5 3.5M20 16H5M8.5 12.5 5 16l3.5 3.5',
  // A shop with an onigiri in its window: the convenience store (konbini), not any shop.
  konbini: 'M4 10.5V20h16v-9.5M3 5.5h18l-1 5H4zM12 12.5l3.2 5.2H8.8zM10.6 15.8h2.8',
  qr: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2',
} as const;

/** A scheme known by its name (a wordmark, as the schemes' own marks are): the name on a tile the size of a card's. */
interface Lettered {
  readonly letters: string;
}
type Drawn = keyof typeof GLYPHS | Lettered;

const DRAWN: Record<PaymentMethodName, Drawn> = {
  card: 'card',
  applepay: 'card',
  googlepay: 'card',
  wechatpay: 'qr',
  ach_direct_debit: { letters: 'ACH' },
  bacs_direct_debit: { letters: 'Bacs' },
  // Its own mark (art.generated.ts) wins; the name stands in only if that is ever missing.
  sepa_direct_debit: { letters: 'SEPA' },
  becs_direct_debit: { letters: 'BECS' },
  open_banking: 'payByBank',
  bank_transfer: 'transfer',
  spei: { letters: 'SPEI' },
  pay_easy: { letters: 'Pay-easy' },
  konbini: 'konbini',
  paynow: 'qr',
  qrcode: 'qr',
};

/** Letters fit the 32×20 tile: a long name is drawn narrower, never past the tile's edge. */
const TILE_TEXT_WIDTH = 28;

/** A method's mark in the drop-in's list (decorative: the method's name is beside it). */
export function MethodMark({ name }: { readonly name: PaymentMethodName }) {
  const art = METHOD_ART[name];
  if (art) {
    // Markup written at build time from the icon sets (scripts/generate-marks.ts), never from input.
    return <span className="portico-method-mark" aria-hidden="true" data-mark={name} dangerouslySetInnerHTML={{ __html: art }} />;
  }
  const drawn = DRAWN[name];
  return (
    <span className="portico-method-mark" aria-hidden="true" data-mark={name}>
      {typeof drawn === 'string' ? (
        <svg viewBox="0 0 24 24" focusable="false">
          <path d={GLYPHS[drawn]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
        </svg>
      ) : (
        <svg viewBox="0 0 32 20" focusable="false" className="portico-method-mark__tile">
          <rect x=".5" y=".5" width="31" height="19" rx="3" fill="none" stroke="currentColor" strokeOpacity=".45" />
          <text
            x="16"
            y="13.6"
            textAnchor="middle"
            fill="currentColor"
            {...(drawn.letters.length > 4 ? { textLength: TILE_TEXT_WIDTH, lengthAdjust: 'spacingAndGlyphs' } : {})}
          >
            {drawn.letters}
          </text>
        </svg>
      )}
    </span>
  );
}
