/**
 * What a card field's problem says to the shopper, shared by every kind that takes
 * a card number (the card, the full-featured card, the split number field): a
 * refused brand names the brand and the merchant's accepted ones.
 */
import type { CardBrand, CardField } from '../../../protocol';
import type { TFunction } from '../../platform/i18n/i18n';
import { BRAND_NAMES, brandList, brandOfType } from '../../platform/lib/brand-limit';
import type { detectBrand, FieldProblem } from './card-fields';

/** Our name of a detected brand; card-validator's for one outside our table (Maestro, Elo, …). */
function brandName(brand: ReturnType<typeof detectBrand>): string {
  const ours = brandOfType(brand?.type);
  return ours ? BRAND_NAMES[ours] : (brand?.niceType ?? '');
}

export interface FieldMessageContext {
  readonly t: TFunction;
  /** The language shown, for the list of accepted brands. */
  readonly language: string;
  readonly brand: ReturnType<typeof detectBrand>;
  readonly accepted: readonly CardBrand[] | undefined;
}

export function cardFieldMessage(field: CardField, problem: FieldProblem, { t, language, brand, accepted }: FieldMessageContext): string {
  return problem === 'not_accepted'
    ? t('card.number.not_accepted', { brand: brandName(brand), brands: brandList(accepted ?? [], language) })
    : t(`card.${field}.${problem}`);
}

/** A refused brand is said at once: the shopper should not finish typing a card that cannot pay. */
export function isShownProblem(problem: FieldProblem | null, touched: boolean): problem is FieldProblem {
  return problem !== null && (touched || problem === 'not_accepted');
}
