import { describe, expect, it } from 'vitest';
import { secretSlotOf, withSecretSlot } from './secret-slot';

const SECRET = 'eyJhbGciOiJIUzI1NiJ9.eyJpbnRlbnRfaWQiOiJpbnRfMSJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
const HANDOFF = `hof_${'a'.repeat(32)}`;

describe('the secret slot of a checkout address', () => {
  it('is the plain client_secret parameter of the hash', () => {
    const hash = `#/page/redirect-wechat?intent_id=int_1&client_secret=${SECRET}&lang=en`;
    expect(secretSlotOf(hash)).toBe(SECRET);
    const swapped = withSecretSlot(hash, HANDOFF);
    expect(swapped).toBe(`#/page/redirect-wechat?intent_id=int_1&client_secret=${HANDOFF}&lang=en`);
    expect(secretSlotOf(swapped)).toBe(HANDOFF);
    expect(withSecretSlot(hash, null)).toBe('#/page/redirect-wechat?intent_id=int_1&lang=en');
  });

  it('is the options JSON field, which keeps its other fields', () => {
    const hash = `#/page/redirect?options=${encodeURIComponent(JSON.stringify({ intent_id: 'int_1', client_secret: SECRET }))}`;
    expect(secretSlotOf(hash)).toBe(SECRET);
    const swapped = withSecretSlot(hash, HANDOFF);
    expect(JSON.parse(new URLSearchParams(swapped.split('?')[1]).get('options')!)).toEqual({ intent_id: 'int_1', client_secret: HANDOFF });
    expect(JSON.parse(new URLSearchParams(withSecretSlot(hash, null).split('?')[1]).get('options')!)).toEqual({ intent_id: 'int_1' });
  });

  it('is both, when an address has both (options wins when read, as the router reads it)', () => {
    const hash = `#?client_secret=plain&options=${encodeURIComponent(JSON.stringify({ client_secret: SECRET }))}`;
    expect(secretSlotOf(hash)).toBe(SECRET);
    expect(withSecretSlot(hash, HANDOFF)).not.toContain('plain');
  });

  it('is absent from an address without a secret, which stays as it was', () => {
    expect(secretSlotOf('#/elements/card?lang=en')).toBeNull();
    expect(secretSlotOf('')).toBeNull();
    expect(secretSlotOf('#/x?options=not-json')).toBeNull();
    expect(withSecretSlot('#/elements/card?lang=en', HANDOFF)).toBe('#/elements/card?lang=en');
  });
});
