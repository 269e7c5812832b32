import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { luhnValid } from '../../../redaction/card-numbers';
import { REDACTED } from '../../../redaction/redact';
import { cardNumberHash, hasCardNumber, hashCardNumbers, redactSecrets } from './card-hash';
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
  it('finds Luhn-valid runs of 13 to 19 digits, however separated, in strings, keys, large integers and errors', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(hasCardNumber({ message: 'card 4111 1111 1111 1111 refused' })).toBe(true);
    expect(hasCardNumber([{ deep: { value: 4242424242424242 } }])).toBe(true);
    expect(hasCardNumber(new Error('bad 5555555555554444'))).toBe(true);
    expect(hasCardNumber({ '4111111111111111': 1 })).toBe(true);
    // Shapes the logger used to miss (the sink's review): double and non-breaking spaces, followed by an expiry.
    expect(hasCardNumber('4111  1111  1111  1111')).toBe(true);
    expect(hasCardNumber('4111\u00A01111\u00A01111\u00A01111')).toBe(true);
    expect(hasCardNumber('4111 1111 1111 1111 12/28')).toBe(true);
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
    // The hash is of the digits, however they were written: the same number, the same hash.
    expect(await hashCardNumbers('4111\u00A01111  1111-1111 12/28')).toBe(`card:${tail} 12/28`);
  });

  it('redacts JWTs, CVCs and x-pan values with the card numbers, hashing only the cards', async () => {
    const secret = 'eyJhbGciOiJIUzI1NiJ9.eyJpbnRlbnRfaWQiOiJpbnRfMSJ9.c2lnbmF0dXJl';
    expect(redactSecrets({ header: `client-secret ${secret}`, cvc: '123', note: 'cvc: 123' })).toEqual({
      header: `client-secret ${REDACTED.jwt}`,
      cvc: REDACTED.value,
      note: `cvc: ${REDACTED.value}`,
    });
    expect(await hashCardNumbers({ pan: '4111111111111111', 'x-pan': 'enc_1', token: secret })).toEqual({
      pan: `card:${sha256Tail('4111111111111111')}`,
      'x-pan': REDACTED.value,
      token: REDACTED.jwt,
    });
  });
});

describe('the shared logger never sends a card number', () => {
  it('hashes it first, and keeps the events in order', async () => {
    const sent: string[] = [];
    configureLogger({ apiBase: 'https://logs.test', sendBeacon: (_url, body) => sent.push(body) > 0 });
    logEvent('onWindowError', 'warn', { message: 'first x-pan=tok_9' });
    logEvent('onConsoleError', 'warn', { message: 'typed 4111 1111 1111 1111 into the wrong field' });
    logEvent('onWindowError', 'warn', { message: 'third cvc: 123' });
    // The batch leaves 2 s after its first event, once all three are in it.
    await vi.waitFor(() => expect(sent).toHaveLength(1), { timeout: 4_000 });
    expect(sent[0]).not.toMatch(/4111/);
    const { events } = JSON.parse(sent[0]!) as { events: Array<{ name: string; data: { message: string } }> };
    expect(events.map((e) => e.data.message)).toEqual([
      `first x-pan=${REDACTED.value}`,
      `typed card:${sha256Tail('4111111111111111')} into the wrong field`,
      `third cvc: ${REDACTED.value}`,
    ]);
  });
});
