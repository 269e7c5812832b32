/**
 * The full-featured card's own fields beside the card: the cardholder's name and
 * the billing address. Pure: what is missing, and the shape the payment API takes
 * (`payment_method.card.name` and `payment_method.card.billing.address`).
 */
import { isCountryCode, needsPostcode } from '../../platform/lib/countries';
import type { BillingDetails } from '../../platform/api/payment-intents';

export const BILLING_FIELDS = ['name', 'country', 'line1', 'city', 'postcode', 'state'] as const;
export type BillingField = (typeof BILLING_FIELDS)[number];
export type BillingValues = Readonly<Record<BillingField, string>>;

/** The longest value each field takes (the payment API's limits); the inputs stop there. */
export const MAX_LENGTH: Readonly<Record<BillingField, number>> = { name: 200, country: 2, line1: 200, city: 100, postcode: 20, state: 100 };

export const EMPTY_BILLING: BillingValues = { name: '', country: '', line1: '', city: '', postcode: '', state: '' };

const filled = (value: string) => value.trim() !== '';

/** Whether each field must be filled: the state never, the postcode where the country has postcodes. */
export function isRequired(field: BillingField, values: BillingValues): boolean {
  if (field === 'state') return false;
  if (field === 'postcode') return needsPostcode(values.country);
  return true;
}

/** The fields still missing, in form order. */
export function missingBilling(values: BillingValues): BillingField[] {
  return BILLING_FIELDS.filter((field) => {
    if (field === 'country') return !isCountryCode(values.country);
    return isRequired(field, values) && !filled(values[field]);
  });
}

/** The name and billing address as the confirm sends them; `null` while a required field is missing. */
export function billingDetails(values: BillingValues): { name: string; billing: BillingDetails } | null {
  if (missingBilling(values).length > 0) return null;
  const optional = (field: 'postcode' | 'state') => (filled(values[field]) ? { [field]: values[field].trim() } : {});
  return {
    name: values.name.trim(),
    billing: {
      address: {
        country_code: values.country,
        street: values.line1.trim(),
        city: values.city.trim(),
        ...optional('postcode'),
        ...optional('state'),
      },
    },
  };
}
