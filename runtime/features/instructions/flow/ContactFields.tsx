import { useId } from 'react';
import { useTranslation } from '../../../platform/i18n/react';
import { KONBINI_STORES, type ContactField } from './contact-fields';
import type { ContactForm } from './use-contact-form';

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

/** The labelled fields of a contact form, each with its problem under it (and the phone's hint). */
export function ContactFields({ form, locked }: ContactFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      {form.fields.map((field) => {
        const inputId = `${id}-${field}`;
        const message = form.messageOf(field);
        const hint = field === 'phone' ? `${inputId}-hint` : null;
        const error = message ? { id: `${inputId}-error`, text: t(message) } : null;
        const describedBy = [hint, error?.id].filter(Boolean).join(' ') || undefined;
        const common = {
          id: inputId,
          name: field,
          className: 'portico-input',
          value: form.values[field],
          required: true,
          'aria-invalid': message !== null,
          'aria-describedby': describedBy,
          onBlur: () => form.blur(field),
        };
        return (
          <div key={field} className="portico-field">
            <label className="portico-field__label" htmlFor={inputId}>
              {t(`instructions.field.${field}.label`)}
            </label>
            {hint && (
              <p id={hint} className="portico-field__hint">
                {t('instructions.field.phone.hint')}
              </p>
            )}
            {field === 'store' ? (
              <select
                {...common}
                disabled={locked}
                ref={(el) => {
                  form.inputs.current.store = el;
                }}
                onChange={(event) => form.set('store', event.target.value)}
              >
                <option value="">{t('instructions.field.store.placeholder')}</option>
                {KONBINI_STORES.map((store) => (
                  <option key={store} value={store}>
                    {t(`instructions.store.${store}`)}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...common}
                {...TEXT_FIELDS[field]}
                readOnly={locked}
                ref={(el) => {
                  form.inputs.current[field] = el;
                }}
                onChange={(event) => form.set(field, event.target.value)}
              />
            )}
            {error && (
              <p id={error.id} className="portico-field__error">
                {error.text}
              </p>
            )}
          </div>
        );
      })}
    </>
  );
}
