/**
 * The chosen saved method as the body that pays: it answers the parent's
 * `confirm` (the drop-in's Pay button) with `{ type: 'saved', id, cvc }`. A card
 * asks for its CVC again, checked before any call (4 digits for American Express,
 * 3 otherwise; Enter in it pays); an account pays as it is. The payment's failure
 * (a decline) is said under it, and a card's, re-authenticated by its CVC, is logged as
 * spec §8's etfReAuthVerificationError.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLatest } from '../../../platform/lib/use-latest';
import { useTranslation } from '../../../platform/i18n/react';
import { logEvent } from '../../../platform/telemetry';
import type { SavedMethod } from './saved-methods';
import { useChangeEvent, useEmit, useOnClear, useOnFocusRequest } from '../../../host';
import { useConfirmIntent, useSessionState, type PaymentMethodDraft } from '../../../payment';
import { cvcProblem, cvcSize, type CvcProblem } from './describe';
import { TextField } from '../../../ui/TextField';

const PROBLEM_KEYS: Readonly<Record<CvcProblem, string>> = {
  required: 'savedMethods.cvcRequired',
  incomplete: 'card.cvc.incomplete',
};

/** `recurring`: a consent verified with a saved method needs no CVC (the provider checked the card when it was saved). */
function draftOf(method: SavedMethod, cvc: string, recurring: boolean): PaymentMethodDraft {
  if (method.kind === 'account' || recurring) return { ok: true, paymentMethod: { type: 'saved', id: method.id } };
  if (cvcProblem(cvc, method.brand) !== null) return { ok: false, fields: ['cvc'] };
  return { ok: true, paymentMethod: { type: 'saved', id: method.id, cvc }, ...(method.brand ? { brand: method.brand } : {}) };
}

export function SavedPayment({ method }: { readonly method: SavedMethod }) {
  const { t } = useTranslation();
  const id = useId();
  const [cvc, setCvc] = useState('');
  const cvcRef = useLatest(cvc);
  /** The CVC's problem is said once the shopper has left the field or pressed Pay. */
  const [shown, setShown] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const emit = useEmit();
  const recurring = useSessionState().mode === 'recurring';
  const asksCvc = method.kind === 'card' && !recurring;
  const { status, error, reset } = useConfirmIntent(
    () => draftOf(method, cvcRef.current, recurring),
    () => {
      setShown(true);
      input.current?.focus();
    },
  );
  useOnClear(() => {
    setCvc('');
    setShown(false);
    reset();
  });
  useOnFocusRequest(() => input.current?.focus());
  useEffect(() => {
    if (asksCvc && error) logEvent('etfReAuthVerificationError', 'error', { payment_method_id: method.id, code: error.code });
  }, [asksCvc, error, method.id]);

  const brand = method.kind === 'card' ? method.brand : null;
  const problem = asksCvc ? cvcProblem(cvc, brand) : null;
  const type = method.kind === 'card' ? 'card' : method.scheme;
  useChangeEvent(useMemo(() => ({ method: type, empty: asksCvc && cvc === '', complete: problem === null }), [type, asksCvc, cvc, problem]));

  const message = error?.message ?? (shown && problem ? t(PROBLEM_KEYS[problem]) : null);
  const progress =
    status === 'processing'
      ? t('card.processing')
      : status === 'verifying'
        ? t('card.verifying')
        : status === 'succeeded'
          ? t(recurring ? 'card.saved' : 'card.succeeded')
          : '';
  const locked = status !== 'idle';
  return (
    <div className="portico-saved__pay">
      {asksCvc && (
        <div className="portico-saved__cvc">
          <TextField
            label={t('card.cvc.label')}
            error={null}
            below={
              <p id={`${id}-hint`} className="portico-saved__hint">
                {t(cvcSize(brand) === 4 ? 'savedMethods.cvcHintFront' : 'savedMethods.cvcHintBack')}
              </p>
            }
            inputRef={input}
            id={`${id}-cvc`}
            className="portico-saved__cvc-input"
            type="text"
            dir="ltr"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={cvcSize(brand)}
            placeholder={t('card.cvc.placeholder')}
            value={cvc}
            readOnly={locked}
            invalid={message !== null}
            describedBy={`${id}-hint ${id}-message`}
            onChange={(event) => {
              setCvc(event.target.value.replace(/\D/g, '').slice(0, cvcSize(brand)));
              if (error) reset();
            }}
            onBlur={() => cvc !== '' && setShown(true)}
            onKeyDown={(event) => {
              // Enter pays, as in the card's fields: the SDK confirms on `submit`.
              if (event.key !== 'Enter') return;
              event.preventDefault();
              emit('onSubmit', {});
            }}
          />
        </div>
      )}
      <p id={`${id}-message`} className="portico-saved__message" role="alert">
        {message}
      </p>
      <p className="portico-visually-hidden" aria-live="polite">
        {progress}
      </p>
    </div>
  );
}
