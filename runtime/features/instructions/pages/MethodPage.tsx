import { useTranslation } from '../../../platform/i18n/react';
import { useEnglishSection } from '../../../platform/i18n/screen-strings';
import strings from '../../../platform/i18n/locales/en/instructions.json';
import { CANCELLED_STATUS, isSuccessStatus } from '../../../../protocol';
import type { PaymentIntent } from '../../../platform/api/payment-intents';
import { ConfirmActivityContext, type PaymentStatus } from '../../../payment';
import { ElementFrameContext } from '../../../host/context';
import type { InstructionsMethod } from '../flow/InstructionsFlow';
import { formatAmount } from '../../../platform/i18n/format';
import { KnownIntentContext } from '../flow/known-intent';
import { PaidPanel } from '../flow/PaidPanel';
import { waitsForInstructions } from '../flow/use-resume-waiting';
import type { ElementBody, PageScreenProps } from '../../../host/screen-contract';
import { PageShell } from '../../../page/PageShell';
import '../../../page/page.css';
import { PageStatus } from '../../../page/PageStatus';
import { usePageHost } from '../../../page/use-page-host';
import { useStore } from '../../../platform/lib/store';
import { usePageIntent } from '../../../page/use-page-intent';
import { Button } from '../../../ui/Button';
import { useSecretClaims } from '../../../platform/address/use-secret-claims';
import { identityOfAddress, merchantIdentity } from '../../../page/merchant-identity';

export interface MethodPageProps extends PageScreenProps {
  readonly method: InstructionsMethod;
  /** The method's body, the one the drop-in shows. */
  readonly Body: ElementBody;
}

/**
 * `/page/{region}/{method}/payment#?intent_id=…&client_secret=…`: one instructions
 * method as a page of its own. The intent is retrieved first: already paid, it says
 * so; already waiting for this method's instructions (a reload), they show at once;
 * otherwise the method's form and the page's Pay button.
 */
export function MethodPage({ location, method, Body }: MethodPageProps) {
  useEnglishSection(strings);
  const { t } = useTranslation();
  const loaded = usePageIntent(location);
  const name = useSecretClaims().business_name;
  return (
    <PageShell
      appearance={location.query.options?.appearance}
      title={t(`instructions.method.${method}`)}
      {...(name ? { merchant: merchantIdentity(name, identityOfAddress()) } : {})}
    >
      {loaded.page.state === 'loaded' ? (
        <HostedMethod method={method} Body={Body} intent={loaded.page.intent} api={loaded.api} location={location} />
      ) : (
        <PageStatus state={loaded.page.state} onRetry={loaded.reload} />
      )}
    </PageShell>
  );
}

interface HostedMethodProps extends Pick<MethodPageProps, 'method' | 'Body' | 'location'> {
  readonly intent: PaymentIntent;
  readonly api: ReturnType<typeof usePageIntent>['api'];
}

function initialStatus(intent: PaymentIntent, method: string): PaymentStatus {
  if (isSuccessStatus(intent.status)) return 'succeeded';
  return waitsForInstructions(intent, method) ? 'waiting' : 'idle';
}

function HostedMethod({ method, Body, intent, api, location }: HostedMethodProps) {
  const { t, i18n } = useTranslation();
  const host = usePageHost(api, intent.id, location.query.options, initialStatus(intent, method));
  const { disablePay } = useStore(host.frame.request);
  const amount = formatAmount(intent.amount, intent.currency, i18n.language);
  if (intent.status === CANCELLED_STATUS) return <p className="portico-page__message">{t('instructions.page.cancelled')}</p>;
  return (
    <>
      {/* Before the instructions: once they show, their own amount row says it (once). */}
      {(host.status === 'idle' || host.status === 'processing') && <p className="portico-page__amount">{t('instructions.page.amount', { amount })}</p>}
      {isSuccessStatus(intent.status) ? (
        <div className="portico-instr">
          <PaidPanel title={t('instructions.paid.title')} text={t('instructions.paid.text', { amount })} />
        </div>
      ) : (
        <ElementFrameContext.Provider value={host.frame}>
          <ConfirmActivityContext.Provider value={host.activity}>
            <KnownIntentContext.Provider value={intent}>
              <Body />
            </KnownIntentContext.Provider>
          </ConfirmActivityContext.Provider>
        </ElementFrameContext.Provider>
      )}
      {(host.status === 'idle' || host.status === 'processing') && (
        <Button variant="primary" className="portico-page__pay" disabled={disablePay} busy={disablePay} onClick={host.pay}>
          {t('instructions.page.submit')}
        </Button>
      )}
    </>
  );
}
