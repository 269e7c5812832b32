import { useCallback, useRef, useState } from 'react';
import { EMPTY_ACCOUNT, fieldProblem, formProblems, type AccountValues, type FormField } from './account-form';
import type { FieldProblem } from './account-rules';
import type { DirectDebitScheme } from '../../payment/consent/direct-debit-schemes';

type Inputs = Partial<Record<FormField, HTMLInputElement | null>>;

export interface AccountForm {
  readonly values: AccountValues;
  /** The latest values, for a confirm that arrives between renders. */
  readonly valuesRef: { readonly current: AccountValues };
  readonly inputs: { readonly current: Inputs };
  readonly set: (field: Exclude<FormField, 'mandate'>, value: string) => void;
  readonly agree: (agreed: boolean) => void;
  readonly blur: (field: FormField) => void;
  /** The field's problem, once the shopper left it or tried to pay; `refused` when the provider refused it. */
  readonly problemOf: (field: FormField) => FieldProblem | 'refused' | null;
  /** Shows every problem of `fields` (a Pay with the form unfinished) and focuses the first. */
  readonly showAll: (fields: readonly FormField[]) => void;
  /** The provider refused a field the form let through: marked and focused, the value kept. */
  readonly refuse: (field: FormField) => void;
  readonly clear: () => void;
}

/**
 * The direct-debit form's state: values, the fields whose problems are shown (left
 * by the shopper, or all of them on a refused Pay) and a field the provider refused
 * (until edited). Nothing typed is ever cleared by a failure.
 */
export function useAccountForm(scheme: DirectDebitScheme): AccountForm {
  const [values, setValues] = useState<AccountValues>(EMPTY_ACCOUNT);
  const valuesRef = useRef(values);
  const [shown, setShown] = useState<ReadonlySet<FormField>>(new Set());
  const [refused, setRefused] = useState<FormField | null>(null);
  const inputs = useRef<Inputs>({});

  const update = useCallback((next: AccountValues, field: FormField) => {
    valuesRef.current = next;
    setValues(next);
    setRefused((current) => (current === field ? null : current));
  }, []);
  const set = useCallback((field: Exclude<FormField, 'mandate'>, value: string) => update({ ...valuesRef.current, [field]: value }, field), [update]);
  const agree = useCallback(
    (agreed: boolean) => {
      update({ ...valuesRef.current, agreed }, 'mandate');
      // Unticking the box after agreeing says at once what it means.
      setShown((current) => (current.has('mandate') || agreed ? current : new Set([...current, 'mandate'])));
    },
    [update],
  );

  const blur = useCallback(
    (field: FormField) => {
      // An empty field the shopper only passed through is not an error yet.
      if (fieldProblem(field, scheme, valuesRef.current) === 'required') return;
      setShown((current) => (current.has(field) ? current : new Set([...current, field])));
    },
    [scheme],
  );

  const showAll = useCallback(
    (fields: readonly FormField[]) => {
      setShown(new Set(fields));
      const first = formProblems(fields, scheme, valuesRef.current)[0];
      if (first) inputs.current[first]?.focus();
    },
    [scheme],
  );

  const refuse = useCallback((field: FormField) => {
    setRefused(field);
    inputs.current[field]?.focus();
  }, []);

  const clear = useCallback(() => {
    valuesRef.current = EMPTY_ACCOUNT;
    setValues(EMPTY_ACCOUNT);
    setShown(new Set());
    setRefused(null);
  }, []);

  const problemOf = (field: FormField): FieldProblem | 'refused' | null => {
    if (refused === field) return 'refused';
    return shown.has(field) ? fieldProblem(field, scheme, values) : null;
  };

  return { values, valuesRef, inputs, set, agree, blur, problemOf, showAll, refuse, clear };
}
