import { describe, expect, it } from 'vitest';
import { readChallengeOptions } from './challenge-options';

const hash = (options: unknown) => `#/elements/3ds-challenge?options=${encodeURIComponent(JSON.stringify(options))}`;
const GOOD = { origin: 'https://shop.example', channel: '1b4e28ba-2fa1-11d2-883f-0016d3cca427', intent_id: 'int_1', client_secret: 'cs_1' };

describe("the challenge page's options", () => {
  it('need the merchant origin, a channel id, the intent and its client secret', () => {
    expect(readChallengeOptions(hash(GOOD))).toMatchObject({ origin: GOOD.origin, intentId: 'int_1', clientSecret: 'cs_1', returnUrl: null });
    for (const missing of ['origin', 'channel', 'intent_id', 'client_secret']) {
      expect(readChallengeOptions(hash({ ...GOOD, [missing]: undefined }))).toBeNull();
    }
    expect(readChallengeOptions(hash({ ...GOOD, origin: 'https://shop.example/path' }))).toBeNull();
    expect(readChallengeOptions('#/elements/3ds-challenge?options=%7B')).toBeNull();
  });

  it("keep a return URL only on the merchant's own origin", () => {
    expect(readChallengeOptions(hash({ ...GOOD, return_url: 'https://shop.example/checkout?x=1' }))?.returnUrl).toBe('https://shop.example/checkout?x=1');
    expect(readChallengeOptions(hash({ ...GOOD, return_url: 'https://evil.example/' }))?.returnUrl).toBeNull();
    expect(readChallengeOptions(hash({ ...GOOD, return_url: 'javascript:alert(1)' }))?.returnUrl).toBeNull();
  });
});
