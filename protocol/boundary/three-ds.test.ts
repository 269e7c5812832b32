import { describe, expect, it } from 'vitest';
import { readThreeDsCallParams } from './call-readers';
import { PARENT_CODES } from '../codes';
import { CHALLENGE_END_REASONS, isChallengeRequest, THREE_DS_OUTCOMES } from './three-ds';

describe('3-D Secure across the boundary', () => {
  it('maps each challenge outcome to one of the four on3ds* parent codes of spec §4', () => {
    expect(Object.values(THREE_DS_OUTCOMES).sort()).toEqual(['on3dsCancel', 'on3dsChallengeError', 'on3dsError', 'on3dsSuccess']);
    for (const code of Object.values(THREE_DS_OUTCOMES)) expect(PARENT_CODES[code]).toBe('3ds');
  });

  it('reads a challenge request only with an intent id', () => {
    expect(isChallengeRequest({ challenge: { intent_id: 'int_1' } })).toBe(true);
    expect(isChallengeRequest({ challenge: {} })).toBe(false);
    expect(isChallengeRequest({ id: 'int_1', status: 'SUCCEEDED' })).toBe(false);
    expect(isChallengeRequest(null)).toBe(false);
  });

  it('reads on3ds* params: nothing, or a known reason, and nothing else', () => {
    expect(readThreeDsCallParams(undefined)).toEqual({ ok: true, value: {} });
    expect(readThreeDsCallParams({})).toEqual({ ok: true, value: {} });
    for (const reason of CHALLENGE_END_REASONS) expect(readThreeDsCallParams({ reason })).toEqual({ ok: true, value: { reason } });
    expect(readThreeDsCallParams({ reason: 'paid' }).ok).toBe(false);
    expect(readThreeDsCallParams({ reason: 'closed', status: 'SUCCEEDED' }).ok).toBe(false);
    expect(readThreeDsCallParams('closed').ok).toBe(false);
  });
});
