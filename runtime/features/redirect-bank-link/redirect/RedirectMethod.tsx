/**
 * Methods paid on another page: open banking (the bank's page) and WeChat Pay in a
 * phone's browser (`flow: 'mobile_web'`). The confirm answers a `redirect` next
 * action: the frame emits `redirect` and the SDK sends the merchant's page there (a
 * link stays, in case it does not); a `redirect_form` goes through the checkout's
 * `/page/redirect`, which posts it. The bank sends the shopper back to the method's
 * result page (result-url.ts).
 */
import { useEffect } from 'react';
import type { PaymentMethodName } from '../../../../protocol';
import type { PaymentMethodInput } from '../../../platform/api/payment-intents';
import { useElementFrame, usePaymentRequest } from '../../../host';
import { useConfirmIntent } from '../../../payment';
import { useTranslation } from '../../../platform/i18n/react';
import { useEnglishSection } from '../../../platform/i18n/screen-strings';
import englishRedirect from '../../../platform/i18n/locales/en/redirect.json';
import { useMethod } from '../../../host/method-context';
import { methodResultUrl, redirectPageUrl } from './result-url';
import './redirect.css';
import { handOff } from '../../../platform/handoff/lazy';

const PAYMENT_METHODS: Partial<Record<PaymentMethodName, PaymentMethodInput>> = {
  open_banking: { type: 'open_banking' },
  wechatpay: { type: 'wechatpay', wechatpay: { flow: 'mobile_web' } },
};

export default function RedirectMethod() {
  useEnglishSection(englishRedirect);
  const { t } = useTranslation();
  const { intentId, options, emit } = useElementFrame();
  // The secret of the intent paid now: the address's, or the one update() swapped in with its intent.
  const clientSecret = usePaymentRequest().client_secret;
  const method = useMethod(options.method ?? 'open_banking');
  const paymentMethod = PAYMENT_METHODS[method] ?? PAYMENT_METHODS.open_banking!;
  const origin = window.location.origin;
  const { status, error, action } = useConfirmIntent(() =>
    intentId && clientSecret
      ? {
          ok: true,
          paymentMethod,
          returnUrl: methodResultUrl({
            checkoutOrigin: origin,
            method: paymentMethod.type,
            intentId,
            clientSecret,
            returnUrl: options.return_url,
          }),
        }
      : { ok: false, fields: ['intent_id'] },
  );

  // A form to post: the SDK cannot post for the merchant's page, the checkout's own page can.
  useEffect(() => {
    if (action?.type === 'redirect_form' && intentId && clientSecret)
      void handOff(redirectPageUrl(origin, intentId, clientSecret)).then((url) => emit('onRedirect', { url }));
  }, [action, intentId, clientSecret, emit, origin]);

  const leaving = status === 'waiting' && action !== null;
  const explain = method === 'wechatpay' ? t('redirect.explainWechat') : t('redirect.explain');
  return (
    <div className="portico-redirect" aria-busy={status === 'processing'}>
      <p className="portico-redirect__text">{leaving ? t('redirect.leaving') : explain}</p>
      {leaving && action.type === 'redirect' && (
        <a className="portico-redirect__link" href={action.url} target="_top" rel="noreferrer">
          {t('redirect.continueByHand')}
        </a>
      )}
      <p className="portico-redirect__error" role="alert">
        {error?.message}
      </p>
      <p className="portico-visually-hidden" aria-live="polite">
        {status === 'processing' ? t('redirect.processing') : ''}
      </p>
    </div>
  );
}
