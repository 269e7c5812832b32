/**
 * The card fields (number, expiry, CVC) as every kind that takes a whole card shares
 * them: their values, formatting as the shopper types, validity (with the
 * merchant's brand limit), which error to show and when, focus moving on, `change`
 * and the BIN lookup. The kind renders them with <CardFieldsRow> and adds its own
 * fields around them. (The split number field has one of the three: it uses the
 * same pieces, card-messages.ts and use-bin-info.ts, itself.)
 */
import { useCallback, useMemo, useRef, useState, type RefObject } from 'react';
import { useLatest } from '../../platform/lib/use-latest';
import { useTranslation } from '../../platform/i18n/react';
import type { CardBrand, CardChange, CardField } from '../../../protocol';
import {
  CARD_FIELDS,
  EMPTY_VALUES,
  cardChange,
  cardState,
  detectBrand,
  formatCvc,
  formatExpiry,
  formatNumber,
  type CardValues,
  type FieldState,
} from './card-fields';
import { cardFieldMessage, isShownProblem } from './card-messages';
import { useBinInfo } from './use-bin-info';
import { useChangeEvent } from '../../host';
import type { CardMessage } from './CardForm';
import { useBootField, useMoveOnFromBoot } from '../../host/boot/boot-fields';

const UNTOUCHED: Record<CardField, boolean> = { number: false, expiry: false, cvc: false };

export interface CardFieldsOptions {
  /** The merchant's brand limit (`brands`); absent: every brand. */
  readonly accepted?: readonly CardBrand[];
  /** The shopper changed a value (e.g. to clear a failed confirm's message). */
  readonly onEdit?: () => void;
  /** The CVC was just completed: where focus goes next (the card kind's next field). */
  readonly afterLast?: () => void;
  /** The kind's fields beside the card's, folded into `change`'s `complete` and `empty`. */
  readonly others?: { readonly complete: boolean; readonly empty: boolean };
}

export interface CardFields {
  readonly values: CardValues;
  /** Always the latest values, for a confirm that runs outside a render. */
  readonly valuesRef: { readonly current: CardValues };
  readonly states: Readonly<Record<CardField, FieldState>>;
  readonly brand: ReturnType<typeof detectBrand>;
  readonly touched: Readonly<Record<CardField, boolean>>;
  readonly inputs: RefObject<Partial<Record<CardField, HTMLInputElement | null>>>;
  /** Every field's problem to show now, translated, one line per wrong field in the fields' order. */
  readonly fieldErrors: readonly CardMessage[];
  readonly onInput: (field: CardField) => (raw: string) => void;
  readonly onBlur: (field: CardField) => void;
  /** Focuses the first card field that is not valid; `false` when all are. */
  readonly focusFirstUnfinished: () => boolean;
  /** Shows every card field's error (the shopper pressed Pay). */
  readonly showAll: () => void;
  readonly clear: () => void;
}

const digitsOf = (value: string) => value.replace(/\D/g, '');

export function useCardFields({ accepted, onEdit, afterLast, others }: CardFieldsOptions = {}): CardFields {
  const { t, i18n } = useTranslation();
  const inputs = useRef<Partial<Record<CardField, HTMLInputElement | null>>>({});
  // What the shopper typed into the frame's boot markup before the runtime ran (host/boot/), formatted as if typed here.
  const bootNumber = useBootField('number', formatNumber);
  const bootExpiry = useBootField('expiry', formatExpiry);
  const bootCvc = useBootField('cvc', (raw) => formatCvc(raw, bootNumber.value));
  const [values, setValues] = useState<CardValues>({ number: bootNumber.value, expiry: bootExpiry.value, cvc: bootCvc.value });
  const [touched, setTouched] = useState<Record<CardField, boolean>>({ number: bootNumber.touched, expiry: bootExpiry.touched, cvc: bootCvc.touched });
  const valuesRef = useLatest(values);
  const states = useMemo(() => cardState(values, undefined, accepted), [values, accepted]);
  const brand = detectBrand(values.number);
  useBinInfo(digitsOf(values.number), states.number.problem !== 'not_accepted');
  const othersComplete = others?.complete ?? true;
  const othersEmpty = others?.empty ?? true;
  useChangeEvent(
    useMemo<CardChange>(() => {
      const change = cardChange(states, brand?.type ?? null);
      return { ...change, complete: change.complete && othersComplete, empty: change.empty && othersEmpty };
    }, [states, brand?.type, othersComplete, othersEmpty]),
    // Typed before boot: the merchant hears `change` at once, as of a key typed here.
    values.number + values.expiry + values.cvc !== '',
  );

  const focusFirstUnfinished = useCallback(() => {
    const field = CARD_FIELDS.find((f) => !cardState(valuesRef.current, undefined, accepted)[f].valid);
    if (field) inputs.current[field]?.focus();
    return field !== undefined;
  }, [accepted, valuesRef]);

  // Focus on to the field after `field`, as a shopper typing one long string expects; after the last, `afterLast`.
  const moveOn = (field: CardField) => {
    const after = CARD_FIELDS[CARD_FIELDS.indexOf(field) + 1];
    if (after) inputs.current[after]?.focus();
    else afterLast?.();
  };
  // A field finished before the runtime ran, the shopper still in it, moves on as one finished here does. This is the first
  // render's closure: unless a key typed since (which moved on itself, if it finished the field) made new values.
  useMoveOnFromBoot((name) => {
    const field = CARD_FIELDS.find((f) => f === name);
    if (field && valuesRef.current === values && states[field].valid) moveOn(field);
  });

  const onInput = (field: CardField) => (raw: string) => {
    setValues((prev) => {
      const next = {
        ...prev,
        [field]: field === 'number' ? formatNumber(raw) : field === 'expiry' ? formatExpiry(raw, prev.expiry) : formatCvc(raw, prev.number),
      };
      // Move on when a field is done.
      const done = cardState(next, undefined, accepted)[field].valid && !cardState(prev, undefined, accepted)[field].valid;
      if (done) setTimeout(() => moveOn(field), 0);
      return next;
    });
    onEdit?.();
  };

  const fieldErrors = CARD_FIELDS.flatMap((field) => {
    const problem = states[field].problem;
    return isShownProblem(problem, touched[field]) ? [{ field, text: cardFieldMessage(field, problem, { t, language: i18n.language, brand, accepted }) }] : [];
  });

  return {
    values,
    valuesRef,
    states,
    brand,
    touched,
    inputs,
    fieldErrors,
    onInput,
    onBlur: (field) => {
      if (!states[field].empty) setTouched((prev) => ({ ...prev, [field]: true }));
    },
    focusFirstUnfinished,
    showAll: useCallback(() => setTouched({ number: true, expiry: true, cvc: true }), []),
    clear: useCallback(() => {
      setValues(EMPTY_VALUES);
      setTouched(UNTOUCHED);
    }, []),
  };
}
