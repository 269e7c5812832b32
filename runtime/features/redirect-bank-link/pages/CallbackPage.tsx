/**
 * The four routes a provider's link page comes back to (`/page/{region}/plaid/{action}/{id}`,
 * `/page/{region}/truelayer/{action}/{id}`, `/page/truelayer/callback`, `/common/callback`):
 * hand the result to the window that started the link, and close.
 *
 * - In the popup (TrueLayer), the opener is the element; inside Plaid's host page (an
 *   iframe of `/page/plaid-popup-iframe`), the host is the parent, and relays. Either
 *   way the result is posted to this origin only, and the page waits for the answer:
 *   `ack` → done, close; `refused` (a session that window did not start, or took
 *   already) or no answer at all (no window of ours there) → nothing changed, said so.
 * - A whole tab (the popup was blocked) goes back where its own waiting screen said to
 *   (bank-link/return-target.ts), once, for this session only.
 * - Anything else (the address opened on its own, or replayed) changes nothing and says so.
 * The page never calls the API: the provider's page already did what it did, and the
 * element re-reads the payment or consent itself.
 */
import { useEffect, useMemo, useState } from 'react';
import { MALFORMED, NOT_OURS, readOpenerMessage, resultMessage } from '../../../payment/bank-link/messages';
import { readLook } from './popup-look';
import { takeLinkReturn } from './return-target';
import { useTranslation } from '../../../platform/i18n/react';
import { useEnglishSection } from '../../../platform/i18n/screen-strings';
import englishBankLink from '../../../platform/i18n/locales/en/bankLink.json';
import type { PageScreenProps } from '../../../host/screen-contract';
import { navigate } from '../../../page/navigate';
import { PageShell } from '../../../page/PageShell';
import { hashQuery, readCallback, type CallbackRead } from './callback-result';
import { CloseOrBack } from './CloseOrBack';
import { appearanceOfPage, logMessageError, openerOf } from './page-context';
import '../../../ui/page-card.css';
import './bank-link.css';

/** How long to wait for the window we posted to: a window of another origin never answers. */
export const HANDOFF_TIMEOUT_MS = 2500;

type Handoff = 'handing' | 'returning' | 'done' | 'unused' | 'incomplete';

export default function CallbackPage({ location, services }: PageScreenProps) {
  useEnglishSection(englishBankLink);
  const { t } = useTranslation();
  const read = useMemo(() => readCallback(location.route, hashQuery(window.location.hash)), [location.route]);
  const state = useHandoff(read);
  const appearance = appearanceOfPage(location);

  // The provider's address carries no language: the popup's first page kept the element's.
  useEffect(() => {
    const { lang } = readLook(window.sessionStorage);
    if (location.query.lang === null && lang !== null) void services.setLanguage?.(lang);
  }, [location.query.lang, services]);

  switch (state) {
    case 'handing':
    case 'returning':
      return (
        <PageShell title={t('bankLink.callback.returning')} appearance={appearance} focusOnChange={false}>
          <span className="portico-spinner portico-link__spinner" aria-hidden="true" />
        </PageShell>
      );
    case 'done':
      return (
        <PageShell title={t('bankLink.callback.done')} appearance={appearance}>
          <p role="status">{t('bankLink.callback.doneExplain')}</p>
          <CloseOrBack />
        </PageShell>
      );
    case 'unused':
      return (
        <PageShell title={t('bankLink.callback.unused')} appearance={appearance}>
          <p role="alert">{t('bankLink.callback.unusedExplain')}</p>
          <CloseOrBack />
        </PageShell>
      );
    case 'incomplete':
      return (
        <PageShell title={t('bankLink.callback.incomplete')} appearance={appearance}>
          <p role="alert">{t('bankLink.callback.incompleteExplain')}</p>
          <CloseOrBack />
        </PageShell>
      );
  }
}

function useHandoff(read: CallbackRead): Handoff {
  const [state, setState] = useState<Handoff>(read.ok ? 'handing' : 'incomplete');
  useEffect(() => {
    if (!read.ok) {
      logMessageError(read.provider, { reason: read.reason });
      return;
    }
    const { result } = read;
    const own = window.location.origin;
    const target = window.parent !== window ? window.parent : openerOf(window);
    if (target === null) {
      // The whole tab (its popup was blocked): back where its own waiting screen said, or done here.
      const back = takeLinkReturn(window.sessionStorage, result.session);
      setState(back === null ? 'unused' : back.url === null ? 'done' : 'returning');
      if (back?.url) navigate.replace(back.url);
      return;
    }
    const finish = (next: Handoff) => {
      window.clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      setState(next);
      if (next === 'done') window.close();
    };
    function onMessage(event: MessageEvent) {
      if (event.source !== target || event.origin !== own) return;
      const message = readOpenerMessage(event.data);
      if (message === NOT_OURS || message === MALFORMED || message.type === 'go' || message.session !== result.session) return;
      finish(message.type === 'ack' ? 'done' : 'unused');
    }
    window.addEventListener('message', onMessage);
    const timer = window.setTimeout(() => finish('unused'), HANDOFF_TIMEOUT_MS);
    try {
      target.postMessage(resultMessage(result), own);
    } catch {
      finish('unused');
    }
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('message', onMessage);
    };
  }, [read]);
  return state;
}
