import { describe, expect, it } from 'vitest';
import { SECRET_KEY, confirm, confirmBody, createIntent, decodeClaims, expectError, get, INTENTS, makeApp, post } from '../test-support/app';
import type { Intent } from '../model/intent-types';
import { CAPTCHA_STAND_IN_PATHS } from './routes';
import { captchaTokenKey } from './tokens';
import { issueCaptchaToken, CAPTCHA_TOKEN_TTL_SECONDS } from './tokens';
import { STAND_IN_SCRIPTS } from './stand-ins';

const merchant = { 'x-api-key': SECRET_KEY };

async function standInToken(
  app: ReturnType<typeof makeApp>,
  vendor: 'google' | 'tencent',
  siteKey = vendor === 'google' ? 'local-google-site-key' : '190000001',
) {
  return post(app, '/simulator/captcha/tokens', { vendor, site_key: siteKey, action: 'confirm' });
}

async function captchaField(app: ReturnType<typeof makeApp>, vendor: 'google' | 'tencent') {
  const { token, randstr } = (await (await standInToken(app, vendor)).json()) as { token: string; randstr: string };
  return { token, random_str: randstr, customized_state: '' };
}

describe('captcha_policy at create', () => {
  it.each(['google_first', 'tencent_first'] as const)('%s is kept on the intent and carried by each client secret issued for it', async (policy) => {
    const app = makeApp();
    const intent = await createIntent(app, { captcha_policy: policy });
    expect(intent.captcha_policy).toBe(policy);
    expect(decodeClaims(intent.client_secret).captcha_policy).toBe(policy);
    const again = (await (await get(app, `${INTENTS}/${intent.id}`, merchant)).json()) as Intent;
    expect(decodeClaims(again.client_secret).captcha_policy).toBe(policy);
  });

  it('off, null or absent asks for none: no claim', async () => {
    const app = makeApp();
    for (const overrides of [{}, { captcha_policy: null }, { captcha_policy: 'off' }]) {
      const intent = await createIntent(app, overrides);
      expect(intent).not.toHaveProperty('captcha_policy');
      expect(decodeClaims(intent.client_secret)).not.toHaveProperty('captcha_policy');
    }
  });

  it('refuses a policy it does not know', async () => {
    const app = makeApp();
    for (const captcha_policy of ['always', 1, { vendor: 'google' }]) {
      const res = await post(app, `${INTENTS}/create`, { request_id: `c_${String(captcha_policy)}`, amount: 1, currency: 'USD', captcha_policy }, merchant);
      expect((await expectError(res, 400, 'validation_error')).details).toEqual({ field: 'captcha_policy', reason: 'unsupported' });
    }
  });
});

describe('the confirm of an intent that asks for a captcha', () => {
  it.each(['google', 'tencent'] as const)('pays with a %s stand-in token', async (vendor) => {
    const app = makeApp();
    const intent = await createIntent(app, { captcha_policy: 'google_first' });
    const res = await confirm(app, intent, { ...confirmBody(), captcha: await captchaField(app, vendor) });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Intent).status).toBe('SUCCEEDED');
  });

  it.each([
    ['missing', undefined],
    ['must_be_object', 'token'],
    ['empty_token', { token: '', random_str: '', customized_state: '' }],
    ['malformed', { token: 'garbage' }],
    ['bad_signature', { token: issueCaptchaToken(Buffer.alloc(32, 1), 'google', '', Date.now()) }],
  ] as const)('refuses %s with 400 captcha_required, and charges nothing', async (reason, captcha) => {
    const app = makeApp();
    const intent = await createIntent(app, { captcha_policy: 'tencent_first' });
    const res = await confirm(app, intent, { ...confirmBody(), ...(captcha === undefined ? {} : { captcha }) });
    expect((await expectError(res, 400, 'captcha_required')).details).toEqual({ intent_id: intent.id, reason });
    const after = (await (await get(app, `${INTENTS}/${intent.id}`, merchant)).json()) as Intent;
    expect(after).toMatchObject({ status: 'REQUIRES_PAYMENT_METHOD', latest_payment_attempt: null });
  });

  it('refuses an expired token, and a Tencent-type ticket without its randstr', async () => {
    const app = makeApp();
    const intent = await createIntent(app, { captcha_policy: 'google_first' });
    const key = captchaTokenKey({ secretKey: SECRET_KEY });
    const old = issueCaptchaToken(key, 'google', '', Date.now() - (CAPTCHA_TOKEN_TTL_SECONDS + 1) * 1000);
    expect((await expectError(await confirm(app, intent, { ...confirmBody(), captcha: { token: old } }), 400, 'captcha_required')).details.reason).toBe(
      'expired',
    );
    const tencent = await captchaField(app, 'tencent');
    const res = await confirm(app, intent, { ...confirmBody(), captcha: { ...tencent, random_str: '@other' } });
    expect((await expectError(res, 400, 'captcha_required')).details.reason).toBe('wrong_random_str');
  });

  it("needs no captcha from the merchant's server, nor for an intent without the policy", async () => {
    const app = makeApp();
    const asked = await createIntent(app, { captcha_policy: 'google_first' });
    expect((await confirm(app, asked, confirmBody(), merchant)).status).toBe(200);
    const plain = await createIntent(app);
    expect((await confirm(app, plain, confirmBody())).status).toBe(200);
  });
});

describe('the stand-in vendors', () => {
  it('serve their scripts, one that fails and the fingerprint stand-in', async () => {
    const app = makeApp();
    for (const [path, body] of [
      [CAPTCHA_STAND_IN_PATHS.google, STAND_IN_SCRIPTS.google],
      [CAPTCHA_STAND_IN_PATHS.tencent, STAND_IN_SCRIPTS.tencent],
      [CAPTCHA_STAND_IN_PATHS.fingerprint, STAND_IN_SCRIPTS.fingerprint],
    ] as const) {
      const res = await get(app, path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(await res.text()).toBe(body);
    }
    expect((await get(app, CAPTCHA_STAND_IN_PATHS.failing)).status).toBe(503);
  });

  it('the never-answering script holds its request until the caller gives up', async () => {
    const app = makeApp();
    const abort = new AbortController();
    let answered = false;
    const pending = Promise.resolve(app.request(CAPTCHA_STAND_IN_PATHS.never, { signal: abort.signal })).then((res) => {
      answered = true;
      return res;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    abort.abort();
    expect((await pending).status).toBe(504);
  });

  it('mint tokens only for their own site keys and the confirm action', async () => {
    const app = makeApp();
    expect((await standInToken(app, 'google', '6LdPorticoProdGoogleSiteKey0000000000004')).status).toBe(401);
    expect((await standInToken(app, 'tencent', 'local-google-site-key')).status).toBe(401);
    expect((await post(app, '/simulator/captcha/tokens', { vendor: 'hcaptcha', site_key: 'x', action: 'confirm' })).status).toBe(400);
    expect((await post(app, '/simulator/captcha/tokens', { vendor: 'google', site_key: 'local-google-site-key', action: 'login' })).status).toBe(400);
  });
});
