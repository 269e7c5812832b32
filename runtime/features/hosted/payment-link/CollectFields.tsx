import { useId } from 'react';
import { PhoneField } from './PhoneField';
import { BillingAddress } from '../../../ui/address/BillingInputs';
import { TextArea } from '../../../ui/TextArea';
import { TextField as TextFieldControl } from '../../../ui/TextField';
import type { Billing } from '../../../ui/address/use-billing';
import { useTranslation } from '../../../platform/i18n/react';
import type { LinkCollect } from './payment-links';
import { MAX_MESSAGE, MAX_REFERENCE, type TextField } from './link-form';
import type { LinkForm } from './use-link-form';

interface AddressProps {
  readonly billing: Billing;
  readonly section: 'billing' | 'shipping';
  readonly locked: boolean;
}

/** An address with the name of whom it is for: the full-featured card's address fields, with a name of the page's own. */
function NamedAddressFields({ billing, section, locked }: AddressProps) {
  const { t } = useTranslation();
  const idPrefix = `portico-link-${section}`;
  const nameError = billing.errorOf('name') ? t('paymentLink.name.required') : null;
  return (
    <BillingAddress
      billing={billing}
      locked={locked}
      idPrefix={idPrefix}
      section={section}
      legend={section === 'shipping' ? t('paymentLink.shippingLegend') : undefined}
    >
      <TextFieldControl
        inputRef={(node) => {
          billing.inputs.current.name = node;
        }}
        id={`${idPrefix}-name`}
        label={t('paymentLink.name.label')}
        error={nameError}
        name={`${section}-name`}
        type="text"
        autoComplete={`${section} name`}
        maxLength={200}
        value={billing.values.name}
        readOnly={locked}
        onChange={(event) => billing.set('name', event.target.value)}
      />
    </BillingAddress>
  );
}

/** How each text field is typed: the keyboard a phone shows, what the browser may fill in, its longest value. */
const TEXT_INPUTS: Readonly<
  Record<TextField, { readonly autoComplete: string; readonly maxLength: number; readonly type?: string; readonly inputMode?: 'tel' }>
> = {
  phone: { autoComplete: 'tel', maxLength: 32, type: 'tel', inputMode: 'tel' },
  reference: { autoComplete: 'off', maxLength: MAX_REFERENCE + 20 },
  message: { autoComplete: 'off', maxLength: MAX_MESSAGE + 20 },
};

interface TextInputProps {
  readonly form: LinkForm;
  readonly field: TextField;
  readonly merchant: string;
  readonly locked: boolean;
  /** The hint's key when not the field's own (the phone's beside its calling code). */
  readonly hintKey?: string;
}

function TextInput({ form, field, merchant, locked, hintKey }: TextInputProps) {
  const { t } = useTranslation();
  const id = `${useId()}-${field}`;
  const problem = form.textProblemOf(field);
  const server = form.serverProblem?.field === field ? t('paymentLink.invalidField') : null;
  const error = problem ? t(`paymentLink.${field}.${problem}`) : server;
  const label = t(`paymentLink.${field}.label`, { merchant });
  const hint = field === 'message' ? null : t(hintKey ?? `paymentLink.${field}.hint`, { merchant });
  const spec = TEXT_INPUTS[field];
  const common = {
    id,
    label: field === 'message' ? t('billing.optional', { label }) : label,
    error,
    describedBy: hint ? `${id}-hint` : undefined,
    below: hint && (
      <p id={`${id}-hint`} className="portico-link__hint">
        {hint}
      </p>
    ),
    name: field,
    autoComplete: spec.autoComplete,
    // A little over the provider's limit: the excess is said, not silently cut off.
    maxLength: spec.maxLength,
    value: form.texts[field],
    readOnly: locked,
    required: field !== 'message',
  };
  return field === 'message' ? (
    <TextArea
      {...common}
      textAreaRef={(node) => {
        form.inputs.current.message = node;
      }}
      rows={3}
      onChange={(event) => form.setText(field, event.target.value)}
    />
  ) : (
    <TextFieldControl
      {...common}
      inputRef={(node) => {
        form.inputs.current[field] = node;
      }}
      type={spec.type ?? 'text'}
      inputMode={spec.inputMode}
      onChange={(event) => form.setText(field, event.target.value)}
    />
  );
}

/** What the link asks for besides the amount, in the order a shopper expects: addresses, phone, reference, message. */
export function CollectFields({
  collect,
  form,
  merchant,
  locked,
}: {
  readonly collect: LinkCollect;
  readonly form: LinkForm;
  readonly merchant: string;
  readonly locked: boolean;
}) {
  return (
    <>
      {collect.billing_address && <NamedAddressFields billing={form.billing} section="billing" locked={locked} />}
      {collect.shipping_address && <NamedAddressFields billing={form.shipping} section="shipping" locked={locked} />}
      {collect.phone && (
        <PhoneField form={form} locked={locked}>
          {(hintKey) => <TextInput form={form} field="phone" merchant={merchant} locked={locked} hintKey={hintKey} />}
        </PhoneField>
      )}
      {(['reference', 'message'] as const).map(
        (field) => collect[field] && <TextInput key={field} form={form} field={field} merchant={merchant} locked={locked} />,
      )}
    </>
  );
}
