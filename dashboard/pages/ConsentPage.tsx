/** One consent at its own address: whose it is, its terms, the method it charges, the payments charged under it, and disable. */
import type { DashboardConsentDetail } from '../../protocol/dashboard-api';
import { Link } from '../parts/Link';
import { ObjectPage } from '../parts/ObjectPage';
import { OutcomeLine, useAction } from '../parts/use-action';
import { useResource } from '../parts/use-resource';
import { BASE, HREF } from '../router';
import { ConsentFacts, ConsentStatus } from './ConsentCard';

export function ConsentPage({ id }: { readonly id: string }) {
  const detail = useResource<DashboardConsentDetail>(`/consents/${encodeURIComponent(id)}`, 5000);
  const action = useAction(detail.reload);
  return (
    <ObjectPage resource={detail} what={`consent ${id}`} title="Consent" back={{ href: `${BASE}/customers`, label: 'All customers' }}>
      {({ consent, customer }) => (
        <>
          <h1 id="object-title">
            Consent <code>{consent.id}</code> <ConsentStatus status={consent.status} />
          </h1>
          <p>
            Of <Link href={HREF.customer(customer.id)}>{customer.name}</Link>
          </p>
          <OutcomeLine outcome={action.outcome} />
          <ConsentFacts consent={consent} action={action} level="h2" />
        </>
      )}
    </ObjectPage>
  );
}
