/**
 * The stand-in captcha vendors and device fingerprint script, mounted at /simulator
 * (docs/sandbox-api.md, "Captcha" and "Device fingerprint"): the scripts the local
 * checkout loads, a script that fails and one that never answers (for a test to put in
 * a vendor's place), and the stand-in vendors' token endpoint.
 */
import { Hono, type Context } from 'hono';
import { readJsonObject } from '../core/body';
import { ApiError, invalid } from '../core/errors';
import type { RouteDeps } from '../core/route-deps';
import { randomBytes } from 'node:crypto';
import { STAND_IN_SCRIPTS } from './stand-ins';
import { CAPTCHA_ACTION, captchaTokenKey, issueCaptchaToken, isStandInVendor, STAND_IN_SITE_KEYS } from './tokens';

export const CAPTCHA_STAND_IN_PATHS = {
  google: '/simulator/captcha/google/enterprise.js',
  tencent: '/simulator/captcha/tencent/TCaptcha.js',
  failing: '/simulator/captcha/failing.js',
  never: '/simulator/captcha/never.js',
  fingerprint: '/simulator/fingerprint/device-fingerprint.js',
} as const;

/** How long the never-answering script holds its request (past every captcha time-out) before a 504. */
const NEVER_ANSWER_HOLD_MS = 30_000;

const PREFIX = '/simulator';
const route = (path: string) => path.slice(PREFIX.length);

function script(c: Context, body: string): Response {
  c.header('Cache-Control', 'no-cache');
  return c.body(body, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
}

export function captchaStandInRoutes(deps: RouteDeps): Hono {
  const key = captchaTokenKey(deps);
  const routes = new Hono();
  routes.get(route(CAPTCHA_STAND_IN_PATHS.google), (c) => script(c, STAND_IN_SCRIPTS.google));
  routes.get(route(CAPTCHA_STAND_IN_PATHS.tencent), (c) => script(c, STAND_IN_SCRIPTS.tencent));
  routes.get(route(CAPTCHA_STAND_IN_PATHS.fingerprint), (c) => script(c, STAND_IN_SCRIPTS.fingerprint));
  // A vendor whose script host is down: the <script> element's error event.
  routes.get(route(CAPTCHA_STAND_IN_PATHS.failing), (c) => c.text('The stand-in vendor is down.', 503));
  // A vendor whose script host never answers: the checkout's time-out must fire first.
  routes.get(route(CAPTCHA_STAND_IN_PATHS.never), async (c) => {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, NEVER_ANSWER_HOLD_MS);
      c.req.raw.signal.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    return c.text('The stand-in vendor never answered.', 504);
  });

  routes.post('/captcha/tokens', async (c) => {
    const body = await readJsonObject(c);
    const { vendor, site_key, action } = body;
    if (!isStandInVendor(vendor)) throw invalid('vendor', 'unsupported', `vendor must be one of: ${Object.keys(STAND_IN_SITE_KEYS).join(', ')}.`);
    if (site_key !== STAND_IN_SITE_KEYS[vendor])
      throw new ApiError('unauthorized', { reason: 'unknown_site_key' }, 'The stand-in vendor does not know this site key.');
    if (action !== CAPTCHA_ACTION) throw invalid('action', 'unsupported', `action must be '${CAPTCHA_ACTION}'.`);
    const randstr = vendor === 'tencent' ? `@${randomBytes(3).toString('base64url')}` : '';
    c.header('Cache-Control', 'no-store');
    return c.json({ token: issueCaptchaToken(key, vendor, randstr, deps.clock.nowMs()), randstr });
  });
  return routes;
}
