import { useEffect } from 'react';
import { CANCELLED_STATUS } from '../../../protocol';
import type { PaymentIntent } from '../../platform/api/payment-intents';
import { useTranslation } from '../../platform/i18n/react';
import { formatAmount } from '../../platform/i18n/format';
import { withOutcome } from '../../platform/lib/with-outcome';
import type { Appearance } from '../../../protocol';
import { PageShell } from '../../page/PageShell';
import { Receipt } from '../../page/Receipt';
import type { MerchantIdentity } from '../../page/merchant-identity';
import type { ReturnUrls } from './use-return-urls';
import { retryCheckoutUrl, type CheckoutResultOptions } from '../../page/checkout-result-url';
import { isAuthorisedOnly, resultOf } from '../../page/result-of';
import '../../page/result.css';
import './checkout.css';

export interface CheckoutResultProps {
  /** The intent as the provider has it now: the only thing the page believes. */
  readonly intent: PaymentIntent;
  readonly merchant: MerchantIdentity;
  /** The merchant's ways back, already checked against its registered origins. */
  readonly urls: Extract<ReturnUrls, { checked: true }>;
  /** Paid, send the shopper on to the success URL at once (not on a reload of the hosted page: a link back instead). */
  readonly forward?: boolean;
  /** The address's options again, for "Try again" on the hosted page. */
  readonly resultOptions: CheckoutResultOptions;
  readonly appearance?: Appearance | undefined;
}

type Shown = 'paid' | 'pending' | 'failed' | 'cancelled';

function shownOf(intent: PaymentIntent): Shown {
  return intent.status === CANCELLED_STATUS ? 'cancelled' : resultOf(intent);
}

const TITLES = { paid: 'checkout.paidTitle', pending: 'checkout.pendingTitle', failed: 'checkout.failedTitle', cancelled: 'checkout.cancelledTitle' } as const;
const TEXTS = { paid: 'checkout.paidText', pending: 'checkout.pendingText', failed: 'checkout.failedText', cancelled: 'checkout.cancelledText' } as const;
/** What the shopper can do next, when it is not obvious from the buttons. */
const HELP = { failed: 'checkout.failedHelp', cancelled: 'checkout.cancelledHelp' } as const;
const MARKS = { paid: '✓', pending: '…', failed: '!', cancelled: '!' } as const;

/**
 * How a hosted payment (or a payment link's) ended, from the intent itself (spec §2
 * `/checkout-success`, `/checkout-fail`: which of the two the address names does not
 * matter), with its receipt: merchant, amount, date, method and reference. Paid, with a
 * registered success URL, the shopper is sent on at once (told the intent and its status,
 * which the merchant's server reads again); not paid, "Try again" reopens the hosted page
 * on the same intent, and a registered cancel URL goes back to the shop.
 */
export function CheckoutResult({ intent, merchant, urls, forward = true, resultOptions, appearance }: CheckoutResultProps) {
  const { t, i18n } = useTranslation();
  const shown = shownOf(intent);
  const name = merchant.name;
  const amount = formatAmount(intent.amount, intent.currency, i18n.language);
  const paidUrl = shown === 'paid' && urls.success ? withOutcome(urls.success, intent.id, intent.status) : null;
  const onward = forward ? paidUrl : null;
  const back = shown === 'paid' ? (onward ? null : paidUrl) : urls.cancel ? withOutcome(urls.cancel, intent.id, intent.status) : null;

  useEffect(() => {
    if (onward) window.location.replace(onward);
  }, [onward]);

  return (
    <PageShell appearance={appearance} title={t(TITLES[shown])} merchant={merchant}>
      <div className={`portico-result portico-result--${shown === 'cancelled' ? 'failed' : shown}`} role="status">
        <span className="portico-result__mark" aria-hidden="true">
          {MARKS[shown]}
        </span>
        <div className="portico-result__words">
          <p className="portico-result__text">
            {t(shown === 'paid' && isAuthorisedOnly(intent.status) ? 'checkout.authorisedText' : TEXTS[shown], { amount, merchant: name })}
          </p>
          {(shown === 'failed' || shown === 'cancelled') && <p className="portico-result__help">{t(HELP[shown], { merchant: name })}</p>}
        </div>
      </div>
      {onward && (
        <>
          <p className="portico-page__message">{t('checkout.forwarding', { merchant: name })}</p>
          <a className="portico-checkout__link" href={onward}>
            {t('checkout.continue', { merchant: name })}
          </a>
        </>
      )}
      {shown === 'failed' && (
        <a className="portico-button portico-button--primary portico-page__pay" href={retryCheckoutUrl(window.location.origin, resultOptions, i18n.language)}>
          {t('checkout.retry')}
        </a>
      )}
      {back && (
        <a className="portico-checkout__link" href={back}>
          {t(shown === 'paid' ? 'checkout.back' : 'checkout.cancel', { merchant: name })}
        </a>
      )}
      <Receipt intent={intent} merchant={name} />
    </PageShell>
  );
}
