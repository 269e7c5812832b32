// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { carryKeysTo, typeUntilComplete, type CarriedField } from './carry';

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
    key({ key: 'Shift' });
    key({ key: '2' });
    expect(post.mock.calls.map(([message]) => message)).toEqual([
      { code: 'update_expiry', value: '1', carried: true },
      { code: 'update_expiry', value: '12', carried: true },
    ]);
  });

  it('reach nothing else in the frame: its own focus handling would take focus back from the next field', () => {
    const other = vi.fn();
    document.addEventListener('keydown', other, true);
    stop = carryKeysTo('expiry', vi.fn());
    key({ key: '1' });
    document.removeEventListener('keydown', other, true);
    expect(other).not.toHaveBeenCalled();
  });

  it('are still carried when one reaches this frame after its window lost focus (WebKit under load)', () => {
    const post = vi.fn();
    stop = carryKeysTo('expiry', post);
    window.dispatchEvent(new Event('blur'));
    expect(key({ key: '1' }).defaultPrevented).toBe(true);
    expect(post).toHaveBeenCalledWith({ code: 'update_expiry', value: '1', carried: true });
  });

  it('stop at a key that edits rather than types, a click, an edit, or focus given back to this frame', () => {
    const giveBack = () => {
      window.dispatchEvent(new Event('blur'));
      window.dispatchEvent(new Event('focus'));
    };
    const ends = [() => key({ key: 'Backspace' }), () => document.body.dispatchEvent(new Event('pointerdown', { bubbles: true })), () => document.body.dispatchEvent(new Event('input', { bubbles: true })), giveBack];
    for (const end of ends) {
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
});
