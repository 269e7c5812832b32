/**
 * Test tokens for Apple Pay and Google Pay. A real wallet hands the merchant an
 * encrypted token; the sandbox takes `{ test_token, … }` instead and decides
 * the outcome from this table, as test cards do. The decline messages are the
 * test cards' own, so a wallet decline reads like a card decline.
 */
import type { Decline } from '../model/intent-types';
import { TEST_CARDS } from '../cards/test-cards';

export interface WalletTestToken {
  readonly brand: string;
  readonly last4: string;
  readonly description: string;
  readonly decline?: Decline;
  /** The test card it stands for where a card decides (a consent's zero-amount check, a saved wallet). */
  readonly card: string;
}

const insufficient = TEST_CARDS['4000000000009995'];
const generic = TEST_CARDS['4000000000000002'];

export const WALLET_TEST_TOKENS = {
  tok_visa: { brand: 'visa', last4: '1111', description: 'Visa, payment succeeds', card: '4111111111111111' },
  tok_mastercard: { brand: 'mastercard', last4: '4444', description: 'Mastercard, payment succeeds', card: '5555555555554444' },
  tok_insufficient_funds: {
    brand: 'visa',
    last4: '9995',
    description: 'Declined: insufficient funds',
    card: '4000000000009995',
    decline: { failureCode: insufficient.failureCode, providerCode: insufficient.providerCode, message: insufficient.message },
  },
  tok_declined: {
    brand: 'visa',
    last4: '0002',
    description: 'Declined: generic decline (do not honour)',
    card: '4000000000000002',
    decline: { failureCode: generic.failureCode, providerCode: generic.providerCode, message: generic.message },
  },
} as const satisfies Record<string, WalletTestToken>;

export function walletTestToken(id: string): WalletTestToken | undefined {
  return Object.hasOwn(WALLET_TEST_TOKENS, id) ? WALLET_TEST_TOKENS[id as keyof typeof WALLET_TEST_TOKENS] : undefined;
}
