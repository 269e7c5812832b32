/** One payment link at its own address: its price and state, its URL to open or copy, and every payment made through it. */
import { formatDateTime, formatMoney, humanize } from '../format';
import { CopyField } from '../parts/CopyField';
import { Link } from '../parts/Link';
import { ObjectPage } from '../parts/ObjectPage';
import { OutcomeLine, useAction } from '../parts/use-action';
import { useResource } from '../parts/use-resource';
import { BASE } from '../router';
import { linkPrice, type LinkView } from './LinksPage';
import { When } from '../parts/When';

export function LinkPage({ code }: { readonly code: string }) {
  const path = `/links/${encodeURIComponent(code)}`;
  const link = useResource<LinkView>(path, 5000);
  const action = useAction(link.reload);
  const page = (data: LinkView) => (
    <>
      <h1 id="object-title">{data.title}</h1>
      <dl className="dash-summary">
        <dt>Price</dt>
        <dd>{linkPrice(data)}</dd>
        <dt>Status</dt>
        <dd>
          <span className={`dash-status dash-status--${data.status.toLowerCase()}`}>{humanize(data.status)}</span>
          {data.deactivated_at !== null ? ` since ${formatDateTime(data.deactivated_at)}` : ''}
        </dd>
        <dt>Use</dt>
        <dd>{data.reusable ? 'Reusable: takes many payments' : 'Single use: paid once'}</dd>
        <dt>Code</dt>
        <dd>
          <code>{data.code}</code>
        </dd>
        <dt>Created</dt>
        <dd>
          <When at={data.created_at} />
        </dd>
      </dl>
      <CopyField label="Link URL" value={data.url} />
      <div className="dash-actions">
        <a className="portico-button portico-button--secondary" href={data.url} target="_blank" rel="noreferrer noopener">
          Open the link’s page
        </a>
        {data.deactivated_at === null ? (
          <button
            type="button"
            className="portico-button portico-button--secondary"
            aria-busy={action.busy === 'deactivate'}
            onClick={() => action.run('deactivate', `${path}/deactivate`, {}, `${data.title} is deactivated.`)}
          >
            Deactivate
          </button>
        ) : null}
      </div>
      <OutcomeLine outcome={action.outcome} />
      <h2>Payments</h2>
      {data.payments.length === 0 ? (
        <p className="dash-empty">
          No payment yet: open{' '}
          <a href={data.url} target="_blank" rel="noreferrer noopener">
            the link’s page
          </a>{' '}
          and pay with a test card (<code>4242 4242 4242 4242</code>).
        </p>
      ) : (
        <ul className="dash-cards" aria-label="Payments through this link">
          {data.payments.map((payment) => (
            <li key={payment.intent_id} className="dash-card">
              <Link href={`${BASE}/payments/${encodeURIComponent(payment.intent_id)}`}>{formatMoney(payment.amount, payment.currency)}</Link> paid{' '}
              <When at={payment.paid_at} /> · <code>{payment.intent_id}</code>
            </li>
          ))}
        </ul>
      )}
    </>
  );
  return (
    <ObjectPage resource={link} what={`payment link ${code}`} title="Payment link" back={{ href: `${BASE}/links`, label: 'All payment links' }}>
      {page}
    </ObjectPage>
  );
}
