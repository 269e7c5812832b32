/** One webhook endpoint at its own address: where it posts, what, with which secret; change, disable or enable it, roll its secret. */
import { ObjectPage } from '../parts/ObjectPage';
import { OutcomeLine, useAction } from '../parts/use-action';
import { useResource } from '../parts/use-resource';
import { BASE } from '../router';
import { EndpointCard, type Endpoint } from './EndpointCard';

export function EndpointPage({ id }: { readonly id: string }) {
  const endpoint = useResource<Endpoint>(`/webhooks/endpoints/${encodeURIComponent(id)}`);
  const action = useAction(endpoint.reload);
  return (
    <ObjectPage resource={endpoint} what={`webhook endpoint ${id}`} title="Webhook endpoint" back={{ href: `${BASE}/webhooks`, label: 'All webhooks' }}>
      {(data) => (
        <>
          <EndpointCard endpoint={data} action={action} own />
          <OutcomeLine outcome={action.outcome} />
        </>
      )}
    </ObjectPage>
  );
}
