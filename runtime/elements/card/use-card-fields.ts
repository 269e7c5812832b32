/**
 * The card fields (number, expiry, CVC) as every card kind shares them: their
 * values, formatting as the shopper types, validity (with the merchant's brand
 * limit), which error to show and when, focus moving on, and the BIN lookup.
 * The kind renders them with <CardFieldsRow> and adds its own fields around them.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { useTranslation } from '../../i18n/react';
import type { CardBrand, CardChange, CardField } from '../../../protocol';
import { CHANGE_THROTTLE_MS } from '../../lib/constants';
import { throttle } from '../../lib/timing';
import { useEmit } from '../frame';
import { BRAND_NAMES, brandList, brandOfType } from './brand-limit';
import {
  CARD_FIELDS,
  EMPTY_VALUES,
  cardState,
  detectBrand,
  formatCvc,
  formatExpiry,
  formatNumber,
  type CardValues,
  type FieldState,
} from './card-fields';
import { useBinInfo } from './use-bin-info';

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
  readonly valuesRef: RefObject<CardValues>;
  readonly states: Readonly<Record<CardField, FieldState>>;
  readonly brand: ReturnType<typeof detectBrand>;
  readonly touched: Readonly<Record<CardField, boolean>>;
  readonly inputs: RefObject<Partial<Record<CardField, HTMLInputElement | null>>>;
  /** The first field error to show now, translated, and its field; `null` when there is none. */
  readonly fieldError: { readonly field: CardField; readonly message: string } | null;
  readonly onInput: (field: CardField) => (event: ChangeEvent<HTMLInputElement>) => void;
  readonly onBlur: (field: CardField) => void;
  /** Focuses the first card field that is not valid; `false` when all are. */
  readonly focusFirstUnfinished: () => boolean;
  /** Shows every card field's error (the shopper pressed Pay). */
  readonly showAll: () => void;
  readonly clear: () => void;
}

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** Our name of a detected brand; card-validator's for one outside our table (Maestro, Elo, …). */
function brandName(brand: ReturnType<typeof detectBrand>): string {
  const ours = brandOfType(brand?.type);
  return ours ? BRAND_NAMES[ours] : (brand?.niceType ?? '');
}

export function useCardFields({ accepted, onEdit, afterLast, others }: CardFieldsOptions = {}): CardFields {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<CardValues>(EMPTY_VALUES);
  const [touched, setTouched] = useState<Record<CardField, boolean>>(UNTOUCHED);
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const inputs = useRef<Partial<Record<CardField, HTMLInputElement | null>>>({});
  const states = useMemo(() => cardState(values, undefined, accepted), [values, accepted]);
  const brand = detectBrand(values.number);
  const refused = states.number.problem === 'not_accepted';
  useBinInfo(digitsOf(values.number), !refused);
  useCardChange(states, brand?.type ?? null, {
    complete: CARD_FIELDS.every((f) => states[f].valid) && (others?.complete ?? true),
    empty: CARD_FIELDS.every((f) => states[f].empty) && (others?.empty ?? true),
  });

  const focusFirstUnfinished = useCallback(() => {
    const field = CARD_FIELDS.find((f) => !cardState(valuesRef.current, undefined, accepted)[f].valid);
    if (field) inputs.current[field]?.focus();
    return field !== undefined;
  }, [accepted]);

  const onInput = (field: CardField) => (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    setValues((prev) => {
      const next = {
        ...prev,
        [field]: field === 'number' ? formatNumber(raw) : field === 'expiry' ? formatExpiry(raw, prev.expiry) : formatCvc(raw, prev.number),
      };
      // Move on when a field is done, as a shopper typing one long string expects.
      const done = cardState(next, undefined, accepted)[field].valid && !cardState(prev, undefined, accepted)[field].valid;
      const after = CARD_FIELDS[CARD_FIELDS.indexOf(field) + 1];
      if (done) setTimeout(() => (after ? inputs.current[after]?.focus() : afterLast?.()), 0);
      return next;
    });
    onEdit?.();
  };

  // A refused brand is said at once: the shopper should not finish typing a card that cannot pay.
  const shown = CARD_FIELDS.find((f) => states[f].problem !== null && (touched[f] || states[f].problem === 'not_accepted'));
  const problem = shown ? states[shown].problem : null;
  const fieldError = shown && problem
    ? {
        field: shown,
        message: problem === 'not_accepted'
          ? t('card.number.not_accepted', { brand: brandName(brand), brands: brandList(accepted ?? [], i18n.language) })
          : t(`card.${shown}.${problem}`),
      }
    : null;

  return {
    values,
    valuesRef,
    states,
    brand,
    touched,
    inputs,
    fieldError,
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

/**
 * Sends `change` (spec §9: at most once a second, the last state always delivered),
 * skipping the first render.
 */
function useCardChange(states: Readonly<Record<CardField, FieldState>>, brand: string | null, whole: { complete: boolean; empty: boolean }): void {
  const emit = useEmit();
  const sendChange = useMemo(() => throttle((change: CardChange) => emit('onChange', change), CHANGE_THROTTLE_MS), [emit]);
  useEffect(() => () => sendChange.cancel(), [sendChange]);
  const firstRender = useRef(true);
  const { complete, empty } = whole;
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    sendChange({
      empty,
      complete,
      brand,
      fields: {
        number: { empty: states.number.empty, valid: states.number.valid },
        expiry: { empty: states.expiry.empty, valid: states.expiry.valid },
        cvc: { empty: states.cvc.empty, valid: states.cvc.valid },
      },
    });
  }, [states, brand, complete, empty, sendChange]);
}
