import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { CardChange, CardField } from '../../../protocol';
import {
  CARD_FIELDS,
  EMPTY_VALUES,
  buildCard,
  cardChange,
  cardState,
  detectBrand,
  formatCvc,
  formatExpiry,
  formatNumber,
  type CardValues,
} from './card-fields';
import { useConfirmIntent, useOnClear, useOnFocusRequest } from '../frame';
import { brandOfType } from './BrandIcon';
import { CARD_MESSAGE_ID, CardForm } from './CardForm';
import { CardFieldInput } from './CardFieldInput';
import { useChangeEvent } from './use-change-event';

const UNTOUCHED: Record<CardField, boolean> = { number: false, expiry: false, cvc: false };

/** `/elements/card`: number, expiry and CVC in one frame; everything else is the element frame's. */
export default function CardElement() {
  const { t } = useTranslation();
  const [values, setValues] = useState<CardValues>(EMPTY_VALUES);
  const [touched, setTouched] = useState(UNTOUCHED);
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const inputs = useRef<Partial<Record<CardField, HTMLInputElement | null>>>({});
  const states = useMemo(() => cardState(values), [values]);
  const brand = detectBrand(values.number);

  const focusFirstUnfinished = useCallback(() => {
    const field = CARD_FIELDS.find((f) => !cardState(valuesRef.current)[f].valid) ?? 'number';
    inputs.current[field]?.focus();
  }, []);
  const showAllErrors = useCallback(() => {
    setTouched({ number: true, expiry: true, cvc: true });
    focusFirstUnfinished();
  }, [focusFirstUnfinished]);
  const { status, error, reset } = useConfirmIntent((params) => buildCard(valuesRef.current, params), showAllErrors);
  useOnClear(() => {
    setValues(EMPTY_VALUES);
    setTouched(UNTOUCHED);
    reset();
  });
  useOnFocusRequest(focusFirstUnfinished);
  useChangeEvent(useMemo<CardChange>(() => cardChange(states, brand?.type ?? null), [states, brand?.type]));

  const onInput = (field: CardField) => (raw: string) => {
    setValues((prev) => {
      const next = {
        ...prev,
        [field]: field === 'number' ? formatNumber(raw) : field === 'expiry' ? formatExpiry(raw, prev.expiry) : formatCvc(raw, prev.number),
      };
      // Move on when a field is done, as a shopper typing one long string expects.
      const done = cardState(next)[field].valid && !cardState(prev)[field].valid;
      const after = CARD_FIELDS[CARD_FIELDS.indexOf(field) + 1];
      if (done && after) setTimeout(() => inputs.current[after]?.focus(), 0);
      return next;
    });
    if (error) reset();
  };

  const fieldError = CARD_FIELDS.find((f) => touched[f] && states[f].problem);
  const message = error?.message ?? (fieldError ? t(`card.${fieldError}.${states[fieldError].problem}`) : null);
  return (
    <CardForm message={message} status={status} brandName={brand?.niceType}>
      {CARD_FIELDS.map((field) => (
        <CardFieldInput
          key={field}
          field={field}
          value={values[field]}
          inputRef={(node) => {
            inputs.current[field] = node;
          }}
          invalid={(touched[field] && states[field].problem !== null) || error?.details.field === field}
          describedBy={message ? CARD_MESSAGE_ID : undefined}
          readOnly={status !== 'idle'}
          brand={brandOfType(brand?.type)}
          onChange={onInput(field)}
          onBlur={() => {
            if (!states[field].empty) setTouched((prev) => ({ ...prev, [field]: true }));
          }}
        />
      ))}
    </CardForm>
  );
}
