import { useCallback, useRef, useState } from 'react';
import { EMPTY_CONTACT, contactProblem, contactProblems, type ContactField, type ContactValues } from './contact-fields';

export interface ContactForm {
  readonly fields: readonly ContactField[];
  readonly values: ContactValues;
  /** The latest values, for a confirm that arrives between renders. */
  readonly valuesRef: { readonly current: ContactValues };
  readonly inputs: { readonly current: Partial<Record<ContactField, HTMLInputElement | HTMLSelectElement | null>> };
  readonly set: (field: ContactField, value: string) => void;
  readonly blur: (field: ContactField) => void;
  /** The translation key of the field's message, once the shopper left it or tried to pay. */
  readonly messageOf: (field: ContactField) => string | null;
  /** Shows every field's problem (a Pay with the form unfinished) and focuses the first. */
  readonly showAll: () => void;
  /** The provider refused a field the form let through: marked, focused, the value kept. */
  readonly refuse: (field: ContactField) => void;
  readonly clear: () => void;
}

/**
 * The state of the contact form: values, which fields the shopper has left (only
 * those show a problem while typing), and a field the provider refused (until it is
 * edited). Nothing typed is ever cleared by a failure.
 */
export function useContactForm(fields: readonly ContactField[]): ContactForm {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const valuesRef = useRef(values);
  const [shown, setShown] = useState<ReadonlySet<ContactField>>(new Set());
  const [refused, setRefused] = useState<ContactField | null>(null);
  const inputs = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLSelectElement | null>>>({});

  const set = useCallback((field: ContactField, value: string) => {
    valuesRef.current = { ...valuesRef.current, [field]: value };
    setValues(valuesRef.current);
    setRefused((current) => (current === field ? null : current));
  }, []);

  const blur = useCallback((field: ContactField) => {
    // An empty field the shopper only passed through is not an error yet.
    if (valuesRef.current[field].trim() === '') return;
    setShown((current) => (current.has(field) ? current : new Set([...current, field])));
  }, []);

  const showAll = useCallback(() => {
    setShown(new Set(fields));
    const first = contactProblems(valuesRef.current, fields)[0];
    if (first) inputs.current[first]?.focus();
  }, [fields]);

  const refuse = useCallback((field: ContactField) => {
    setRefused(field);
    inputs.current[field]?.focus();
  }, []);

  const clear = useCallback(() => {
    valuesRef.current = EMPTY_CONTACT;
    setValues(EMPTY_CONTACT);
    setShown(new Set());
    setRefused(null);
  }, []);

  const messageOf = (field: ContactField): string | null => {
    if (refused === field) return `instructions.field.${field}.invalid`;
    const problem = shown.has(field) ? contactProblem(field, values) : null;
    return problem ? `instructions.field.${field}.${problem}` : null;
  };

  return { fields, values, valuesRef, inputs, set, blur, messageOf, showAll, refuse, clear };
}
