/**
 * The full-featured card's name and billing address fields: values, which were
 * left (so their errors show), refs for focus, and the message of each.
 */
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { browserCountry } from '../../lib/countries';
import { BILLING_FIELDS, EMPTY_BILLING, missingBilling, type BillingField, type BillingValues } from './billing-fields';

const NONE_TOUCHED: Readonly<Partial<Record<BillingField, boolean>>> = {};

export interface Billing {
  readonly values: BillingValues;
  readonly valuesRef: { readonly current: BillingValues };
  readonly inputs: { readonly current: Partial<Record<BillingField, HTMLInputElement | HTMLSelectElement | null>> };
  readonly missing: readonly BillingField[];
  /** The field's translated error once the shopper left it (or pressed Pay) while it is missing. */
  readonly errorOf: (field: BillingField) => string | null;
  readonly set: (field: BillingField, value: string) => void;
  readonly leave: (field: BillingField) => void;
  /** Focuses the first missing field; `false` when none is. */
  readonly focusFirstMissing: () => boolean;
  readonly showAll: () => void;
  readonly clear: () => void;
}

/** Starts with the country of the shopper's browser language (`en-US` → United States), which they can change. */
const initialValues = (): BillingValues => ({ ...EMPTY_BILLING, country: browserCountry(typeof navigator === 'undefined' ? [] : navigator.languages) });

export function useBilling(onEdit: () => void): Billing {
  const { t } = useTranslation();
  const [values, setValues] = useState<BillingValues>(initialValues);
  const [touched, setTouched] = useState(NONE_TOUCHED);
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const inputs = useRef<Partial<Record<BillingField, HTMLInputElement | HTMLSelectElement | null>>>({});
  const missing = missingBilling(values);

  return {
    values,
    valuesRef,
    inputs,
    missing,
    errorOf: (field) => (touched[field] && missing.includes(field) ? t(`billing.${field}.required`) : null),
    set: (field, value) => {
      setValues((prev) => ({ ...prev, [field]: value }));
      onEdit();
    },
    leave: (field) => setTouched((prev) => (prev[field] ? prev : { ...prev, [field]: true })),
    focusFirstMissing: useCallback(() => {
      const field = missingBilling(valuesRef.current)[0];
      if (field) inputs.current[field]?.focus();
      return field !== undefined;
    }, []),
    showAll: useCallback(() => setTouched(Object.fromEntries(BILLING_FIELDS.map((field) => [field, true]))), []),
    clear: useCallback(() => {
      setValues(initialValues());
      setTouched(NONE_TOUCHED);
    }, []),
  };
}
