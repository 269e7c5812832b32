/** The merchant's payment links: create one, and for each its address to open or copy, its payments, and deactivate. */
import { useState } from 'react';
import { formatDateTime, formatMoney, humanize } from '../format';
import { CopyField } from '../parts/CopyField';
import { Link } from '../parts/Link';
import { FetchError, Loading } from '../parts/Status';
import { OutcomeLine, useAction } from '../parts/use-action';
import { useResource } from '../parts/use-resource';
import { BASE } from '../router';
import { LinkForm } from './LinkForm';
import { When } from '../parts/When';

export interface LinkView {
  readonly id: string;
  readonly code: string;
  readonly url: string;
  readonly title: string;
  readonly amount?: number;
  readonly currency?: string;
  readonly reusable: boolean;
  readonly status: string;
  readonly payments: ReadonlyArray<{ readonly intent_id: string; readonly amount: number; readonly currency: string; readonly paid_at: string }>;
  readonly payment_count: number;
  readonly deactivated_at: string | null;
  readonly created_at: string;
}

export function linkPrice(link: LinkView): string {
  return link.amount !== undefined && link.currency !== undefined ? formatMoney(link.amount, link.currency) : 'Amount chosen by the shopper';
}

export function LinksPage() {
  const links = useResource<{ items: readonly LinkView[] }>('/links', 5000);
  const action = useAction(links.reload);
  const [made, setMade] = useState<string | null>(null);
  return (
    <section aria-labelledby="links-title">
      <h1 id="links-title">Payment links</h1>
      <LinkForm action={action} onMade={setMade} />
      <OutcomeLine outcome={action.outcome} />
      {links.state === 'loading' ? <Loading what="payment links" /> : null}
      {links.state === 'error' ? <FetchError error={links.error} what="payment links" retry={links.reload} /> : null}
      {links.state !== 'loading' && links.data ? (
        links.data.items.length === 0 ? (
          <div className="dash-empty">
            <p>No payment links yet. Create one above, or from a terminal:</p>
            <pre>
              <code>npm run trigger -- payment_link.paid</code>
            </pre>
          </div>
        ) : (
          <ul className="dash-cards" aria-label="Payment links">
            {links.data.items.map((link) => (
              <li key={link.id} className={link.code === made ? 'dash-card dash-card--new' : 'dash-card'}>
                <h2>
                  <Link href={`${BASE}/links/${encodeURIComponent(link.code)}`}>{link.title}</Link>
                </h2>
                <p>
                  {linkPrice(link)} · <span className={`dash-status dash-status--${link.status.toLowerCase()}`}>{humanize(link.status)}</span> ·{' '}
                  {link.payment_count} {link.payment_count === 1 ? 'payment' : 'payments'}
                </p>
                <CopyField label={`Link to ${link.title}`} value={link.url} />
                <p className="dash-note">
                  Created <When at={link.created_at} /> ·{' '}
                  <a href={link.url} target="_blank" rel="noreferrer noopener">
                    Open <span className="dash-visually-hidden">{link.title}</span> in a new tab
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
