import { describe, expect, it, vi } from 'vitest';
import type { GroupMessage } from '../../../protocol/element-groups';
import { oneGo, type OneGoField } from './one-go';

// Digits only, complete at four: the shape of an expiry without its separator.
const fourDigits = (show: (value: string) => void): OneGoField => ({ format: (raw) => raw.replace(/\D/g, '').slice(0, 4), complete: (value) => value.length === 4, show });

function expiry() {
  const shown: string[] = [];
  const posted: GroupMessage[] = [];
  const focusField = vi.fn();
  const field = fourDigits((value) => shown.push(value));
  const stream = oneGo({ field: () => field, after: 'cvc', post: (message) => posted.push(message), focusField });
  return { stream, shown, posted, focusField, value: () => shown.at(-1) };
}

describe('a field typed in one go', () => {
  it('puts the carried keys before the keys typed here, whichever arrives first', () => {
    // The number frame carried "1", then "12"; the "12" travels slower than the "34" typed here.
    const { stream, value } = expiry();
    stream.carried('1');
    stream.key('3');
    stream.key('4');
    expect(value()).toBe('134');
    stream.carried('12');
    expect(value()).toBe('1234');
  });

  it('moves focus on once when complete, and sends the rest on as the next field\'s carried text, again when it changes', () => {
    const { stream, posted } = expiry();
    stream.carried('1');
    for (const key of '3412') stream.key(key);
    // Complete from what it knew ("1341"): focus moved, "2" went on.
    expect(posted).toEqual([{ code: 'focus', kind: 'cvc' }, { code: 'update_cvc', value: '2', carried: true }]);
    stream.carried('12');
    // With the late "2": "1234", and the CVC's keys are "12".
    expect(posted.slice(2)).toEqual([{ code: 'update_cvc', value: '12', carried: true }]);
  });

  it('puts the caret in its field on a key typed here until the field is complete', () => {
    const { stream, focusField } = expiry();
    for (const key of '12345') stream.key(key);
    expect(focusField).toHaveBeenCalledTimes(4);
  });

  it('stops taking keys when the shopper does something else, and stops merging once the shopper edits', () => {
    const { stream, value } = expiry();
    stream.key('1');
    stream.stopTaking();
    expect(stream.taking).toBe(false);
    stream.key('2');
    expect(value()).toBe('1');
    stream.carried('9');
    expect(value()).toBe('91');
    stream.end();
    stream.carried('98');
    expect(value()).toBe('91');
  });

  it('starts again when the field is emptied from outside', () => {
    const { stream, value, posted } = expiry();
    for (const key of '1234') stream.key(key);
    stream.end();
    stream.reset();
    expect(stream.taking).toBe(true);
    for (const key of '5678') stream.key(key);
    expect(value()).toBe('5678');
    expect(posted.filter((message) => message.code === 'focus')).toHaveLength(2);
  });
});
