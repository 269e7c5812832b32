/**
 * Where the checkout origin lives for each environment. `local` is the sandbox that
 * `npm start` runs; a merchant testing elsewhere passes `checkoutOrigin` to `init`.
 * The runtime derives its own environment from these host names.
 */
export const CHECKOUT_ORIGINS = {
  local: 'http://localhost:3100',
  dev: 'https://checkout-dev.portico.dev',
  staging: 'https://checkout-staging.portico.dev',
  demo: 'https://checkout-demo.portico.dev',
  prod: 'https://checkout.portico.dev',
} as const;

export type PorticoEnv = keyof typeof CHECKOUT_ORIGINS;
