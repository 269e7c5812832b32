import { describe, expect, it } from 'vitest';
import { makeApp, SECRET_KEY } from '../test-support/app';
import { LOCKOUT } from './sessions';
import { API, dashGet, dashPost, ORIGIN, signedPost, signIn } from './testing';

describe('dashboard sign-in', () => {
  it('takes the secret key and sets an HttpOnly, SameSite=Strict session cookie scoped to the dashboard', async () => {
    const app = makeApp();
    const res = await dashPost(app, '/session', { key: SECRET_KEY });
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^portico_dashboard=[A-Za-z0-9_-]{40,};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/dashboard/);
    expect(cookie).not.toMatch(/Secure/);
    expect(cookie).not.toContain(SECRET_KEY);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toEqual({ signed_in: true, csrf: expect.any(String) });
  });

  it('marks the cookie Secure over https', async () => {
    const app = makeApp();
    const res = await app.request('https://localhost/dashboard/api/session', {
      method: 'POST',
      headers: { origin: 'https://localhost', 'content-type': 'application/json' },
      body: JSON.stringify({ key: SECRET_KEY }),
    });
    expect(res.headers.get('set-cookie')).toMatch(/; Secure/);
  });

  it('refuses a wrong key with a clear error, then locks sign-in out after repeated tries', async () => {
    const app = makeApp();
    const first = await dashPost(app, '/session', { key: 'sk_test_wrong' });
    expect(first.status).toBe(401);
    expect(await first.json()).toMatchObject({ code: 'wrong_key', message: expect.stringMatching(/not this sandbox/), tries_left: LOCKOUT.maxWrong - 1 });
    for (let i = 1; i < LOCKOUT.maxWrong - 1; i++) expect((await dashPost(app, '/session', { key: `wrong_${i}` })).status).toBe(401);
    const locked = await dashPost(app, '/session', { key: 'wrong_last' });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe(String(LOCKOUT.lockMs / 1000));
    // Locked: the right key is refused too, until the lock ends.
    const right = await dashPost(app, '/session', { key: SECRET_KEY });
    expect(right.status).toBe(429);
    expect(await right.json()).toMatchObject({ code: 'locked' });
  });

  it('a session answers GET /session with its CSRF token; none without the cookie', async () => {
    const app = makeApp();
    const signed = await signIn(app, SECRET_KEY);
    expect(await (await dashGet(app, '/session', signed)).json()).toEqual({ signed_in: true, csrf: signed.csrf });
    expect(await (await dashGet(app, '/session')).json()).toEqual({ signed_in: false });
    expect((await dashGet(app, '/payments')).status).toBe(401);
  });

  it('signs out: the old cookie and token no longer work', async () => {
    const app = makeApp();
    const signed = await signIn(app, SECRET_KEY);
    const out = await signedPost(app, '/session/end', signed);
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/portico_dashboard=;.*Max-Age=0/);
    expect((await dashGet(app, '/payments', signed)).status).toBe(401);
  });
});

describe('dashboard hostile input', () => {
  it('refuses a cross-site POST (another Origin, no Origin, Sec-Fetch-Site cross-site, a form body)', async () => {
    const app = makeApp();
    const signed = await signIn(app, SECRET_KEY);
    const headers = { cookie: signed.cookie, 'x-csrf-token': signed.csrf };
    const cases: Array<Record<string, string>> = [
      { ...headers, origin: 'https://evil.example' },
      { ...headers, 'sec-fetch-site': 'cross-site' },
      { ...headers, 'sec-fetch-site': 'same-site' },
    ];
    for (const extra of cases) {
      const res = await dashPost(app, '/clock/advance', { seconds: 60 }, extra);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'cross_site_request' });
    }
    const noOrigin = await app.request(`${API}/clock/advance`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: '{"seconds":60}',
    });
    expect(noOrigin.status).toBe(403);
    const form = await app.request(`${API}/clock/advance`, {
      method: 'POST',
      headers: { ...headers, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'seconds=60',
    });
    expect(form.status).toBe(403);
    // A sign-in from another site is refused too (login CSRF), before the key is even read.
    expect((await dashPost(app, '/session', { key: SECRET_KEY }, { origin: 'https://evil.example' })).status).toBe(403);
    const clock = (await (await dashGet(app, '/clock', signed)).json()) as { offset_seconds: number };
    expect(clock.offset_seconds).toBe(0);
  });

  it('refuses a POST with a missing or stale CSRF token', async () => {
    const app = makeApp();
    const old = await signIn(app, SECRET_KEY);
    const missing = await dashPost(app, '/clock/advance', { seconds: 60 }, { cookie: old.cookie });
    expect(missing.status).toBe(403);
    expect(await missing.json()).toMatchObject({ code: 'csrf_token_invalid' });
    const current = await signIn(app, SECRET_KEY);
    // The first session's token is not the second's.
    const stale = await dashPost(app, '/clock/advance', { seconds: 60 }, { cookie: current.cookie, 'x-csrf-token': old.csrf });
    expect(stale.status).toBe(403);
    const ok = await signedPost(app, '/clock/advance', current, { seconds: 60 });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ offset_seconds: 60 });
  });

  it('refuses the key in a query string, on the page and the API, without echoing it', async () => {
    const app = makeApp();
    for (const path of [`/dashboard/?key=${SECRET_KEY}`, `/dashboard/payments?q=${SECRET_KEY}`, '/dashboard/api/session?api_key=x']) {
      const res = await app.request(path);
      expect(res.status).toBe(400);
      const text = await res.text();
      expect(text).toContain('key_in_url');
      expect(text).not.toContain(SECRET_KEY);
    }
    const post = await dashPost(app, `/session?key=${SECRET_KEY}`, { key: SECRET_KEY });
    expect(post.status).toBe(400);
    expect(post.headers.get('set-cookie')).toBeNull();
  });
});

describe('dashboard registered origins', () => {
  it('lists, adds and removes an origin through the account API', async () => {
    const app = makeApp();
    const signed = await signIn(app, SECRET_KEY);
    expect((await signedPost(app, '/origins', signed, { origin: 'https://shop.example' })).status).toBe(201);
    const listed = (await (await dashGet(app, '/origins', signed)).json()) as { items: Array<{ origin?: string; id?: string }> };
    expect(JSON.stringify(listed.items)).toContain('https://shop.example');
    expect((await signedPost(app, '/origins/remove', signed, { origin: 'https://shop.example' })).status).toBe(200);
    expect(JSON.stringify(await (await dashGet(app, '/origins', signed)).json())).not.toContain('https://shop.example');
    expect((await signedPost(app, '/origins', signed, { origin: 'not an origin' })).status).toBe(400);
  });
});
