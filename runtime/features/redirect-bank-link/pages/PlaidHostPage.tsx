/**
 * `/page/plaid-popup-iframe`: the Plaid step of the popup. As Plaid Link runs in an
 * iframe of its host's page, the checkout hosts Plaid's page here, in the popup the
 * element opened: it says `ready` to its opener and shows the link page the opener's
 * `go` names (an http(s) address, read by bank-link/messages.ts) in an iframe, under a
 * bar with the title and Cancel. Plaid's page ends on the checkout's callback route
 * inside that iframe, which posts its result here; this page relays it to the opener
 * and the opener's answer back, and closes once the opener has taken it.
 * Messages that are ours but wrong (from another window or origin, malformed) are
 * logged as onPlaidMessageEventError. Opened any other way, it is not part of a payment.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  MALFORMED,
  NOT_OURS,
  POPUP_CANCEL,
  POPUP_READY,
  readOpenerMessage,
  readPopupMessage,
  resultMessage,
  replyMessage,
} from '../../../payment/bank-link/messages';
import { storeLook } from './popup-look';
import { useTranslation } from '../../../platform/i18n/react';
import { useEnglishSection } from '../../../platform/i18n/screen-strings';
import englishBankLink from '../../../platform/i18n/locales/en/bankLink.json';
import type { PageScreenProps } from '../../../host/screen-contract';
import { useTheme } from '../../../platform/theme/use-theme';
import { PageShell } from '../../../page/PageShell';
import { usePageMode } from '../../../page/use-page-mode';
import { CloseOrBack } from './CloseOrBack';
import { logMessageError, openerOf } from './page-context';
import '../../../page/page-shell.css';
import '../../../ui/page-card.css';
import './bank-link.css';
import { Button } from '../../../ui/Button';

export default function PlaidHostPage({ location }: PageScreenProps) {
  useEnglishSection(englishBankLink);
  const { t } = useTranslation();
  const opener = openerOf(window);
  if (opener) return <PlaidHost location={location} opener={opener} />;
  return (
    <PageShell title={t('bankLink.alone.title')} appearance={location.query.options?.appearance}>
      <p>{t('bankLink.alone.explain')}</p>
      <CloseOrBack />
    </PageShell>
  );
}

function PlaidHost({ location, opener }: { readonly location: PageScreenProps['location']; readonly opener: Window }) {
  const { t } = useTranslation();
  const appearance = location.query.options?.appearance;
  const mode = usePageMode(appearance);
  const theme = useTheme(appearance, mode);
  const [linkUrl, setLinkUrl] = useState<string | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const title = t('bankLink.plaid.title');

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    const own = window.location.origin;
    storeLook(window.sessionStorage, { lang: location.language, appearance });
    const onMessage = (event: MessageEvent) => {
      const inner = frame.current?.contentWindow ?? null;
      if (event.source !== null && event.source === inner) return fromPlaid(event, own);
      const message = readOpenerMessage(event.data);
      if (message === NOT_OURS) return;
      if (event.source !== opener || event.origin !== own) return logMessageError('plaid', { reason: 'foreign_message', origin: event.origin });
      if (message === MALFORMED) return logMessageError('plaid', { reason: 'malformed_message' });
      if (message.type === 'go') return setLinkUrl(message.url);
      // The opener's answer to a result: back to the callback page inside, and close once it is taken.
      inner?.postMessage(replyMessage(message.type === 'ack', message.session), own);
      if (message.type === 'ack') window.close();
    };
    /** The callback page inside (Plaid's way back), at this origin: its result goes to the opener. */
    const fromPlaid = (event: MessageEvent, own: string) => {
      const message = readPopupMessage(event.data);
      if (message === NOT_OURS) return;
      if (event.origin !== own || message === MALFORMED || message.type !== 'result') {
        return logMessageError('plaid', { reason: message === MALFORMED ? 'malformed_message' : 'unexpected_message', origin: event.origin });
      }
      opener.postMessage(resultMessage(message.result), own);
    };
    window.addEventListener('message', onMessage);
    opener.postMessage(POPUP_READY, own);
    return () => window.removeEventListener('message', onMessage);
  }, [opener, location.language, appearance]);

  const cancel = useCallback(() => {
    opener.postMessage(POPUP_CANCEL, window.location.origin);
    window.close();
  }, [opener]);

  return (
    <main className="portico-page portico-link-host" data-mode={theme.scheme} style={theme.style}>
      <div className="portico-link-host__bar">
        <h1 className="portico-page__title">{title}</h1>
        <Button variant="secondary" onClick={cancel}>
          {t('bankLink.popup.cancel')}
        </Button>
      </div>
      {linkUrl ? (
        <iframe ref={frame} className="portico-link-host__frame" src={linkUrl} title={t('bankLink.plaid.frame')} />
      ) : (
        <div className="portico-link-host__waiting">
          <span className="portico-spinner portico-link__spinner" aria-hidden="true" />
          <p role="status">{t('bankLink.popup.title')}</p>
        </div>
      )}
    </main>
  );
}
