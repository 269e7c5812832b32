import { useTranslation } from '../../platform/i18n/react';
import { ACCOUNT_LENGTHS, accountProblem, format, ibanCountry, normalise, SEPA_IBAN_LENGTHS, type FieldProblem } from './account-rules';
import { AccountField } from './AccountField';
import { SCHEMES, type AccountField as AccountFieldName, type DirectDebitScheme, type FormField } from '../../payment/consent/direct-debit-schemes';
import type { AccountForm } from './use-account-form';
import { useBankName } from './use-bank-name';

/** How each field is typed: what the browser may fill in, the keyboard a phone shows, and a hint when it helps. */
const FIELDS: Readonly<
  Record<'name' | 'email' | AccountFieldName, { readonly autoComplete: string; readonly inputMode?: 'numeric' | 'email'; readonly hint?: true }>
> = {
  name: { autoComplete: 'name' },
  email: { autoComplete: 'email', inputMode: 'email' },
  routing_number: { autoComplete: 'off', inputMode: 'numeric', hint: true },
  sort_code: { autoComplete: 'off', inputMode: 'numeric', hint: true },
  bsb: { autoComplete: 'off', inputMode: 'numeric', hint: true },
  iban: { autoComplete: 'off', hint: true },
  account_number: { autoComplete: 'off', inputMode: 'numeric' },
};

/** The bank code whose bank's name confirms it, per scheme (SEPA's IBAN names its country instead). */
const BANK_CODE: Partial<Record<DirectDebitScheme, AccountFieldName>> = {
  ach_direct_debit: 'routing_number',
  bacs_direct_debit: 'sort_code',
  becs_direct_debit: 'bsb',
};

export interface AccountFieldsProps {
  readonly id: string;
  readonly scheme: DirectDebitScheme;
  readonly form: AccountForm;
  readonly readOnly: boolean;
}

/** The holder's name and email and the scheme's account fields, each with its problem under it. */
export function AccountFields({ id, scheme, form, readOnly }: AccountFieldsProps) {
  const { t, i18n } = useTranslation();
  const { values } = form;
  const row = SCHEMES[scheme];
  const country = (code: string) => {
    try {
      return new Intl.DisplayNames([i18n.language], { type: 'region' }).of(code) ?? code;
    } catch {
      return code;
    }
  };

  const codeField = BANK_CODE[scheme];
  const code = codeField && accountProblem(codeField, scheme, values[codeField]) === null ? normalise(codeField, values[codeField]) : null;
  const bankName = useBankName(row.country, code);
  const ibanCode = scheme === 'sepa_direct_debit' ? ibanCountry(values.iban) : null;
  const confirmation = (field: FormField): string | null => {
    if (field === codeField && bankName) return t('directDebit.bank', { name: bankName });
    if (field === 'iban' && ibanCode && SEPA_IBAN_LENGTHS[ibanCode] !== undefined) return t('directDebit.ibanCountry', { country: country(ibanCode) });
    return null;
  };

  const message = (field: FormField, problem: FieldProblem | 'refused'): string => {
    if (problem === 'refused') return t('directDebit.field.refused');
    if (field === 'account_number' && problem === 'length' && scheme !== 'sepa_direct_debit') {
      const { min, max } = ACCOUNT_LENGTHS[scheme];
      return min === max ? t('directDebit.field.account_number.lengthExact', { count: min }) : t('directDebit.field.account_number.length', { min, max });
    }
    if (field === 'iban') {
      const code = ibanCountry(values.iban) ?? '';
      return t(`directDebit.field.iban.${problem}`, { country: country(code), count: SEPA_IBAN_LENGTHS[code] ?? 0 });
    }
    return t(`directDebit.field.${field}.${problem}`);
  };

  const fields: readonly ('name' | 'email' | AccountFieldName)[] = ['name', 'email', ...row.fields];
  return (
    <>
      {fields.map((field) => {
        const spec = FIELDS[field];
        const problem = form.problemOf(field);
        const account = field !== 'name' && field !== 'email';
        return (
          <AccountField
            key={field}
            id={`${id}-${field}`}
            name={field}
            label={t(`directDebit.field.${field}.label`)}
            hint={spec.hint ? t(`directDebit.field.${field}.hint`) : null}
            value={values[field]}
            format={account ? (raw) => format(field, scheme, raw) : undefined}
            onChange={(value) => form.set(field, value)}
            onBlur={() => form.blur(field)}
            inputRef={(el) => {
              form.inputs.current[field] = el;
            }}
            error={problem ? message(field, problem) : null}
            confirmation={confirmation(field)}
            readOnly={readOnly}
            type={field === 'email' ? 'email' : 'text'}
            inputMode={spec.inputMode}
            autoComplete={spec.autoComplete}
            ltr={account || field === 'email'}
          />
        );
      })}
    </>
  );
}
