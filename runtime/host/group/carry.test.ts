// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GroupMessage } from '../../../protocol/element-groups';
import { carryKeysTo, watchShopper } from './carry';
import { decodeKeys } from './keys';

const key = (init: KeyboardEventInit) => {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  document.body.dispatchEvent(event);
  return event;
};
const postFn = () => vi.fn<(message: GroupMessage) => void>();
const carriedKeys = (post: ReturnType<typeof postFn>) =>
  post.mock.calls.map(([message]) => ('value' in message ? decodeKeys(message.value)?.map(({ key: typed }) => typed).join('') : null));

let stop = () => {};
afterEach(() => stop());

describe('keys typed past a complete field', () => {
  it('are taken from this frame and posted, every key carried so far each time, stamped, as the next field\'s update code', () => {
    const post = postFn();
    stop = carryKeysTo('expiry', post);
    expect(key({ key: '1' }).defaultPrevented).toBe(true);
    key({ key: 'Shift' });
    key({ key: '2' });
    expect(post.mock.calls.map(([message]) => [message.code, 'carried' in message && message.carried])).toEqual([
      ['update_expiry', true],
      ['update_expiry', true],
    ]);
    expect(carriedKeys(post)).toEqual(['1', '12']);
    const [first, second] = decodeKeys((post.mock.calls[1]?.[0] as { value: string }).value) ?? [];
    expect(first && second && first.at <= second.at).toBe(true);
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
    const post = postFn();
    stop = carryKeysTo('expiry', post);
    window.dispatchEvent(new Event('blur'));
    expect(key({ key: '1' }).defaultPrevented).toBe(true);
    expect(carriedKeys(post)).toEqual(['1']);
  });

  it('stop at a key that edits rather than types, a click, an edit, or focus given back to this frame', () => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    const giveBack = () => {
      window.dispatchEvent(new Event('blur'));
      window.dispatchEvent(new Event('focus'));
    };
    const ends = [() => key({ key: 'Backspace' }), () => document.body.dispatchEvent(new Event('pointerdown', { bubbles: true })), () => document.body.dispatchEvent(new Event('input', { bubbles: true })), giveBack];
    for (const end of ends) {
      const post = postFn();
      stop = carryKeysTo('cvc', post);
      end();
      expect(key({ key: '1' }).defaultPrevented).toBe(false);
      expect(post).not.toHaveBeenCalled();
    }
    vi.restoreAllMocks();
  });

  it('stop at any focus of this frame, even one it did not have when the carry began (Pay refused: focus went on from the page)', () => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    const post = postFn();
    stop = carryKeysTo('cvc', post);
    window.dispatchEvent(new Event('focus'));
    expect(key({ key: '1' }).defaultPrevented).toBe(false);
    vi.restoreAllMocks();
  });

  it('on the frame focus moves onto, end at no focus or blur: the move onto it can come as several', () => {
    const other = vi.fn();
    stop = watchShopper({ typed: () => true, other }, 'arriving');
    for (let i = 0; i < 2; i += 1) {
      window.dispatchEvent(new Event('blur'));
      window.dispatchEvent(new Event('focus'));
    }
    expect(other).not.toHaveBeenCalled();
    key({ key: 'Tab' });
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('carry nothing for a kind that is no contributor (the number frame pays; its value never travels)', () => {
    const post = postFn();
    stop = carryKeysTo('card-number', post);
    expect(key({ key: '1' }).defaultPrevented).toBe(false);
    expect(post).not.toHaveBeenCalled();
  });

  it('leave shortcuts alone', () => {
    const post = postFn();
    stop = carryKeysTo('cvc', post);
    expect(key({ key: 'v', ctrlKey: true }).defaultPrevented).toBe(false);
    expect(post).not.toHaveBeenCalled();
  });
});
