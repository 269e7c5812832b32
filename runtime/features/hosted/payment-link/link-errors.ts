/**
 * What a failed create_intent means for the page: the link cannot be paid any more
 * (409: paid, expired, deactivated meanwhile), a field the provider refused
 * (400 validation_error naming it), or a failure worth a retry.
 */
import { isRecord } from '../../../../protocol';
import { isFetchError } from '../../../platform/api/fetch-error';
import type { LinkStatus } from './payment-links';
import type { FormField } from './use-link-form';

export type IntentFailure =
  | { readonly kind: 'closed'; readonly status: Exclude<LinkStatus, 'UNPAID'> }
  | { readonly kind: 'field'; readonly field: FormField; readonly reason: string }
  | { readonly kind: 'retry' };

const CLOSED: Readonly<Record<string, Exclude<LinkStatus, 'UNPAID'>>> = {
  link_already_paid: 'PAID',
  link_expired: 'EXPIRED',
  link_inactive: 'INACTIVE',
};

/** `collected.billing_address.address.city` → `billing`; `amount`, `currency` → `amount`. */
export function formFieldOf(path: string): FormField | null {
  if (path === 'amount' || path === 'currency') return 'amount';
  const [head, item] = path.split('.');
  if (head !== 'collected') return null;
  if (item === 'billing_address') return 'billing';
  if (item === 'shipping_address') return 'shipping';
  return item === 'phone' || item === 'reference' || item === 'message' ? item : null;
}

export function intentFailure(error: unknown): IntentFailure {
  if (!isFetchError(error) || !isRecord(error.data)) return { kind: 'retry' };
  const { code, details } = error.data;
  if (error.status === 409 && typeof code === 'string' && Object.hasOwn(CLOSED, code))
    return { kind: 'closed', status: CLOSED[code] as Exclude<LinkStatus, 'UNPAID'> };
  if (error.status === 404) return { kind: 'closed', status: 'INACTIVE' };
  if (error.status === 400 && code === 'validation_error' && isRecord(details) && typeof details.field === 'string') {
    const field = formFieldOf(details.field);
    if (field) return { kind: 'field', field, reason: typeof details.reason === 'string' ? details.reason : 'invalid' };
  }
  return { kind: 'retry' };
}
