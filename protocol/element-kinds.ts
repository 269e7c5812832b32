/**
 * Element kinds a merchant can create, named after their `/elements/{kind}` route
 * (spec §2). One row per kind says everything both sides need to know about it:
 * - `options`: what `createElement(kind, options)` accepts (the SDK derives the
 *   option types and their validation from it);
 * - `readChange`: the reader of its `change` payload (the SDK derives the payload
 *   type from it and runs it before a merchant handler sees the payload).
 * Its frame's height once ready is measured, not declared: sdk/ready-heights.ts.
 * The runtime's screen table needs a screen for every kind listed, or it does not
 * compile. The other element routes of spec §2 join as they are built.
 */
import {
  CARD_ELEMENT_OPTIONS,
  CARD_NUMBER_OPTIONS,
  DROPIN_OPTIONS,
  FULL_CARD_OPTIONS,
  GROUP_ELEMENT_OPTIONS,
  RECURRING_DROPIN_OPTIONS,
  RECURRING_OPTIONS,
  REDIRECT_ELEMENT_OPTIONS,
  QR_ELEMENT_OPTIONS,
  WECHAT_ELEMENT_OPTIONS,
  WALLET_OPTIONS,
  type OptionSpecs,
  type OptionsFromSpecs,
} from './options/element-options';
import { readCardChange, readDropinChange, readFieldChange } from './events/element-changes';

interface ElementKindRow {
  readonly options: OptionSpecs;
  readonly readChange: (value: unknown) => unknown;
  /** A kind that can also save a method on a consent: its options with `mode: 'recurring'` (element-options.ts). */
  readonly recurring?: OptionSpecs;
}

export const ELEMENT_KINDS = {
  card: { options: CARD_ELEMENT_OPTIONS, recurring: RECURRING_OPTIONS, readChange: readCardChange },
  // Its `change` is the card's: `complete` also covers the name and the billing address.
  'full-featured-card': { options: FULL_CARD_OPTIONS, recurring: RECURRING_OPTIONS, readChange: readCardChange },
  // Split card fields (a group, element-groups.ts): the number frame pays and reports the group's state;
  // it takes the card's `brands` limit, being the frame that knows the brand.
  'card-number': { options: CARD_NUMBER_OPTIONS, readChange: readCardChange },
  expiry: { options: GROUP_ELEMENT_OPTIONS, readChange: readFieldChange },
  cvc: { options: GROUP_ELEMENT_OPTIONS, readChange: readFieldChange },
  // The Korean card fields (a group too): the number frame pays with the PIN digits and identifier the others send.
  'kr-card-number': { options: GROUP_ELEMENT_OPTIONS, readChange: readFieldChange },
  'kr-card-expiry': { options: GROUP_ELEMENT_OPTIONS, readChange: readFieldChange },
  'kr-card-psw-first-two': { options: GROUP_ELEMENT_OPTIONS, readChange: readFieldChange },
  'kr-card-identifier': { options: GROUP_ELEMENT_OPTIONS, readChange: readFieldChange },
  // Every method in one frame; its `change` names the method open.
  dropin: { options: DROPIN_OPTIONS, recurring: RECURRING_DROPIN_OPTIONS, readChange: readDropinChange },
  // Nothing to type: `change` says `complete` once it can pay.
  redirect: { options: REDIRECT_ELEMENT_OPTIONS, readChange: readFieldChange },
  // Paid elsewhere: a QR code to scan (WeChat Pay on a desktop, PayNow, the QR code method), or WeChat's own page on a phone.
  wechat: { options: WECHAT_ELEMENT_OPTIONS, readChange: readFieldChange },
  qrcode: { options: QR_ELEMENT_OPTIONS, readChange: readFieldChange },
  // Wallet buttons: pay their intent, or (no intent: amount and currency) an express checkout's.
  'apple-pay': { options: WALLET_OPTIONS, readChange: readFieldChange },
  'google-pay': { options: WALLET_OPTIONS, readChange: readFieldChange },
} as const satisfies Record<string, ElementKindRow>;

export type ElementKind = keyof typeof ELEMENT_KINDS;

type Row<K extends ElementKind> = (typeof ELEMENT_KINDS)[K];
/** A kind's options in recurring mode, or `never` for a kind that only pays. */
type RecurringOptionsOf<K extends ElementKind> = Row<K> extends { readonly recurring: infer R extends OptionSpecs } ? OptionsFromSpecs<R> : never;

/** The kinds that can save a method on a consent (`mode: 'recurring'`). */
export type RecurringKind = { [K in ElementKind]: Row<K> extends { readonly recurring: OptionSpecs } ? K : never }[ElementKind];

/** One or the other: a key of only one side is `never` on the other, so TypeScript names a key that does not belong. */
/** Exactly one of two option shapes: a key of one is refused (`?: never`) in the other. */
export type OneOf<A, B> = [B] extends [never]
  ? A
  : (A & { readonly [K in Exclude<keyof B, keyof A>]?: never }) | (B & { readonly [K in Exclude<keyof A, keyof B>]?: never });

type IntentKey = 'intent_id' | 'client_secret';
type WalletBag = OptionsFromSpecs<typeof WALLET_OPTIONS>;
/**
 * A wallet button pays its intent or is an express checkout (no intent yet: `amount`
 * and `currency`), never a mix of the two. One reader (WALLET_OPTIONS) takes either,
 * and the frame says `wallet_options_missing` for neither; the types take only the two
 * whole shapes, so `{ intent_id, client_secret, amount }` does not compile. Type-only:
 * the SDK bundles no second table.
 */
type WalletOptions = OneOf<
  Omit<WalletBag, 'amount' | 'currency' | 'shipping'> & Required<Pick<WalletBag, IntentKey>>,
  Omit<WalletBag, IntentKey> & Required<Pick<WalletBag, 'amount' | 'currency'>>
>;
type PaymentOptionsOf<K extends ElementKind> = Row<K>['options'] extends typeof WALLET_OPTIONS ? WalletOptions : OptionsFromSpecs<Row<K>['options']>;

/** `createElement('card', …)`'s options, and so on for every kind: a payment's, or (`mode: 'recurring'`) a consent's. */
export type ElementOptionsByKind = { [K in ElementKind]: OneOf<PaymentOptionsOf<K>, RecurringOptionsOf<K>> };

/** The option specs `options` are read by: the kind's recurring ones when they ask for recurring mode. */
export function optionSpecsOf(kind: ElementKind, options: unknown): OptionSpecs {
  const row: ElementKindRow = ELEMENT_KINDS[kind];
  const recurring = row.recurring && typeof options === 'object' && options !== null && (options as { mode?: unknown }).mode === 'recurring';
  return recurring ? row.recurring! : row.options;
}

/** The `change` payload of each kind, as its reader returns it. */
export type ElementChangeByKind = { [K in ElementKind]: NonNullable<ReturnType<(typeof ELEMENT_KINDS)[K]['readChange']>> };
export type ElementChange = ElementChangeByKind[ElementKind];

/** Kinds whose frame is named as another kind's (the Korean number and expiry fields are a card's). */
const TITLE_AS: Partial<Record<ElementKind, ElementKind>> = { 'kr-card-number': 'card-number', 'kr-card-expiry': 'expiry' };

/**
 * The translation key of a kind's frame's accessible name. Derived, not a column of the
 * table: the SDK bundles ELEMENT_KINDS, and never reads a title key.
 */
export function elementTitleKey(kind: ElementKind): string {
  return `element.${TITLE_AS[kind] ?? kind}.title`;
}

export function isElementKind(value: unknown): value is ElementKind {
  return typeof value === 'string' && Object.hasOwn(ELEMENT_KINDS, value);
}
