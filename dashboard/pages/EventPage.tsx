/** One webhook event at its own address: what it is about, each delivery with its answers, resend, and the payload every delivery posts. */
import type { DashboardEventDetail } from '../../protocol/dashboard-api';
import { Deliveries } from '../parts/Deliveries';
import { ObjectLink } from '../parts/ObjectLink';
import { ObjectPage } from '../parts/ObjectPage';
import { OutcomeLine, useAction } from '../parts/use-action';
import { useResource } from '../parts/use-resource';
import { When } from '../parts/When';
import { BASE } from '../router';

/** The payload as the endpoint reads it, indented; as it is when it is not JSON. */
function pretty(payload: string): string {
  try {
    return JSON.stringify(JSON.parse(payload), null, 2);
  } catch {
    return payload;
  }
}

export function EventPage({ id }: { readonly id: string }) {
  const path = `/events/${encodeURIComponent(id)}`;
  const event = useResource<DashboardEventDetail>(path, 5000);
  const action = useAction(event.reload);
  return (
    <ObjectPage resource={event} what={`webhook event ${id}`} title="Webhook event" back={{ href: `${BASE}/webhooks`, label: 'All webhooks' }}>
      {(data) => (
        <>
          <h1 id="object-title">
            <code>{data.type}</code>
          </h1>
          <dl className="dash-summary">
            <dt>Event</dt>
            <dd>
              <code>{data.id}</code>
            </dd>
            <dt>Created</dt>
            <dd>
              <When at={data.created_at} />
            </dd>
            <dt>About</dt>
            <dd>{data.object_id === null ? '—' : <ObjectLink id={data.object_id} />}</dd>
          </dl>
          <h2>Deliveries</h2>
          <Deliveries deliveries={data.deliveries} />
          <div className="dash-actions">
            <button
              type="button"
              className="portico-button portico-button--secondary"
              aria-busy={action.busy === 'resend'}
              onClick={() => action.run('resend', `${path}/resend`, {}, `${data.type} sent again.`)}
            >
              Resend to every endpoint that takes it
            </button>
          </div>
          <OutcomeLine outcome={action.outcome} />
          <h2>Payload</h2>
          <pre className="dash-payload">
            <code>{pretty(data.payload)}</code>
          </pre>
        </>
      )}
    </ObjectPage>
  );
}
