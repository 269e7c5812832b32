/** The merchant's payment links: open, status, payments, and deactivate. */
import { formatDateTime, formatMoney, humanize } from '../format';
import { FetchError, Loading } from '../parts/Status';
import { OutcomeLine, useAction } from '../parts/use-action';
import { useResource } from '../parts/use-resource';

interface LinkView {
  readonly id: string;
  readonly code: string;
  readonly url: string;
  readonly title: string;
  readonly amount?: number;
  readonly currency?: string;
  readonly status: string;
  readonly payment_count: number;
  readonly deactivated_at: string | null;
  readonly created_at: string;
}

export function LinksPage() {
  const links = useResource<{ items: readonly LinkView[] }>('/links', 5000);
  const action = useAction(links.reload);
  return (
    <section aria-labelledby="links-title">
      <h1 id="links-title">Payment links</h1>
      {links.state === 'loading' ? <Loading what="payment links" /> : null}
      {links.state === 'error' ? <FetchError error={links.error} what="payment links" retry={links.reload} /> : null}
      <OutcomeLine outcome={action.outcome} />
      {links.state !== 'loading' && links.data ? (
        links.data.items.length === 0 ? (
          <div className="dash-empty">
            <p>No payment links yet. Create one from your server, or from a terminal:</p>
            <pre>
              <code>npm run trigger -- payment_link.paid</code>
            </pre>
          </div>
        ) : (
          <ul className="dash-cards">
            {links.data.items.map((link) => (
              <li key={link.id} className="dash-card">
                <h2>{link.title}</h2>
                <p>
                  {link.amount !== undefined && link.currency !== undefined ? formatMoney(link.amount, link.currency) : 'Amount chosen by the shopper'} ·{' '}
                  <span className={`dash-status dash-status--${link.status.toLowerCase()}`}>{humanize(link.status)}</span> · {link.payment_count}{' '}
                  {link.payment_count === 1 ? 'payment' : 'payments'}
                </p>
                <p className="dash-note">
                  Created <time dateTime={link.created_at}>{formatDateTime(link.created_at)}</time> ·{' '}
                  <a href={link.url} target="_blank" rel="noreferrer noopener">
                    Open <span className="dash-visually-hidden">{link.title}</span>
                  </a>
                </p>
                {link.deactivated_at === null ? (
                  <button
                    type="button"
                    className="portico-button portico-button--secondary"
                    aria-busy={action.busy === link.code}
                    onClick={() => action.run(link.code, `/links/${encodeURIComponent(link.code)}/deactivate`, {}, `${link.title} is deactivated.`)}
                  >
                    Deactivate <span className="dash-visually-hidden">{link.title}</span>
                  </button>
                ) : (
                  <p className="dash-note">Deactivated {formatDateTime(link.deactivated_at)}</p>
                )}
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  );
}
