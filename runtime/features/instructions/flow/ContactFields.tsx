import { useId } from 'react';
import { useTranslation } from '../../../platform/i18n/react';
import { KONBINI_STORES, type ContactField } from './contact-fields';
import type { ContactForm } from './use-contact-form';
import { Select } from '../../../ui/Select';
import { TextField } from '../../../ui/TextField';

/** How each text field is typed: the keyboard a phone shows, and what the browser may fill in. */
const TEXT_FIELDS: Readonly<
  Record<Exclude<ContactField, 'store'>, { readonly type: string; readonly autoComplete: string; readonly inputMode?: 'tel' | 'email' }>
> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  phone: { type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' },
};

export interface ContactFieldsProps {
  readonly form: ContactForm;
  /** While paying: the values stay, read-only. */
  readonly locked: boolean;
}

/** The labelled fields of a contact form (ui/ fields), each with its problem under it (and the phone's hint). */
export function ContactFields({ form, locked }: ContactFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      {form.fields.map((field) => {
        const inputId = `${id}-${field}`;
        const message = form.messageOf(field);
        const common = {
          id: inputId,
          name: field,
          label: t(`instructions.field.${field}.label`),
          hint: field === 'phone' ? t('instructions.field.phone.hint') : undefined,
          error: message ? t(message) : null,
          value: form.values[field],
          required: true,
          onBlur: () => form.blur(field),
        };
        return field === 'store' ? (
          <Select
            key={field}
            {...common}
            disabled={locked}
            placeholder={t('instructions.field.store.placeholder')}
            options={KONBINI_STORES.map((store) => ({ value: store, label: t(`instructions.store.${store}`) }))}
            selectRef={(el) => {
              form.inputs.current.store = el;
            }}
            onChange={(event) => form.set('store', event.target.value)}
          />
        ) : (
          <TextField
            key={field}
            {...common}
            {...TEXT_FIELDS[field]}
            readOnly={locked}
            inputRef={(el) => {
              form.inputs.current[field] = el;
            }}
            onChange={(event) => form.set(field, event.target.value)}
          />
        );
      })}
    </>
  );
}
