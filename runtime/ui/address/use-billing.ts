/**
 * The full-featured card's name and billing address fields: values, refs for
 * focus, and the message of each. A missing field is said once the shopper
 * presses Pay, not when they leave it empty: an error appearing on blur would
 * move the merchant's Pay button under a click that is on its way.
 */
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../platform/i18n/react';
import { browserCountry } from '../../platform/lib/countries';
import { EMPTY_BILLING, missingBilling, type BillingField, type BillingValues } from './billing-fields';
import { useLatest } from '../../platform/lib/use-latest';

export interface Billing {
  readonly values: BillingValues;
  readonly valuesRef: { readonly current: BillingValues };
  readonly inputs: { readonly current: Partial<Record<BillingField, HTMLInputElement | HTMLSelectElement | null>> };
  readonly missing: readonly BillingField[];
  /** The field's translated error once the shopper pressed Pay while it is missing. */
  readonly errorOf: (field: BillingField) => string | null;
  readonly set: (field: BillingField, value: string) => void;
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
  // Whether Pay was pressed since the fields were last cleared: missing fields then say so.
  const [shown, setShown] = useState(false);
  const valuesRef = useLatest(values);
  const inputs = useRef<Partial<Record<BillingField, HTMLInputElement | HTMLSelectElement | null>>>({});
  const missing = missingBilling(values);

  return {
    values,
    valuesRef,
    inputs,
    missing,
    errorOf: (field) => (shown && missing.includes(field) ? t(`billing.${field}.required`) : null),
    set: (field, value) => {
      setValues((prev) => ({ ...prev, [field]: value }));
      onEdit();
    },
    focusFirstMissing: useCallback(() => {
      const field = missingBilling(valuesRef.current)[0];
      if (field) inputs.current[field]?.focus();
      return field !== undefined;
    }, [valuesRef]),
    showAll: useCallback(() => setShown(true), []),
    clear: useCallback(() => {
      setValues(initialValues());
      setShown(false);
    }, []),
  };
}
