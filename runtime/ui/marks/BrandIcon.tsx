import type { CardBrand } from '../../../protocol';

export { brandOfType } from '../../platform/lib/brand-limit';

/** A badge per brand: its colour and a short mark (not the brand's logo artwork). */
const BADGES: Record<Exclude<CardBrand, 'mastercard'>, { readonly fill: string; readonly ink: string; readonly mark: string }> = {
  visa: { fill: '#1a1f71', ink: '#ffffff', mark: 'VISA' },
  amex: { fill: '#2e77bc', ink: '#ffffff', mark: 'AMEX' },
  unionpay: { fill: '#d10429', ink: '#ffffff', mark: 'UP' },
  jcb: { fill: '#0b4ea2', ink: '#ffffff', mark: 'JCB' },
  discover: { fill: '#ffffff', ink: '#231f20', mark: 'DISC' },
  diners: { fill: '#0079be', ink: '#ffffff', mark: 'DC' },
};

/**
 * The detected brand in the number field, or a neutral card before one is known.
 * Decorative: the brand is announced as text (CardElement's live region).
 */
export function BrandIcon({ brand }: { readonly brand: CardBrand | null }) {
  return (
    <svg className="portico-card__brand" viewBox="0 0 32 20" width="32" height="20" aria-hidden="true" focusable="false" data-brand={brand ?? 'unknown'}>
      <BrandArt brand={brand} />
    </svg>
  );
}

function BrandArt({ brand }: { readonly brand: CardBrand | null }) {
  if (brand === null) {
    return (
      <g fill="none" stroke="currentColor" strokeOpacity="0.5">
        <rect x="1.5" y="1.5" width="29" height="17" rx="2.5" />
        <path d="M1.5 6.5h29M5 14h8" />
      </g>
    );
  }
  if (brand === 'mastercard') {
    return (
      <>
        <rect width="32" height="20" rx="3" fill="#252525" />
        <circle cx="13" cy="10" r="6" fill="#eb001b" />
        <circle cx="19" cy="10" r="6" fill="#f79e1b" fillOpacity="0.9" />
      </>
    );
  }
  const { fill, ink, mark } = BADGES[brand];
  return (
    <>
      <rect x="0.5" y="0.5" width="31" height="19" rx="3" fill={fill} stroke="#c4c8d4" strokeOpacity={fill === '#ffffff' ? 1 : 0} />
      <text x="16" y="13.5" textAnchor="middle" fontSize="8" fontWeight="700" fontFamily="system-ui, sans-serif" fill={ink}>
        {mark}
      </text>
    </>
  );
}
