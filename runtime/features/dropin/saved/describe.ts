/**
 * How a saved method reads to the shopper, and which of them the drop-in offers,
 * as pure functions: the title ("Visa •••• 1111"), a spoken name ("Visa ending in
 * 1111": four bullets read badly aloud), the line under it ("Expires 12/29", the
 * holder, the linked account), and the CVC a card asks for again.
 */
import type { CardBrand, PaymentMethodName } from '../../../../protocol';
import type { SavedMethod } from './saved-methods';
import { BRAND_NAMES } from '../../../platform/lib/brand-limit';

type Translate = (key: string, values?: Record<string, string>) => string;

/** Four bullets and the last four digits: how the checkout masks a number everywhere. */
const MASK = '••••';

/** What the method is called: a card's brand, a linked account's bank, or the scheme's name. */
function nameOf(method: SavedMethod, t: Translate): string {
  if (method.kind === 'card') return method.brand ? BRAND_NAMES[method.brand] : t('dropin.method.card');
  return method.linked?.bankName ?? t(`dropin.method.${method.scheme}`);
}

/** "Visa •••• 1111", "First Platypus Bank •••• 0000": the mask and the digits never split over two lines. */
export function savedTitle(method: SavedMethod, t: Translate): string {
  return `${nameOf(method, t)} ${MASK}\u00a0${method.last4}`;
}

/** "Visa ending in 1111": the title as a screen reader should say it. */
export function spokenTitle(method: SavedMethod, t: Translate): string {
  return t('savedMethods.endingIn', { name: nameOf(method, t), last4: method.last4 });
}

/** The line under the title: a card's expiry, an account's holder or linked account; `null` when there is none. */
export function savedDetail(method: SavedMethod, t: Translate): string | null {
  if (method.kind === 'card') return t('savedMethods.expires', { date: `${method.expiryMonth}/${method.expiryYear.slice(-2)}` });
  if (method.linked) return method.linked.accountName;
  return method.holder;
}

/** American Express prints a 4-digit code on the front; every other brand 3 on the back. */
export function cvcSize(brand: CardBrand | null): 3 | 4 {
  return brand === 'amex' ? 4 : 3;
}

export type CvcProblem = 'required' | 'incomplete';

/** What is wrong with the CVC typed again, or `null` when it can pay. */
export function cvcProblem(cvc: string, brand: CardBrand | null): CvcProblem | null {
  if (cvc === '') return 'required';
  return /^\d+$/.test(cvc) && cvc.length === cvcSize(brand) ? null : 'incomplete';
}

/** A card past the end of its expiry month cannot pay: the drop-in does not offer it. */
function isExpired(method: SavedMethod, now: Date): boolean {
  if (method.kind !== 'card') return false;
  const year = Number(method.expiryYear);
  const month = Number(method.expiryMonth);
  return year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
}

export interface OfferLimits {
  /** The intent's currency: an account is debited in its own. */
  readonly currency: string;
  /** The merchant's `brands` limit, if any. */
  readonly brands?: readonly CardBrand[];
  /** The merchant's `methods` limit, if any. */
  readonly methods?: readonly PaymentMethodName[];
  readonly now: Date;
}

/** The saved methods that can pay this intent here, in the order they were saved. */
export function offeredMethods(methods: readonly SavedMethod[], limits: OfferLimits): SavedMethod[] {
  return methods.filter((method) => {
    const type: PaymentMethodName = method.kind === 'card' ? 'card' : method.scheme;
    if (limits.methods && !limits.methods.includes(type)) return false;
    if (method.kind === 'account') return method.currency === limits.currency;
    if (limits.brands && (method.brand === null || !limits.brands.includes(method.brand))) return false;
    return !isExpired(method, limits.now);
  });
}
