/** Webhook endpoints (roll a secret) and the event log with each event's resend. */
import { formatDateTime } from '../format';
import { Link } from '../parts/Link';
import { BASE } from '../router';
import { FetchError, Loading } from '../parts/Status';
import { OutcomeLine, useAction } from '../parts/use-action';
import { useResource } from '../parts/use-resource';

interface Endpoint {
  readonly id: string;
  readonly url: string;
  readonly events: readonly string[];
  readonly status: string;
  readonly secret: string;
  readonly previous_secrets: ReadonlyArray<{ readonly expires_at: string }>;
  readonly created_at: string;
}

interface EventView {
  readonly id: string;
  readonly type: string;
  readonly created_at: string;
  readonly data: { readonly object: { readonly id?: string } };
}

export function WebhooksPage() {
  const endpoints = useResource<{ items: readonly Endpoint[] }>('/webhooks/endpoints');
  const events = useResource<{ items: readonly EventView[] }>('/events', 5000);
  const action = useAction(() => {
    endpoints.reload();
    events.reload();
  });
  return (
    <section aria-labelledby="webhooks-title">
      <h1 id="webhooks-title">Webhooks</h1>
      <OutcomeLine outcome={action.outcome} />
      <h2>Endpoints</h2>
      {endpoints.state === 'loading' ? <Loading what="endpoints" /> : null}
      {endpoints.state === 'error' ? <FetchError error={endpoints.error} what="endpoints" retry={endpoints.reload} /> : null}
      {endpoints.state !== 'loading' && endpoints.data ? (
        endpoints.data.items.length === 0 ? (
          <div className="dash-empty">
            <p>
              No endpoints. Add one from your server with <code>POST /api/v1/pa/webhooks/endpoints/create</code>, e.g.:
            </p>
            <pre>
              <code>{`curl -X POST localhost:3100/api/v1/pa/webhooks/endpoints/create -H "x-api-key: $KEY" -H 'content-type: application/json' -d '{"request_id":"1","url":"http://localhost:3000/webhooks","events":["payment_intent.succeeded"]}'`}</code>
            </pre>
          </div>
        ) : (
          <ul className="dash-cards">
            {endpoints.data.items.map((endpoint) => (
              <li key={endpoint.id} className="dash-card">
                <h3>{endpoint.url}</h3>
                <p className="dash-note">
                  {endpoint.status} · {endpoint.events.length} event types · secret ending <code>{endpoint.secret.slice(-6)}</code>
                  {endpoint.previous_secrets.length > 0 ? ` · old secret signs until ${formatDateTime(endpoint.previous_secrets[0]?.expires_at ?? '')}` : ''}
                </p>
                <button
                  type="button"
                  className="portico-button portico-button--secondary"
                  aria-busy={action.busy === endpoint.id}
                  onClick={() =>
                    action.run(
                      endpoint.id,
                      `/webhooks/endpoints/${encodeURIComponent(endpoint.id)}/roll_secret`,
                      {},
                      `The secret of ${endpoint.url} is rolled.`,
                    )
                  }
                >
                  Roll secret <span className="dash-visually-hidden">of {endpoint.url}</span>
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
      <h2>Events</h2>
      {events.state === 'loading' ? <Loading what="events" /> : null}
      {events.state === 'error' ? <FetchError error={events.error} what="events" retry={events.reload} /> : null}
      {events.state !== 'loading' && events.data ? (
        events.data.items.length === 0 ? (
          <p className="dash-empty">
            No events yet: pay on a demo page, or run <code>npm run trigger -- payment_intent.succeeded</code>.
          </p>
        ) : (
          <ul className="dash-events">
            {events.data.items.map((event) => (
              <li key={event.id}>
                <code>{event.type}</code> · <time dateTime={event.created_at}>{formatDateTime(event.created_at)}</time> · <ObjectId id={event.data.object.id} />{' '}
                <button
                  type="button"
                  className="portico-button portico-button--secondary dash-small"
                  aria-busy={action.busy === event.id}
                  onClick={() => action.run(event.id, `/events/${encodeURIComponent(event.id)}/resend`, {}, `${event.type} sent again.`)}
                >
                  Resend{' '}
                  <span className="dash-visually-hidden">
                    {event.type} {event.id}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  );
}

/** A payment's id opens its page (a deep link); other objects' ids are shown as they are. */
function ObjectId({ id }: { readonly id: string | undefined }) {
  if (id === undefined) return null;
  return id.startsWith('int_') ? <Link href={`${BASE}/payments/${encodeURIComponent(id)}`}>{id}</Link> : <code>{id}</code>;
}
