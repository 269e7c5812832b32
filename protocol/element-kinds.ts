/**
 * Element kinds a merchant can create, named after their `/elements/{kind}` route
 * (spec §2). A kind is listed here once its screen exists in the runtime; the
 * runtime's screen registry is typed `Record<ElementKind, …>`, so a listed kind
 * without a screen does not compile. The other kinds of spec §2 join as they are built.
 */
export const ELEMENT_KINDS = {
  card: { titleKey: 'element.card.title', fields: ['number', 'expiry', 'cvc'] },
} as const satisfies Record<string, { titleKey: string; fields: readonly string[] }>;

export type ElementKind = keyof typeof ELEMENT_KINDS;
export type CardField = (typeof ELEMENT_KINDS)['card']['fields'][number];

export function isElementKind(value: unknown): value is ElementKind {
  return typeof value === 'string' && Object.hasOwn(ELEMENT_KINDS, value);
}
