/**
 * What each of the eleven parent codes carries, as docs/sdk.md and the protocol's option
 * tables document it: valid examples, and what the documentation says makes a call's
 * parameters wrong. The invalid payloads (invalid-params.ts) are built from this, so their
 * invalidity follows from the documented contract, not from the readers under test.
 */
import {
  CHALLENGE_END_REASONS,
  CHALLENGE_MODES,
  CONFIRM_OPTIONS,
  CONSENT_TRIGGERS,
  CREATE_CONSENT_OPTIONS,
  MERCHANT_TRIGGER_REASONS,
  UPDATE_OPTIONS,
  VERIFY_CONSENT_OPTIONS,
  type ParentCode,
} from '../../protocol';

export interface CallContract {
  /** Parameters the code accepts (`undefined`: called with nothing). */
  readonly examples: readonly unknown[];
  /**
   * `closed`: an object (or nothing) of documented fields, each of its type, no other key;
   * `open`: the same, but other keys are dropped rather than refused (the protocol's `shape`);
   * `any`: any plain data (a code no screen defines yet).
   */
  readonly kind: 'closed' | 'open' | 'any';
  /** For `closed`: the keys the object may have. */
  readonly keys: readonly string[];
  /** Fields that take one of a list of values. */
  readonly choices: Readonly<Record<string, readonly string[]>>;
}

const THREE_DS: CallContract = {
  examples: [undefined, {}, { reason: 'closed' }, { reason: 'load_failed' }],
  kind: 'closed',
  keys: ['reason'],
  choices: { reason: CHALLENGE_END_REASONS },
};

export const CALL_CONTRACTS: { readonly [C in ParentCode]: CallContract } = {
  confirm: {
    examples: [undefined, {}, { cardholderName: 'Ada Lovelace' }, { challengeMode: 'popup' }, { cardholderName: 'Ada', challengeMode: 'redirect' }],
    kind: 'closed',
    keys: Object.keys(CONFIRM_OPTIONS),
    choices: { challengeMode: CHALLENGE_MODES },
  },
  update: {
    examples: [
      { action: 'clear' },
      { action: 'options', locale: 'fr' },
      { action: 'options', appearance: { mode: 'dark' } },
      { action: 'options', intent_id: 'int_1', client_secret: 'secret_1' },
      { action: 'group', message: { type: 'value', field: 'cvc' } },
    ],
    kind: 'closed',
    keys: ['action', 'message', ...Object.keys(UPDATE_OPTIONS)],
    choices: { action: ['clear', 'options', 'group'] },
  },
  createPaymentConsent: {
    examples: [
      { next_triggered_by: 'customer' },
      { next_triggered_by: 'merchant', merchant_trigger_reason: 'scheduled' },
      { next_triggered_by: 'customer', terms_of_use: { payment_amount_type: 'VARIABLE', payment_currency: 'USD' } },
    ],
    kind: 'closed',
    keys: Object.keys(CREATE_CONSENT_OPTIONS),
    choices: { next_triggered_by: CONSENT_TRIGGERS, merchant_trigger_reason: MERCHANT_TRIGGER_REASONS },
  },
  verifyConsent: { examples: [undefined, {}, { consent_id: 'cst_1' }], kind: 'closed', keys: Object.keys(VERIFY_CONSENT_OPTIONS), choices: {} },
  on3dsSuccess: THREE_DS,
  on3dsError: THREE_DS,
  on3dsCancel: THREE_DS,
  on3dsChallengeError: THREE_DS,
  onApplePaySessionUpdate: { examples: [undefined, { amount: 12.5 }, { error: 'We do not ship there' }], kind: 'open', keys: [], choices: {} },
  onvalidatemerchant: {
    examples: [{ validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession' }, 'a session', 42, null],
    kind: 'any',
    keys: [],
    choices: {},
  },
  onpaymentauthorized: { examples: [undefined, { intent_id: 'int_1', client_secret: 'secret_1' }], kind: 'open', keys: [], choices: {} },
};
