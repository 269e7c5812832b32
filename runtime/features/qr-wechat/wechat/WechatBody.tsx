import { useTranslation } from '../../../platform/i18n/react';
import { useEnglishSection } from '../../../platform/i18n/screen-strings';
import qrStrings from '../../../platform/i18n/locales/en/qr.json';
import { useElementFrame, usePaymentRequest } from '../../../host';
import { useConfirmIntent, type PaymentMethodDraft } from '../../../payment';
import { QrPayment } from '../qrcode/QrPayment';
import { isMobileBrowser } from './mobile-browser';
import { wechatPageUrl } from './wechat-pages';
import '../qrcode/qr.css';

/**
 * The body of the `wechat` element and of the drop-in's WeChat Pay row: on a desktop a
 * QR code to scan with WeChat (the QR body); in a phone's browser, WeChat's own page
 * (`flow: 'mobile_web'`), reached through /page/redirect-wechat (wechat-pages.ts).
 */
export default function WechatBody() {
  return isMobileBrowser(navigator) ? <WechatMobile /> : <QrPayment method="wechatpay" wallet={null} />;
}

function WechatMobile() {
  useEnglishSection(qrStrings);
  const { t, i18n } = useTranslation();
  const { intentId, options } = useElementFrame();
  const clientSecret = usePaymentRequest().client_secret;
  const { status, error } = useConfirmIntent((): PaymentMethodDraft => {
    const paymentMethod = { type: 'wechatpay', wechatpay: { flow: 'mobile_web' } } as const;
    // Without the secret in the options the checkout's pages could not re-read the intent: WeChat's page is followed as it is.
    if (!intentId || !clientSecret) return { ok: true, paymentMethod };
    const params = { intentId, clientSecret, language: i18n.language, ...(options.return_url ? { returnUrl: options.return_url } : {}) };
    return {
      ok: true,
      paymentMethod,
      returnUrl: wechatPageUrl(window.location.origin, 'callback', params),
      redirectVia: wechatPageUrl(window.location.origin, 'redirect', params),
    };
  });
  const leaving = status === 'processing' || status === 'waiting' || status === 'succeeded';
  return (
    <div className="portico-qr" aria-busy={status === 'processing'}>
      <p className="portico-qr__text">{leaving ? t('qr.wechat.opening') : t('qr.wechat.mobileIntro')}</p>
      <p className="portico-qr__message" role="alert">
        {status === 'idle' ? (error?.message ?? null) : null}
      </p>
      <p className="portico-visually-hidden" aria-live="polite">
        {leaving ? t('qr.wechat.opening') : ''}
      </p>
    </div>
  );
}
