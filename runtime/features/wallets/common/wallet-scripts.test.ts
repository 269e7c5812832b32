import { describe, expect, it } from 'vitest';
import { resolveEnvironment } from '../../../platform/env/environment';
import { googlePaySetup } from './wallet-scripts';

describe('googlePaySetup', () => {
  it.each([
    ['http://127.0.0.1:3100/#/elements/google-pay', 'http://127.0.0.1:3100/simulator/google-pay/pay.js', 'TEST'],
    ['https://checkout-dev.portico.example/', 'https://pay.google.com/gp/p/js/pay.js', 'TEST'],
    ['https://checkout-staging.portico.example/', 'https://pay.google.com/gp/p/js/pay.js', 'TEST'],
    ['https://checkout-demo.portico.example/', 'https://pay.google.com/gp/p/js/pay.js', 'TEST'],
    ['https://checkout.portico.example/', 'https://pay.google.com/gp/p/js/pay.js', 'PRODUCTION'],
  ] as const)('%s loads %s (%s)', (page, scriptUrl, environment) => {
    expect(googlePaySetup(resolveEnvironment(page))).toEqual({ scriptUrl, environment });
  });
});
