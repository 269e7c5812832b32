/**
 * Issuer response codes → issuer error key (spec §8 "Issuer code mapping").
 * A rule with `brands` applies only to cards of those brands.
 */
export interface IssuerRule {
  readonly codes: readonly string[];
  readonly brands?: readonly string[];
}

export const ISSUER_CODE_TABLE = {
  error_with_payment: [{ codes: ['04', '07'] }],
  suspected_fraud: [{ codes: ['14', '15', '34', '38', '41', '43', '46', '59', '75', '83', '106', '200'] }],
  // The spec calls this "a long list including 16, 19, 20, 28, 45, 76 and others";
  // the full list is not in the spec, so only these six are mapped.
  payment_method_unavailable: [{ codes: ['16', '19', '20', '28', '45', '76'] }],
  insufficient_funds: [{ codes: ['51', '116', 'N8'] }],
  card_expired: [{ codes: ['54', '101'] }],
  incorrect_pin: [{ codes: ['55', '86', '89', '117'] }],
  exceed_limit_1: [{ codes: ['61'] }],
  exceed_frequency_limit: [{ codes: ['65'], brands: ['visa', 'unionpay'] }],
  provider_declined: [{ codes: ['30', '68'] }],
  card_not_activated: [{ codes: ['78', '187'] }],
  invalid_3_digit: [{ codes: ['82'], brands: ['visa'] }, { codes: ['N7'] }],
  exceed_limit: [{ codes: ['121'] }],
  invalid_4_digit: [{ codes: ['122'] }],
  invalid_expiry: [{ codes: ['125'] }],
} as const satisfies Record<string, readonly IssuerRule[]>;

export type MappedIssuerKey = keyof typeof ISSUER_CODE_TABLE;

/** The default issuer key (spec §8), used for `issuer_declined` with an unmapped code. */
export const DEFAULT_ISSUER_KEY = 'issuer_declined';

export type IssuerErrorKey = MappedIssuerKey | typeof DEFAULT_ISSUER_KEY;

/** Every issuer key, i.e. every `payment.issuer_error.<key>` the UI may ask for. */
export const ISSUER_ERROR_KEYS: readonly IssuerErrorKey[] = [...(Object.keys(ISSUER_CODE_TABLE) as MappedIssuerKey[]), DEFAULT_ISSUER_KEY];

/** 'Union Pay', 'union_pay', 'UNIONPAY' → 'unionpay'. */
function normalizeBrand(brand: string): string {
  return brand.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** '51', 51, ' n7 ' → '51', '51', 'N7'; a single digit gets its leading zero ('4' → '04'). */
function normalizeIssuerCode(code: string | number): string {
  const text = String(code).trim().toUpperCase();
  return /^\d$/.test(text) ? `0${text}` : text;
}

export function issuerKeyFor(code: string | number, brand?: string): MappedIssuerKey | null {
  const wanted = normalizeIssuerCode(code);
  const cardBrand = brand === undefined ? undefined : normalizeBrand(brand);
  for (const key of Object.keys(ISSUER_CODE_TABLE) as MappedIssuerKey[]) {
    const rules: readonly IssuerRule[] = ISSUER_CODE_TABLE[key];
    const hit = rules.some(
      (rule) => rule.codes.includes(wanted) && (rule.brands === undefined || (cardBrand !== undefined && rule.brands.includes(cardBrand))),
    );
    if (hit) return key;
  }
  return null;
}
