import { describe, expect, it } from 'vitest';
import { FetchError } from '../../../platform/api/fetch-error';
import { formFieldOf, intentFailure } from './link-errors';

const error = (status: number, data: unknown) => new FetchError({ status, statusText: '', url: '/x', data });

describe('intentFailure', () => {
  it('reads a 409 as the link closed, with its reason', () => {
    expect(intentFailure(error(409, { code: 'link_already_paid' }))).toEqual({ kind: 'closed', status: 'PAID' });
    expect(intentFailure(error(409, { code: 'link_expired' }))).toEqual({ kind: 'closed', status: 'EXPIRED' });
    expect(intentFailure(error(409, { code: 'link_inactive' }))).toEqual({ kind: 'closed', status: 'INACTIVE' });
  });

  it('names the form field of a validation error, and retries anything else', () => {
    expect(intentFailure(error(400, { code: 'validation_error', details: { field: 'amount', reason: 'below_min_amount' } }))).toEqual({
      kind: 'field',
      field: 'amount',
      reason: 'below_min_amount',
    });
    expect(intentFailure(error(400, { code: 'validation_error', details: { field: 'request_id' } }))).toEqual({ kind: 'retry' });
    expect(intentFailure(error(0, null))).toEqual({ kind: 'retry' });
    expect(intentFailure(error(409, { code: 'idempotency_key_reused' }))).toEqual({ kind: 'retry' });
    expect(intentFailure(new TypeError('x'))).toEqual({ kind: 'retry' });
  });

  it.each([
    ['currency', 'amount'],
    ['collected.billing_address.address.city', 'billing'],
    ['collected.shipping_address.name', 'shipping'],
    ['collected.phone', 'phone'],
    ['collected.fax', null],
    ['title', null],
  ])('%s → %s', (path, field) => {
    expect(formFieldOf(path)).toBe(field);
  });
});
