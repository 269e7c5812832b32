import { describe, expect, it } from 'vitest';
import { FALLBACK_ORIGIN, publicOriginOf } from './public-origin';

describe('publicOriginOf', () => {
  const known = publicOriginOf(() => ['http://localhost:3100', 'http://127.0.0.1:3100']);

  it('keeps the origin a request came to when the sandbox is served there', () => {
    expect(known('http://127.0.0.1:3100/api/v1/pa/payment_intents/int_1/confirm')).toBe('http://127.0.0.1:3100');
    expect(known('http://localhost:3100/x')).toBe('http://localhost:3100');
  });

  it('answers a forged or unknown Host with the first known origin', () => {
    for (const url of ['http://evil.test/x', 'http://evil.test:3100/x', 'http://localhost:9999/x', 'https://localhost:3100/x'])
      expect(known(url)).toBe('http://localhost:3100');
  });

  it('before the server listens (no socket: tests), believes loopback hosts only', () => {
    const early = publicOriginOf(() => []);
    expect(early('http://localhost/x')).toBe('http://localhost');
    expect(early('http://127.0.0.1:4000/x')).toBe('http://127.0.0.1:4000');
    expect(early('http://evil.test/x')).toBe(FALLBACK_ORIGIN);
  });
});
