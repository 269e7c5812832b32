/**
 * The dashboard's payment list: every intent the store holds, filtered, newest first,
 * a page at a time behind an opaque cursor (the last row's created_at and id), so a
 * payment made while the merchant pages never shifts a page under them.
 */
import type { DashboardPaymentPage, DashboardPaymentRow } from '../../protocol/dashboard-api';
import type { SandboxStore } from '../core/store';
import { INTENT_STATUSES, type Intent, type IntentStatus } from '../model/intent-types';

export const PAGE_LIMIT = { default: 25, max: 100 } as const;

export interface PaymentFilter {
  readonly status?: IntentStatus;
  readonly method?: string;
  readonly currency?: string;
  readonly minAmount?: number;
  readonly maxAmount?: number;
  /** ISO dates (inclusive from, exclusive to). */
  readonly from?: string;
  readonly to?: string;
  /** An intent id, a merchant order id, or a card's last four digits. */
  readonly search?: string;
}

export type PaymentRow = DashboardPaymentRow & { readonly status: IntentStatus };
export type PaymentPage = DashboardPaymentPage;

export class BadQuery extends Error {
  constructor(readonly field: string) {
    super(`The ${field} filter is not valid.`);
  }
}

function number(value: string | undefined, field: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new BadQuery(field);
  return n;
}

function date(value: string | undefined, field: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (Number.isNaN(Date.parse(value))) throw new BadQuery(field);
  return new Date(Date.parse(value)).toISOString();
}

const STATUSES: ReadonlySet<string> = new Set(INTENT_STATUSES);

/** The filter a query string asks for; BadQuery names the first field that is not valid. */
export function readFilter(query: Readonly<Record<string, string | undefined>>): PaymentFilter {
  const status = query.status || undefined;
  if (status !== undefined && !STATUSES.has(status)) throw new BadQuery('status');
  const text = (name: string, max: number) => {
    const value = query[name]?.trim();
    if (value === undefined || value === '') return undefined;
    if (value.length > max) throw new BadQuery(name);
    return value;
  };
  return {
    ...(status !== undefined ? { status: status as IntentStatus } : {}),
    ...optional('method', text('method', 40)),
    ...optional('currency', text('currency', 3)?.toUpperCase()),
    ...optional('minAmount', number(query.min_amount, 'min_amount')),
    ...optional('maxAmount', number(query.max_amount, 'max_amount')),
    ...optional('from', date(query.from, 'from')),
    ...optional('to', date(query.to, 'to')),
    ...optional('search', text('q', 100)),
  };
}

function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}

export function rowOf(intent: Intent): PaymentRow {
  const attempt = intent.latest_payment_attempt;
  return {
    id: intent.id,
    amount: intent.amount,
    currency: intent.currency,
    status: intent.status,
    method: attempt?.payment_method.type ?? null,
    card_last4: attempt?.payment_method.card?.last4 ?? null,
    card_brand: attempt?.payment_method.card?.brand ?? null,
    merchant_order_id: intent.merchant_order_id,
    refunded_amount: intent.refunded_amount ?? 0,
    payment_consent_id: typeof intent.payment_consent_id === 'string' ? intent.payment_consent_id : null,
    created_at: intent.created_at,
  };
}

function matches(row: PaymentRow, f: PaymentFilter): boolean {
  if (f.status !== undefined && row.status !== f.status) return false;
  if (f.method !== undefined && row.method !== f.method) return false;
  if (f.currency !== undefined && row.currency !== f.currency) return false;
  if (f.minAmount !== undefined && row.amount < f.minAmount) return false;
  if (f.maxAmount !== undefined && row.amount > f.maxAmount) return false;
  if (f.from !== undefined && row.created_at < f.from) return false;
  if (f.to !== undefined && row.created_at >= f.to) return false;
  if (f.search !== undefined) {
    const q = f.search;
    return row.id === q || row.merchant_order_id === q || (/^\d{4}$/.test(q) && row.card_last4 === q);
  }
  return true;
}

/** Newest first; ties (one millisecond) by id, so the order is total and a cursor is exact. */
const newestFirst = (a: PaymentRow, b: PaymentRow) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);

function encodeCursor(row: PaymentRow): string {
  return Buffer.from(`${row.created_at}|${row.id}`).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: string; id: string } {
  const [createdAt, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (createdAt === undefined || id === undefined || rest.length > 0 || Number.isNaN(Date.parse(createdAt))) throw new BadQuery('cursor');
  return { createdAt, id };
}

export function readLimit(value: string | undefined): number {
  if (value === undefined || value === '') return PAGE_LIMIT.default;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > PAGE_LIMIT.max) throw new BadQuery('limit');
  return n;
}

/**
 * Every payment's row, newest first, read from the store once and again only after an
 * intent was written: the list polls every few seconds, and reading 10,000 intents costs
 * about 200 ms, a filter over their rows a millisecond.
 */
export class PaymentRows {
  private rows: readonly PaymentRow[] | null = null;

  constructor(private readonly store: SandboxStore) {
    store.observe((collection) => {
      if (collection === 'intents') this.rows = null;
      return [];
    });
  }

  all(): readonly PaymentRow[] {
    this.rows ??= this.store.list<Intent>('intents').map(rowOf).sort(newestFirst);
    return this.rows;
  }
}

export function listPayments(source: PaymentRows, filter: PaymentFilter, limit: number, cursor?: string): PaymentPage {
  const rows = source.all().filter((row) => matches(row, filter));
  let start = 0;
  if (cursor !== undefined && cursor !== '') {
    const after = decodeCursor(cursor);
    const probe = { created_at: after.createdAt, id: after.id } as PaymentRow;
    start = rows.findIndex((row) => newestFirst(probe, row) < 0);
    if (start === -1) start = rows.length;
  }
  const items = rows.slice(start, start + limit);
  const last = items.at(-1);
  const more = start + limit < rows.length;
  return { items, next_cursor: more && last ? encodeCursor(last) : null, total: rows.length };
}
