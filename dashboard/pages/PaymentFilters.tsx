/** The payment list's filters, read from and written to the address (a filtered list is a deep link too). */
import { useId, type FormEvent } from 'react';
import { BASE, navigate } from '../router';

const STATUSES = ['REQUIRES_PAYMENT_METHOD', 'REQUIRES_CUSTOMER_ACTION', 'REQUIRES_CAPTURE', 'SUCCEEDED', 'CANCELLED'] as const;
const METHODS = [
  'card',
  'applepay',
  'googlepay',
  'wechatpay',
  'alipaycn',
  'paynow',
  'konbini',
  'bacs_direct_debit',
  'sepa_direct_debit',
  'open_banking',
] as const;

/** Each filter: its query name, its label, and how it is entered. */
export const FILTER_FIELDS = [
  { name: 'q', label: 'Search: intent id, order id or card last four', kind: 'search' },
  { name: 'status', label: 'Status', kind: 'select', options: STATUSES },
  { name: 'method', label: 'Method', kind: 'select', options: METHODS },
  { name: 'currency', label: 'Currency', kind: 'text' },
  { name: 'min_amount', label: 'Amount from', kind: 'number' },
  { name: 'max_amount', label: 'Amount to', kind: 'number' },
  { name: 'from', label: 'Created from', kind: 'date' },
  { name: 'to', label: 'Created before', kind: 'date' },
] as const;

export function PaymentFilters({ params }: { readonly params: URLSearchParams }) {
  const id = useId();
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value.trim() !== '') next.set(name, value.trim());
    }
    const query = next.toString();
    navigate(`${BASE}/${query ? `?${query}` : ''}`);
  };
  return (
    <form className="dash-filters" role="search" aria-label="Filter payments" onSubmit={apply} key={params.toString()}>
      {FILTER_FIELDS.map((field) => (
        <div className={field.kind === 'search' ? 'dash-field dash-field--wide' : 'dash-field'} key={field.name}>
          <label htmlFor={`${id}-${field.name}`}>{field.label}</label>
          {field.kind === 'select' ? (
            <select id={`${id}-${field.name}`} name={field.name} className="dash-input" defaultValue={params.get(field.name) ?? ''}>
              <option value="">Any</option>
              {field.options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          ) : (
            <input
              id={`${id}-${field.name}`}
              name={field.name}
              className="dash-input"
              type={field.kind}
              defaultValue={params.get(field.name) ?? ''}
              {...(field.kind === 'number' ? { min: 0, step: 'any' } : {})}
              {...(field.kind === 'text' ? { maxLength: 3, autoCapitalize: 'characters' } : {})}
            />
          )}
        </div>
      ))}
      <div className="dash-filter-actions">
        <button type="submit" className="portico-button portico-button--secondary">
          Apply filters
        </button>
        {params.toString() !== '' ? (
          <button type="button" className="portico-button portico-button--link" onClick={() => navigate(`${BASE}/`)}>
            Clear
          </button>
        ) : null}
      </div>
    </form>
  );
}
