/**
 * `payment_method` in a body that saves a method (consent verify, payment method
 * create): a card, a wallet token or direct-debit bank details. Field paths match
 * intent confirm (`payment_method.card.number`, …). The card number is returned
 * for the issuer check only; callers never store it.
 */
import { checkCvc, detectBrand, luhnValid, normaliseCardNumber, normaliseExpiry } from '../cards/card';
import { type Json, requiredObject, requiredString } from './fields';
import { type BankSummary, DEBIT_SCHEMES, type DebitScheme, WALLET_TYPES, type WalletType } from './types';
import { invalid } from '../core/errors';
import { readBankDetails } from './saved-method-debit';
import { isObject } from '../core/body';
import { WALLET_TEST_TOKENS, walletTestToken } from '../methods/wallet-tokens';
import type { CardBrand } from '../model/card-brand';

export type MethodInput =
  | {
      readonly kind: 'card';
      readonly number: string;
      readonly brand: CardBrand;
      readonly expiry_month: string;
      readonly expiry_year: string;
    }
  | { readonly kind: 'wallet'; readonly type: WalletType; readonly number: string; readonly brand: CardBrand }
  | { readonly kind: 'debit'; readonly scheme: DebitScheme; readonly bank: BankSummary };

export const SAVEABLE_TYPES: readonly string[] = ['card', ...WALLET_TYPES, ...DEBIT_SCHEMES];

/** The card a wallet token stands for when it does not carry one of its own. */
const DEFAULT_WALLET_CARD = '4111111111111111';

function readCard(pm: Json, now: Date): MethodInput {
  const card = requiredObject(pm.card, 'payment_method.card');
  const number = normaliseCardNumber(card.number);
  const expiry = normaliseExpiry(card.expiry_month, card.expiry_year, now);
  checkCvc(card.cvc);
  if (card.name !== undefined && card.name !== null && (typeof card.name !== 'string' || card.name.length > 200)) {
    throw invalid('payment_method.card.name', 'must_be_string');
  }
  return { kind: 'card', number, brand: detectBrand(number), ...expiry };
}

/**
 * A wallet token is opaque; in the sandbox a token that is a Luhn-valid card
 * number stands for that card (brand, last four, test-card outcome), so wallets
 * decline with the same test cards. Any other token is a Visa ending 1111. The
 * test token object intent confirm takes (`{ test_token: 'tok_visa' }`, the wallet
 * stand-ins' answer) stands for its test card too, so one token works everywhere.
 */
function readWallet(type: WalletType, pm: Json): MethodInput {
  const wallet = requiredObject(pm[type], `payment_method.${type}`);
  if (isObject(wallet.token)) {
    const test = typeof wallet.token.test_token === 'string' ? walletTestToken(wallet.token.test_token) : undefined;
    if (!test)
      throw invalid(
        `payment_method.${type}.token.test_token`,
        'unknown_test_token',
        `payment_method.${type}.token.test_token must be one of: ${Object.keys(WALLET_TEST_TOKENS).join(', ')}.`,
      );
    return { kind: 'wallet', type, number: test.card, brand: detectBrand(test.card) };
  }
  const token = requiredString(wallet.token, `payment_method.${type}.token`, 8192);
  const digits = token.replace(/ /g, '');
  const number = /^\d{12,19}$/.test(digits) && luhnValid(digits) ? digits : DEFAULT_WALLET_CARD;
  return { kind: 'wallet', type, number, brand: detectBrand(number) };
}

export function readMethodInput(pm: Json, now: Date): MethodInput {
  const type = pm.type;
  if (type === undefined || type === null) throw invalid('payment_method.type', 'required', 'payment_method.type is required.');
  if (typeof type !== 'string' || !SAVEABLE_TYPES.includes(type)) {
    throw invalid('payment_method.type', 'unsupported', `payment_method.type must be one of: ${SAVEABLE_TYPES.join(', ')}.`);
  }
  if (type === 'card') return readCard(pm, now);
  if ((WALLET_TYPES as readonly string[]).includes(type)) return readWallet(type as WalletType, pm);
  const scheme = type as DebitScheme;
  return { kind: 'debit', scheme, bank: readBankDetails(scheme, pm) };
}
