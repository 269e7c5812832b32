import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCardNumber } from './card-numbers';
import { cardNumbersIn, redactData, redactText, REDACTED } from './redact';
import { cardNumber, digitsOf, prose, REVIEW_SHAPES, RUN_SHAPES, writtenAs } from './test-cards';

const CARD = REDACTED.cardNumber;
const written = cardNumber.chain((digits) => fc.tuple(fc.constant(digits), writtenAs(digits)));

describe('redactText', () => {
  it.each(RUN_SHAPES)('redacts a card number inside a run of digits: %s', (_shape, text, expected) => {
    expect(redactText(text)).toBe(expected);
  });

  it('leaves no network card whole, whatever digits are glued around it (property)', () => {
    const visa16 = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 14, maxLength: 14 }).map((body) => {
      for (let check = 0; ; check++) if (isCardNumber(`4${body}${check}`)) return `4${body}${check}`;
    });
    const digits = (max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: max });
    fc.assert(
      fc.property(digits(8), visa16, digits(8), (before, card, after) => {
        expect(redactText(`log ${before}${card}${after} end`)).not.toContain(card);
      }),
      { numRuns: 1000 },
    );
  });

  it.each(REVIEW_SHAPES)('redacts a card number: %s', (_shape, text, expected) => {
    expect(redactText(text)).toBe(expected);
  });

  it('redacts a card number in any shape and keeps every other character (property)', () => {
    fc.assert(
      fc.property(written, prose, prose, ([, shaped], before, after) => {
        expect(redactText(before + shaped + after)).toBe(before + CARD + after);
      }),
      { numRuns: 500 },
    );
  });

  it('leaves no card number in front of an expiry, and the words around it (property)', () => {
    const expiry = fc
      .tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 25, max: 40 }), fc.constantFrom('/', '-', ' / ', ''))
      .map(([m, y, sep]) => `${String(m).padStart(2, '0')}${sep}${y}`);
    fc.assert(
      fc.property(written, expiry, fc.constantFrom(' ', '  ', '\u00A0', '\n', ' exp '), prose, ([digits, shaped], exp, gap, after) => {
        const out = redactText(`paid with ${shaped}${gap}${exp}${after}`);
        expect(digitsOf(out)).not.toContain(digits);
        expect(out.startsWith(`paid with ${CARD}`)).toBe(true);
        expect(out.endsWith(after)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('redacts JWTs (client and customer secrets), wherever they sit (property)', () => {
    const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const jwt = fc
      .tuple(
        fc.record({ alg: fc.constantFrom('HS256', 'RS256', 'none'), typ: fc.constantFrom('JWT', undefined) }),
        fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.oneof(fc.string(), fc.integer()), { minKeys: 1 }),
        fc.uint8Array({ maxLength: 64 }),
      )
      .map(([header, claims, signature]) => `${base64url(header)}.${base64url(claims)}.${Buffer.from(signature).toString('base64url')}`);
    fc.assert(
      fc.property(jwt, prose, fc.constantFrom('Bearer ', 'client_secret=', '{"client-secret":"', ''), (token, before, label) => {
        const out = redactText(`${before}${label}${token} end`);
        expect(out).toBe(`${before}${label}${REDACTED.jwt} end`);
      }),
      { numRuns: 300 },
    );
  });

  it.each([
    ['cvc: 123', `cvc: ${REDACTED.value}`],
    ['"cvv":"1234"', `"cvv":"${REDACTED.value}"`],
    ["{'cvc': 123, 'brand': 'visa'}", `{'cvc': ${REDACTED.value}, 'brand': 'visa'}`],
    ['CVV2=987&x=1', `CVV2=${REDACTED.value}&x=1`],
    ['security code 321.', `security code ${REDACTED.value}.`],
    ['card_cvc=１２３', `card_cvc=${REDACTED.value}`],
    ['x-pan: 4111111111111111', `x-pan: ${REDACTED.value}`],
    ['headers {"X-PAN":"enc_abc123"}', `headers {"X-PAN":"${REDACTED.value}"}`],
  ])('redacts a labelled value: %s', (text, expected) => {
    expect(redactText(text)).toBe(expected);
  });

  it('leaves the rest alone: amounts, dates, ids, versions, host names, short codes', () => {
    const plain = [
      // A long numeric id stays when no window of it has a network's prefix (card-numbers.ts says what may not).
      'amount 1234.56 EUR on 2026-05-01T10:30:00.000Z, order 10987109871098710987901',
      'compact time 20261127210230123',
      'at 1795272046123 (ms), request 6f1c2a4e-0d3b-4c1e-9b7a-2f0e8c4d1a37, id 4111111111111112',
      'checkout.portico.test v1.12.3 loaded in 182.5ms; cvc field empty; see RFC 7519',
      'expires 12/28, code 123, zip 94107',
    ];
    for (const text of plain) expect(redactText(text)).toBe(text);
  });
});

describe('redactData', () => {
  it('redacts in strings, keys, integers and errors, to any depth, with the caller’s card marker', () => {
    const data = {
      message: 'bad 4111 1111 1111 1111',
      n: 4242424242424242,
      at: 1795272046123,
      '5555555555554444': true,
      list: [{ deep: [new Error('for 378282246310005')] }],
      card: { cvc: '123', cvcState: 'incomplete', 'x-pan': 'tok_1', brand: 'visa' },
    };
    const out = redactData(data, (digits) => `<${digits.slice(-4)}>`);
    expect(out).toEqual({
      message: 'bad <1111>',
      n: '<4242>',
      at: 1795272046123,
      '<4444>': true,
      list: [{ deep: [{ name: 'Error', message: 'for <0005>', stack: expect.not.stringContaining('378282246310005') as unknown }] }],
      card: { cvc: REDACTED.value, cvcState: 'incomplete', 'x-pan': REDACTED.value, brand: 'visa' },
    });
    expect(cardNumbersIn(data)).toEqual(new Set(['4111111111111111', '4242424242424242', '5555555555554444', '378282246310005']));
  });

  it('gives data without secrets back as it was, and survives cycles', () => {
    const data = { a: [1, 'two', { three: 3 }], b: null };
    expect(redactData(data)).toBe(data);
    const cyclic: Record<string, unknown> = { pan: '4111111111111111' };
    cyclic.self = cyclic;
    expect(redactData(cyclic)).toEqual({ pan: CARD, self: '[Circular]' });
  });
});
