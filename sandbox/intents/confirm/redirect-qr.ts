/**
 * Methods that wait on a shopper page: open banking (a bank redirect), WeChat
 * Pay (a QR on desktop, a redirect with `flow: 'mobile_web'`), PayNow (a QR, or
 * bank-app instructions with `flow: 'instructions'`) and the generic QR code.
 */
import { payNowInstructions } from '../../methods/instructions';
import { QR_WALLETS, regionFor } from '../../methods/table';
import type { NextAction } from '../../model/intent-types';
import type { ShopperSession } from '../../model/shopper-session';
import { detailsOf, optionalChoice, startSession, supportedMethod } from './common';
import type { ConfirmContext, ConfirmHandler, ConfirmResult } from './handler';
import { waitForInstructions } from './instructions';

/**
 * What the QR code encodes: the runtime's `/qrcode/mock` route (spec §2), which
 * stands in for the wallet app that scans it. `next_action.url` is the sandbox's
 * own scan page, for when the runtime is not there.
 */
function qrPayload(origin: string, sessionId: string): string {
  return `${origin}/#/qrcode/mock?session=${encodeURIComponent(sessionId)}`;
}

function redirect(url: string): NextAction {
  return { type: 'redirect', method: 'GET', url };
}

/** A bank that takes the shopper by a form post: the page's address, and the session as a hidden field. */
function redirectForm(url: string, session: ShopperSession): NextAction {
  const page = new URL(url);
  return { type: 'redirect_form', method: 'POST', url: `${page.origin}${page.pathname}`, data: { session: session.id } };
}

function bankRedirect(ctx: ConfirmContext, summary: { type: string; [k: string]: unknown }, method: 'GET' | 'POST' = 'GET'): ConfirmResult {
  const spec = supportedMethod(ctx);
  return startSession(ctx, 'bank_redirect', summary, regionFor(spec, ctx.intent.currency), method === 'POST' ? redirectForm : redirect);
}

function qrCode(ctx: ConfirmContext, summary: { type: string; [k: string]: unknown }): ConfirmResult {
  const spec = supportedMethod(ctx);
  return startSession(ctx, 'qrcode', summary, regionFor(spec, ctx.intent.currency), (url, session) => ({
    type: 'render_qrcode',
    qrcode: qrPayload(ctx.origin, session.id),
    url,
    // The scan page's own deadline: the checkout counts down to it and offers a new code after it.
    expires_at: session.expires_at,
  }));
}

export const confirmWithOpenBanking: ConfirmHandler = (ctx) => {
  supportedMethod(ctx);
  // A test knob: `POST` plays a bank whose page is reached by a form post (a `redirect_form` next action).
  const method = optionalChoice(ctx, detailsOf(ctx), 'redirect_method', ['GET', 'POST'] as const) ?? 'GET';
  return bankRedirect(ctx, { type: ctx.paymentMethod.type }, method);
};

export const confirmWithWeChatPay: ConfirmHandler = (ctx) => {
  supportedMethod(ctx);
  const flow = optionalChoice(ctx, detailsOf(ctx), 'flow', ['qrcode', 'mobile_web'] as const) ?? 'qrcode';
  const summary = { type: 'wechatpay', wechatpay: { flow } };
  return flow === 'mobile_web' ? bankRedirect(ctx, summary) : qrCode(ctx, summary);
};

export const confirmWithPayNow: ConfirmHandler = (ctx) => {
  supportedMethod(ctx);
  const flow = optionalChoice(ctx, detailsOf(ctx), 'flow', ['qrcode', 'instructions'] as const) ?? 'qrcode';
  return flow === 'instructions' ? waitForInstructions(ctx, payNowInstructions(ctx.intent, ctx.now)) : qrCode(ctx, { type: 'paynow' });
};

export const confirmWithQrCode: ConfirmHandler = (ctx) => {
  supportedMethod(ctx);
  const wallet = optionalChoice(ctx, detailsOf(ctx), 'wallet', QR_WALLETS);
  return qrCode(ctx, wallet === null ? { type: 'qrcode' } : { type: 'qrcode', qrcode: { wallet } });
};
