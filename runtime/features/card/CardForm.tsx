import type { ReactNode } from 'react';
import { useTranslation } from '../../platform/i18n/react';
import { useElementFrame, useEmit } from '../../host';
import { type PaymentStatus } from '../../payment';
import './card.css';

export const CARD_MESSAGE_ID = 'portico-card-message';

export interface CardFormProps {
  /** The fields: all three in the card element, one in a split field frame. */
  readonly children: ReactNode;
  /** What is wrong, translated: announced once by the alert (it is re-read only when it changes). */
  readonly message: string | null;
  readonly status: PaymentStatus;
  /** The detected brand's name, announced politely (the icon is decorative). */
  readonly brandName?: string | null;
  readonly single?: boolean;
  /** Under the message: what the shopper agrees to, in recurring mode. */
  readonly terms?: ReactNode;
}

/**
 * The card's frame body: a form whose Enter emits `submit`, the bordered row of
 * fields, the message under it, and the live regions (brand, payment progress).
 */
export function CardForm({ children, message, status, brandName = null, single = false, terms = null }: CardFormProps) {
  const emit = useEmit();
  return (
    <form
      className="portico-card"
      noValidate
      aria-busy={status === 'processing'}
      onSubmit={(event) => {
        event.preventDefault();
        emit('onSubmit', {});
      }}
    >
      <CardRow single={single}>
        {children}
        <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
      </CardRow>
      {brandName && <span className="portico-visually-hidden" aria-live="polite">{brandName}</span>}
      <p id={CARD_MESSAGE_ID} className="portico-card__message" role="alert">
        {message}
      </p>
      {terms}
      <PaymentStatusText status={status} />
    </form>
  );
}

/** The one box of card fields (ui/field-box.css; two rows below 520 px): each field shows its own focus and its own invalid state. */
export function CardRow({ children, single = false }: { readonly children: ReactNode; readonly single?: boolean }) {
  return <div className={`portico-box portico-card__row${single ? ' portico-card__row--single' : ''}`}>{children}</div>;
}

/** The payment's progress, said politely: processing, waiting for the bank's 3-D Secure, paid. */
export function PaymentStatusText({ status }: { readonly status: PaymentStatus }) {
  const { t } = useTranslation();
  // Recurring mode succeeds by saving the method: nothing was paid.
  const recurring = useElementFrame().options.mode === 'recurring';
  return (
    <p className="portico-visually-hidden" aria-live="polite">
      {status === 'processing' ? t('card.processing') : status === 'verifying' ? t('threeDs.verifying') : status === 'succeeded' ? t(recurring ? 'card.saved' : 'card.succeeded') : ''}
    </p>
  );
}
