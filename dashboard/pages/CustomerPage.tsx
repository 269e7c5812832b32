/**
 * One customer at their own address: who they are, their saved methods, and their consents,
 * each with its terms, the method it charges, the payments charged under it, and disable.
 */
import type { DashboardCustomerDetail } from '../../protocol/dashboard-api';
import { humanize } from '../format';
import { ObjectPage } from '../parts/ObjectPage';
import { OutcomeLine, useAction } from '../parts/use-action';
import { useResource } from '../parts/use-resource';
import { BASE } from '../router';
import { ConsentCard } from './ConsentCard';
import { When } from '../parts/When';

export function CustomerPage({ id }: { readonly id: string }) {
  const detail = useResource<DashboardCustomerDetail>(`/customers/${encodeURIComponent(id)}`, 5000);
  const action = useAction(detail.reload);
  const page = ({ customer, methods, consents }: DashboardCustomerDetail) => (
    <>
      <h1 id="object-title">{customer.name ?? customer.merchant_customer_id}</h1>
      <dl className="dash-summary">
        <dt>Id</dt>
        <dd>
          <code>{customer.id}</code>
        </dd>
        <dt>Your id for them</dt>
        <dd>
          <code>{customer.merchant_customer_id}</code>
        </dd>
        <dt>Email</dt>
        <dd>{customer.email ?? '—'}</dd>
        <dt>Phone</dt>
        <dd>{customer.phone_number ?? '—'}</dd>
        <dt>Created</dt>
        <dd>
          <When at={customer.created_at} />
        </dd>
      </dl>
      <OutcomeLine outcome={action.outcome} />
      <h2>Saved methods</h2>
      {methods.length === 0 ? (
        <p className="dash-empty">
          No saved method. One is saved when a consent is verified, or when this customer pays and ticks “save” on a checkout page made with their{' '}
          <code>customer_id</code>.
        </p>
      ) : (
        <ul className="dash-cards" aria-label="Saved methods">
          {methods.map((method) => (
            <li key={method.id} className="dash-card">
              {method.summary} · <span className={`dash-status dash-status--${method.status.toLowerCase()}`}>{humanize(method.status)}</span>
              <p className="dash-note">
                <code>{method.id}</code> · saved <When at={method.created_at} />
              </p>
            </li>
          ))}
        </ul>
      )}
      <h2>Consents</h2>
      {consents.length === 0 ? (
        <p className="dash-empty">
          No consent. Make one with <code>POST /api/v1/pa/payment_consents/create</code>, or on the demo site’s <code>/recurring.html</code>.
        </p>
      ) : (
        <ul className="dash-cards" aria-label="Consents">
          {consents.map((consent) => (
            <ConsentCard key={consent.id} consent={consent} action={action} />
          ))}
        </ul>
      )}
    </>
  );
  return (
    <ObjectPage resource={detail} what={`customer ${id}`} title="Customer" back={{ href: `${BASE}/customers`, label: 'All customers' }}>
      {page}
    </ObjectPage>
  );
}
