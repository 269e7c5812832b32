// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { carryKeysTo, keysTypedAfter, receiveCarried, typeUntilComplete, type CarriedField } from './carry';

// Digits only, complete at four: the shape of an expiry without its separator.
const FOUR_DIGITS: CarriedField = { format: (raw) => raw.replace(/\D/g, '').slice(0, 4), complete: (value) => value.length === 4 };
/** A key at the frame's body; `pressedAt` sets its timeStamp (when the shopper pressed it, on the page's clock). */
const key = (init: KeyboardEventInit, pressedAt?: number) => {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  if (pressedAt !== undefined) Object.defineProperty(event, 'timeStamp', { value: pressedAt });
  document.body.dispatchEvent(event);
  return event;
};

let stop = () => {};
afterEach(() => {
  stop();
  vi.restoreAllMocks();
});

describe('keys typed past a complete field', () => {
  it('are typed into the next field until it is complete; the rest is left over', () => {
    expect(typeUntilComplete('12', FOUR_DIGITS)).toEqual({ value: '12', rest: '' });
    expect(typeUntilComplete('1234567', FOUR_DIGITS)).toEqual({ value: '1234', rest: '567' });
  });

  it("are taken from this frame and posted, everything carried so far each time, as the next field's update code", () => {
    const post = vi.fn();
    stop = carryKeysTo('expiry', post);
    expect(key({ key: '1' }).defaultPrevented).toBe(true);
    key({ key: '2' });
    expect(post.mock.calls.map(([message]) => message)).toEqual([
      { code: 'update_expiry', value: '1', carried: true },
      { code: 'update_expiry', value: '12', carried: true },
    ]);
  });

  it('stop at a key that edits rather than types, a click, or focus leaving the frame (a key then typed here, with focus back)', () => {
    // The shopper's key after focus left reaches this frame only once focus is back here.
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    for (const end of [
      () => key({ key: 'Backspace' }),
      () => document.dispatchEvent(new Event('pointerdown')),
      () => window.dispatchEvent(new Event('blur')),
    ]) {
      const post = vi.fn();
      stop = carryKeysTo('cvc', post);
      end();
      expect(key({ key: '1' }, performance.now() + 1).defaultPrevented).toBe(false);
      expect(post).not.toHaveBeenCalled();
    }
  });

  it("still carry a key pressed before focus left that arrives after (WebKit under load), ahead of this frame's own key handling", () => {
    const post = vi.fn();
    const ownHandling = vi.fn();
    document.addEventListener('keydown', ownHandling, true);
    stop = carryKeysTo('expiry', post);
    key({ key: '1' }, performance.now());
    const beforeBlur = performance.now();
    window.dispatchEvent(new Event('blur'));
    const late = key({ key: '2' }, beforeBlur);
    expect(late.defaultPrevented).toBe(true);
    expect(ownHandling).not.toHaveBeenCalled();
    // Pressed after focus left and arriving with focus back here: the shopper's, where focus is now; the carry ends.
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    const after = key({ key: '3' }, performance.now() + 1);
    expect(after.defaultPrevented).toBe(false);
    expect(key({ key: '4' }, beforeBlur).defaultPrevented).toBe(false);
    document.removeEventListener('keydown', ownHandling, true);
    expect(ownHandling).toHaveBeenCalledTimes(2);
    expect(post.mock.calls.map(([message]) => message.value)).toEqual(['1', '12']);
  });

  it('carry a key pressed after focus left that WebKit hands to this frame while it has no focus, so focus is not pulled back', () => {
    const post = vi.fn();
    const ownHandling = vi.fn();
    document.addEventListener('keydown', ownHandling, true);
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    stop = carryKeysTo('expiry', post);
    key({ key: '1' }, performance.now());
    window.dispatchEvent(new Event('blur'));
    const stray = key({ key: '2' }, performance.now() + 1);
    document.removeEventListener('keydown', ownHandling, true);
    expect(stray.defaultPrevented).toBe(true);
    expect(ownHandling).not.toHaveBeenCalled();
    expect(post.mock.calls.map(([message]) => message.value)).toEqual(['1', '12']);
  });

  it('carry nothing for a kind that is no contributor (the number frame pays; its value never travels)', () => {
    const post = vi.fn();
    stop = carryKeysTo('card-number', post);
    expect(key({ key: '1' }).defaultPrevented).toBe(false);
    expect(post).not.toHaveBeenCalled();
  });

  it('keep the keys typed straight into the next field after the carried ones, however late a carried message comes', () => {
    // '1' carried, '3' typed in the field, then the carried text grows to '12' (a late key): the field reads 123.
    expect(keysTypedAfter('1', '13')).toBe('3');
    expect(keysTypedAfter('1', '1 / 3')).toBe('3');
    expect(keysTypedAfter('', '')).toBe('');
    // The field no longer starts with what was carried (cleared, or edited): nothing of it is kept.
    expect(keysTypedAfter('12', '')).toBe('');
    expect(keysTypedAfter('12', '45')).toBe('');
    const set = vi.fn();
    receiveCarried('cvc', '12', keysTypedAfter('1', '13'), FOUR_DIGITS, set, false, vi.fn());
    expect(set).toHaveBeenCalledWith('123');
  });

  it('a field that receives them and is complete moves focus on once and carries the rest on', () => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    const post = vi.fn();
    const set = vi.fn();
    receiveCarried('cvc', '123412', '', FOUR_DIGITS, set, false, post);
    expect(set).toHaveBeenCalledWith('1234');
    expect(post.mock.calls.map(([message]) => message)).toEqual([
      { code: 'focus', kind: 'cvc' },
      { code: 'update_cvc', value: '12', carried: true },
    ]);
    post.mockClear();
    // Complete already: focus moved on before; only the rest goes on.
    receiveCarried('cvc', '1234123', '', FOUR_DIGITS, set, true, post);
    expect(post.mock.calls.map(([message]) => message)).toEqual([{ code: 'update_cvc', value: '123', carried: true }]);
    post.mockClear();
    receiveCarried('cvc', '12', '', FOUR_DIGITS, set, false, post);
    expect(post).not.toHaveBeenCalled();
  });

  it('a field completed by them while the frame before still has focus moves focus on only once focus is here, and not after a click here', () => {
    const hasFocus = vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    for (const clickFirst of [false, true]) {
      const post = vi.fn();
      // Twice before the field re-rendered as complete: it still moves once.
      receiveCarried('cvc', '1234', '', FOUR_DIGITS, vi.fn(), false, post);
      receiveCarried('cvc', '12345', '', FOUR_DIGITS, vi.fn(), false, post);
      expect(post.mock.calls.map(([message]) => message)).toEqual([{ code: 'update_cvc', value: '5', carried: true }]);
      post.mockClear();
      if (clickFirst) document.dispatchEvent(new Event('pointerdown'));
      hasFocus.mockReturnValue(true);
      window.dispatchEvent(new Event('focus'));
      window.dispatchEvent(new Event('focus'));
      expect(post.mock.calls.map(([message]) => message)).toEqual(clickFirst ? [] : [{ code: 'focus', kind: 'cvc' }]);
      hasFocus.mockReturnValue(false);
    }
  });
});
