import { useTranslation } from '../../platform/i18n/react';
import { Notice } from '../../ui/Notice';
import type { SchemeRow } from '../../payment/consent/direct-debit-schemes';
import { Checkbox } from '../../ui/Checkbox';

/**
 * Each scheme's mandate, as texts under `directDebit.mandate.{scheme}`: what the
 * shopper authorises (shown), and what the scheme promises them (the Bacs
 * Guarantee, the SEPA refund rights, the BECS service agreement; folded, one click
 * away). The texts say "the payee"; the payee's name is the line above them.
 */
const MANDATES: Readonly<
  Record<SchemeRow['mandate'], { readonly shown: readonly string[]; readonly more: { readonly heading: string; readonly items: readonly string[] } | null }>
> = {
  ach: { shown: ['text', 'revoke'], more: null },
  bacs: { shown: ['text'], more: { heading: 'guaranteeHeading', items: ['guarantee1', 'guarantee2', 'guarantee3', 'guarantee4'] } },
  sepa: { shown: ['text'], more: { heading: 'rightsHeading', items: ['rights'] } },
  becs: { shown: ['text'], more: { heading: 'agreementHeading', items: ['agreement1', 'agreement2', 'agreement3', 'agreement4'] } },
};

export interface MandateProps {
  readonly id: string;
  readonly mandate: SchemeRow['mandate'];
  /** The merchant's name from the client secret, or null (then "the business you are paying"). */
  readonly merchant: string | null;
  readonly agreed: boolean;
  readonly onAgree: (agreed: boolean) => void;
  readonly inputRef: (el: HTMLInputElement | null) => void;
  /** Translated: why the box must be ticked. */
  readonly error: string | null;
  readonly readOnly: boolean;
}

/** The scheme's mandate and its unticked "I agree" box; refused until ticked. */
export function Mandate({ id, mandate, merchant, agreed, onAgree, inputRef, error, readOnly }: MandateProps) {
  const { t } = useTranslation();
  const key = (part: string) => `directDebit.mandate.${mandate}.${part}`;
  const { shown, more } = MANDATES[mandate];
  const textId = `${id}-text`;
  const errorId = `${id}-error`;
  return (
    <Notice className="portico-dd__mandate" labelledBy={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="portico-dd__mandate-heading">
        {t(key('heading'))}
      </h3>
      <div id={textId} className="portico-dd__mandate-text">
        <p className="portico-dd__payee">{merchant ? t('directDebit.mandate.payee', { merchant }) : t('directDebit.mandate.payeeUnknown')}</p>
        {shown.map((part) => (
          <p key={part}>{t(key(part))}</p>
        ))}
      </div>
      {more && (
        <details className="portico-dd__more">
          <summary>{t(key(more.heading))}</summary>
          {more.items.map((part) => (
            <p key={part}>{t(key(part))}</p>
          ))}
        </details>
      )}
      <Checkbox
        inputRef={inputRef}
        id={id}
        className="portico-dd__agree"
        name="mandate"
        checked={agreed}
        // A read-only box: the payment is on its way; its value must not change under it.
        onChange={(next) => !readOnly && onAgree(next)}
        invalid={Boolean(error)}
        describedBy={error ? errorId : undefined}
        required
      >
        {t(key('agree'))}
      </Checkbox>
      {error && (
        <p id={errorId} className="portico-field__error">
          {error}
        </p>
      )}
    </Notice>
  );
}
