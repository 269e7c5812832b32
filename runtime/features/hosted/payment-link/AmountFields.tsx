import { useId } from 'react';
import { Select } from '../../../ui/Select';
import { TextField } from '../../../ui/TextField';
import { useTranslation } from '../../../platform/i18n/react';
import { formatAmount } from '../../../platform/i18n/format';
import type { PaymentLink } from './payment-links';
import { currencyDecimals, type AmountProblem } from './amount';
import type { LinkForm } from './use-link-form';

type FlexibleLink = Extract<PaymentLink, { flexible: true }>;

/** The limits as a sentence (`Enter an amount between $5.00 and $500.00.`), or null without any. */
function limitsHint(link: FlexibleLink, currency: string, language: string, t: ReturnType<typeof useTranslation>['t']): string | null {
  const min = link.minAmount === null ? null : formatAmount(link.minAmount, currency, language);
  const max = link.maxAmount === null ? null : formatAmount(link.maxAmount, currency, language);
  if (min && max) return t('paymentLink.amount.between', { min, max });
  if (min) return t('paymentLink.amount.atLeast', { min });
  return max ? t('paymentLink.amount.atMost', { max }) : null;
}

function problemText(problem: AmountProblem, link: FlexibleLink, currency: string, language: string, t: ReturnType<typeof useTranslation>['t']): string {
  if (problem === 'too_many_decimals' && currencyDecimals(currency) === 0) return t('paymentLink.amount.no_decimals', { currency });
  return t(`paymentLink.amount.${problem}`, {
    currency,
    min: link.minAmount === null ? '' : formatAmount(link.minAmount, currency, language),
    max: link.maxAmount === null ? '' : formatAmount(link.maxAmount, currency, language),
  });
}

/**
 * A flexible link's amount: a text field (decimal keyboard on phones; not
 * `type=number`, which drops what it cannot read and so would lose what was typed)
 * and, when the link takes more than one, the currency.
 */
export function AmountFields({ link, form, locked }: { readonly link: FlexibleLink; readonly form: LinkForm; readonly locked: boolean }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const hint = limitsHint(link, form.currency, i18n.language, t);
  const server = form.serverProblem?.field === 'amount' ? t('paymentLink.invalidField') : null;
  const error = form.amountProblem ? problemText(form.amountProblem, link, form.currency, i18n.language, t) : server;
  const several = link.currencies.length > 1;
  // One currency: named in the label, as the field's unit.
  const label = several ? t('paymentLink.amount.label') : `${t('paymentLink.amount.label')} (${form.currency})`;
  return (
    <div className={several ? 'portico-link__amount-row' : undefined}>
      <TextField
        inputRef={(node) => {
          form.inputs.current.amount = node;
        }}
        id={`${id}-amount`}
        label={label}
        error={error}
        describedBy={hint ? `${id}-hint` : undefined}
        below={
          hint && (
            <p id={`${id}-hint`} className="portico-link__hint">
              {hint}
            </p>
          )
        }
        name="amount"
        className="portico-link__amount-input"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        maxLength={20}
        required
        value={form.amountText}
        readOnly={locked}
        onChange={(event) => form.setAmount(event.target.value)}
        onBlur={form.blurAmount}
      />
      {several && (
        <Select
          id={`${id}-currency`}
          label={t('paymentLink.amount.currency')}
          error={null}
          name="currency"
          value={form.currency}
          disabled={locked}
          onChange={(event) => form.setCurrency(event.target.value)}
          options={link.currencies.map((code) => ({ value: code, label: code }))}
        />
      )}
    </div>
  );
}
