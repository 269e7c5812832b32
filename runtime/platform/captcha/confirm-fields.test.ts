// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { claimsOfSecret } from '../address/claims-of-secret';
import { captchaConfirmFields } from './confirm-fields';

const runCaptcha = vi.hoisted(() => vi.fn());
vi.mock('./run-captcha', () => ({ runCaptcha }));
vi.mock('../telemetry', () => ({ logEvent: vi.fn() }));

const jwt = (claims: object) => `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;
/** As a confirm asks: the policy of the client's secret, read once when the client was made. */
const policyOf = (secret: string | undefined) => claimsOfSecret(secret).captcha_policy;

beforeEach(() => runCaptcha.mockReset());

describe('captchaConfirmFields', () => {
  it('adds nothing and runs no captcha when the secret asks for none', async () => {
    for (const secret of [undefined, 'not-a-jwt', jwt({ intent_id: 'int_1' }), jwt({ captcha_policy: 'off' }), jwt({ captcha_policy: 'always' })]) {
      expect(await captchaConfirmFields(policyOf(secret))).toEqual({});
    }
    expect(runCaptcha).not.toHaveBeenCalled();
  });

  it.each([
    ['google_first', 'google'],
    ['tencent_first', 'tencent'],
  ] as const)('%s runs the captcha preferring %s, sent as the confirm’s captcha field', async (policy, vendor) => {
    runCaptcha.mockResolvedValue({ token: 'tok', randomStr: 'rs', customizedState: 'cs' });
    expect(await captchaConfirmFields(policyOf(jwt({ captcha_policy: policy })))).toEqual({
      captcha: { token: 'tok', random_str: 'rs', customized_state: 'cs' },
    });
    expect(runCaptcha).toHaveBeenCalledWith(vendor);
  });
});
