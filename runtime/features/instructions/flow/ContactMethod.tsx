import type { PaymentMethodInput } from '../../../platform/api/payment-intents';
import type { PaymentMethodDraft } from '../../../payment';
import { ContactFields } from './ContactFields';
import { contactProblems, fieldOfProviderError, type ContactField, type ContactValues } from './contact-fields';
import { InstructionsFlow, type InstructionsMethod } from './InstructionsFlow';
import type { SheetOf } from './InstructionsSheet';
import { useContactForm } from './use-contact-form';

export interface ContactMethodProps {
  readonly method: Extract<InstructionsMethod, 'konbini' | 'pay_easy'>;
  readonly fields: readonly ContactField[];
  /** The payment method once every field is right. */
  readonly paymentMethod: (values: ContactValues) => PaymentMethodInput | null;
  readonly sheet: SheetOf;
}

/** A method that asks for the shopper's contact details (konbini, Pay-easy): the form in the instructions flow. */
export function ContactMethod({ method, fields, paymentMethod, sheet }: ContactMethodProps) {
  const form = useContactForm(fields);
  const build = (): PaymentMethodDraft => {
    const problems = contactProblems(form.valuesRef.current, fields);
    const input = problems.length === 0 ? paymentMethod(form.valuesRef.current) : null;
    return input ? { ok: true, paymentMethod: input } : { ok: false, fields: problems };
  };
  const focusFirst = () => {
    const first = contactProblems(form.valuesRef.current, fields)[0] ?? fields[0];
    if (first) form.inputs.current[first]?.focus();
  };
  return (
    <InstructionsFlow
      method={method}
      build={build}
      onInvalid={form.showAll}
      fieldOf={fieldOfProviderError}
      onRefused={(field) => form.refuse(field as ContactField)}
      onClear={form.clear}
      onFocusRequest={focusFirst}
      sheet={sheet}
      fields={(locked) => <ContactFields form={form} locked={locked} />}
    />
  );
}
