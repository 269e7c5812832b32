import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../platform/i18n/react';
import { countryOptions } from '../../platform/lib/countries';
import { MAX_LENGTH, isRequired, type BillingField } from './billing-fields';
import { Select } from '../Select';
import { TextField } from '../TextField';
import type { Billing } from './use-billing';

/** What the browser may fill each field with (autofill, saved addresses), in the address's section (billing or shipping). */
const AUTOCOMPLETE: Readonly<Record<BillingField, string>> = {
  name: 'cc-name',
  country: 'country',
  line1: 'address-line1',
  city: 'address-level2',
  postcode: 'postal-code',
  state: 'address-level1',
};

/** Which address it is: the card's billing one (the full-featured card), or a parcel's (a payment link's shipping). */
type AddressSection = 'billing' | 'shipping';

function autoComplete(field: BillingField, section: AddressSection): string {
  return field === 'name' ? AUTOCOMPLETE.name : `${section} ${AUTOCOMPLETE[field]}`;
}

interface InputsProps {
  readonly billing: Billing;
  readonly locked: boolean;
  /** Two addresses on one page need ids of their own; `portico-ffc` by default. */
  readonly idPrefix?: string;
  readonly section?: AddressSection;
}

/** One text field of the form, by its row above. */
export function BillingText({
  billing,
  locked,
  field,
  idPrefix = 'portico-ffc',
  section = 'billing',
}: InputsProps & { readonly field: Exclude<BillingField, 'country'> }) {
  const { t } = useTranslation();
  const id = `${idPrefix}-${field}`;
  const error = billing.errorOf(field);
  const label = t(`billing.${field}.label`);
  return (
    <TextField
      inputRef={(node) => {
        billing.inputs.current[field] = node;
      }}
      id={id}
      label={isRequired(field, billing.values) ? label : t('billing.optional', { label })}
      error={error}
      name={field}
      type="text"
      autoComplete={autoComplete(field, section)}
      maxLength={MAX_LENGTH[field]}
      spellCheck={false}
      value={billing.values[field]}
      readOnly={locked}
      onChange={(event) => billing.set(field, event.target.value)}
    />
  );
}

/**
 * The billing address: country (names in the shopper's language, in its order), street, city, postcode, state.
 * `legend` names another address (a payment link's shipping address); `children` come first in the group (its name).
 */
export function BillingAddress({
  billing,
  locked,
  idPrefix = 'portico-ffc',
  section = 'billing',
  legend,
  children,
}: InputsProps & { readonly legend?: string; readonly children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const error = billing.errorOf('country');
  const text = { billing, locked, idPrefix, section };
  return (
    <fieldset className="portico-field__group">
      <legend className="portico-field__legend">{legend ?? t('billing.legend')}</legend>
      {children}
      <Select
        selectRef={(node) => {
          billing.inputs.current.country = node;
        }}
        id={`${idPrefix}-country`}
        label={t('billing.country.label')}
        error={error}
        name="country"
        autoComplete={autoComplete('country', section)}
        value={billing.values.country}
        // A select has no read-only state: while a payment runs it is disabled instead.
        disabled={locked}
        onChange={(event) => billing.set('country', event.target.value)}
        placeholder={t('billing.country.placeholder')}
        options={countries.map(({ code, name }) => ({ value: code, label: name }))}
      />
      <BillingText {...text} field="line1" />
      <div className="portico-field__pair">
        <BillingText {...text} field="city" />
        <BillingText {...text} field="postcode" />
      </div>
      <BillingText {...text} field="state" />
    </fieldset>
  );
}
