/**
 * The confirm's captcha check: a browser's confirm of an intent whose `captcha_policy`
 * asks for one must carry `captcha: { token, random_str?, customized_state? }` with a
 * token of a stand-in vendor (tokens.ts). The merchant's own server (`x-api-key`)
 * needs none: the captcha guards the shopper's browser. Refused with 400
 * `captcha_required` and `details.reason`; nothing is charged or recorded.
 */
import { ApiError } from '../core/errors';
import type { Caller } from '../core/auth';
import { isObject } from '../core/body';
import { needsCaptcha } from './policy';
import { verifyCaptchaToken } from './tokens';

const MAX_TOKEN_LENGTH = 2048;

export function checkConfirmCaptcha(
  intent: { readonly id: string; readonly captcha_policy?: unknown },
  body: Record<string, unknown>,
  caller: Caller,
  key: Buffer,
  now: Date,
): void {
  if (caller !== 'browser' || !needsCaptcha(intent)) return;
  const refuse = (reason: string) => new ApiError('captcha_required', { intent_id: intent.id, reason });
  const captcha = body.captcha;
  if (captcha === undefined || captcha === null) throw refuse('missing');
  if (!isObject(captcha)) throw refuse('must_be_object');
  const { token, random_str } = captcha;
  if (typeof token !== 'string' || token === '') throw refuse('empty_token');
  if (token.length > MAX_TOKEN_LENGTH) throw refuse('malformed');
  const verdict = verifyCaptchaToken(key, token, typeof random_str === 'string' ? random_str : '', now.getTime());
  if (!verdict.ok) throw refuse(verdict.reason);
}
