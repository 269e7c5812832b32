/**
 * Instructions methods (konbini, Pay-easy, SPEI, bank transfer): the intent
 * waits in REQUIRES_CUSTOMER_ACTION with `display_instructions` until a
 * simulated payment (`shopper_actions/pay`) or refusal (`/reject`) settles it.
 */
import { awaitShopper } from '../../model/attempts';
import {
  KONBINI_STORES,
  bankTransferInstructions,
  konbiniInstructions,
  payEasyInstructions,
  speiInstructions,
  type Instructions,
} from '../../methods/instructions';
import { invalid } from '../../core/errors';
import { detailsOf, field, optionalChoice, supportedMethod } from './common';
import { shopperContact } from './shopper-contact';
import type { ConfirmContext, ConfirmHandler, ConfirmResult } from './handler';

/** Also used by PayNow's bank-app flow. */
export function waitForInstructions(ctx: ConfirmContext, instructions: Instructions): ConfirmResult {
  const intent = awaitShopper(ctx.intent, { type: ctx.paymentMethod.type }, { type: 'display_instructions', instructions }, ctx.now);
  return { status: 200, body: intent, intent };
}

export const confirmWithKonbini: ConfirmHandler = (ctx) => {
  supportedMethod(ctx);
  const details = detailsOf(ctx);
  const store = optionalChoice(ctx, details, 'store', KONBINI_STORES);
  if (store === null) throw invalid(field(ctx, 'store'), 'required', `${field(ctx, 'store')} is required: ${KONBINI_STORES.join(', ')}.`);
  return waitForInstructions(ctx, konbiniInstructions(ctx.intent, store, shopperContact(ctx, details), ctx.now));
};

export const confirmWithPayEasy: ConfirmHandler = (ctx) => {
  supportedMethod(ctx);
  return waitForInstructions(ctx, payEasyInstructions(ctx.intent, shopperContact(ctx, detailsOf(ctx)), ctx.now));
};

export const confirmWithSpei: ConfirmHandler = (ctx) => {
  supportedMethod(ctx);
  detailsOf(ctx);
  return waitForInstructions(ctx, speiInstructions(ctx.intent, ctx.now));
};

export const confirmWithBankTransfer: ConfirmHandler = (ctx) => {
  supportedMethod(ctx);
  detailsOf(ctx);
  return waitForInstructions(ctx, bankTransferInstructions(ctx.intent, ctx.now));
};
