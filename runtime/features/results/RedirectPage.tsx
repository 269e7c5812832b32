/**
 * `/page/redirect?options={intent_id, client_secret}`: the checkout's own page on the
 * way to a bank's. It re-reads the intent and follows its next action itself: a
 * `redirect` by GET, a `redirect_form` by POST through a hidden form (spec §7), which
 * a merchant's page cannot post for us. Only an http(s) address is followed
 * (api/shopper-action.ts); anything else is said, not opened.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { readShopperAction, type ShopperAction } from '../../platform/api/shopper-action';
import { useTranslation } from '../../platform/i18n/react';
import { useEnglishSection } from '../../platform/i18n/screen-strings';
import englishRedirect from '../../platform/i18n/locales/en/redirect.json';
import type { PageScreenProps } from '../../host/screen-contract';
import { PageShell } from '../../page/PageShell';
import { followAction } from './follow-action';
import { UnreadIntent } from '../../page/UnreadIntent';
import { useIntent } from '../../page/use-intent';
import { Button } from '../../ui/Button';
import { HiddenField } from '../../ui/HiddenField';
import '../../ui/page-card.css';

type Leaving = Extract<ShopperAction, { type: 'redirect' | 'redirect_form' }>;

export default function RedirectPage({ location }: PageScreenProps) {
  useEnglishSection(englishRedirect);
  const { t } = useTranslation();
  const { read, retry } = useIntent(location.query.intent_id, location.query.client_secret);
  const form = useRef<HTMLFormElement>(null);
  const intent = read.kind === 'read' ? read.intent : null;
  const next = intent?.status === 'REQUIRES_CUSTOMER_ACTION' ? readShopperAction(intent.next_action) : null;
  const leaving: Leaving | null = next?.type === 'redirect' || next?.type === 'redirect_form' ? next : null;

  // Leave as soon as the page knows where to: the form (or the address) is on the page too, should it not.
  useEffect(() => {
    if (leaving) followAction(window, leaving, form.current);
  }, [leaving]);

  const appearance = location.query.options?.appearance;
  const title = t('redirect.page.title');
  if (read.kind !== 'read') {
    const texts = { loading: title, invalid: t('redirect.page.incomplete'), network: t('redirect.page.failed'), retry: t('redirect.page.retry') };
    return <UnreadIntent read={read} retry={retry} texts={texts} appearance={appearance} />;
  }
  return (
    <PageShell title={title} appearance={appearance}>
      {leaving ? <LeavingFor action={leaving} form={form} /> : <p role="alert">{t('redirect.page.nothingToDo')}</p>}
    </PageShell>
  );
}

function LeavingFor({ action, form }: { readonly action: Leaving; readonly form: RefObject<HTMLFormElement | null> }) {
  const { t } = useTranslation();
  const url = action.type === 'redirect' ? action.url : action.form.url;
  const leaving = <p role="status">{t('redirect.page.leaving', { host: new URL(url).host })}</p>;
  if (action.type === 'redirect') {
    return (
      <>
        {leaving}
        <div className="portico-page__actions">
          <a className="portico-button portico-button--primary" href={action.url} rel="noreferrer">
            {t('redirect.page.continue')}
          </a>
        </div>
      </>
    );
  }
  return (
    <>
      {leaving}
      <form ref={form} method="post" action={action.form.url} className="portico-page__actions">
        {Object.entries(action.form.data).map(([name, value]) => (
          <HiddenField key={name} name={name} value={value} />
        ))}
        <Button variant="primary" type="submit">
          {t('redirect.page.continue')}
        </Button>
      </form>
    </>
  );
}
