/**
 * The `change` payload of each element kind, with the reader the SDK runs before a
 * merchant's handler sees it (`null`: dropped). A new kind adds its payload type and reader here.
 */
import { isRecord } from './plain-data';
import { isBoolean, isText, nullable, shape } from './shape';

export const CARD_FIELDS = ['number', 'expiry', 'cvc'] as const;
export type CardField = (typeof CARD_FIELDS)[number];

export interface FieldValidity {
  readonly empty: boolean;
  readonly valid: boolean;
}

export interface CardChange {
  readonly empty: boolean;
  readonly complete: boolean;
  readonly brand: string | null;
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
  brand: nullable(isText),
  fields: (fields) => isRecord(fields) && CARD_FIELDS.every((field) => readValidity(fields[field]) !== null),
});

/** The drop-in's `change`: which method the shopper has open, and its state. */
export interface DropinChange {
  readonly method: string | null;
  readonly empty: boolean;
  readonly complete: boolean;
}

export const readDropinChange = shape<DropinChange>({ method: nullable(isText), empty: isBoolean, complete: isBoolean });
