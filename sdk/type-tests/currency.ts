/**
 * The drop-in's currency switcher options (valid.ts says why these files exist):
 * `currency_switcher` is `auto` or `off`, `shopper_currency` a currency code.
 * Never run: every case sits in an exported function that nothing calls.
 */
import type { Portico } from '../index';

declare const portico: Portico;
declare const intent_id: string;
declare const client_secret: string;

export function currencySwitcherOptions(): void {
  portico.createElement('dropin', { intent_id, client_secret, currency_switcher: 'off' });
  portico.createElement('dropin', { intent_id, client_secret, currency_switcher: 'auto', shopper_currency: 'GBP' });
}

export function currencySwitcherMistakes(): void {
  // @ts-expect-error -- the switcher is 'auto' or 'off', not a boolean
  portico.createElement('dropin', { intent_id, client_secret, currency_switcher: false });
  // @ts-expect-error -- shopper_currency is a currency code string, not a list
  portico.createElement('dropin', { intent_id, client_secret, shopper_currency: ['GBP'] });
  // @ts-expect-error -- the card element has no currency switcher
  portico.createElement('card', { intent_id, client_secret, currency_switcher: 'off' });
}
