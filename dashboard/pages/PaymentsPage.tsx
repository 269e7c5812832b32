/**
 * Every payment, newest first, a page at a time. The first page asks again every few
 * seconds, so a payment made in another tab appears without a reload, marked "New", under
 * a line saying when the list was last read; later pages hold still (the cursor keeps
 * them exact while new payments arrive on top).
 */
import type { DashboardPaymentPage } from '../../protocol/dashboard-api';
import { formatMoney, humanize } from '../format';
import { useArrivals } from '../parts/arrivals';
import { Pager, useCursorPages } from '../parts/cursor-pages';
import { Link } from '../parts/Link';
import { LiveNote } from '../parts/LiveNote';
import { FetchError, Loading } from '../parts/Status';
import { useResource } from '../parts/use-resource';
import { BASE } from '../router';
import { PaymentFilters } from './PaymentFilters';
import { When } from '../parts/When';

export const LIST_POLL_MS = 3000;

export function PaymentsPage({ search }: { readonly search: string }) {
  const params = new URLSearchParams(search);
  const pages = useCursorPages(search);
  const cursor = pages.cursor;
  const query = new URLSearchParams(params);
  if (cursor !== undefined) query.set('cursor', cursor);
  const text = query.toString();
  const polling = cursor === undefined ? LIST_POLL_MS : undefined;
  const page = useResource<DashboardPaymentPage>(`/payments${text ? `?${text}` : ''}`, polling, `/payments?${params.toString()}`);
  const data = page.state === 'loading' ? undefined : page.data;
  const fresh = useArrivals(data, (answer) => answer.items.map((row) => row.id));

  return (
    <section aria-labelledby="payments-title">
      <h1 id="payments-title">Payments</h1>
      <PaymentFilters params={params} />
      {page.state === 'loading' ? <Loading what="payments" /> : null}
      {page.state === 'error' ? <FetchError error={page.error} what="payments" retry={page.reload} /> : null}
      {data ? (
        <>
          <p className="dash-count" aria-live="polite">
            {data.total === 1 ? '1 payment' : `${data.total.toLocaleString()} payments`}
            {params.toString() ? ' match the filters' : ''}
          </p>
          <LiveNote updatedAt={page.state === 'loading' ? undefined : page.updatedAt} everyMs={polling} />
          {data.items.length === 0 ? <EmptyPayments filtered={params.toString() !== ''} /> : <PaymentTable page={data} fresh={fresh} />}
          <Pager pages={pages} next={data.next_cursor} label="Pages" />
        </>
      ) : null}
    </section>
  );
}

function EmptyPayments({ filtered }: { readonly filtered: boolean }) {
  if (filtered) {
    return (
      <p className="dash-empty">
        No payment matches these filters. <Link href={`${BASE}/`}>See every payment</Link>.
      </p>
    );
  }
  return (
    <div className="dash-empty">
      <p>
        No payments yet. Make one on a demo page (run <code>npm start</code> and open the merchant demo site), or from a terminal:
      </p>
      <pre>
        <code>npm run trigger -- payment_intent.succeeded</code>
      </pre>
    </div>
  );
}

function PaymentTable({ page, fresh }: { readonly page: DashboardPaymentPage; readonly fresh: ReadonlySet<string> }) {
  return (
    <div className="dash-table-wrap">
      <table className="dash-table">
        <caption className="dash-visually-hidden">Payments, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Amount</th>
            <th scope="col">Status</th>
            <th scope="col">Method</th>
            <th scope="col">Order</th>
            <th scope="col">Created</th>
          </tr>
        </thead>
        <tbody>
          {page.items.map((row) => (
            <tr key={row.id} className={fresh.has(row.id) ? 'dash-row--new' : undefined}>
              <td>
                <Link href={`${BASE}/payments/${row.id}`}>{formatMoney(row.amount, row.currency)}</Link>
                {fresh.has(row.id) ? <span className="dash-new"> New</span> : null}
                {row.refunded_amount > 0 ? <span className="dash-note"> ({formatMoney(row.refunded_amount, row.currency)} refunded)</span> : null}
              </td>
              <td>
                <span className={`dash-status dash-status--${row.status.toLowerCase()}`}>{humanize(row.status)}</span>
              </td>
              <td>{row.method === null ? '—' : row.card_last4 !== null ? `${row.card_brand ?? 'card'} •••• ${row.card_last4}` : row.method}</td>
              <td>{row.merchant_order_id ?? '—'}</td>
              <td>
                <When at={row.created_at} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
