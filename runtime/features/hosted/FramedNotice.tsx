import { useTranslation } from '../../platform/i18n/react';
import { PageShell } from '../../page/PageShell';
import type { Appearance } from '../../../protocol';

/** In place of a hosted page shown inside another site: the way to the same page in a tab of its own. */
export function FramedNotice({ appearance }: { readonly appearance?: Appearance | undefined }) {
  const { t } = useTranslation();
  return (
    <PageShell appearance={appearance} title={t('checkout.framedTitle')}>
      <p className="portico-page__message">{t('checkout.framedText')}</p>
      <a className="portico-button portico-button--primary portico-page__pay" href={window.location.href} target="_blank" rel="noopener noreferrer">
        {t('checkout.openInTab')}
      </a>
    </PageShell>
  );
}
