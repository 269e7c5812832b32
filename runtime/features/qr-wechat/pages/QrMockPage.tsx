import { useCallback, useEffect, useRef, useState } from 'react';
import { useDocumentApi } from '../../../platform/api/document-api';
import { useTranslation } from '../../../platform/i18n/react';
import { useEnglishSection } from '../../../platform/i18n/screen-strings';
import qrStrings from '../../../platform/i18n/locales/en/qr.json';
import dropinStrings from '../../../platform/i18n/locales/en/dropin.json';
import { formatAmount } from '../../../platform/i18n/format';
import { isQrWallet, WALLET_NAMES } from '../qrcode/qr-methods';
import { PageShell } from '../../../page/PageShell';
import '../../../ui/page-card.css';
import { actOnSession, fetchSession, hashParam, type SessionAction, type SessionAnswer, type SimulatorSession } from './simulator-session';
import { randomId } from '../../../../protocol';
import { Button } from '../../../ui/Button';

type View =
  | { readonly kind: 'loading' }
  | { readonly kind: 'unknown' }
  | { readonly kind: 'expired' }
  | { readonly kind: 'network' }
  /** `acted`: this page's own Pay or Reject finished it (else it was found so). */
  | { readonly kind: 'session'; readonly session: SimulatorSession; readonly acted: boolean };

function viewOf(answer: SessionAnswer): View {
  switch (answer.kind) {
    case 'session':
      return { kind: 'session', session: answer.session, acted: false };
    case 'unknown':
    case 'expired':
    case 'network':
      return { kind: answer.kind };
    case 'conflict':
      return { kind: 'network' };
  }
}

/**
 * `/qrcode/mock?session=…`: what the QR code encodes. It plays the wallet app that
 * scanned it: who is paid, how much, with which app, and Pay or Reject (each click one
 * action, with its own idempotency key; both locked while one is on its way). The
 * checkout that shows the code learns the outcome by polling the intent.
 */
export default function QrMockPage() {
  const api = useDocumentApi();
  useEnglishSection(qrStrings);
  // The methods' names as the drop-in lists them.
  useEnglishSection(dropinStrings);
  const { t, i18n } = useTranslation();
  const id = hashParam(window.location.hash, 'session');
  const [view, setView] = useState<View>(id ? { kind: 'loading' } : { kind: 'unknown' });
  const [sending, setSending] = useState<SessionAction | null>(null);
  const [failed, setFailed] = useState(false);
  const inFlight = useRef(false);

  const load = useCallback(async () => {
    if (!id) return;
    // Another session (the page's address changed), or the same one read again: its buttons start unlocked.
    inFlight.current = false;
    setView({ kind: 'loading' });
    setView(viewOf(await fetchSession(api, id)));
  }, [api, id]);
  useEffect(() => {
    void load();
  }, [load]);

  const act = async (action: SessionAction) => {
    if (inFlight.current || !id || view.kind !== 'session') return;
    inFlight.current = true;
    setSending(action);
    setFailed(false);
    const answer = await actOnSession(api, id, action, randomId());
    // Done (paid or refused): the buttons stay locked, so a second press that comes before the page shows
    // the outcome sends nothing. Anything else may be tried again.
    if (answer.kind !== 'session') inFlight.current = false;
    setSending(null);
    if (answer.kind === 'session') setView({ kind: 'session', session: { ...view.session, ...pick(answer.session) }, acted: true });
    // Finished or superseded meanwhile (another tab, the checkout's new code): say which.
    else if (answer.kind === 'conflict') await load();
    else if (answer.kind === 'network') setFailed(true);
    else setView(viewOf(answer));
  };

  if (view.kind === 'loading') return <PageShell title={t('qr.mock.loading')} focusOnChange={false} />;
  if (view.kind === 'unknown') return <PageShell title={t('qr.mock.unknown')} />;
  if (view.kind === 'expired') return <PageShell title={t('qr.mock.expired')} />;
  if (view.kind === 'network') {
    return (
      <PageShell title={t('payment.error.network')}>
        <div className="portico-page__actions">
          <Button variant="primary" onClick={() => void load()}>
            {t('qr.page.retry')}
          </Button>
        </div>
      </PageShell>
    );
  }

  const { session, acted } = view;
  const amount = session.amount !== null && session.currency ? formatAmount(session.amount, session.currency, i18n.language) : '';
  const wallet =
    session.method === 'qrcode' ? (isQrWallet(session.wallet) ? WALLET_NAMES[session.wallet] : t('qr.mock.anyWallet')) : t(`dropin.method.${session.method}`);
  const open = session.state === 'open' && !acted;
  return (
    <PageShell title={titleOf(session, acted, t)}>
      <dl className="portico-page__facts">
        <dt>{t('qr.mock.merchant')}</dt>
        <dd>{session.merchantName}</dd>
        <dt>{t('qr.mock.amount')}</dt>
        <dd>{amount}</dd>
        <dt>{t('qr.mock.wallet')}</dt>
        <dd>{wallet}</dd>
        {session.orderId && (
          <>
            <dt>{t('qr.mock.order')}</dt>
            <dd>{session.orderId}</dd>
          </>
        )}
      </dl>
      <p className="portico-page__error" role="alert">
        {failed ? t('payment.error.network') : null}
      </p>
      {open && (
        <div className="portico-page__actions" aria-busy={sending !== null}>
          <Button variant="primary" locked={sending !== null} onClick={() => void act('pay')}>
            {sending === 'pay' ? t('qr.mock.sending') : t('qr.mock.pay', { amount })}
          </Button>
          <Button variant="secondary" locked={sending !== null} onClick={() => void act('reject')}>
            {sending === 'reject' ? t('qr.mock.sending') : t('qr.mock.reject')}
          </Button>
        </div>
      )}
      <p className="portico-page__muted">{t('qr.mock.notice')}</p>
    </PageShell>
  );
}

/** What an action's answer changes: how the session finished. */
function pick(session: SimulatorSession): Pick<SimulatorSession, 'status' | 'state' | 'actions'> {
  return { status: session.status, state: session.state, actions: session.actions };
}

function titleOf(session: SimulatorSession, acted: boolean, t: (key: string) => string): string {
  if (session.state === 'open' && !acted) return t('qr.mock.title');
  if (session.state === 'expired') return t('qr.mock.expired');
  if (session.status === 'COMPLETED') return t(acted ? 'qr.mock.paid' : 'qr.mock.alreadyPaid');
  if (session.status === 'REJECTED') return t(acted ? 'qr.mock.rejected' : 'qr.mock.alreadyRejected');
  return t('qr.mock.superseded');
}
