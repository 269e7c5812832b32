// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { decodeKeys, encodeKeys, keyKind, mergeKeys, stamp, typeKeys, type StampedKey, type TypedField } from './keys';

// Digits only, complete at four: the shape of an expiry without its separator.
const FOUR_DIGITS: TypedField = { format: (raw) => raw.replace(/\D/g, '').slice(0, 4), complete: (value) => value.length === 4 };
const keys = (text: string, from: number, step = 30): StampedKey[] => [...text].map((key, i) => ({ key, at: from + i * step }));
const text = (list: readonly StampedKey[]) => list.map(({ key }) => key).join('');

describe('stamped keys', () => {
  it('are told apart: typing, a modifier alone, anything else', () => {
    expect(keyKind(new KeyboardEvent('keydown', { key: '1' }))).toBe('types');
    expect(keyKind(new KeyboardEvent('keydown', { key: 'Shift' }))).toBe('modifier');
    for (const init of [{ key: 'Backspace' }, { key: 'ArrowLeft' }, { key: 'v', ctrlKey: true }, { key: 'a', metaKey: true }, { key: '1', isComposing: true }, { key: 'Unidentified' }]) {
      expect(keyKind(new KeyboardEvent('keydown', init))).toBe('other');
    }
  });

  it('are stamped on the page\'s shared clock, from a time relative to the document or (an older engine) the epoch', () => {
    const at = (timeStamp: number) => {
      const event = new KeyboardEvent('keydown', { key: '1' });
      Object.defineProperty(event, 'timeStamp', { value: timeStamp });
      return stamp(event);
    };
    expect(at(1234.5)).toEqual({ key: '1', at: performance.timeOrigin + 1234.5 });
    expect(at(1_732_771_234_567)).toEqual({ key: '1', at: 1_732_771_234_567 });
  });

  it('merge in the order they were pressed, whichever list holds them; a tie goes to the field before', () => {
    const before = [{ key: '1', at: 10 }, { key: '2', at: 40 }];
    const here = [{ key: '3', at: 20 }, { key: '4', at: 40 }, { key: '5', at: 50 }];
    expect(text(mergeKeys(before, here))).toBe('13245');
    expect(text(mergeKeys([], here))).toBe('345');
    expect(text(mergeKeys(before, []))).toBe('12');
  });

  it('type into a field until it is complete; the rest is left over, stamps kept', () => {
    expect(typeKeys('', keys('12', 0), FOUR_DIGITS)).toEqual({ value: '12', rest: [] });
    const { value, rest } = typeKeys('1', keys('234567', 0), FOUR_DIGITS);
    expect(value).toBe('1234');
    expect(rest).toEqual([{ key: '5', at: 90 }, { key: '6', at: 120 }, { key: '7', at: 150 }]);
  });

  it('travel as a value and come back as they were; anything else is no list of keys', () => {
    const list = keys('4242', 1_732_771_234_567.125, 31.5);
    expect(decodeKeys(encodeKeys(list))).toEqual(list);
    for (const value of ['12', '', '[["12",1]]', '[["1","x"]]', '[[1,1]]', '{}', '[["1",1,2]]']) expect(decodeKeys(value)).toBeNull();
  });
});
