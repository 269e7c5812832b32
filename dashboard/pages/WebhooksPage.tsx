/** Webhook endpoints (add, change, disable or enable, roll a secret) and the event log with each event's deliveries and resend (EventLog.tsx). */
import { FetchError, Loading } from '../parts/Status';
import { useDisclosure } from '../parts/use-disclosure';
import { OutcomeLine, useAction } from '../parts/use-action';
import { useResource } from '../parts/use-resource';
import { EndpointCard, type Endpoint } from './EndpointCard';
import { EndpointForm } from './EndpointForm';
import { EventLog } from './EventLog';

export function WebhooksPage() {
  const endpoints = useResource<{ items: readonly Endpoint[] }>('/webhooks/endpoints');
  const { open: adding, opener, show: openAdding, cancel: cancelAdding, saved: savedAdding } = useDisclosure();
  const action = useAction(endpoints.reload);
  return (
    <section aria-labelledby="webhooks-title">
      <h1 id="webhooks-title">Webhooks</h1>
      <OutcomeLine outcome={action.outcome} />
      <h2>Endpoints</h2>
      {adding ? (
        <EndpointForm
          label="New endpoint"
          initial={{ url: '', events: ['payment_intent.succeeded'] }}
          submitLabel="Add endpoint"
          busy={action.busy === 'create'}
          onCancel={cancelAdding}
          onSubmit={(input) => action.run('create', '/webhooks/endpoints', { ...input }, `${input.url} is added.`, savedAdding)}
        />
      ) : (
        <p>
          <button ref={opener} type="button" className="portico-button portico-button--secondary" onClick={openAdding}>
            Add an endpoint
          </button>
        </p>
      )}
      {endpoints.state === 'loading' ? <Loading what="endpoints" /> : null}
      {endpoints.state === 'error' ? <FetchError error={endpoints.error} what="endpoints" retry={endpoints.reload} /> : null}
      {endpoints.state !== 'loading' && endpoints.data ? (
        endpoints.data.items.length === 0 ? (
          <div className="dash-empty">
            <p>
              No endpoints. Add one above, or from your server with <code>POST /api/v1/pa/webhooks/endpoints/create</code>, e.g.:
            </p>
            <pre>
              <code>{`curl -X POST localhost:3100/api/v1/pa/webhooks/endpoints/create -H "x-api-key: $KEY" -H 'content-type: application/json' -d '{"request_id":"1","url":"http://localhost:3000/webhooks","events":["payment_intent.succeeded"]}'`}</code>
            </pre>
          </div>
        ) : (
          <ul className="dash-cards" aria-label="Endpoints">
            {endpoints.data.items.map((endpoint) => (
              <EndpointCard key={endpoint.id} endpoint={endpoint} action={action} />
            ))}
          </ul>
        )
      ) : null}
      <EventLog />
    </section>
  );
}
