/**
 * One webhook endpoint: where it posts, what, with which secret; change it, disable or enable
 * it, roll its secret. A card in the Webhooks list (its URL a link to its own page), or, as
 * `own`, the body of that page.
 */
import type { EventType } from '../../protocol/webhook-events';
import { formatDateTime, humanize } from '../format';
import { Link } from '../parts/Link';
import { useDisclosure } from '../parts/use-disclosure';
import type { useAction } from '../parts/use-action';
import { HREF } from '../router';
import { EndpointForm } from './EndpointForm';

export interface Endpoint {
  readonly id: string;
  readonly url: string;
  readonly events: readonly EventType[];
  readonly status: 'ENABLED' | 'DISABLED';
  readonly secret: string;
  readonly previous_secrets: ReadonlyArray<{ readonly expires_at: string }>;
  readonly created_at: string;
}

export function EndpointCard({
  endpoint,
  action,
  own = false,
}: {
  readonly endpoint: Endpoint;
  readonly action: ReturnType<typeof useAction>;
  readonly own?: boolean;
}) {
  const { open: editing, opener, show: openEditing, cancel: cancelEditing, saved: savedEditing } = useDisclosure();
  const Item = own ? 'div' : 'li';
  const path = `/webhooks/endpoints/${encodeURIComponent(endpoint.id)}`;
  const enabled = endpoint.status === 'ENABLED';
  // On its own page the endpoint's heading stays while its form is open.
  const pageHeading = own ? <h1 id="object-title">{endpoint.url}</h1> : null;
  if (editing) {
    return (
      <Item>
        {pageHeading}
        <EndpointForm
          label={`Change ${endpoint.url}`}
          initial={endpoint}
          submitLabel="Save endpoint"
          busy={action.busy === `${endpoint.id}:update`}
          onCancel={cancelEditing}
          onSubmit={(input) =>
            action.run(`${endpoint.id}:update`, `${path}/update`, { url: input.url, events: input.events }, `${input.url} is saved.`, savedEditing)
          }
        />
      </Item>
    );
  }
  return (
    <Item className={own ? undefined : 'dash-card'}>
      {pageHeading ?? (
        <h3>
          <Link href={HREF.endpoint(endpoint.id)}>{endpoint.url}</Link>
        </h3>
      )}
      <p className="dash-note">
        <span className={`dash-status dash-status--${endpoint.status.toLowerCase()}`}>{humanize(endpoint.status)}</span> · secret ending{' '}
        <code className="dash-secret">{endpoint.secret.slice(-6)}</code>
        {endpoint.previous_secrets.length > 0 ? ` · old secret signs until ${formatDateTime(endpoint.previous_secrets[0]?.expires_at ?? '')}` : ''}
      </p>
      <p className="dash-note">
        Sends{' '}
        {endpoint.events.map((type, index) => (
          <span key={type}>
            {index > 0 ? ', ' : ''}
            <code>{type}</code>
          </span>
        ))}
      </p>
      <div className="dash-actions">
        <button ref={opener} type="button" className="portico-button portico-button--secondary" onClick={openEditing}>
          Change <span className="dash-visually-hidden">{endpoint.url}</span>
        </button>
        <button
          type="button"
          className="portico-button portico-button--secondary"
          aria-busy={action.busy === `${endpoint.id}:status`}
          onClick={() =>
            enabled
              ? action.run(`${endpoint.id}:status`, `${path}/disable`, {}, `${endpoint.url} is disabled: nothing more is sent to it.`)
              : action.run(`${endpoint.id}:status`, `${path}/update`, { enabled: true }, `${endpoint.url} is enabled again.`)
          }
        >
          {enabled ? 'Disable' : 'Enable'} <span className="dash-visually-hidden">{endpoint.url}</span>
        </button>
        <button
          type="button"
          className="portico-button portico-button--secondary"
          aria-busy={action.busy === endpoint.id}
          onClick={() => action.run(endpoint.id, `${path}/roll_secret`, {}, `The secret of ${endpoint.url} is rolled.`)}
        >
          Roll secret <span className="dash-visually-hidden">of {endpoint.url}</span>
        </button>
      </div>
    </Item>
  );
}
