/** One payment: what it is, what can be done to it (capture, cancel, refund), and its timeline. */
import { useId, useState } from 'react';
import type { DashboardPaymentDetail } from '../../protocol/dashboard-api';
import { formatMoney, humanize } from '../format';
import { ObjectPage } from '../parts/ObjectPage';
import { OutcomeLine, useAction } from '../parts/use-action';
import { useResource } from '../parts/use-resource';
import { BASE } from '../router';
import { Timeline } from './Timeline';
import { When } from '../parts/When';

const CANCELLABLE = new Set(['REQUIRES_PAYMENT_METHOD', 'REQUIRES_CUSTOMER_ACTION', 'REQUIRES_CAPTURE']);

export function PaymentPage({ id }: { readonly id: string }) {
  const detail = useResource<DashboardPaymentDetail>(`/payments/${encodeURIComponent(id)}`, 5000);
  const action = useAction(detail.reload);
  const [refundAmount, setRefundAmount] = useState('');
  const amountId = useId();

  const page = ({ intent, refunds, timeline }: DashboardPaymentDetail) => {
    const base = `/payments/${encodeURIComponent(intent.id)}`;
    const refundable = intent.status === 'SUCCEEDED' ? (intent.captured_amount ?? intent.amount) - (intent.refunded_amount ?? 0) : 0;

    return (
      <>
        <h1 id="object-title">
          {formatMoney(intent.amount, intent.currency)}{' '}
          <span className={`dash-status dash-status--${intent.status.toLowerCase()}`}>{humanize(intent.status)}</span>
        </h1>
        <dl className="dash-summary">
          <dt>Intent</dt>
          <dd>
            <code>{intent.id}</code>
          </dd>
          <dt>Order</dt>
          <dd>{intent.merchant_order_id ?? '—'}</dd>
          <dt>Created</dt>
          <dd>
            <When at={intent.created_at} />
          </dd>
          <dt>Capture</dt>
          <dd>{intent.capture_method}</dd>
          {intent.refunded_amount ? (
            <>
              <dt>Refunded</dt>
              <dd>{formatMoney(intent.refunded_amount, intent.currency)}</dd>
            </>
          ) : null}
        </dl>

        <h2>Actions</h2>
        <div className="dash-actions">
          {intent.status === 'REQUIRES_CAPTURE' ? (
            <button
              type="button"
              className="portico-button portico-button--secondary"
              aria-busy={action.busy === 'capture'}
              onClick={() => action.run('capture', `${base}/capture`, {}, 'Captured.')}
            >
              Capture {formatMoney(intent.amount, intent.currency)}
            </button>
          ) : null}
          {CANCELLABLE.has(intent.status) ? (
            <button
              type="button"
              className="portico-button portico-button--secondary"
              aria-busy={action.busy === 'cancel'}
              onClick={() => action.run('cancel', `${base}/cancel`, {}, 'Cancelled.')}
            >
              Cancel payment
            </button>
          ) : null}
          {refundable > 0 ? (
            <form
              className="dash-refund"
              onSubmit={(event) => {
                event.preventDefault();
                const amount = refundAmount.trim() === '' ? undefined : Number(refundAmount);
                action.run(
                  'refund',
                  `${base}/refund`,
                  amount === undefined ? {} : { amount },
                  amount === undefined ? 'Refunded in full.' : `Refunded ${formatMoney(amount, intent.currency)}.`,
                );
                setRefundAmount('');
              }}
            >
              <label htmlFor={amountId}>
                Refund amount ({intent.currency}), empty for all {formatMoney(refundable, intent.currency)}
              </label>
              <input
                id={amountId}
                className="dash-input"
                type="number"
                min="0"
                step="any"
                value={refundAmount}
                onChange={(event) => setRefundAmount(event.target.value)}
              />
              <button type="submit" className="portico-button portico-button--secondary" aria-busy={action.busy === 'refund'}>
                Refund
              </button>
            </form>
          ) : null}
          {intent.status !== 'REQUIRES_CAPTURE' && !CANCELLABLE.has(intent.status) && refundable <= 0 ? (
            <p className="dash-note">Nothing left to capture, cancel or refund.</p>
          ) : null}
        </div>
        <OutcomeLine outcome={action.outcome} />

        {refunds.length > 0 ? (
          <>
            <h2>Refunds</h2>
            <ul>
              {refunds.map((refund) => (
                <li key={refund.id}>
                  {formatMoney(refund.amount, refund.currency)} · {humanize(refund.status)} · <When at={refund.created_at} />
                </li>
              ))}
            </ul>
          </>
        ) : null}

        <h2>Timeline</h2>
        <Timeline
          entries={timeline}
          currency={intent.currency}
          busy={action.busy}
          onResend={(eventId) => action.run(eventId, `/events/${encodeURIComponent(eventId)}/resend`, {}, 'Event sent again.')}
        />
      </>
    );
  };
  return (
    <ObjectPage resource={detail} what={`payment ${id}`} title="Payment" back={{ href: `${BASE}/`, label: '← Payments' }}>
      {page}
    </ObjectPage>
  );
}
