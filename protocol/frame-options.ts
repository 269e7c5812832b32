import type { ElementKind } from './element-kinds';
import type { Appearance } from './payloads';
import type { CardBrand } from './card-brands';

/**
 * What the SDK writes into the iframe URL (spec §2: `#/elements/{kind}?options=JSON&lang=…`).
 * The runtime's route parser reads the same fields back.
 */
export interface FrameOptions {
  readonly origin: string;
  readonly channel: string;
  readonly intent_id?: string;
  readonly client_secret?: string;
  readonly customer_id?: string;
  /** Card kinds: the brands the merchant accepts (absent: every brand). */
  readonly brands?: readonly CardBrand[];
  readonly mode?: 'payment' | 'recurring';
  readonly appearance?: Appearance;
  /** A split field's group id (element-groups.ts): random, made by the SDK, shared by the group's frames. */
  readonly group?: string;
}

export function elementFrameUrl(
  checkoutOrigin: string,
  kind: ElementKind,
  options: FrameOptions,
  locale?: string,
): string {
  const query = new URLSearchParams({ options: JSON.stringify(options) });
  if (locale) query.set('lang', locale);
  return `${checkoutOrigin}/#/elements/${kind}?${query.toString()}`;
}
