import { describe, expect, it } from 'vitest';
import { checkDeclaredOrigin, isWebOrigin } from './handshake';
import { elementFrameUrl } from '../options/frame-options';

describe('checkDeclaredOrigin', () => {
  it('accepts a well-formed origin that matches the first ancestor', () => {
    expect(checkDeclaredOrigin('http://localhost:3000', ['http://localhost:3000'])).toEqual({ ok: true, origin: 'http://localhost:3000' });
  });
  it('accepts a well-formed origin where the browser has no ancestorOrigins', () => {
    expect(checkDeclaredOrigin('https://shop.example', undefined).ok).toBe(true);
  });
  it('refuses a declared origin that differs from the real parent', () => {
    expect(checkDeclaredOrigin('https://shop.example', ['https://evil.example'])).toEqual({ ok: false, reason: 'ancestor_mismatch' });
  });
  it.each([
    ['missing', undefined],
    ['missing', ''],
    ['malformed', 'shop.example'],
    ['malformed', 'https://shop.example/path'],
    ['malformed', 'javascript:alert(1)'],
    ['malformed', '*'],
    ['malformed', 42],
  ])('%s: %j', (reason, value) => {
    expect(checkDeclaredOrigin(value, [])).toEqual({ ok: false, reason });
  });
  it('isWebOrigin refuses trailing slashes and credentials', () => {
    expect(isWebOrigin('https://a.example/')).toBe(false);
    expect(isWebOrigin('https://u:p@a.example')).toBe(false);
    expect(isWebOrigin('http://127.0.0.1:3100')).toBe(true);
  });
});

describe('elementFrameUrl', () => {
  it('puts the route in the hash and the options JSON after it', () => {
    const url = new URL(elementFrameUrl('http://127.0.0.1:3100', 'card', { origin: 'http://localhost:3000', channel: 'abc' }, 'de'));
    expect(url.origin).toBe('http://127.0.0.1:3100');
    expect(url.hash.startsWith('#/elements/card?')).toBe(true);
    const query = new URLSearchParams(url.hash.slice(url.hash.indexOf('?') + 1));
    expect(JSON.parse(query.get('options') ?? '')).toEqual({ origin: 'http://localhost:3000', channel: 'abc' });
    expect(query.get('lang')).toBe('de');
  });
});
