/**
 * One consent: its terms in words, the method it charges, the payments charged under it, and
 * disable; as a card in its customer's list (its id a link to its own page), or that page's body.
 */
import type { DashboardConsent, DashboardConsentTerms } from '../../protocol/dashboard-api';
import { formatMoney, humanize } from '../format';
import { Link } from '../parts/Link';
import type { useAction } from '../parts/use-action';
import { HREF } from '../router';
import { When } from '../parts/When';

function termsLines(terms: DashboardConsentTerms): string[] {
  const currency = terms.payment_currency;
  const amount =
    terms.payment_amount_type === 'FIXED' && terms.fixed_payment_amount !== null
      ? `${formatMoney(terms.fixed_payment_amount, currency)} each time`
      : terms.max_payment_amount !== null
        ? `Up to ${formatMoney(terms.max_payment_amount, currency)} each time`
        : `Any amount in ${currency}`;
  const lines = [amount];
  if (terms.billing_cycle !== null) {
    const day = terms.billing_cycle_charge_day !== null ? `, on day ${terms.billing_cycle_charge_day}` : '';
    lines.push(`Every ${terms.billing_cycle.toLowerCase()}${day}`);
  }
  if (terms.total_billing_cycles !== null) lines.push(`${terms.total_billing_cycles} charges in all`);
  return lines;
}

type Action = ReturnType<typeof useAction>;

/** What a consent is and what it charged: its page's body, and the card's below its heading. */
export function ConsentFacts({ consent, action, level }: { readonly consent: DashboardConsent; readonly action: Action; readonly level: 'h2' | 'h4' }) {
  const Heading = level;
  return (
    <>
      <ul className="dash-facts">
        <li>
          Charged by the {consent.next_triggered_by}
          {consent.merchant_trigger_reason !== null ? ` (${consent.merchant_trigger_reason})` : ''}
        </li>
        {consent.terms_of_use === null ? (
          <li>No terms: any amount, whenever the shopper pays</li>
        ) : (
          termsLines(consent.terms_of_use).map((line) => <li key={line}>{line}</li>)
        )}
        <li>Method: {consent.payment_method?.summary ?? 'none yet (waiting for verification)'}</li>
        {consent.disabled_reason !== null ? <li>Disabled: {humanize(consent.disabled_reason)}</li> : null}
        <li>
          Created <When at={consent.created_at} />
        </li>
      </ul>
      <Heading>
        Charges under it ({consent.charge_count}
        {consent.charge_count > consent.charges.length ? `, the latest ${consent.charges.length} shown` : ''})
      </Heading>
      {consent.charges.length === 0 ? (
        <p className="dash-note">
          None yet. Charge it from your server: confirm a payment intent with <code>{`"payment_consent_id": "${consent.id}"`}</code>.
        </p>
      ) : (
        <ul className="dash-facts" aria-label={`Charges under ${consent.id}`}>
          {consent.charges.map((row) => (
            <li key={row.id}>
              <Link href={HREF.payment(row.id)}>{formatMoney(row.amount, row.currency)}</Link> · {humanize(row.status)} · <When at={row.created_at} />
            </li>
          ))}
        </ul>
      )}
      {consent.status === 'DISABLED' ? null : (
        <div className="dash-actions">
          <button
            type="button"
            className="portico-button portico-button--secondary"
            aria-busy={action.busy === consent.id}
            onClick={() =>
              action.run(
                consent.id,
                `/consents/${encodeURIComponent(consent.id)}/disable`,
                {},
                `Consent ${consent.id} is disabled: nothing more is charged on it.`,
              )
            }
          >
            Disable <span className="dash-visually-hidden">consent {consent.id}</span>
          </button>
        </div>
      )}
    </>
  );
}

export function ConsentStatus({ status }: { readonly status: string }) {
  return <span className={`dash-status dash-status--${status.toLowerCase()}`}>{humanize(status)}</span>;
}

export function ConsentCard({ consent, action }: { readonly consent: DashboardConsent; readonly action: Action }) {
  const headingId = `consent-${consent.id}`;
  return (
    <li className="dash-card" id={consent.id} aria-labelledby={headingId}>
      <h3 id={headingId}>
        Consent <Link href={HREF.consent(consent.id)}>{consent.id}</Link> · <ConsentStatus status={consent.status} />
      </h3>
      <ConsentFacts consent={consent} action={action} level="h4" />
    </li>
  );
}
