/**
 * Apple Pay and Google Pay: `payment_method[type].token` is a test token object
 * (`{ test_token: 'tok_visa' }`, see methods/wallet-tokens.ts); it pays or
 * declines at once, as a card does.
 */
import { invalid } from '../../core/errors';
import { declinedAtConfirm, paidAtConfirm } from '../../model/attempts';
import { WALLET_TEST_TOKENS, walletTestToken } from '../../methods/wallet-tokens';
import { isObject } from '../../core/body';
import { detailsOf, field, supportedMethod } from './common';
import type { ConfirmHandler } from './handler';

export const confirmWithWallet: ConfirmHandler = (ctx) => {
  supportedMethod(ctx);
  const token = detailsOf(ctx).token;
  if (token === undefined || token === null) throw invalid(field(ctx, 'token'), 'required', `${field(ctx, 'token')} is required.`);
  if (!isObject(token)) throw invalid(field(ctx, 'token'), 'must_be_object');
  const id = token.test_token;
  const tokenField = field(ctx, 'token.test_token');
  if (typeof id !== 'string') throw invalid(tokenField, 'must_be_string');
  const test = walletTestToken(id);
  if (test === undefined) {
    throw invalid(tokenField, 'unknown_test_token', `${tokenField} must be one of: ${Object.keys(WALLET_TEST_TOKENS).join(', ')}.`);
  }
  const type = ctx.paymentMethod.type;
  const summary = { type, [type]: { brand: test.brand, last4: test.last4 } };
  if (test.decline !== undefined) return declinedAtConfirm(ctx.intent, summary, test.decline, ctx.now);
  const intent = paidAtConfirm(ctx.intent, summary, ctx.now);
  return { status: 200, body: intent, intent };
};
