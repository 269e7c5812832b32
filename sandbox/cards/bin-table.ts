/**
 * BIN lookup: the issuer facts of a card from its first digits. A small fixed
 * table (documented in docs/sandbox/links-and-helpers.md) covers the test cards
 * and one card of each type; any other number gets its brand from the prefix
 * rules of card.ts and an unknown issuer.
 */
import { detectBrand } from './card';
import type { CardBrand } from '../model/card-brand';

type CardType = 'credit' | 'debit' | 'prepaid';

export interface BinInfo {
  readonly bin: string;
  readonly brand: CardBrand;
  readonly issuer_country: string | null;
  readonly type: CardType;
  /** False when the BIN is not in the table and only the brand was inferred. */
  readonly known: boolean;
}

type Row = readonly [brand: CardBrand, country: string, type: CardType];

/** Six-digit BINs; eight-digit ones take precedence where present. */
export const BIN_TABLE: Readonly<Record<string, Row>> = {
  '411111': ['visa', 'US', 'credit'],
  '424242': ['visa', 'US', 'credit'],
  '400000': ['visa', 'GB', 'debit'],
  '40000566': ['visa', 'US', 'debit'],
  '453201': ['visa', 'SG', 'prepaid'],
  '555555': ['mastercard', 'US', 'credit'],
  '520082': ['mastercard', 'DE', 'debit'],
  '222300': ['mastercard', 'AU', 'credit'],
  '510510': ['mastercard', 'HK', 'prepaid'],
  '378282': ['amex', 'US', 'credit'],
  '371449': ['amex', 'GB', 'credit'],
  '601111': ['discover', 'US', 'credit'],
  '353011': ['jcb', 'JP', 'credit'],
  '305693': ['diners', 'US', 'credit'],
  '620000': ['unionpay', 'CN', 'debit'],
  '625814': ['unionpay', 'CN', 'credit'],
};

/** Issuer facts for a digits-only number of 6 to 19 digits. Only the BIN is echoed, never more. */
export function lookupBin(digits: string): BinInfo {
  for (const length of [8, 6]) {
    const prefix = digits.slice(0, length);
    if (prefix.length === length && Object.hasOwn(BIN_TABLE, prefix)) {
      const [brand, country, type] = BIN_TABLE[prefix]!;
      return { bin: prefix, brand, issuer_country: country, type, known: true };
    }
  }
  return { bin: digits.slice(0, 6), brand: detectBrand(digits), issuer_country: null, type: 'credit', known: false };
}
