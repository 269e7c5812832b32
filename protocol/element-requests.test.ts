import { describe, expect, it } from 'vitest';
import { readCallParams, readUpdateParams } from './boundary/call-readers';
import { readRpcCall, rpcCallMessage } from './boundary/rpc';
import { PARENT_CODES } from './codes';
import { ELEMENT_REQUESTS, isElementRequest } from './element-requests';

describe('element requests', () => {
  it('are spec §4 codes the parent page may not send: none is a parent code, which stay eleven', () => {
    expect(Object.keys(ELEMENT_REQUESTS).sort()).toEqual(['createPaymentMethod', 'getBinInfo', 'getIntent']);
    expect(Object.keys(PARENT_CODES)).toHaveLength(11);
    for (const request of Object.keys(ELEMENT_REQUESTS)) expect(Object.hasOwn(PARENT_CODES, request)).toBe(false);
    // As a path of their own, the guard drops them before Comlink sees them.
    expect(readRpcCall({ id: 'a1', type: 'APPLY', path: ['getIntent'], argumentList: [{ type: 'RAW', value: null }] })).toBeNull();
  });

  it('travel as update’s action, carrying nothing else', () => {
    for (const action of Object.keys(ELEMENT_REQUESTS)) {
      expect(readCallParams('update', { action })).toEqual({ ok: true, value: { action } });
      expect(readUpdateParams({ action, customer_id: 'cus_1' })).toMatchObject({ ok: false });
    }
    expect(readRpcCall(rpcCallMessage('a1', 'update', { action: 'getBinInfo' }))).toEqual(rpcCallMessage('a1', 'update', { action: 'getBinInfo' }));
  });

  it('are looked up as own keys only', () => {
    expect(isElementRequest('getIntent')).toBe(true);
    for (const value of ['__proto__', 'toString', 'focus', 'update', 42, null]) expect(isElementRequest(value)).toBe(false);
    expect(readCallParams('update', { action: 'toString' })).toMatchObject({ ok: false });
  });
});
