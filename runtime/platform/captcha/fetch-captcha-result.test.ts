// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveEnvironment } from '../env';
import { EMPTY_CAPTCHA_RESULT, fetchCaptchaResult, vendorScriptsFor } from './fetch-captcha-result';
import type { LoadScript } from './vendor-scripts';

const logEvent = vi.hoisted(() => vi.fn());
vi.mock('../telemetry', () => ({ logEvent }));

const env = resolveEnvironment('http://127.0.0.1:3100/');

/** A window with the vendors' globals as their scripts define them. */
function vendorWindow(answers: { google?: string | Error; tencent?: { ret: number; ticket?: string; randstr?: string; bizState?: string } }) {
  const calls: { vendor: string; siteKey: string; options: unknown }[] = [];
  const win = {
    grecaptcha: {
      enterprise: {
        ready: (callback: () => void) => callback(),
        execute: (siteKey: string, options: unknown) => {
          calls.push({ vendor: 'google', siteKey, options });
          return answers.google instanceof Error ? Promise.reject(answers.google) : Promise.resolve(answers.google);
        },
      },
    },
    TencentCaptcha: class {
      constructor(
        readonly siteKey: string,
        readonly callback: (answer: object) => void,
        readonly options: unknown,
      ) {
        calls.push({ vendor: 'tencent', siteKey, options });
      }
      show() {
        this.callback(answers.tencent ?? { ret: 2 });
      }
    },
  } as unknown as Window;
  return { win, calls };
}

/** Scripts that load or fail as told, and the URLs asked for. */
function scripts(outcome: { google: boolean; tencent: boolean }, language = 'en') {
  const asked: string[] = [];
  const load: LoadScript = (url) => {
    asked.push(url);
    return outcome[url.includes('/google/') ? 'google' : 'tencent'] ? Promise.resolve() : Promise.reject(Object.assign(new Error('x'), { reason: 'error' }));
  };
  return { asked, scripts: vendorScriptsFor(env, language, load) };
}

beforeEach(() => logEvent.mockClear());
afterEach(() => vi.useRealTimers());

describe('fetchCaptchaResult', () => {
  it('asks the preferred Google-type vendor for a token with its site key', async () => {
    const { win, calls } = vendorWindow({ google: 'g-token' });
    const result = await fetchCaptchaResult('google', { env, language: 'en', win, ...scripts({ google: true, tencent: true }) });
    expect(result).toEqual({ token: 'g-token', randomStr: '', customizedState: '' });
    expect(calls).toEqual([{ vendor: 'google', siteKey: 'local-google-site-key', options: { action: 'confirm' } }]);
    expect(logEvent).not.toHaveBeenCalled();
  });

  it('falls back to the Tencent-type vendor when the Google-type script failed, with its ticket and randstr', async () => {
    const { win, calls } = vendorWindow({ tencent: { ret: 0, ticket: 't-ticket', randstr: '@r4nd', bizState: 'state-1' } });
    const loaded = scripts({ google: false, tencent: true });
    const result = await fetchCaptchaResult('google', { env, language: 'en', win, scripts: loaded.scripts });
    expect(result).toEqual({ token: 't-ticket', randomStr: '@r4nd', customizedState: 'state-1' });
    expect(calls.map((c) => c.vendor)).toEqual(['tencent']);
    expect(loaded.asked.map((u) => new URL(u).pathname)).toEqual(['/simulator/captcha/google/enterprise.js', '/simulator/captcha/tencent/TCaptcha.js']);
  });

  it('prefers the Tencent-type vendor when told, and falls back to the Google-type one', async () => {
    const { win, calls } = vendorWindow({ google: 'g-token', tencent: { ret: 0, ticket: 't' } });
    expect((await fetchCaptchaResult('tencent', { env, language: 'en', win, ...scripts({ google: true, tencent: true }) })).token).toBe('t');
    expect((await fetchCaptchaResult('tencent', { env, language: 'en', win, ...scripts({ google: true, tencent: false }) })).token).toBe('g-token');
    expect(calls.map((c) => c.vendor)).toEqual(['tencent', 'google']);
  });

  it.each([
    ['no script loads', { google: false, tencent: false }, {}],
    ['the vendor rejects', { google: true, tencent: true }, { google: new Error('invalid site key') }],
    ['the vendor answers no token', { google: true, tencent: true }, { google: '' }],
    ['the shopper closes the Tencent-type captcha', { google: false, tencent: true }, { tencent: { ret: 2 } }],
  ] as const)('yields an empty token and logs onFetchCaptchaResultError when %s (spec §8)', async (_, outcome, answers) => {
    const { win } = vendorWindow(answers);
    await expect(fetchCaptchaResult('google', { env, language: 'en', win, ...scripts(outcome) })).resolves.toEqual(EMPTY_CAPTCHA_RESULT);
    expect(logEvent).toHaveBeenCalledTimes(1);
    expect(logEvent).toHaveBeenCalledWith('onFetchCaptchaResultError', 'warn', expect.objectContaining({ preferred: 'google' }));
  });

  it('speaks the captcha language of spec §5: zh is zh-CN, an unknown language en', async () => {
    for (const [ui, captcha] of [
      ['zh', 'zh-CN'],
      ['zh-HK', 'zh-HK'],
      ['fi', 'en'],
      ['ko', 'ko'],
    ] as const) {
      const { win, calls } = vendorWindow({ tencent: { ret: 0, ticket: 't' } });
      const loaded = scripts({ google: false, tencent: true }, ui);
      await fetchCaptchaResult('google', { env, language: ui, win, scripts: loaded.scripts });
      expect(new URL(loaded.asked[0]!).searchParams.get('hl'), ui).toBe(captcha);
      expect(calls[0]?.options, ui).toEqual({ userLanguage: captcha });
    }
  });
});
