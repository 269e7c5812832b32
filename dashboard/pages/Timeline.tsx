/** A payment's history, oldest first: each event with the attempt it carried and the webhook deliveries it made. */
import type { DashboardAttempt, DashboardTimelineEntry } from '../../protocol/dashboard-api';
import { formatMoney, humanize } from '../format';
import { Deliveries } from '../parts/Deliveries';
import { Link } from '../parts/Link';
import { When } from '../parts/When';
import { HREF } from '../router';

const TITLES: Partial<Record<DashboardTimelineEntry['type'], string>> = {
  'payment_intent.created': 'Created',
  'payment_intent.requires_customer_action': 'Waiting for the shopper',
  'payment_intent.requires_capture': 'Authorised, waiting for capture',
  'payment_intent.succeeded': 'Succeeded',
  'payment_intent.payment_failed': 'Payment attempt declined',
  'payment_intent.cancelled': 'Cancelled',
  'refund.received': 'Refund received',
  'refund.settled': 'Refund settled',
  'refund.failed': 'Refund failed',
};

function AttemptLine({ attempt }: { readonly attempt: DashboardAttempt }) {
  return (
    <ul className="dash-facts">
      <li>
        Attempt <code>{attempt.id}</code>: {attempt.card ? `${attempt.card.brand} •••• ${attempt.card.last4}` : attempt.method} ({humanize(attempt.status)})
      </li>
      {attempt.three_ds ? (
        <li>
          3-D Secure: {humanize(attempt.three_ds.scenario)},{' '}
          {attempt.three_ds.outcome ? `outcome ${attempt.three_ds.outcome}` : `at ${humanize(attempt.three_ds.stage)}`}
        </li>
      ) : null}
      {attempt.failure_code !== null ? (
        <li>
          Decline code <code>{attempt.failure_code}</code>
          {attempt.provider_code !== null ? (
            <>
              {' '}
              (issuer <code>{attempt.provider_code}</code>)
            </>
          ) : null}
        </li>
      ) : null}
      {attempt.shopper_message !== null ? <li>The shopper read: “{attempt.shopper_message}”</li> : null}
    </ul>
  );
}

export function Timeline({
  entries,
  currency,
  onResend,
  busy,
}: {
  readonly entries: readonly DashboardTimelineEntry[];
  readonly currency: string;
  readonly onResend: (eventId: string) => void;
  readonly busy: string | null;
}) {
  return (
    <ol className="dash-timeline">
      {entries.map((entry) => (
        <li key={entry.event_id} className="dash-timeline-entry">
          <h3>
            {TITLES[entry.type] ?? humanize(entry.type)}
            {entry.refund ? ` · ${formatMoney(entry.refund.amount, currency)}` : ''}
            {entry.captured_amount !== null ? ` · ${formatMoney(entry.captured_amount, currency)} captured` : ''}
          </h3>
          <p className="dash-note">
            <When at={entry.at} /> · event{' '}
            <Link href={HREF.event(entry.event_id)}>
              <code>{entry.type}</code>
            </Link>
            {entry.next_action ? ` · next action ${entry.next_action}` : ''}
          </p>
          {entry.attempt ? <AttemptLine attempt={entry.attempt} /> : null}
          <Deliveries deliveries={entry.deliveries} />
          {entry.deliveries.length === 0 ? null : (
            <button
              type="button"
              className="portico-button portico-button--secondary dash-small"
              aria-busy={busy === entry.event_id}
              onClick={() => onResend(entry.event_id)}
            >
              Resend <span className="dash-visually-hidden">{entry.type}</span> event
            </button>
          )}
        </li>
      ))}
    </ol>
  );
}
