import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import type { CardChange, CardField, ConfirmParams } from '../../../protocol';
import { CHANGE_THROTTLE_MS } from '../../lib/constants';
import { throttle } from '../../lib/timing';
import {
  CARD_FIELDS,
  EMPTY_VALUES,
  cardDetails,
  cardState,
  detectBrand,
  formatCvc,
  formatExpiry,
  formatNumber,
  type CardValues,
} from './card-fields';
import { useConfirmIntent, useEmit, useOnClear, useOnFocusRequest, type PaymentMethodDraft } from '../frame';
import { BrandIcon, brandOfType } from './BrandIcon';
import './card.css';

const AUTOCOMPLETE: Record<CardField, string> = { number: 'cc-number', expiry: 'cc-exp', cvc: 'cc-csc' };

/** The card payment method from what the shopper typed, or the fields still wrong. */
function buildCard(values: CardValues, params: ConfirmParams): PaymentMethodDraft {
  const states = cardState(values);
  const fields = CARD_FIELDS.filter((field) => !states[field].valid);
  const details = cardDetails(values);
  if (fields.length > 0 || !details) return { ok: false, fields };
  const card = params.cardholderName ? { ...details, name: params.cardholderName } : details;
  return { ok: true, paymentMethod: { type: 'card', card }, brand: detectBrand(values.number)?.type };
}

/** `/elements/card`: number, expiry and CVC in one frame; everything else is the element frame's. */
export default function CardElement() {
  const { t } = useTranslation();
  const emit = useEmit();
  const [values, setValues] = useState<CardValues>(EMPTY_VALUES);
  const [touched, setTouched] = useState<Record<CardField, boolean>>({ number: false, expiry: false, cvc: false });
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
    setTouched({ number: false, expiry: false, cvc: false });
    reset();
  });
  useOnFocusRequest(focusFirstUnfinished);

  // Change events: throttled, but the last state always arrives (spec §9).
  const sendChange = useMemo(() => throttle((change: CardChange) => emit('onChange', change), CHANGE_THROTTLE_MS), [emit]);
  useEffect(() => () => sendChange.cancel(), [sendChange]);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    sendChange({
      empty: CARD_FIELDS.every((f) => states[f].empty),
      complete: CARD_FIELDS.every((f) => states[f].valid),
      brand: brand?.type ?? null,
      fields: {
        number: { empty: states.number.empty, valid: states.number.valid },
        expiry: { empty: states.expiry.empty, valid: states.expiry.valid },
        cvc: { empty: states.cvc.empty, valid: states.cvc.valid },
      },
    });
  }, [states, brand?.type, sendChange]);

  const onInput = (field: CardField) => (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
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

  const fieldError = CARD_FIELDS.map((f) => (touched[f] && states[f].problem ? { field: f, key: `card.${f}.${states[f].problem}` } : null))
    .find((e) => e !== null);
  const message = error?.message ?? (fieldError ? t(fieldError.key) : null);
  const locked = status !== 'idle';

  return (
    <form
      className="portico-card"
      noValidate
      aria-busy={status === 'processing'}
      onSubmit={(event) => {
        event.preventDefault();
        emit('onSubmit', {});
      }}
    >
      <div className={`portico-card__row${message ? ' portico-card__row--error' : ''}`}>
        {CARD_FIELDS.map((field) => {
          const invalid = touched[field] && states[field].problem !== null;
          return (
            <label key={field} className={`portico-card__field portico-card__field--${field}`}>
              <span className="portico-visually-hidden">{t(`card.${field}.label`)}</span>
              <input
                ref={(node) => {
                  inputs.current[field] = node;
                }}
                name={field}
                type="text"
                inputMode="numeric"
                // Digits and MM / YY read left to right in every language, Arabic included.
                dir="ltr"
                autoComplete={AUTOCOMPLETE[field]}
                autoCorrect="off"
                spellCheck={false}
                placeholder={t(`card.${field}.placeholder`)}
                value={values[field]}
                readOnly={locked}
                aria-invalid={invalid || error?.details.field === field}
                aria-describedby={message ? 'portico-card-message' : undefined}
                onChange={onInput(field)}
                onFocus={() => emit('onFocus', { field })}
                onBlur={() => {
                  if (!states[field].empty) setTouched((prev) => ({ ...prev, [field]: true }));
                  emit('onBlur', { field });
                }}
              />
              {field === 'number' && <BrandIcon brand={brandOfType(brand?.type)} />}
            </label>
          );
        })}
        <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
      </div>
      {brand && <span className="portico-visually-hidden" aria-live="polite">{brand.niceType}</span>}
      <p id="portico-card-message" className="portico-card__message" role="alert">
        {message}
      </p>
      <p className="portico-visually-hidden" aria-live="polite">
        {status === 'processing' ? t('card.processing') : status === 'verifying' ? t('threeDs.verifying') : status === 'succeeded' ? t('card.succeeded') : ''}
      </p>
    </form>
  );
}
