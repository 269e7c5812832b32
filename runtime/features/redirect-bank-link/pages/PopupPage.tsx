/**
 * `/frame/popup`: the checkout's page on the way to the bank's account-linking page.
 *
 * - In the popup the element opened from the shopper's click (runtime/payment/bank-link/): a
 *   waiting screen in the element's language and appearance ("Connecting to your
 *   bank…", Cancel) that says `ready` to its opener and goes where the opener's `go`
 *   says, once the confirm has answered: Plaid's host page first (`/page/plaid-popup-iframe`),
 *   TrueLayer's page itself. Only the opener, at this origin, is listened to.
 * - As the whole tab, when the popup was blocked (`intent_id`, or in recurring mode
 *   `consent_id`, and `client_secret`): it reads the payment or consent, keeps the way
 *   back for the callback page (bank-link/return-target.ts: the checkout's result page,
 *   or the merchant's `return_url` for a consent), and goes to the link page itself.
 * - Anything else (opened on its own): says it is not part of a payment.
 */
import { useCallback, useEffect } from 'react';
import { plaidHostUrl, type LinkLook } from '../../../payment/bank-link/addresses';
import { MALFORMED, NOT_OURS, POPUP_CANCEL, POPUP_READY, readOpenerMessage, sessionOfLinkUrl } from '../../../payment/bank-link/messages';
import { storeLook } from './popup-look';
import { PROVIDER_ROWS } from '../../../payment/bank-link/providers';
import { storeLinkReturn } from './return-target';
import { useTranslation } from '../../../platform/i18n/react';
import { useEnglishSection } from '../../../platform/i18n/screen-strings';
import englishBankLink from '../../../platform/i18n/locales/en/bankLink.json';
import { methodResultUrl } from '../redirect/result-url';
import type { PageScreenProps } from '../../../host/screen-contract';
import { navigate } from '../../../page/navigate';
import { UnreadIntent } from '../../../page/UnreadIntent';
import { PageShell } from '../../../page/PageShell';
import { CloseOrBack } from './CloseOrBack';
import { logMessageError, openerOf, providerOfPage } from './page-context';
import { targetOf, useLinkSubject } from './use-link-subject';
import '../../../ui/page-card.css';
import './bank-link.css';
import { handOff } from '../../../platform/handoff/lazy';
import { Button } from '../../../ui/Button';

export default function PopupPage({ location, services }: PageScreenProps) {
  useEnglishSection(englishBankLink);
  const opener = openerOf(window);
  if (opener) return <PopupWaiting location={location} opener={opener} />;
  if (targetOf(location.query)) return <WholeTab location={location} services={services} />;
  return <NotAPayment location={location} />;
}

function lookOf(location: PageScreenProps['location']): LinkLook {
  const options = location.query.options;
  return { method: options?.method ?? '', lang: location.language, ...(options?.appearance ? { appearance: options.appearance } : {}) };
}

/** In the popup: wait for the opener's `go`, with a way to cancel. */
function PopupWaiting({ location, opener }: { readonly location: PageScreenProps['location']; readonly opener: Window }) {
  const { t } = useTranslation();
  const appearance = location.query.options?.appearance;
  const provider = providerOfPage(location);

  useEffect(() => {
    const own = window.location.origin;
    storeLook(window.sessionStorage, { lang: location.language, appearance });
    const onMessage = (event: MessageEvent) => {
      const message = readOpenerMessage(event.data);
      if (message === NOT_OURS) return;
      if (event.source !== opener || event.origin !== own) return logMessageError(provider, { reason: 'foreign_message', origin: event.origin });
      if (message === MALFORMED) return logMessageError(provider, { reason: 'malformed_message' });
      if (message.type !== 'go') return;
      // Plaid's page runs inside the checkout's host page; TrueLayer's is the popup's own.
      navigate.replace(provider && PROVIDER_ROWS[provider].hosted ? plaidHostUrl(own, lookOf(location)) : message.url);
    };
    window.addEventListener('message', onMessage);
    opener.postMessage(POPUP_READY, own);
    return () => window.removeEventListener('message', onMessage);
  }, [opener, provider, location, appearance]);

  const cancel = useCallback(() => {
    opener.postMessage(POPUP_CANCEL, window.location.origin);
    window.close();
  }, [opener]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && cancel();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [cancel]);

  return (
    <PageShell title={t('bankLink.popup.title')} appearance={appearance}>
      <span className="portico-spinner portico-link__spinner" aria-hidden="true" />
      <p>{t('bankLink.popup.explain')}</p>
      <div className="portico-page__actions">
        <Button variant="secondary" onClick={cancel}>
          {t('bankLink.popup.cancel')}
        </Button>
      </div>
    </PageShell>
  );
}

/** The whole tab (the popup was blocked): read the payment or consent, keep the way back, go to the link page. */
function WholeTab({ location }: PageScreenProps) {
  const { t } = useTranslation();
  const { read, retry } = useLinkSubject(location.query);
  const appearance = location.query.options?.appearance;
  const linkUrl = read.kind === 'read' ? read.linkUrl : null;

  useEffect(() => {
    if (read.kind !== 'read' || !read.linkUrl) return;
    const linkUrl = read.linkUrl;
    const session = sessionOfLinkUrl(linkUrl);
    const back = wayBack(location.query, read.subject, read.id);
    let left = false;
    // The way back is kept with a hand-off for its secret: storage outlives this page.
    void (back ? handOff(back) : Promise.resolve(null)).then((kept) => {
      if (left) return;
      if (session) storeLinkReturn(window.sessionStorage, { session, url: kept });
      storeLook(window.sessionStorage, { lang: location.language, appearance });
      navigate.replace(linkUrl);
    });
    return () => {
      left = true;
    };
  }, [read, location, appearance]);

  if (read.kind !== 'read') {
    const texts = {
      loading: t('bankLink.popup.title'),
      invalid: t('bankLink.popup.incomplete'),
      network: t('bankLink.popup.failed'),
      retry: t('bankLink.popup.retry'),
    };
    return <UnreadIntent read={read} retry={retry} texts={texts} appearance={appearance} />;
  }
  return (
    <PageShell title={t('bankLink.popup.title')} appearance={appearance}>
      {linkUrl ? (
        <>
          <p role="status">{t('bankLink.popup.leaving')}</p>
          <div className="portico-page__actions">
            <a className="portico-button portico-button--primary" href={linkUrl} rel="noreferrer">
              {t('bankLink.popup.continue')}
            </a>
          </div>
        </>
      ) : (
        <p role="alert">{t(read.subject === 'consent' ? 'bankLink.popup.notWaitingConsent' : 'bankLink.popup.notWaiting')}</p>
      )}
    </PageShell>
  );
}

/**
 * Where the callback page sends the whole tab back: a payment to the checkout's result page
 * for its method (which re-reads it, then offers the merchant's page); a consent to the
 * merchant's `return_url`, naming the consent (the merchant's server reads it), or, with
 * none, nowhere (null): the callback page then says it is done.
 */
function wayBack(query: PageScreenProps['location']['query'], subject: 'intent' | 'consent', id: string): string | null {
  const { client_secret: clientSecret, return_url: returnUrl } = query;
  if (subject === 'consent') {
    if (!returnUrl) return null;
    const back = new URL(returnUrl);
    back.searchParams.set('consent_id', id);
    return back.toString();
  }
  const method = query.options?.method ?? 'direct_debit';
  return clientSecret
    ? methodResultUrl({ checkoutOrigin: window.location.origin, method, intentId: id, clientSecret, ...(returnUrl ? { returnUrl } : {}) })
    : null;
}

function NotAPayment({ location }: { readonly location: PageScreenProps['location'] }) {
  const { t } = useTranslation();
  return (
    <PageShell title={t('bankLink.alone.title')} appearance={location.query.options?.appearance}>
      <p>{t('bankLink.alone.explain')}</p>
      <CloseOrBack />
    </PageShell>
  );
}
