/** Every customer the sandbox holds, newest first, a page at a time, each opening their saved methods and consents. */
import type { DashboardCustomerPage } from '../../protocol/dashboard-api';
import { Pager, useCursorPages } from '../parts/cursor-pages';
import { Link } from '../parts/Link';
import { FetchError, Loading } from '../parts/Status';
import { useResource } from '../parts/use-resource';
import { BASE } from '../router';
import { When } from '../parts/When';

export function CustomersPage() {
  const pages = useCursorPages('');
  const customers = useResource<DashboardCustomerPage>(
    `/customers${pages.cursor === undefined ? '' : `?cursor=${encodeURIComponent(pages.cursor)}`}`,
    undefined,
    '/customers',
  );
  const data = customers.state === 'loading' ? undefined : customers.data;
  return (
    <section aria-labelledby="customers-title">
      <h1 id="customers-title">Customers</h1>
      {customers.state === 'loading' ? <Loading what="customers" /> : null}
      {customers.state === 'error' ? <FetchError error={customers.error} what="customers" retry={customers.reload} /> : null}
      {data === undefined ? null : data.items.length === 0 ? (
        <div className="dash-empty">
          <p>
            No customers yet. Open the demo site’s recurring page, <code>/recurring.html</code> (run <code>npm start</code>), which saves a card for a customer,
            or make one from your server:
          </p>
          <pre>
            <code>{`curl -X POST localhost:3100/api/v1/pa/customers/create -H "x-api-key: $KEY" -H 'content-type: application/json' -d '{"request_id":"1","merchant_customer_id":"me_1"}'`}</code>
          </pre>
        </div>
      ) : (
        <>
          <p className="dash-count">{data.total === 1 ? '1 customer' : `${data.total.toLocaleString()} customers`}</p>
          <div className="dash-table-wrap">
            <table className="dash-table">
              <caption className="dash-visually-hidden">Customers, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Customer</th>
                  <th scope="col">Email</th>
                  <th scope="col">Saved methods</th>
                  <th scope="col">Consents</th>
                  <th scope="col">Created</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((row) => (
                  <tr key={row.id}>
                    <td>
                      <Link href={`${BASE}/customers/${encodeURIComponent(row.id)}`}>{row.name ?? row.merchant_customer_id}</Link>
                    </td>
                    <td>{row.email ?? '—'}</td>
                    <td>{row.method_count}</td>
                    <td>{row.consent_count}</td>
                    <td>
                      <When at={row.created_at} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager pages={pages} next={data.next_cursor} label="Customer pages" />
        </>
      )}
    </section>
  );
}
