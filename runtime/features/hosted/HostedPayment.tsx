import { useCallback, useMemo, useState, type Ref } from 'react';
import type { FrameOptions } from '../../../protocol';
import type { ApiClient } from '../../platform/api/client';
import type { PaymentIntent } from '../../platform/api/payment-intents';
import type { Emit } from '../../host/context';
import { useTranslation } from '../../platform/i18n/react';
import { useEnglishSection } from '../../platform/i18n/screen-strings';
import englishCheckout from '../../platform/i18n/locales/en/checkout.json';
import englishSession from '../../platform/i18n/locales/en/session.json';
import { Notice } from '../../ui/Notice';
import { Button } from '../../ui/Button';
import { formatAmount } from '../../platform/i18n/format';
import { logEvent } from '../../platform/telemetry';
import type { ParsedOptions } from '../../platform/router/options';
import { checkoutResultUrl, type CheckoutResultOptions } from '../../page/checkout-result-url';
import { HostedDropin } from './HostedDropin';
import { DropinBars } from './HostedSkeleton';
import { identityFields, merchantIdentity, type IdentityFields } from '../../page/merchant-identity';
import './checkout.css';

export interface HostedPaymentProps {
  readonly api: () => Promise<ApiClient>;
  /** The intent as retrieved when the page opened (not paid yet). */
  readonly intent: PaymentIntent;
  readonly clientSecret: string;
  /** The page's `options` (appearance, the drop-in's layout, methods, country). */
  readonly options: ParsedOptions | null;
  /** The business name to show (the client secret's claims, spec §3). */
  readonly merchant: string;
  /** The merchant's logo, terms and privacy pages, shown again on the result page. */
  readonly merchantLinks?: IdentityFields;
  /** The merchant's page after paying, unchecked: the result page follows it only if its origin is registered. */
  readonly successUrl: string | null;
  /** The merchant's "back" page, unchecked, handed on to the result pages. */
  readonly cancelUrl?: string | null;
  /** A page that can make a fresh intent itself (a payment link): offered once the session expired. */
  readonly restart?: () => void;
  /** The total's line, for a page that moves focus to it (the payment link after its form). */
  readonly totalRef?: Ref<HTMLParagraphElement>;
}

/**
 * One payment on a page of the checkout's own: the amount, then the drop-in with every
 * method of the intent. Paid, the shopper goes to `/checkout-success`, which reads the
 * intent again and sends them on to the merchant; a method paid elsewhere (a bank's
 * page, 3-D Secure in the whole tab) comes back to the same page.
 */
export function HostedPayment({
  api,
  intent,
  clientSecret,
  options,
  merchant,
  merchantLinks,
  successUrl,
  cancelUrl = null,
  restart,
  totalRef,
}: HostedPaymentProps) {
  useEnglishSection(englishCheckout);
  useEnglishSection(englishSession);
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  /**
   * The client secret's hour ran out before the shopper paid: this page has no merchant to
   * renew it and a reload would not either, so the payment form gives way to the notice; the
   * way to start again is the merchant's (the page's cancel link), or the page's own `restart`.
   */
  const [expired, setExpired] = useState(false);
  const { logo_url: logo, terms_url: terms, privacy_url: privacy } = merchantLinks ?? {};
  const resultOptions = useMemo<CheckoutResultOptions>(
    () => ({
      intent_id: intent.id,
      client_secret: clientSecret,
      ...(successUrl ? { success_url: successUrl } : {}),
      ...(cancelUrl ? { cancel_url: cancelUrl } : {}),
      ...(options?.appearance ? { appearance: options.appearance } : {}),
      ...identityFields(merchantIdentity(merchant, { logo_url: logo, terms_url: terms, privacy_url: privacy })),
    }),
    // The links' values, not their object: a page may build it anew on each render.
    [intent.id, clientSecret, successUrl, cancelUrl, options?.appearance, merchant, logo, terms, privacy],
  );
  const resultUrl = useMemo(() => checkoutResultUrl(window.location.origin, 'success', resultOptions, language), [resultOptions, language]);

  const dropinOptions = useMemo<Partial<FrameOptions>>(
    () => ({
      intent_id: intent.id,
      client_secret: clientSecret,
      mode: 'payment',
      return_url: resultUrl,
      // The customer's saved methods (given in options, or beside them: router/parse-location.ts).
      ...(options?.customer_id ? { customer_id: options.customer_id } : {}),
      ...(options?.layout ? { layout: options.layout } : {}),
      ...(options?.methods ? { methods: options.methods } : {}),
      ...(options?.country_code ? { country_code: options.country_code } : {}),
      ...(options?.brands ? { brands: options.brands } : {}),
      ...(options?.currency_switcher ? { currency_switcher: options.currency_switcher } : {}),
      ...(options?.shopper_currency ? { shopper_currency: options.shopper_currency } : {}),
      // Pay and save: a card paid on the page is saved on a new consent (its terms shown above Pay).
      ...(options?.payment_consent ? { payment_consent: options.payment_consent } : {}),
      ...(options?.appearance ? { appearance: options.appearance } : {}),
    }),
    [intent.id, clientSecret, resultUrl, options],
  );

  const onEvent = useCallback<Emit>(
    (event, payload) => {
      if (event === 'onSuccess') window.location.assign(resultUrl);
      if (event === 'onError') logEvent('onAwxPayConfirmError', 'error', { intent_id: intent.id, error: payload });
      if (event === 'onError' && (payload as { readonly code?: unknown }).code === 'client_secret_expired') setExpired(true);
    },
    [resultUrl, intent.id],
  );

  return (
    <div className="portico-checkout">
      <p className="portico-checkout__total" ref={totalRef} tabIndex={totalRef ? -1 : undefined}>
        <span>{t('checkout.total')}</span>
        {/* Read and copied as two words ("Amount to pay $12.50"): the flex gap alone is only seen. */}{' '}
        <strong className="portico-checkout__amount">{formatAmount(intent.amount, intent.currency, language)}</strong>
      </p>
      {expired ? (
        <>
          <Notice tone="error" role="alert">
            {t(restart ? 'session.expiredLink' : 'session.expiredPage')}
          </Notice>
          {restart && (
            <Button variant="primary" onClick={restart}>
              {t('session.restart')}
            </Button>
          )}
        </>
      ) : (
        <div className="portico-checkout__dropin">
          <DropinBars />
          <HostedDropin api={api} intentId={intent.id} options={dropinOptions} submit="confirm" onEvent={onEvent} />
        </div>
      )}
      {/* No card is taken any more: nothing to reassure about. */}
      {!expired && <p className="portico-checkout__secure">{t('checkout.secure', { merchant })}</p>}
    </div>
  );
}
