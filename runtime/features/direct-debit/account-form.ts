/**
 * The direct-debit form as data: the holder's name and email, the scheme's account
 * fields and the mandate's box; which of them are wrong, and the payment method the
 * provider is sent once none is (docs/sandbox/methods.md: `payment_method:
 * { type, [type]: { …account, owner_name, owner_email } }`).
 */
import type { DirectDebitInput } from '../../platform/api/payment-intents';
import { accountProblem, normalise, type FieldProblem } from './account-rules';
import { SCHEMES, type DirectDebitScheme, type FormField } from '../../payment/consent/direct-debit-schemes';

export interface AccountValues {
  readonly name: string;
  readonly email: string;
  readonly routing_number: string;
  readonly sort_code: string;
  readonly bsb: string;
  readonly iban: string;
  readonly account_number: string;
  /** The mandate's "I agree" box. */
  readonly agreed: boolean;
}

export const EMPTY_ACCOUNT: AccountValues = { name: '', email: '', routing_number: '', sort_code: '', bsb: '', iban: '', account_number: '', agreed: false };

/** The sandbox takes an `owner_name` of 1–100 characters. */
const NAME_MAX = 100;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The form's fields for a scheme, in order: typed details, or only the mandate when the account is linked. */
export function formFields(scheme: DirectDebitScheme, linking: boolean): readonly FormField[] {
  return linking ? ['mandate'] : ['name', 'email', ...SCHEMES[scheme].fields, 'mandate'];
}

export function fieldProblem(field: FormField, scheme: DirectDebitScheme, values: AccountValues): FieldProblem | null {
  switch (field) {
    case 'mandate':
      return values.agreed ? null : 'required';
    case 'name': {
      const name = values.name.trim();
      return name === '' ? 'required' : name.length > NAME_MAX ? 'length' : null;
    }
    case 'email': {
      const email = values.email.trim();
      return email === '' ? 'required' : email.length > 254 || !EMAIL.test(email) ? 'format' : null;
    }
    default:
      return accountProblem(field, scheme, values[field]);
  }
}

/** The wrong fields among `fields`, in form order. */
export function formProblems(fields: readonly FormField[], scheme: DirectDebitScheme, values: AccountValues): FormField[] {
  return fields.filter((field) => fieldProblem(field, scheme, values) !== null);
}

/** The typed account as the provider's confirm takes it (call only once `formProblems` is empty). */
export function typedPaymentMethod(scheme: DirectDebitScheme, values: AccountValues): DirectDebitInput {
  const owner = { owner_name: values.name.trim(), owner_email: values.email.trim() };
  const account = normalise('account_number', values.account_number);
  switch (scheme) {
    case 'ach_direct_debit':
      return { type: scheme, ach_direct_debit: { routing_number: normalise('routing_number', values.routing_number), account_number: account, ...owner } };
    case 'bacs_direct_debit':
      return { type: scheme, bacs_direct_debit: { sort_code: normalise('sort_code', values.sort_code), account_number: account, ...owner } };
    case 'sepa_direct_debit':
      return { type: scheme, sepa_direct_debit: { iban: normalise('iban', values.iban), ...owner } };
    case 'becs_direct_debit':
      return { type: scheme, becs_direct_debit: { bsb: normalise('bsb', values.bsb), account_number: account, ...owner } };
  }
}

/** The account to be linked on the bank's page: the scheme with no details (the provider answers with the link page). */
export function linkPaymentMethod(scheme: Exclude<DirectDebitScheme, 'becs_direct_debit'>): DirectDebitInput {
  switch (scheme) {
    case 'ach_direct_debit':
      return { type: scheme, ach_direct_debit: {} };
    case 'bacs_direct_debit':
      return { type: scheme, bacs_direct_debit: {} };
    case 'sepa_direct_debit':
      return { type: scheme, sepa_direct_debit: {} };
  }
}

/** The form field a provider's `validation_error` names (`payment_method.bacs_direct_debit.sort_code` → `sort_code`). */
export function fieldOfProviderError(field: unknown): FormField | null {
  if (typeof field !== 'string') return null;
  const name = field.split('.').pop();
  const byName: Readonly<Record<string, FormField>> = {
    routing_number: 'routing_number',
    sort_code: 'sort_code',
    bsb: 'bsb',
    iban: 'iban',
    account_number: 'account_number',
    owner_name: 'name',
    owner_email: 'email',
  };
  return name !== undefined && Object.hasOwn(byName, name) ? (byName[name] ?? null) : null;
}

export type { FormField };
