import { describe, expect, it } from 'vitest';
import { readCallParams, readUpdateParams } from './boundary/call-readers';
import { ELEMENT_GROUPS, groupKinds, groupTypeOf, isGroupUpdateCode, readGroupMessage, updateCodeOf } from './element-groups';
import { ELEMENT_KINDS } from './element-kinds';
import { ELEMENT_EVENT_NAMES } from './events/events';
import { PARENT_CODES } from './codes';
import { GROUP_CHANNEL_CODES } from './group-channel-codes';
import { ELEMENT_REQUESTS } from './element-requests';

const SYNC = 'f00dface-0000-4000-8000-000000000001';

describe('element groups', () => {
  it('name kinds of the kind table, each in one group at most, with spec §4 update codes for the split card', () => {
    const grouped = Object.values(ELEMENT_GROUPS).flatMap((row) => [row.collector, ...Object.keys(row.contributors)]);
    expect(grouped.every((kind) => Object.hasOwn(ELEMENT_KINDS, kind))).toBe(true);
    expect(new Set(grouped).size).toBe(grouped.length);
    expect(groupTypeOf('cvc')).toBe('split-card');
    expect(groupTypeOf('card')).toBeUndefined();
    expect(groupTypeOf('__proto__')).toBeUndefined();
    expect(groupKinds('split-card')).toEqual(['card-number', 'expiry', 'cvc']);
    expect([updateCodeOf('expiry'), updateCodeOf('cvc'), updateCodeOf('card-number')]).toEqual(['update_expiry', 'update_cvc', undefined]);
    expect(isGroupUpdateCode('update_cvc')).toBe(true);
    expect(isGroupUpdateCode('update')).toBe(false);
  });

  it('name spec §4 update_expiry, update_cvc and the Korean field updates as group-channel codes, never parent codes', () => {
    const contributorCodes = Object.values(ELEMENT_GROUPS).flatMap((row) => Object.values(row.contributors));
    const valueCodes = Object.keys(GROUP_CHANNEL_CODES).filter((code) => GROUP_CHANNEL_CODES[code as keyof typeof GROUP_CHANNEL_CODES] === 'value');
    expect(valueCodes.sort()).toEqual([...contributorCodes].sort());
    expect(valueCodes).toEqual(expect.arrayContaining(['update_expiry', 'update_cvc', 'update_kr_card_expiry']));
    for (const code of Object.keys(GROUP_CHANNEL_CODES)) {
      expect(Object.hasOwn(PARENT_CODES, code)).toBe(false);
      expect(Object.hasOwn(ELEMENT_REQUESTS, code)).toBe(false);
    }
    expect(isGroupUpdateCode('sync')).toBe(false);
    expect(isGroupUpdateCode('__proto__')).toBe(false);
  });

  it('read each message by its code, copying only its fields', () => {
    expect(readGroupMessage({ code: 'update_expiry', value: '12 / 34', extra: 1 })).toEqual({ code: 'update_expiry', value: '12 / 34' });
    expect(readGroupMessage({ code: 'update_cvc', value: 'x', sync: SYNC })).toEqual({ code: 'update_cvc', value: 'x', sync: SYNC });
    expect(readGroupMessage({ code: 'sync', id: SYNC })).toEqual({ code: 'sync', id: SYNC });
    expect(readGroupMessage({ code: 'hello', kind: 'cvc' })).toEqual({ code: 'hello', kind: 'cvc' });
    expect(readGroupMessage({ code: 'brand', brand: null, cvcSize: null })).toEqual({ code: 'brand', brand: null, cvcSize: null });
    expect(readGroupMessage({ code: 'focus', kind: 'expiry' })).toEqual({ code: 'focus', kind: 'expiry' });
    expect(readGroupMessage({ code: 'validate' })).toEqual({ code: 'validate' });
  });

  it('refuse unknown codes, wrong fields and oversized values', () => {
    expect(readGroupMessage({ code: 'update', value: 'x' })).toBeNull();
    expect(readGroupMessage({ code: 'toString' })).toBeNull();
    expect(readGroupMessage({ code: 'update_cvc', value: 123 })).toBeNull();
    expect(readGroupMessage({ code: 'update_cvc', value: 'x'.repeat(4097) })).toBeNull();
    expect(readGroupMessage({ code: 'update_cvc', value: 'x', sync: 'short' })).toBeNull();
    expect(readGroupMessage({ code: 'focus', kind: 'hologram' })).toBeNull();
    expect(readGroupMessage({ code: 'brand', brand: 'visa', cvcSize: 99 })).toBeNull();
    expect(readGroupMessage({ code: 'sync' })).toBeNull();
    expect(readGroupMessage('update_cvc')).toBeNull();
  });

  it('reach a frame only inside update({ action: "group" }), which the merchant-facing reader does not take', () => {
    expect(readCallParams('update', { action: 'group', message: { code: 'validate' } })).toEqual({
      ok: true,
      value: { action: 'group', message: { code: 'validate' } },
    });
    // The guard takes any plain object (the group machinery reads it by readGroupMessage before acting: transport.test.ts).
    expect(readCallParams('update', { action: 'group', message: 'validate' })).toMatchObject({ ok: false });
    expect(readCallParams('update', { action: 'group', message: [{ code: 'validate' }] })).toMatchObject({ ok: false });
    expect(readCallParams('update', { action: 'group' })).toMatchObject({ ok: false });
    expect(readCallParams('update', { action: 'group', message: { code: 'validate' }, locale: 'de' })).toMatchObject({ ok: false });
    expect(readCallParams('update', { action: 'clear' })).toEqual({ ok: true, value: { action: 'clear' } });
    expect(readUpdateParams({ action: 'group', message: { code: 'validate' } })).toMatchObject({ ok: false });
  });

  it('travel as an event no merchant can subscribe to', () => {
    expect(ELEMENT_EVENT_NAMES).not.toContain('groupMessage');
    expect(ELEMENT_EVENT_NAMES).toContain('ready');
  });
});
