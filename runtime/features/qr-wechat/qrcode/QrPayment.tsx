import { useRef, useState } from 'react';
import { porticoError, type QrWallet } from '../../../../protocol';
import { useTranslation } from '../../../platform/i18n/react';
import { useEnglishSection } from '../../../platform/i18n/screen-strings';
import qrStrings from '../../../platform/i18n/locales/en/qr.json';
import { useElementFrame, useEmit, useOnClear, useOnFocusRequest } from '../../../host';
import { useConfirmIntent, type ReadyDraft } from '../../../payment';
import { formatAmount, formatClock, formatMinutes } from '../../../platform/i18n/format';
import { QrCode } from './QrCode';
import { qrPaymentMethod, scanAppKey, WALLET_NAMES, type QrMethod } from './qr-methods';
import { useCountdown } from './use-countdown';
import './qr.css';
import { Button } from '../../../ui/Button';

export interface QrPaymentProps {
  readonly method: QrMethod;
  /** The generic QR code method's wallet app (spec §9), named to the shopper and sent with the confirm. */
  readonly wallet: QrWallet | null;
}

/**
 * Pay by scanning: before paying, which app scans the code; on the parent's `confirm`
 * (or the drop-in's Pay) the provider answers a QR code, drawn with the amount and a
 * countdown to its expiry while the frame polls the intent (useConfirmIntent). The
 * frame settles on the provider's word: paid, refused (the shopper rejected it in the
 * app), or, when the countdown ends, expired: `payment_expired` to the merchant and a
 * button for a new code (a new confirm).
 */
export function QrPayment({ method, wallet }: QrPaymentProps) {
  useEnglishSection(qrStrings);
  const { t, i18n } = useTranslation();
  const emit = useEmit();
  const { intentId } = useElementFrame();
  const draft = (): ReadyDraft => ({ ok: true, paymentMethod: qrPaymentMethod(method, wallet) });
  const { status, error, action, intent, reset, pay } = useConfirmIntent(draft);
  const [expired, setExpired] = useState(false);
  const newCodeButton = useRef<HTMLButtonElement>(null);

  const qr = status === 'waiting' && action?.type === 'render_qrcode' ? action : null;
  const secondsLeft = useCountdown(qr?.expiresAt ?? null, () => {
    // The provider's page refuses the code from now on: stop polling, say so, offer a new one.
    reset();
    setExpired(true);
    emit('onError', porticoError('payment_expired', { intent_id: intent?.id ?? intentId }, t('payment.error.payment_expired')));
  });
  const minutesLeft = secondsLeft === null ? null : Math.ceil(secondsLeft / 60);
  // The first minute count of each code, so its first announcement says the code is there.
  const [shown, setShown] = useState<{ readonly code: string; readonly minutes: number } | null>(null);
  if (qr && minutesLeft !== null && shown?.code !== qr.qrcode) setShown({ code: qr.qrcode, minutes: minutesLeft });

  const newCode = () => {
    setExpired(false);
    // A failure is already shown and reported by the hook; a confirm under way (busy) goes on as it is.
    pay(draft()).catch(() => undefined);
  };
  useOnClear(() => {
    reset();
    setExpired(false);
  });
  useOnFocusRequest(() => newCodeButton.current?.focus());

  const app = scanAppKey(method, wallet);
  const walletName = wallet ? WALLET_NAMES[wallet] : '';
  const amount = intent?.amount !== undefined && intent.currency ? formatAmount(intent.amount, intent.currency, i18n.language) : null;
  const failed = status === 'idle' && (expired || error !== null);
  // Before Pay: a sentence about what will happen, not a box where a code will be (it read as an empty field).
  const intro = status === 'idle' && !failed;
  const message = status !== 'idle' ? null : expired ? t('qr.expired') : (error?.message ?? null);

  let announcement = '';
  if (status === 'processing') announcement = t('qr.preparing');
  else if (status === 'succeeded') announcement = t('qr.paid');
  else if (qr && minutesLeft !== null) {
    const time = formatMinutes(minutesLeft, i18n.language);
    announcement = shown?.code === qr.qrcode && shown.minutes === minutesLeft ? t('qr.ready', { time }) : t('qr.timeLeft', { time });
  }

  return (
    <div className={`portico-qr${intro ? ' portico-qr--intro' : ''}`} aria-busy={status === 'processing'}>
      {intro && <p className="portico-qr__text">{t(`qr.intro.${app}`, { wallet: walletName })}</p>}
      {status === 'processing' && <p className="portico-qr__text">{t('qr.preparing')}</p>}
      {qr && (
        <div className="portico-qr__panel">
          <p className="portico-qr__scan">{t(`qr.scan.${app}`, { wallet: walletName })}</p>
          {amount && <p className="portico-qr__amount">{amount}</p>}
          <QrCode content={qr.qrcode} label={t('qr.codeLabel', { amount: amount ?? '' })} />
          {secondsLeft !== null && <p className="portico-qr__expiry">{t('qr.expiresIn', { time: formatClock(secondsLeft) })}</p>}
          <p className="portico-qr__waiting">{t('qr.waiting')}</p>
        </div>
      )}
      {status === 'succeeded' && (
        <p className="portico-qr__paid">
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {t('qr.paid')}
        </p>
      )}
      <p className="portico-qr__message" role="alert">
        {message}
      </p>
      {failed && (
        <Button variant="secondary" className="portico-qr__button" ref={newCodeButton} onClick={newCode}>
          {t('qr.newCode')}
        </Button>
      )}
      <p className="portico-visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
