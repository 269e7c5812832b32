/** An event's webhook deliveries: to which endpoint (a link to its page), delivered or not, and each attempt's HTTP status and time. */
import type { DashboardDelivery } from '../../protocol/dashboard-api';
import { humanize } from '../format';
import { BASE, HREF } from '../router';
import { Link } from './Link';
import { When } from './When';

export function Deliveries({ deliveries }: { readonly deliveries: readonly DashboardDelivery[] }) {
  if (deliveries.length === 0) {
    return (
      <p className="dash-note">
        No webhook endpoint receives this event: add one on the <Link href={`${BASE}/webhooks`}>Webhooks</Link> page.
      </p>
    );
  }
  return (
    <ul className="dash-deliveries" aria-label="Webhook deliveries">
      {deliveries.map((delivery) => (
        <li key={delivery.id}>
          Webhook to {delivery.endpoint_url === null ? 'a removed endpoint' : <Link href={HREF.endpoint(delivery.endpoint_id)}>{delivery.endpoint_url}</Link>}:{' '}
          {humanize(delivery.status)}
          {delivery.attempts.map((attempt, index) => (
            <span key={index} className="dash-delivery-attempt">
              {' '}
              · {attempt.status_code === null ? `no answer (${attempt.error ?? 'error'})` : `HTTP ${attempt.status_code}`} at <When at={attempt.at} />
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}
