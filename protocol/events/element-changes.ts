/**
 * The `change` payload of each element kind, with the reader the SDK runs before a
 * merchant's handler sees it (`null`: dropped). A new kind adds its payload type and reader here.
 */
import { isCardBrand, type CardBrand } from '../card-brands';
import { isRecord } from '../boundary/plain-data';
import { isBoolean, isText, nullable, shape } from '../boundary/shape';

export const CARD_FIELDS = ['number', 'expiry', 'cvc'] as const;
export type CardField = (typeof CARD_FIELDS)[number];

/**
 * Every field whose `focus` and `blur` an element reports: the card's, the Korean
 * card's two of its own, and a direct debit's account form.
 */
const ELEMENT_FIELDS = [...CARD_FIELDS, 'pswFirstTwo', 'identifier', 'name', 'email', 'routing_number', 'sort_code', 'bsb', 'iban', 'account_number'] as const;
export type ElementField = (typeof ELEMENT_FIELDS)[number];

export function isElementField(value: unknown): value is ElementField {
  return (ELEMENT_FIELDS as readonly unknown[]).includes(value);
}

export interface FieldValidity {
  readonly empty: boolean;
  readonly valid: boolean;
}

export interface CardChange {
  readonly empty: boolean;
  readonly complete: boolean;
  /** The brand the number is of, once known; `null` before, or for a brand outside the brand table (maestro, elo, …). */
  readonly brand: CardBrand | null;
  /** Per-field validity, so a merchant can enable its Pay button. */
  readonly fields: Readonly<Record<CardField, FieldValidity>>;
}

/** The `change` payload of a one-field element (`expiry`, `cvc`, each Korean card field): its own state. */
export interface FieldChange {
  readonly empty: boolean;
  readonly complete: boolean;
}

export const readFieldChange = shape<FieldChange>({ empty: isBoolean, complete: isBoolean });

const readValidity = shape<FieldValidity>({ empty: isBoolean, valid: isBoolean });

export const readCardChange = shape<CardChange>({
  empty: isBoolean,
  complete: isBoolean,
  brand: nullable(isCardBrand),
  fields: (fields) => isRecord(fields) && CARD_FIELDS.every((field) => readValidity(fields[field]) !== null),
});

/** The drop-in's `change`: which method the shopper has open, and its state. */
export interface DropinChange {
  readonly method: string | null;
  readonly empty: boolean;
  readonly complete: boolean;
}

export const readDropinChange = shape<DropinChange>({ method: nullable(isText), empty: isBoolean, complete: isBoolean });
