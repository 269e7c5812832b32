/**
 * The four Korean card fields as one table: which element kind shows each, its
 * texts (number and expiry say what the card element says), how it formats and
 * judges what is typed, and its input's attributes. The order is the order focus
 * moves in, and the order a payment names the fields still wrong.
 */
import type { ConfirmParams, ElementKind } from '../../../protocol';
import type { KrCardDetails } from '../../platform/api/payment-intents';
import type { PaymentMethodDraft } from '../../payment';
import type { GroupValues } from '../../host/group';
import {
  formatIdentifier,
  formatKrExpiry,
  formatKrNumber,
  formatPswFirstTwo,
  identifierState,
  krExpiryState,
  krNumberState,
  parseKrExpiry,
  pswFirstTwoState,
  digitsOf,
  type KrFieldState,
} from './rules';

export const KR_FIELD_NAMES = ['number', 'expiry', 'pswFirstTwo', 'identifier'] as const;
export type KrFieldName = (typeof KR_FIELD_NAMES)[number];
export type KrCardValues = Readonly<Record<KrFieldName, string>>;

export interface KrFieldRow {
  readonly kind: ElementKind;
  /** `{keys}.label`, `.placeholder` and `.{problem}` are its texts. */
  readonly keys: string;
  readonly format: (input: string, previous: string) => string;
  readonly state: (value: string) => KrFieldState;
  readonly autoComplete: string;
  /** The PIN digits are masked: a password field, never remembered by the browser. */
  readonly type: 'text' | 'password';
}

export const KR_FIELDS: Readonly<Record<KrFieldName, KrFieldRow>> = {
  number: { kind: 'kr-card-number', keys: 'card.number', format: formatKrNumber, state: krNumberState, autoComplete: 'cc-number', type: 'text' },
  expiry: { kind: 'kr-card-expiry', keys: 'card.expiry', format: formatKrExpiry, state: (v) => krExpiryState(v), autoComplete: 'cc-exp', type: 'text' },
  pswFirstTwo: {
    kind: 'kr-card-psw-first-two',
    keys: 'kr_card.psw_first_two',
    format: formatPswFirstTwo,
    state: pswFirstTwoState,
    autoComplete: 'off',
    type: 'password',
  },
  identifier: {
    kind: 'kr-card-identifier',
    keys: 'kr_card.identifier',
    format: formatIdentifier,
    state: (v) => identifierState(v),
    autoComplete: 'off',
    type: 'text',
  },
};

export const EMPTY_KR_VALUES: KrCardValues = { number: '', expiry: '', pswFirstTwo: '', identifier: '' };

/** The paying frame's values: its own number and what the group's other frames sent (`kr-card` in protocol/element-groups.ts). */
export function krGroupValues(number: string, contributed: GroupValues): KrCardValues {
  return {
    number,
    expiry: contributed.update_kr_card_expiry ?? '',
    pswFirstTwo: contributed.update_kr_card_psw_first_two ?? '',
    identifier: contributed.update_kr_card_identifier ?? '',
  };
}

/** The fields still wrong, in table order. */
export function invalidKrFields(values: KrCardValues): KrFieldName[] {
  return KR_FIELD_NAMES.filter((name) => !KR_FIELDS[name].state(values[name]).valid);
}

/** The Korean card as the confirm sends it, or `null` while a field is wrong. */
function krCardDetails(values: KrCardValues): KrCardDetails | null {
  const expiry = parseKrExpiry(values.expiry);
  if (invalidKrFields(values).length > 0 || !expiry) return null;
  return {
    number: digitsOf(values.number),
    expiry_month: expiry.month,
    expiry_year: expiry.year,
    kr_card: { psw_first_two: digitsOf(values.pswFirstTwo), identifier: digitsOf(values.identifier) },
  };
}

/** What the paying frame confirms with: the card (and the name `confirm()` was given), or the fields still wrong. */
export function krCardDraft(values: KrCardValues, params: ConfirmParams = {}): PaymentMethodDraft {
  const card = krCardDetails(values);
  if (!card) return { ok: false, fields: invalidKrFields(values) };
  return { ok: true, paymentMethod: { type: 'card', card: params.cardholderName ? { ...card, name: params.cardholderName } : card } };
}
