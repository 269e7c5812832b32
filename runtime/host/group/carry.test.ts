// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { carryKeysTo, receiveCarried, typeUntilComplete, type CarriedField } from './carry';

// Digits only, complete at four: the shape of an expiry without its separator.
const FOUR_DIGITS: CarriedField = { format: (raw) => raw.replace(/\D/g, '').slice(0, 4), complete: (value) => value.length === 4 };
const key = (init: KeyboardEventInit) => {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  document.body.dispatchEvent(event);
  return event;
};

let stop = () => {};
afterEach(() => stop());

describe('keys typed past a complete field', () => {
  it('are typed into the next field until it is complete; the rest is left over', () => {
    expect(typeUntilComplete('12', FOUR_DIGITS)).toEqual({ value: '12', rest: '' });
    expect(typeUntilComplete('1234567', FOUR_DIGITS)).toEqual({ value: '1234', rest: '567' });
  });

  it('are taken from this frame and posted, everything carried so far each time, as the next field\'s update code', () => {
    const post = vi.fn();
    stop = carryKeysTo('expiry', post);
    expect(key({ key: '1' }).defaultPrevented).toBe(true);
    key({ key: '2' });
    expect(post.mock.calls.map(([message]) => message)).toEqual([
      { code: 'update_expiry', value: '1', carried: true },
      { code: 'update_expiry', value: '12', carried: true },
    ]);
  });

  it('stop at a key that edits rather than types, a click, or focus leaving the frame', () => {
    for (const end of [() => key({ key: 'Backspace' }), () => document.dispatchEvent(new Event('pointerdown')), () => window.dispatchEvent(new Event('blur'))]) {
      const post = vi.fn();
      stop = carryKeysTo('cvc', post);
      end();
      expect(key({ key: '1' }).defaultPrevented).toBe(false);
      expect(post).not.toHaveBeenCalled();
    }
  });

  it('carry nothing for a kind that is no contributor (the number frame pays; its value never travels)', () => {
    const post = vi.fn();
    stop = carryKeysTo('card-number', post);
    expect(key({ key: '1' }).defaultPrevented).toBe(false);
    expect(post).not.toHaveBeenCalled();
  });

  it('a field that receives them and is complete moves focus on once and carries the rest on', () => {
    const post = vi.fn();
    const set = vi.fn();
    receiveCarried('cvc', '123412', FOUR_DIGITS, set, false, post);
    expect(set).toHaveBeenCalledWith('1234');
    expect(post.mock.calls.map(([message]) => message)).toEqual([{ code: 'focus', kind: 'cvc' }, { code: 'update_cvc', value: '12', carried: true }]);
    post.mockClear();
    // Complete already: focus moved on before; only the rest goes on.
    receiveCarried('cvc', '1234123', FOUR_DIGITS, set, true, post);
    expect(post.mock.calls.map(([message]) => message)).toEqual([{ code: 'update_cvc', value: '123', carried: true }]);
    post.mockClear();
    receiveCarried('cvc', '12', FOUR_DIGITS, set, false, post);
    expect(post).not.toHaveBeenCalled();
  });
});
