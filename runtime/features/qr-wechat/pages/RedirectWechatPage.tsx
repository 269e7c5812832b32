import { useEffect } from 'react';
import { isSuccessStatus } from '../../../../protocol';
import { useTranslation } from '../../../platform/i18n/react';
import { useEnglishSection } from '../../../platform/i18n/screen-strings';
import qrStrings from '../../../platform/i18n/locales/en/qr.json';
import { readShopperAction } from '../../../platform/api/shopper-action';
import { merchantReturnOf, withOutcome } from '../wechat/wechat-pages';
import type { PageScreenProps } from '../../../host/screen-contract';
import { navigate } from '../../../page/navigate';
import { PageShell } from '../../../page/PageShell';
import '../../../ui/page-card.css';
import { UnreadIntent } from '../../../page/UnreadIntent';
import { useIntent } from '../../../page/use-intent';

/**
 * `/page/redirect-wechat?intent_id=…&client_secret=…`: where the `wechat` element sends
 * a phone's browser (onRedirect). It re-reads the intent and, while it waits for
 * WeChat, goes to the intent's `next_action.url` at once, with a button to go by hand
 * (when the browser keeps the page, e.g. it asks before opening the app). Only an
 * http(s) address is ever followed (api/shopper-action.ts); anything else is refused.
 */
export default function RedirectWechatPage({ location }: PageScreenProps) {
  useEnglishSection(qrStrings);
  const { t } = useTranslation();
  const { read, retry } = useIntent(location.query.intent_id, location.query.client_secret);
  const intent = read.kind === 'read' ? read.intent : null;
  const action = intent?.status === 'REQUIRES_CUSTOMER_ACTION' ? readShopperAction(intent.next_action) : null;
  const target = action?.type === 'redirect' ? action.url : null;

  useEffect(() => {
    if (target) navigate.assign(target);
  }, [target]);

  if (read.kind !== 'read') {
    const texts = { loading: t('qr.redirect.title'), invalid: t('qr.page.invalidLink'), network: t('payment.error.network'), retry: t('qr.page.retry') };
    return <UnreadIntent read={read} retry={retry} texts={texts} />;
  }
  if (target) {
    return (
      <PageShell title={t('qr.redirect.title')} focusOnChange={false}>
        <p>{t('qr.redirect.hint')}</p>
        <div className="portico-page__actions">
          <a className="portico-button portico-button--primary" href={target}>
            {t('qr.redirect.button')}
          </a>
        </div>
      </PageShell>
    );
  }
  const paid = intent !== null && isSuccessStatus(intent.status);
  // Waiting with a next action we never follow (not http(s), not a plain page): said, never opened.
  const unsafe = intent?.status === 'REQUIRES_CUSTOMER_ACTION';
  const back = intent ? merchantReturnOf(intent.return_url, window.location.origin) : null;
  return (
    <PageShell title={paid ? t('qr.redirect.paid') : unsafe ? t('payment.error.unsafe_next_action') : t('qr.redirect.notWaiting')}>
      {back && intent && (
        <div className="portico-page__actions">
          <a className="portico-button portico-button--primary" href={withOutcome(back, intent.id, intent.status)}>
            {t('qr.page.back')}
          </a>
        </div>
      )}
    </PageShell>
  );
}
