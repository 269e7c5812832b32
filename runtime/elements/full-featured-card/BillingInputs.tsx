import { useMemo } from 'react';
import { useTranslation } from '../../i18n/react';
import { countryOptions } from '../../lib/countries';
import { MAX_LENGTH, isRequired, type BillingField } from './billing-fields';
import { FormField } from './FormField';
import type { Billing } from './use-billing';

/** What the browser may fill each field with (autofill, saved addresses); the address is the card's billing one. */
const AUTOCOMPLETE: Readonly<Record<BillingField, string>> = {
  name: 'cc-name',
  country: 'billing country',
  line1: 'billing address-line1',
  city: 'billing address-level2',
  postcode: 'billing postal-code',
  state: 'billing address-level1',
};

interface InputsProps {
  readonly billing: Billing;
  readonly locked: boolean;
}

/** One text field of the form, by its row above. */
export function BillingText({ billing, locked, field }: InputsProps & { readonly field: Exclude<BillingField, 'country'> }) {
  const { t } = useTranslation();
  const id = `portico-ffc-${field}`;
  const error = billing.errorOf(field);
  const label = t(`billing.${field}.label`);
  return (
    <FormField id={id} label={isRequired(field, billing.values) ? label : t('billing.optional', { label })} error={error}>
      {(describedBy) => (
        <input
          ref={(node) => {
            billing.inputs.current[field] = node;
          }}
          id={id}
          name={field}
          className="portico-ffc__input"
          type="text"
          autoComplete={AUTOCOMPLETE[field]}
          maxLength={MAX_LENGTH[field]}
          spellCheck={false}
          value={billing.values[field]}
          readOnly={locked}
          aria-invalid={error !== null}
          aria-describedby={describedBy}
          onChange={(event) => billing.set(field, event.target.value)}
        />
      )}
    </FormField>
  );
}

/** The billing address: country (names in the shopper's language, in its order), street, city, postcode, state. */
export function BillingAddress({ billing, locked }: InputsProps) {
  const { t, i18n } = useTranslation();
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const error = billing.errorOf('country');
  return (
    <fieldset className="portico-ffc__group">
      <legend className="portico-ffc__legend">{t('billing.legend')}</legend>
      <FormField id="portico-ffc-country" label={t('billing.country.label')} error={error}>
        {(describedBy) => (
          <select
            ref={(node) => {
              billing.inputs.current.country = node;
            }}
            id="portico-ffc-country"
            name="country"
            className="portico-ffc__input"
            autoComplete={AUTOCOMPLETE.country}
            value={billing.values.country}
            // A select has no read-only state: while a payment runs it is disabled instead.
            disabled={locked}
            aria-invalid={error !== null}
            aria-describedby={describedBy}
            onChange={(event) => billing.set('country', event.target.value)}
          >
            <option value="">{t('billing.country.placeholder')}</option>
            {countries.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <BillingText billing={billing} locked={locked} field="line1" />
      <div className="portico-ffc__pair">
        <BillingText billing={billing} locked={locked} field="city" />
        <BillingText billing={billing} locked={locked} field="postcode" />
      </div>
      <BillingText billing={billing} locked={locked} field="state" />
    </fieldset>
  );
}
