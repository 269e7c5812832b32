/**
 * The currency choice above the drop-in's Pay button: a radio group, the intent's
 * currency first (the default), then the shopper's with the rate and until when it
 * holds. Arrow keys move between the two, as in any radio group. The notice after
 * a quote ran out is a polite live region, there from the start so it is read out.
 */
import { useId } from 'react';
import { useTranslation } from '../../../platform/i18n/react';
import { useEnglishSection } from '../../../platform/i18n/screen-strings';
import englishCurrency from '../../../platform/i18n/locales/en/currency.json';
import { formatAmount, formatMoment, formatRate, isolate } from '../../../platform/i18n/format';
import { Notice } from '../../../ui/Notice';
import { RadioGroup } from '../../../ui/RadioGroup';
import type { HeldQuote } from '../../../platform/api/quote';
import './currency.css';
import type { CurrencySwitch } from './use-currency-switch';

export interface CurrencySwitcherProps {
  readonly fx: CurrencySwitch;
  /** A payment is on its way: the choice cannot change. */
  readonly locked: boolean;
}

export function CurrencySwitcher({ fx, locked }: CurrencySwitcherProps) {
  useEnglishSection(englishCurrency);
  const { t, i18n } = useTranslation();
  const id = useId();
  const { offer, intent, notice } = fx;
  // With no quote left, only what happened to it is said (the shopper pays in the intent's currency).
  if (!intent || (!offer && notice === null)) return null;
  const lang = i18n.language;
  return (
    <div className="portico-fx">
      {offer && (
        <RadioGroup
          name={id}
          legend={t('currency.legend')}
          disabled={locked}
          value={fx.chosen ? 'quote' : 'intent'}
          onChange={(value) => fx.choose(value === 'quote')}
          options={[
            {
              value: 'intent',
              label: (
                <span>{t('currency.payIn', { currency: isolate(intent.currency, lang), amount: formatAmount(intent.amount, intent.currency, lang) })}</span>
              ),
            },
            {
              value: 'quote',
              // Named by the amount, described by the rate: the whole label stays the click target.
              labelledBy: `${id}-quote`,
              describedBy: `${id}-rate`,
              label: (
                <span>
                  <span id={`${id}-quote`}>
                    {t('currency.payInInstead', {
                      currency: isolate(offer.quote.target_currency, lang),
                      amount: formatAmount(offer.quote.target_amount, offer.quote.target_currency, lang),
                    })}
                  </span>
                  <span id={`${id}-rate`} className="portico-fx__rate">
                    {rateLine(offer, intent.currency, lang, t)}
                  </span>
                </span>
              ),
            },
          ]}
        />
      )}
      <Notice role="status">
        {notice === 'unavailable' ? t('currency.unavailable', { currency: intent.currency }) : notice ? t(`currency.${notice}`) : null}
      </Notice>
    </div>
  );
}

/**
 * "1 USD = 0.79 GBP, rate valid until Dec 6, 10:05 AM GMT": the rate as a person reads it, the
 * moment on the shopper's clock with its date and zone; each value isolated, so an Arabic sentence keeps the equation's order.
 */
function rateLine(offer: HeldQuote, from: string, lang: string, t: (key: string, values: Record<string, string>) => string): string {
  return t('currency.rate', {
    from: isolate(from, lang),
    rate: formatRate(offer.quote.rate, lang),
    to: isolate(offer.quote.target_currency, lang),
    time: formatMoment(offer.deadline, lang),
  });
}
