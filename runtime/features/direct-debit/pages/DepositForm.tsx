import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../platform/i18n/react';
import { formatAmount } from '../../../platform/i18n/format';
import { DEPOSIT_MAX, DEPOSIT_MIN, readDeposit, type AmountProblem } from './deposit-amount';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';

export interface DepositFormProps {
  readonly currency: string;
  /** Sends the two amounts; resolves when the page has the provider's answer. */
  readonly onSubmit: (amounts: readonly [number, number]) => Promise<void>;
  /** The last answer's message (wrong amounts, attempts left; or no connection), translated. */
  readonly message: string | null;
}

type Pair = readonly [string, string];

/** The two amount inputs, checked before anything is sent (a wrong format must not cost an attempt). */
export function DepositForm({ currency, onSubmit, message }: DepositFormProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<Pair>(['', '']);
  const [shown, setShown] = useState<readonly [boolean, boolean]>([false, false]);
  const [sending, setSending] = useState(false);
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const money = (amount: number) => formatAmount(amount, currency, i18n.language);
  const range = { min: money(DEPOSIT_MIN), max: money(DEPOSIT_MAX), example: money(0.12) };
  const problemOf = (value: string): AmountProblem | null => {
    const read = readDeposit(value);
    return read.ok ? null : read.problem;
  };

  const submit = async () => {
    if (sending) return;
    setShown([true, true]);
    const [first, second] = values.map(readDeposit);
    if (!first?.ok || !second?.ok) {
      inputs.current[first?.ok ? 1 : 0]?.focus();
      return;
    }
    setSending(true);
    try {
      await onSubmit([first.amount, second.amount]);
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className="portico-dd portico-dd__deposits"
      noValidate
      aria-busy={sending}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p id={`${id}-hint`} className="portico-field__hint">
        {t('directDebit.page.amountHint', range)}
      </p>
      <div className="portico-dd__amounts">
        {([0, 1] as const).map((index) => {
          const problem = shown[index] ? problemOf(values[index]) : null;
          const inputId = `${id}-amount-${index}`;
          return (
            <TextField
              key={index}
              label={t(index === 0 ? 'directDebit.page.amount1' : 'directDebit.page.amount2')}
              error={problem === null ? null : problem === 'required' ? t('directDebit.page.amountRequired') : t('directDebit.page.amountInvalid', range)}
              describedBy={`${id}-hint`}
              inputRef={(el) => {
                inputs.current[index] = el;
              }}
              id={inputId}
              name={`amount${index + 1}`}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              dir="ltr"
              required
              value={values[index]}
              readOnly={sending}
              onChange={(event) => {
                const next: [string, string] = [values[0], values[1]];
                next[index] = event.target.value;
                setValues(next);
              }}
              onBlur={() => values[index].trim() !== '' && setShown((current) => (index === 0 ? [true, current[1]] : [current[0], true]))}
            />
          );
        })}
      </div>
      <p className="portico-notice portico-notice--error" role="alert">
        {message}
      </p>
      <Button type="submit" variant="primary" className="portico-page__pay" busy={sending}>
        {sending ? t('directDebit.page.verifying') : t('directDebit.page.verify')}
      </Button>
    </form>
  );
}
