/**
 * The runtime's logger, like the sink, masks a card number inside a longer run of digits
 * (redaction/card-numbers.ts, issue 27): each shape of RUN_SHAPES, with the hash the
 * logger writes in the card's place (spec §9).
 */
import { describe, expect, it } from 'vitest';
import { findCardNumbers } from '../../../redaction/card-numbers';
import { REDACTED } from '../../../redaction/redact';
import { RUN_SHAPES } from '../../../redaction/test-cards';
import { cardNumberHash, hasCardNumber, hashCardNumbers } from './card-hash';

describe('the logger finds a card number inside any run of digits', () => {
  it.each(RUN_SHAPES)('%s', async (_shape, text, expected) => {
    expect(hasCardNumber({ message: text })).toBe(true);
    const logged = (await hashCardNumbers({ message: text })) as { message: string };
    // The same text as the sink's, with `card:<hash>` where the sink writes its marker.
    const pattern = expected
      .split(REDACTED.cardNumber)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('card:([0-9a-f]{16})');
    const match = new RegExp(`^${pattern}$`).exec(logged.message);
    expect(match, logged.message).not.toBeNull();
    const hashes = await Promise.all(findCardNumbers(text).map(({ digits }) => cardNumberHash(digits)));
    expect(match!.slice(1)).toEqual(hashes);
  });
});
