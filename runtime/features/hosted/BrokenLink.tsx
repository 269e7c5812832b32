import { useEffect } from 'react';
import { useTranslation } from '../../platform/i18n/react';
import { logEvent } from '../../platform/telemetry';
import { PageShell } from '../../page/PageShell';

/**
 * A hosted page whose address cannot be read (an `options` that is not JSON, two
 * different intents): a page that says so, never the crash screen. The parse error is
 * logged (spec §8 onParseHPPOptionError) with the reason, not the address (it holds the secret).
 */
export function BrokenLink({ reason, kind }: { readonly reason: string; readonly kind: 'options' | 'mismatch' }) {
  const { t } = useTranslation();
  useEffect(() => {
    logEvent('onParseHPPOptionError', 'error', { reason });
  }, [reason]);
  return (
    <PageShell title={t('checkout.brokenTitle')}>
      <p className="portico-page__message" role="alert">
        {t(kind === 'options' ? 'checkout.brokenText' : 'checkout.mismatch')}
      </p>
    </PageShell>
  );
}
