import { describe, expect, it } from 'vitest';
import { resolveEnvironment } from './environment';

describe('resolveEnvironment', () => {
  it.each([
    ['http://localhost:3100/#/elements/card', 'local', 'http://localhost:3100'],
    ['http://checkout.localhost:3100/', 'local', 'http://checkout.localhost:3100'],
    ['http://127.0.0.1:4173/page/3ds-callback', 'local', 'http://127.0.0.1:4173'],
    ['http://[::1]:3100/', 'local', 'http://[::1]:3100'],
    ['https://checkout-dev.portico.example/#/elements/card', 'dev', 'https://api-dev.portico.example'],
    ['https://checkout-staging.portico.example/', 'staging', 'https://api-staging.portico.example'],
    ['https://checkout-demo.portico.example/', 'demo', 'https://api-demo.portico.example'],
    ['https://checkout.portico.example/', 'prod', 'https://api.portico.example'],
    ['https://CHECKOUT-DEV.Portico.Example:8443/', 'dev', 'https://api-dev.portico.example:8443'],
    ['https://pay.merchant.example/', 'prod', 'https://pay.merchant.example'],
    ['https://checkout-preview.portico.example/', 'prod', 'https://checkout-preview.portico.example'],
    ['https://my-checkout-dev.portico.example/', 'prod', 'https://my-checkout-dev.portico.example'],
    ['https://localhost.evil.example/', 'prod', 'https://localhost.evil.example'],
  ] as const)('%s → %s, API at %s', (url, name, apiBase) => {
    expect(resolveEnvironment(url)).toEqual({ name, apiBase });
  });

  it('accepts a URL object', () => {
    expect(resolveEnvironment(new URL('http://localhost:3100/')).name).toBe('local');
  });
});
