import type { ReactNode } from 'react';
import { useTranslation } from '../../platform/i18n/react';
import { useEmit, usePaymentRequest } from '../../host';
import { type PaymentStatus } from '../../payment';
import type { CardField, PaymentError } from '../../../protocol';
import './card.css';
import { HiddenSubmit } from '../../ui/HiddenSubmit';

export const CARD_MESSAGE_ID = 'portico-card-message';

/** One line under the card's box: a wrong field's own message, or (no field) what the payment said. */
export interface CardMessage {
  readonly field: CardField | null;
  readonly text: string;
}

/** The id of a field's own line: only that field's `aria-describedby` names it. */
export const messageId = (field: CardField) => `${CARD_MESSAGE_ID}-${field}`;

/**
 * The lines to show: the fields' own, or a failed payment's alone (the fields were valid when it was
 * sent), on the field of `fields` it names (`details.field`), if it names one.
 */
export function cardMessages(error: PaymentError | null, own: readonly CardMessage[], fields: readonly CardField[]): readonly CardMessage[] {
  return error ? [{ field: fields.find((f) => f === error.details.field) ?? null, text: error.message }] : own;
}

/** The wrong fields' lines under the box, in one alert (re-read when a line comes or goes). */
export function CardMessages({ messages }: { readonly messages: readonly CardMessage[] }) {
  return (
    <div id={CARD_MESSAGE_ID} className="portico-card__message" role="alert">
      {messages.map(({ field, text }) => (
        <p key={field ?? ''} id={field ? messageId(field) : undefined}>
          {text}
        </p>
      ))}
    </div>
  );
}

export interface CardFormProps {
  /** The fields: all three in the card element, one in a split field frame. */
  readonly children: ReactNode;
  /** What is wrong, translated, one line per wrong field (and the payment's own). */
  readonly messages: readonly CardMessage[];
  readonly status: PaymentStatus;
  /** The detected brand's name, announced politely (the icon is decorative). */
  readonly brandName?: string | null;
  readonly single?: boolean;
  /** Under the message: what the shopper agrees to, in recurring mode. */
  readonly terms?: ReactNode;
}

/**
 * The card's frame body: a form whose Enter emits `submit`, the row of
 * fields, the message under it, and the live regions (brand, payment progress).
 */
export function CardForm({ children, messages, status, brandName = null, single = false, terms = null }: CardFormProps) {
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
        <HiddenSubmit />
      </CardRow>
      {brandName && (
        <span className="portico-visually-hidden" aria-live="polite">
          {brandName}
        </span>
      )}
      <CardMessages messages={messages} />
      {terms}
      <PaymentStatusText status={status} />
    </form>
  );
}

/** The card's fields in a row (card.css; two rows below 520 px), each its label above its own box. */
export function CardRow({ children, single = false }: { readonly children: ReactNode; readonly single?: boolean }) {
  return <div className={`portico-card__row${single ? ' portico-card__row--single' : ''}`}>{children}</div>;
}

/** The payment's progress, said politely: processing, waiting for the bank's 3-D Secure, paid. */
export function PaymentStatusText({ status }: { readonly status: PaymentStatus }) {
  const { t } = useTranslation();
  // Recurring mode succeeds by saving the method: nothing was paid.
  const recurring = usePaymentRequest().mode === 'recurring';
  return (
    <p className="portico-visually-hidden" aria-live="polite">
      {status === 'processing'
        ? t('card.processing')
        : status === 'verifying'
          ? t('card.verifying')
          : status === 'succeeded'
            ? t(recurring ? 'card.saved' : 'card.succeeded')
            : ''}
    </p>
  );
}
