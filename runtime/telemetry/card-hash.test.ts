import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { cardNumberHash, hasCardNumber, hashCardNumbers, luhnValid } from './card-hash';
import { configureLogger, logEvent } from './log';

const sha256Tail = (text: string) => createHash('sha256').update(text).digest('hex').slice(-16);

describe('cardNumberHash (spec §9: the last 16 characters of a hash)', () => {
  it('is the last 16 hex characters of the SHA-256 of the digits', async () => {
    expect(await cardNumberHash('4111111111111111')).toBe(sha256Tail('4111111111111111'));
    expect(await cardNumberHash('4111111111111111')).toMatch(/^[0-9a-f]{16}$/);
    // Known value, so a change of algorithm or encoding cannot pass unnoticed.
    expect(await cardNumberHash('4111111111111111')).toBe('491c6d71befe8f6e');
    expect(await cardNumberHash('')).toBe('a495991b7852b855');
  });
  it('does not depend on how the number was typed, and differs between numbers', async () => {
    expect(await cardNumberHash('4111 1111 1111 1111')).toBe(await cardNumberHash('4111-1111-1111-1111'));
    expect(await cardNumberHash('4111111111111111')).not.toBe(await cardNumberHash('4242424242424242'));
  });
});

describe('hashCardNumbers: what the logger writes instead of a card number', () => {
  it('finds Luhn-valid runs of 14 to 19 digits, in strings, keys, large integers and errors', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(hasCardNumber({ message: 'card 4111 1111 1111 1111 refused' })).toBe(true);
    expect(hasCardNumber([{ deep: { value: 4242424242424242 } }])).toBe(true);
    expect(hasCardNumber(new Error('bad 5555555555554444'))).toBe(true);
    expect(hasCardNumber({ '4111111111111111': 1 })).toBe(true);
    // A 13-digit timestamp, a Luhn-failing run, short numbers: left alone.
    expect(hasCardNumber({ at: 1795272046123, id: '4111111111111112', bin: '41111111', amount: 25 })).toBe(false);
  });

  it('replaces each number by card:<hash> and leaves the rest as it was', async () => {
    const tail = sha256Tail('4111111111111111');
    expect(await hashCardNumbers({ error: 'number 4111 1111 1111 1111 declined', code: 51, nested: [4111111111111111] })).toEqual({
      error: `number card:${tail} declined`,
      code: 51,
      nested: [`card:${tail}`],
    });
    const error = (await hashCardNumbers({ error: new Error('for 4111111111111111') })) as { error: { message: string } };
    expect(error.error.message).toBe(`for card:${tail}`);
    const data = { plain: 'nothing here', n: 3 };
    expect(await hashCardNumbers(data)).toBe(data);
  });
});

describe('the shared logger never sends a card number', () => {
  it('hashes it first, and keeps the events in order', async () => {
    const sent: string[] = [];
    configureLogger({ apiBase: 'https://logs.test', sendBeacon: (_url, body) => sent.push(body) > 0 });
    logEvent('onWindowError', 'warn', { message: 'first' });
    logEvent('onConsoleError', 'warn', { message: 'typed 4111 1111 1111 1111 into the wrong field' });
    logEvent('onWindowError', 'warn', { message: 'third' });
    // The batch leaves 2 s after its first event, once all three are in it.
    await vi.waitFor(() => expect(sent).toHaveLength(1), { timeout: 4_000 });
    expect(sent[0]).not.toMatch(/4111/);
    const { events } = JSON.parse(sent[0]!) as { events: Array<{ name: string; data: { message: string } }> };
    expect(events.map((e) => e.data.message)).toEqual([
      'first',
      `typed card:${sha256Tail('4111111111111111')} into the wrong field`,
      'third',
    ]);
  });
});
