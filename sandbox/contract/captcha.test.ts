import { describe, expect, it } from 'vitest';
import { CAPTCHA_SETUPS } from '../../runtime/platform/captcha/captcha-setup';
import { CAPTCHA_POLICIES as RUNTIME_POLICIES } from '../../runtime/platform/captcha/policy';
import { CAPTCHA_ACTION as RUNTIME_ACTION } from '../../runtime/platform/captcha/vendor-api';
import { CAPTCHA_POLICIES } from '../captcha/policy';
import { CAPTCHA_STAND_IN_PATHS } from '../captcha/routes';
import { CAPTCHA_ACTION, STAND_IN_SITE_KEYS } from '../captcha/tokens';
import { FINGERPRINT_SCRIPTS } from '../../runtime/platform/fingerprint/fingerprint-script';

describe('the captcha contract between the runtime and the sandbox', () => {
  it('names the same policies', () => {
    expect([...CAPTCHA_POLICIES].sort()).toEqual(Object.keys(RUNTIME_POLICIES).sort());
  });
  it("the stand-in vendors know the runtime's local site keys and action, at the paths it loads", () => {
    expect(STAND_IN_SITE_KEYS).toEqual({ google: CAPTCHA_SETUPS.local.google.siteKey, tencent: CAPTCHA_SETUPS.local.tencent.siteKey });
    expect(CAPTCHA_ACTION).toBe(RUNTIME_ACTION);
    expect(CAPTCHA_STAND_IN_PATHS.google).toBe(CAPTCHA_SETUPS.local.google.script);
    expect(CAPTCHA_STAND_IN_PATHS.tencent).toBe(CAPTCHA_SETUPS.local.tencent.script);
    expect(CAPTCHA_STAND_IN_PATHS.fingerprint).toBe(FINGERPRINT_SCRIPTS.local.path);
  });
});
