/**
 * The dashboard's customers: every customer newest first, a page at a time, and one
 * customer with their saved methods and consents, each consent with its terms and the
 * payments charged under it. Read from the store (the merchant API lists a customer's
 * methods and consents, but not customers, nor a consent's charges).
 */
import type {
  DashboardConsent,
  DashboardConsentDetail,
  DashboardCustomerDetail,
  DashboardCustomerPage,
  DashboardCustomerRow,
  DashboardSavedMethod,
} from '../../protocol/dashboard-api';
import type { Consent } from '../consents/types';
import type { SandboxStore } from '../core/store';
import type { Customer, MethodDetails, SavedMethod } from '../customers/types';
import { BadQuery, type PaymentRows } from './payments';

/** A consent's latest charges shown on the customer's page; the rest are counted. */
export const CONSENT_CHARGES_SHOWN = 10;

/** A method's masked summary, per family: what the merchant API shows of it, in a line. */
export function methodSummary(method: MethodDetails): string {
  switch (method.type) {
    case 'card':
      return `${method.card.brand} •••• ${method.card.last4}, expires ${method.card.expiry_month}/${method.card.expiry_year}`;
    case 'googlepay':
      return `Google Pay: ${method.googlepay.brand} •••• ${method.googlepay.last4}`;
    case 'applepay':
      return `Apple Pay: ${method.applepay.brand} •••• ${method.applepay.last4}`;
    default: {
      const bank = (method as unknown as Record<string, { account_last4?: string; bank_code?: string | null } | undefined>)[method.type];
      return `${method.type.replace(/_/g, ' ')}: account •••• ${bank?.account_last4 ?? '????'}${bank?.bank_code ? ` (bank ${bank.bank_code})` : ''}`;
    }
  }
}

function nameOf(customer: Customer): string | null {
  const name = [customer.first_name, customer.last_name].filter((part) => part !== null && part !== '').join(' ');
  return name === '' ? null : name;
}

function rowOf(store: SandboxStore, customer: Customer): DashboardCustomerRow {
  return {
    id: customer.id,
    merchant_customer_id: customer.merchant_customer_id,
    email: customer.email,
    name: nameOf(customer),
    method_count: store.findBy<'payment_methods', SavedMethod>('payment_methods', 'customer_id', customer.id).length,
    consent_count: store.findBy<'consents', Consent>('consents', 'customer_id', customer.id).length,
    created_at: customer.created_at,
  };
}

const newestFirst = (a: Customer, b: Customer) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);

/** A page of customers; the cursor is the last shown customer's id, so a page stays put as new customers arrive on top. */
export function listCustomers(store: SandboxStore, limit: number, cursor?: string): DashboardCustomerPage {
  const all = store.list<Customer>('customers').sort(newestFirst);
  let start = 0;
  if (cursor !== undefined && cursor !== '') {
    const at = all.findIndex((customer) => customer.id === cursor);
    if (at === -1) throw new BadQuery('cursor');
    start = at + 1;
  }
  const shown = all.slice(start, start + limit);
  const last = shown.at(-1);
  return { items: shown.map((c) => rowOf(store, c)), next_cursor: start + limit < all.length && last ? last.id : null, total: all.length };
}

function consentOf(consent: Consent, payments: PaymentRows): DashboardConsent {
  const charges = payments.all().filter((row) => row.payment_consent_id === consent.id);
  const method = consent.payment_method;
  return {
    id: consent.id,
    status: consent.status,
    next_triggered_by: consent.next_triggered_by,
    merchant_trigger_reason: consent.merchant_trigger_reason,
    terms_of_use: consent.terms_of_use,
    payment_method: method ? { id: method.id, summary: methodSummary(method) } : null,
    disabled_reason: consent.disabled_reason,
    created_at: consent.created_at,
    charges: charges.slice(0, CONSENT_CHARGES_SHOWN),
    charge_count: charges.length,
  };
}

export function customerDetail(store: SandboxStore, payments: PaymentRows, id: string): DashboardCustomerDetail | null {
  const customer = store.get<Customer>('customers', id);
  if (!customer) return null;
  const oldestFirst = (a: { created_at: string }, b: { created_at: string }) => a.created_at.localeCompare(b.created_at);
  const methods: DashboardSavedMethod[] = store
    .findBy<'payment_methods', SavedMethod>('payment_methods', 'customer_id', id)
    .sort(oldestFirst)
    .map((m) => ({ id: m.id, type: m.type, status: m.status, summary: methodSummary(m), created_at: m.created_at }));
  const consents = store
    .findBy<'consents', Consent>('consents', 'customer_id', id)
    .sort(oldestFirst)
    .map((consent) => consentOf(consent, payments));
  return { customer: { ...rowOf(store, customer), phone_number: customer.phone_number }, methods, consents };
}

/** One consent at its own address, with whose it is; null when there is none. */
export function consentDetail(store: SandboxStore, payments: PaymentRows, id: string): DashboardConsentDetail | null {
  const consent = store.get<Consent>('consents', id);
  if (!consent) return null;
  const customer = store.get<Customer>('customers', consent.customer_id);
  const name = customer ? (nameOf(customer) ?? customer.merchant_customer_id) : consent.customer_id;
  return { consent: consentOf(consent, payments), customer: { id: consent.customer_id, name } };
}
