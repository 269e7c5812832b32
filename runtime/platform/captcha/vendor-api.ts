/**
 * Asking a loaded vendor script for a token. The Google-type script (reCAPTCHA
 * Enterprise's surface) scores the page invisibly: `grecaptcha.enterprise.ready`
 * then `execute(siteKey, { action })`. The Tencent-type one (TencentCaptcha's
 * surface) answers its callback with `ret` 0 and a `ticket` and `randstr`, or
 * another `ret` when the shopper closed it. Both are read here as untrusted globals.
 */
import { isRecord } from '../../../protocol';
import type { CaptchaLanguage } from '../i18n/captcha-language';
import type { CaptchaVendor } from './vendors';

/** Spec §3: what a captcha yields. `randomStr` and `customizedState` are the Tencent-type's `randstr` and `bizState`. */
export interface CaptchaResult {
  readonly token: string;
  readonly randomStr: string;
  readonly customizedState: string;
}

interface VendorRequest {
  readonly siteKey: string;
  readonly language: CaptchaLanguage;
}

/** The action a token is asked for (reCAPTCHA's `action`): what the provider checks it against. */
export const CAPTCHA_ACTION = 'confirm';

type RunVendor = (request: VendorRequest, win: Window) => Promise<CaptchaResult>;

interface GoogleEnterprise {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<unknown>;
}

interface TencentCaptchaAnswer {
  readonly ret?: unknown;
  readonly ticket?: unknown;
  readonly randstr?: unknown;
  readonly bizState?: unknown;
}

type TencentCaptchaConstructor = new (appId: string, callback: (answer: TencentCaptchaAnswer) => void, options: { userLanguage: string }) => { show(): void };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const runGoogle: RunVendor = async ({ siteKey }, win) => {
  const grecaptcha: unknown = Reflect.get(win, 'grecaptcha');
  const enterprise: unknown = isRecord(grecaptcha) ? grecaptcha.enterprise : undefined;
  if (!isRecord(enterprise) || typeof enterprise.ready !== 'function' || typeof enterprise.execute !== 'function') {
    throw new Error('grecaptcha.enterprise is missing');
  }
  const api = enterprise as unknown as GoogleEnterprise;
  await new Promise<void>((resolve) => api.ready(resolve));
  const token = await api.execute(siteKey, { action: CAPTCHA_ACTION });
  if (typeof token !== 'string' || token === '') throw new Error('grecaptcha answered no token');
  return { token, randomStr: '', customizedState: '' };
};

const runTencent: RunVendor = ({ siteKey, language }, win) =>
  new Promise((resolve, reject) => {
    const TencentCaptcha: unknown = Reflect.get(win, 'TencentCaptcha');
    if (typeof TencentCaptcha !== 'function') throw new Error('TencentCaptcha is missing');
    const captcha = new (TencentCaptcha as TencentCaptchaConstructor)(
      siteKey,
      (answer) => {
        if (answer.ret === 0 && text(answer.ticket) !== '') {
          resolve({ token: text(answer.ticket), randomStr: text(answer.randstr), customizedState: text(answer.bizState) });
        } else reject(new Error(`TencentCaptcha answered ret ${String(answer.ret)}`));
      },
      { userLanguage: language },
    );
    captcha.show();
  });

export const VENDOR_APIS: Readonly<Record<CaptchaVendor, RunVendor>> = { google: runGoogle, tencent: runTencent };
