import { describe, expect, it } from 'vitest';
import type { ElementKind } from '../../../protocol';
import type { GroupMessage } from '../../../protocol/element-groups';
import { decodeKeys, type StampedKey } from './keys';
import { oneGo } from './one-go';

// Digits only, complete at four: the shape of an expiry without its separator.
function expiry(after: ElementKind | null = 'cvc') {
  const shown: string[] = [];
  const posted: GroupMessage[] = [];
  const field = { format: (raw: string) => raw.replace(/\D/g, '').slice(0, 4), complete: (value: string) => value.length === 4, show: (value: string) => void shown.push(value) };
  const machine = oneGo({ field: () => field, after: after ?? undefined, post: (message) => void posted.push(message) });
  const value = () => shown.at(-1) ?? '';
  const key = (typed: string, at: number) => machine.key({ key: typed, at }, value());
  const carry = (keys: readonly StampedKey[]) => machine.carried(keys, value());
  const focusMoves = () => posted.filter((message) => message.code === 'focus');
  const carriedOn = () => posted.flatMap((message) => ('carried' in message && message.carried ? [decodeKeys(message.value)] : []));
  return { machine, value, key, carry, focusMoves, carriedOn };
}
/** Keys pressed 30 ms apart from `from`. */
const pressed = (text: string, from: number): StampedKey[] => [...text].map((key, i) => ({ key, at: from + i * 30 }));

describe('a field typed in one go', () => {
  it('puts carried keys and keys typed here in the order they were pressed, whichever arrives first', () => {
    // "12" pressed in the number frame (0, 30 ms), "34" here (60, 90 ms); the carried "2" travels slower than "34".
    const { carry, key, value } = expiry();
    carry(pressed('1', 0));
    expect(key('3', 60)).toBe('here');
    expect(key('4', 90)).toBe('here');
    expect(value()).toBe('134');
    carry(pressed('12', 0));
    expect(value()).toBe('1234');
  });

  it('puts carried keys before keys typed here that arrived before any of them', () => {
    const { carry, key, value } = expiry();
    key('3', 60);
    carry(pressed('12', 0));
    expect(value()).toBe('123');
  });

  it('puts a key typed here between two carried keys where it was pressed (focus went back and forth)', () => {
    const { carry, key, value } = expiry();
    key('2', 30);
    carry([{ key: '1', at: 0 }, { key: '3', at: 60 }]);
    expect(value()).toBe('123');
  });

  it('gives a tie on a clock rounded to the millisecond to the carried key: keys only move on', () => {
    const { carry, key, value } = expiry();
    key('2', 30);
    carry([{ key: '1', at: 30 }]);
    expect(value()).toBe('12');
  });

  it('moves focus on once when complete, and sends the keys past it on, stamps kept, again only when they change', () => {
    const { carry, key, focusMoves, carriedOn } = expiry();
    carry(pressed('1', 0));
    for (const [i, typed] of [...'3412'].entries()) key(typed, 60 + i * 30);
    // Complete from what it knew ("1341"): focus moved, "2" went on.
    expect(focusMoves()).toEqual([{ code: 'focus', kind: 'cvc' }]);
    expect(carriedOn()).toEqual([[{ key: '2', at: 150 }]]);
    // The late "2" pressed at 30 ms: "1234", and the CVC's keys are "12".
    carry(pressed('12', 0));
    expect(carriedOn().at(-1)?.map(({ key: typed }) => typed).join('')).toBe('12');
    carry(pressed('12', 0));
    expect(carriedOn()).toHaveLength(2);
    expect(focusMoves()).toHaveLength(1);
  });

  it('sends on a key typed here once complete (it never lands in the complete field)', () => {
    const { key, value, carriedOn } = expiry();
    for (const [i, typed] of [...'1234'].entries()) expect(key(typed, i * 30)).toBe('here');
    expect(key('5', 120)).toBe('onward');
    expect(value()).toBe('1234');
    expect(carriedOn()).toEqual([[{ key: '5', at: 120 }]]);
  });

  it('carries keys past its field on to the field after it, wherever they were typed', () => {
    const { carry, value, carriedOn } = expiry();
    carry(pressed('123456', 0));
    expect(value()).toBe('1234');
    expect(carriedOn()).toEqual([pressed('56', 120)]);
  });

  it('drops the keys past the last field of the group', () => {
    const { carry, value, focusMoves, carriedOn } = expiry(null);
    carry(pressed('123456', 0));
    expect(value()).toBe('1234');
    expect(focusMoves()).toEqual([]);
    expect(carriedOn()).toEqual([]);
  });

  it('leaves the field to the shopper after an other act: keys typed go to the input, keys pressed before it are not carried here', () => {
    const { machine, carry, key, value } = expiry();
    key('1', 0);
    machine.end(50);
    expect(machine.active).toBe(false);
    expect(key('2', 60)).toBe('native');
    carry(pressed('9', 40));
    expect(value()).toBe('1');
  });

  it('is not typed over by keys carried after that act while the shopper\'s value is there', () => {
    const { machine, carry, key, value } = expiry();
    key('1', 0);
    machine.end(50);
    carry([{ key: '8', at: 60 }]);
    expect(machine.active).toBe(false);
    expect(value()).toBe('1');
  });

  it('starts again from empty when keys pressed after that act are carried to it empty, or a key is typed into it empty', () => {
    const { machine, carry, key, value } = expiry();
    machine.end(50);
    carry([{ key: '9', at: 40 }, { key: '8', at: 60 }]);
    expect(machine.active).toBe(true);
    expect(value()).toBe('8');
    machine.end(100);
    machine.start('');
    expect(key('7', 110)).toBe('here');
    expect(value()).toBe('7');
  });

  it('completed by hand, sends the keys after it on without moving focus again', () => {
    const { machine, key, focusMoves, carriedOn } = expiry();
    machine.end(0);
    machine.start('1234');
    expect(key('5', 10)).toBe('onward');
    expect(focusMoves()).toEqual([]);
    expect(carriedOn()).toEqual([[{ key: '5', at: 10 }]]);
  });
});
