import { describe, expect, it } from 'vitest';
import { allowedTargets, parseWebhookHosts } from './target';

describe('allowedTargets', () => {
  it('allows loopback by default, and nothing else', () => {
    const allow = allowedTargets();
    expect(['http://localhost:3000/h', 'http://127.0.0.1/h', 'https://[::1]:9/h'].map((u) => allow(new URL(u)))).toEqual([true, true, true]);
    expect(['http://127.0.0.2/h', 'http://merchant.internal/h', 'ftp://localhost/h', 'http://u:p@localhost/h'].map((u) => allow(new URL(u)))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('a host without a port allows every port of it; with one, that port only (80 and 443 when left out)', () => {
    const allow = allowedTargets(['merchant.internal', '10.0.0.5:8080', 'hooks.test:443']);
    expect(allow(new URL('http://Merchant.Internal:9999/h'))).toBe(true);
    expect(allow(new URL('http://10.0.0.5:8080/h'))).toBe(true);
    expect(allow(new URL('http://10.0.0.5:8081/h'))).toBe(false);
    expect(allow(new URL('http://10.0.0.5/h'))).toBe(false);
    expect(allow(new URL('https://hooks.test/h'))).toBe(true);
    expect(allow(new URL('http://hooks.test/h'))).toBe(false);
  });
});

describe('parseWebhookHosts', () => {
  it('reads hosts and host:port entries, comma-separated, spaces allowed; unset or blank is none', () => {
    expect(parseWebhookHosts('merchant.internal, 10.0.0.5:8080,[fd00::1]:9000,Shop.Test')).toEqual([
      'merchant.internal',
      '10.0.0.5:8080',
      '[fd00::1]:9000',
      'shop.test',
    ]);
    expect(parseWebhookHosts(undefined)).toEqual([]);
    expect(parseWebhookHosts('  ')).toEqual([]);
  });

  it.each([
    ['http://merchant.internal', 'a host, and a port at most'],
    ['merchant.internal/hooks', 'a host, and a port at most'],
    ['user@merchant.internal', 'a host, and a port at most'],
    ['*.internal', 'no wildcards'],
    ['a,,b', 'an empty entry'],
    ['merchant internal', 'not a host'],
    ['host:0', 'the port must be 1 to 65535'],
    ['host:70000', 'not a host'],
  ])('refuses %j, naming the variable and the entry', (value, why) => {
    expect(() => parseWebhookHosts(value)).toThrow(`PORTICO_WEBHOOK_HOSTS: "`);
    expect(() => parseWebhookHosts(value)).toThrow(why);
  });
});
