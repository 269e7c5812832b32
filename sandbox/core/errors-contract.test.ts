/** The sandbox stands in for the provider: every code and status it answers is one the merchant's types name. */
import { describe, expect, it } from 'vitest';
import { INTENT_STATUSES as PROTOCOL_INTENT_STATUSES, PROVIDER_ERROR_AUDIENCES } from '../../protocol';
import { INTENT_STATUSES } from '../model/intent-types';
import { API_ERRORS } from './errors';

describe('the sandbox answers only what the protocol names', () => {
  it('every error code of its catalogue is in the provider table (with the audience a merchant gets)', () => {
    expect(Object.keys(API_ERRORS).filter((code) => !Object.hasOwn(PROVIDER_ERROR_AUDIENCES, code))).toEqual([]);
  });

  it('every intent status it stores is an IntentStatus', () => {
    expect(INTENT_STATUSES.filter((status) => !(PROTOCOL_INTENT_STATUSES as readonly string[]).includes(status))).toEqual([]);
  });
});
