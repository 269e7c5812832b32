/**
 * What a payment link asks the shopper for besides paying (`collect` on create),
 * and the shopper's answers (`collected` on create_intent), stored on the intent so
 * the merchant reads them with the payment.
 *
 * Every item asked is required, except `message` (a note to the merchant, which a
 * shopper may leave empty). An item the link does not ask for is refused rather
 * than silently stored: the merchant never receives data it did not ask for.
 */
import { isObject } from '../core/body';
import { parseAddress, type PostalAddress } from '../core/address';
import { invalid } from '../core/errors';

const COLLECT_ITEMS = ['billing_address', 'shipping_address', 'phone', 'reference', 'message'] as const;
type CollectItem = (typeof COLLECT_ITEMS)[number];
export type LinkCollect = Readonly<Record<CollectItem, boolean>>;

export const COLLECT_NOTHING: LinkCollect = { billing_address: false, shipping_address: false, phone: false, reference: false, message: false };

/** An address with the name of the person it is for (the cardholder, the parcel's recipient). */
interface NamedAddress {
  readonly name: string;
  readonly address: PostalAddress;
}

export interface LinkCollected {
  readonly billing_address?: NamedAddress;
  readonly shipping_address?: NamedAddress;
  /** As typed, without spaces, dashes, dots or brackets: `+` and 6–15 digits. */
  readonly phone?: string;
  readonly reference?: string;
  readonly message?: string;
}

const MAX_REFERENCE = 100;
const MAX_MESSAGE = 500;
const PHONE_SEPARATORS = /[\s().-]/g;
const PHONE = /^\+?\d{6,15}$/;

/** `collect` of a create: an object of booleans, each item at most once; absent asks nothing. */
export function parseCollect(value: unknown): LinkCollect {
  if (value === undefined || value === null) return COLLECT_NOTHING;
  if (!isObject(value)) throw invalid('collect', 'must_be_object');
  const collect: Record<CollectItem, boolean> = { ...COLLECT_NOTHING };
  for (const [key, asked] of Object.entries(value)) {
    if (!(COLLECT_ITEMS as readonly string[]).includes(key)) throw invalid(`collect.${key.slice(0, 64)}`, 'unknown_item');
    if (typeof asked !== 'boolean') throw invalid(`collect.${key}`, 'must_be_boolean');
    collect[key as CollectItem] = asked;
  }
  return collect;
}

function text(value: unknown, field: string, max: number): string {
  if (typeof value !== 'string') throw invalid(field, 'must_be_string');
  const trimmed = value.trim();
  if (trimmed.length > max) throw invalid(field, 'too_long', `${field} must be at most ${max} characters.`);
  return trimmed;
}

function requiredText(value: unknown, field: string, max: number): string {
  if (value === undefined || value === null) throw invalid(field, 'required', `${field} is required.`);
  const trimmed = text(value, field, max);
  if (trimmed === '') throw invalid(field, 'required', `${field} is required.`);
  return trimmed;
}

function namedAddress(value: unknown, field: string): NamedAddress {
  if (value === undefined || value === null) throw invalid(field, 'required', `${field} is required.`);
  if (!isObject(value)) throw invalid(field, 'must_be_object');
  return { name: requiredText(value.name, `${field}.name`, 200), address: parseAddress(value.address, `${field}.address`) };
}

function phone(value: unknown, field: string): string {
  const typed = requiredText(value, field, 32).replace(PHONE_SEPARATORS, '');
  if (!PHONE.test(typed)) throw invalid(field, 'invalid_phone', `${field} must be a phone number of 6 to 15 digits, with an optional leading +.`);
  return typed;
}

/**
 * `collected` of a create_intent, checked against what the link asks: each asked
 * item present and valid, nothing else. A link that asks nothing takes no `collected`.
 */
export function parseCollected(value: unknown, collect: LinkCollect): LinkCollected {
  if (value !== undefined && value !== null && !isObject(value)) throw invalid('collected', 'must_be_object');
  const given: Record<string, unknown> = isObject(value) ? value : {};
  for (const key of Object.keys(given)) {
    if (!(COLLECT_ITEMS as readonly string[]).includes(key) || !collect[key as CollectItem]) {
      throw invalid(`collected.${key.slice(0, 64)}`, 'not_requested', 'The payment link does not ask for this.');
    }
  }
  const out: { -readonly [K in keyof LinkCollected]: LinkCollected[K] } = {};
  if (collect.billing_address) out.billing_address = namedAddress(given.billing_address, 'collected.billing_address');
  if (collect.shipping_address) out.shipping_address = namedAddress(given.shipping_address, 'collected.shipping_address');
  if (collect.phone) out.phone = phone(given.phone, 'collected.phone');
  if (collect.reference) out.reference = requiredText(given.reference, 'collected.reference', MAX_REFERENCE);
  if (collect.message && given.message !== undefined && given.message !== null) {
    const message = text(given.message, 'collected.message', MAX_MESSAGE);
    if (message !== '') out.message = message;
  }
  return out;
}
