/**
 * The payment-link form's state: the amount as typed (flexible links) and its
 * currency, the addresses (the full-featured card's `useBilling`, once per address),
 * the phone, reference and message. Everything typed stays as typed whatever the
 * problem: a problem is shown under its field, never by clearing it.
 *
 * A field's problem shows once the shopper has left it (the amount) or pressed
 * Continue (everything): not while they are still typing.
 */
import { useCallback, useRef, useState } from 'react';
import { useBilling, type Billing } from '../../../ui/address/use-billing';
import type { LinkCollected, LinkIntentBody, PaymentLink } from './payment-links';
import { checkAmount, type AmountProblem } from './amount';
import type { AmountSet } from './amount-set';
import { EMPTY_TEXTS, collectedAnswers, textProblem, type TextField, type TextProblem, type TextValues } from './link-form';

/** The phone's country calling code (its picker): the region, and the number typed without `+` made international. */
export interface PhoneCode {
  readonly region: string;
  readonly international: (typed: string) => string;
}

/** The form fields in page order, for focusing the first wrong one. */
export type FormField = 'amount' | 'billing' | 'shipping' | TextField;

export interface LinkForm {
  readonly amountText: string;
  readonly currency: string;
  readonly amountProblem: AmountProblem | null;
  readonly billing: Billing;
  readonly shipping: Billing;
  readonly texts: TextValues;
  /** `null`: no picker (not loaded, or failed): the phone is sent as typed. */
  readonly phoneCode: PhoneCode | null;
  readonly setPhoneCode: (code: PhoneCode | null) => void;
  readonly textProblemOf: (field: TextField) => TextProblem | null;
  /** A problem the provider named that the form's own checks let through (it is shown until the field changes). */
  readonly serverProblem: { readonly field: FormField; readonly reason: string } | null;
  readonly setAmount: (text: string) => void;
  readonly setCurrency: (currency: string) => void;
  readonly blurAmount: () => void;
  readonly setText: (field: TextField, value: string) => void;
  readonly setServerProblem: (problem: { readonly field: FormField; readonly reason: string } | null) => void;
  readonly inputs: { readonly current: Partial<Record<'amount' | TextField, HTMLInputElement | HTMLTextAreaElement | null>> };
  /** The create_intent body, or `null` after showing every problem and focusing the first. */
  readonly submit: () => LinkIntentBody | null;
}

function initialAmountText(link: PaymentLink, kept: AmountSet | null): string {
  return link.flexible && kept && link.currencies.includes(kept.currency) ? String(kept.amount) : '';
}

export function useLinkForm(link: PaymentLink, kept: AmountSet | null): LinkForm {
  const [amountText, setAmountText] = useState(() => initialAmountText(link, kept));
  const [currency, setCurrencyState] = useState(() =>
    link.flexible ? (kept && link.currencies.includes(kept.currency) ? kept.currency : (link.currencies[0] ?? '')) : link.currency,
  );
  const [texts, setTexts] = useState<TextValues>(EMPTY_TEXTS);
  const [phoneCode, setPhoneCodeState] = useState<PhoneCode | null>(null);
  const [shown, setShown] = useState<{ readonly amount: boolean; readonly all: boolean }>({ amount: false, all: false });
  const [serverProblem, setServerProblem] = useState<LinkForm['serverProblem']>(null);
  const inputs = useRef<Partial<Record<'amount' | TextField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const edited = useCallback(() => setServerProblem(null), []);
  const billing = useBilling(edited);
  const shipping = useBilling(edited);

  /** What is checked and sent: the phone with its calling code. */
  const sent: TextValues = phoneCode ? { ...texts, phone: phoneCode.international(texts.phone) } : texts;
  const amountCheck = link.flexible ? checkAmount(amountText, currency, link) : null;
  const amountProblem = amountCheck && !amountCheck.ok && (shown.amount || shown.all) ? amountCheck.problem : null;

  const submit = (): LinkIntentBody | null => {
    setShown({ amount: true, all: true });
    billing.showAll();
    shipping.showAll();
    const collected: LinkCollected | null = collectedAnswers(link.collect, billing.valuesRef.current, shipping.valuesRef.current, sent);
    if ((amountCheck && !amountCheck.ok) || !collected) {
      focusFirst();
      return null;
    }
    const hasAnswers = Object.keys(collected).length > 0;
    return {
      ...(amountCheck?.ok ? { amount: amountCheck.amount, currency } : {}),
      ...(hasAnswers ? { collected } : {}),
    };
  };

  function focusFirst(): void {
    if (amountCheck && !amountCheck.ok) return inputs.current.amount?.focus();
    if (link.collect.billing_address && billing.focusFirstMissing()) return;
    if (link.collect.shipping_address && shipping.focusFirstMissing()) return;
    for (const field of ['phone', 'reference', 'message'] as const) {
      if (link.collect[field] && textProblem(field, sent[field]) !== null) return inputs.current[field]?.focus();
    }
  }

  return {
    amountText,
    currency,
    amountProblem,
    billing,
    shipping,
    texts,
    phoneCode,
    setPhoneCode: (code) => {
      setPhoneCodeState(code);
      edited();
    },
    textProblemOf: (field) => (shown.all ? textProblem(field, sent[field]) : null),
    serverProblem,
    setAmount: (text) => {
      setAmountText(text);
      edited();
    },
    setCurrency: (next) => {
      setCurrencyState(next);
      edited();
    },
    blurAmount: () => setShown((prev) => (prev.amount ? prev : { ...prev, amount: amountText.trim() !== '' })),
    setText: (field, value) => {
      setTexts((prev) => ({ ...prev, [field]: value }));
      edited();
    },
    setServerProblem,
    inputs,
    submit,
  };
}
