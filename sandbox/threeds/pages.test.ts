import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SandboxStore } from '../core/store';
import { confirm, confirmBody, createIntent, get, makeApp } from '../test-support/app';
import { escapeHtml } from '../core/html-page';
import type { ThreeDsSession } from './session';
import {
  CARDS_3DS,
  collectDeviceData,
  confirm3ds,
  formPost,
  get3dsPage,
  readIntent,
  returnParams,
  submitChallenge,
  toChallenge,
  tokenOf,
} from '../test-support/threeds';

const FAKE_TOKEN = `tds_${'A'.repeat(43)}`;

function expectPage(res: Response, status: number): void {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8/i);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'none'; script-src 'nonce-[^']+'/);
}

describe('3DS simulator pages', () => {
  it('focus the code field by autofocus in a whole tab only: a browser refuses it in a frame and says so on the console', async () => {
    const app = makeApp();
    const challenged = await toChallenge(app, CARDS_3DS.challenge);
    const path = `/simulator/3ds/challenge?session=${encodeURIComponent(tokenOf(challenged))}`;
    const inTab = await (await get(app, path, { 'sec-fetch-dest': 'document' })).text();
    const inFrame = await (await get(app, path, { 'sec-fetch-dest': 'iframe' })).text();
    expect(inTab).toMatch(/<input type="text" id="otp"[^>]* autofocus>/);
    expect(inFrame).toMatch(/<input type="text" id="otp"[^>]*>/);
    expect(inFrame).not.toContain('autofocus');
  });

  it("let the browser ask for the origin's icon: img-src 'self', and /favicon.ico answers with no content rather than a 404", async () => {
    const app = makeApp();
    const challenged = await toChallenge(app, CARDS_3DS.challenge);
    const res = await get3dsPage(app, tokenOf(challenged));
    expect(res.headers.get('content-security-policy')).toContain("img-src 'self'");
    const icon = await get(app, '/favicon.ico');
    expect(icon.status).toBe(204);
  });

  it('are accessible HTML documents whose only scripts carry the CSP nonce', async () => {
    const app = makeApp();
    const challenged = await toChallenge(app, CARDS_3DS.challengeCancel);
    const res = await get3dsPage(app, tokenOf(challenged));
    expectPage(res, 200);
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    const text = await res.text();
    expect(text).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(text).toMatch(/<title>Verify your payment — Portico Test Bank<\/title>/);
    expect(text).toContain('<input type="text" id="otp" name="otp"');
    expect(text).toContain('aria-describedby="otp-hint"');
    const scripts = [...text.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts).toEqual([` nonce="${nonce}"`]);
  });

  it('answer 404 for unknown or malformed tokens, without echoing them', async () => {
    const app = makeApp();
    for (const token of [FAKE_TOKEN, '<script>alert(1)</script>', '', 'flaky_int_1']) {
      for (const res of [
        await get3dsPage(app, token),
        await formPost(app, '/simulator/3ds/challenge', { session: token }),
        await formPost(app, '/simulator/3ds/device-data', { session: token }),
        await collectDeviceData(app, token),
        await submitChallenge(app, token, 'submit'),
      ]) {
        expectPage(res, 404);
        const text = await res.text();
        expect(text).toContain('Verification not found');
        if (token !== '') expect(text).not.toContain(token);
      }
    }
  });

  it('record device data once, keeping only sane values', async () => {
    const store = SandboxStore.memory();
    const app = makeApp({ store });
    const intent = await createIntent(app);
    const token = tokenOf(await confirm3ds(app, intent, CARDS_3DS.challenge));
    const junk = { session: token, screen_width: '1280', screen_height: 'tall', color_depth: '1e9', language: '<b>en</b>', extra: 'x' };
    expectPage(await formPost(app, '/simulator/3ds/device-data/complete', junk), 200);
    expect(store.get<ThreeDsSession>('sessions', token)?.device_data).toEqual({ screen_width: 1280 });
    await collectDeviceData(app, token);
    expect(store.get<ThreeDsSession>('sessions', token)?.device_data).toEqual({ screen_width: 1280 });
    // Posting the hidden page again shows "collected" rather than collecting twice.
    expect(await (await formPost(app, '/simulator/3ds/device-data', { session: token })).text()).toContain('Device checked');
  });

  it('refuse the challenge before confirm_continue moved the session to it (409)', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const token = tokenOf(await confirm3ds(app, intent, CARDS_3DS.challenge));
    await collectDeviceData(app, token);
    expectPage(await get3dsPage(app, token), 409);
    expectPage(await submitChallenge(app, token, 'submit'), 409);
    expect((await readIntent(app, intent.id)).latest_payment_attempt?.status).toBe('PENDING');
  });

  it('of an attempt that a new confirm replaced say so (409) and change nothing', async () => {
    const app = makeApp();
    const challenged = await toChallenge(app);
    const old = tokenOf(challenged);
    const res = await confirm(app, challenged, confirmBody({ number: CARDS_3DS.challenge }));
    const fresh = tokenOf(await res.json());
    expect(fresh).not.toBe(old);
    expectPage(await get3dsPage(app, old), 409);
    expectPage(await submitChallenge(app, old, 'cancel'), 409);
    expectPage(await formPost(app, '/simulator/3ds/device-data', { session: old }), 409);
    const after = await readIntent(app, challenged.id);
    expect(after.status).toBe('REQUIRES_CUSTOMER_ACTION');
    expect(after.next_action).toMatchObject({ data: { session: fresh }, stage: 'WAITING_DEVICE_DATA_COLLECTION' });
  });

  it('settle once when two submits race', async () => {
    const app = makeApp();
    const challenged = await toChallenge(app, CARDS_3DS.challenge, { return_url: 'https://shop.example/r' });
    const token = tokenOf(challenged);
    const [a, b] = await Promise.all([submitChallenge(app, token, 'submit'), submitChallenge(app, token, 'cancel')]);
    // Whichever ran first decided; the other only saw the result.
    const [first, second] = [returnParams(a).get('status'), returnParams(b).get('status')];
    expect(second).toBe(first);
    const attempt = (await readIntent(app, challenged.id)).latest_payment_attempt;
    expect(attempt?.status).toBe(first === 'SUCCEEDED' ? 'SUCCEEDED' : 'CANCELLED');
  });

  it('keep the return_url query and fragment when sending the shopper back', async () => {
    const app = makeApp();
    const challenged = await toChallenge(app, CARDS_3DS.challenge, { return_url: 'https://shop.example/r?a=1&status=old#top' });
    const res = await submitChallenge(app, tokenOf(challenged), 'submit');
    expect(res.headers.get('location')).toBe(`https://shop.example/r?a=1&status=SUCCEEDED&intent_id=${challenged.id}#top`);
  });

  it('send the browser to a notification_url of their own origin after each step, and ignore any other', async () => {
    const app = makeApp();
    const notify = 'http://localhost/page/3ds-callback?step=1';
    const intent = await createIntent(app, { return_url: 'https://shop.example/r' });
    const token = tokenOf(await confirm3ds(app, intent, CARDS_3DS.challenge));
    const deviceDataPage = await (await formPost(app, '/simulator/3ds/device-data', { session: token, notification_url: notify })).text();
    expect(deviceDataPage).toContain('name="notification_url" value="http://localhost/page/3ds-callback?step=1"');
    const collected = await formPost(app, '/simulator/3ds/device-data/complete', { session: token, notification_url: notify, screen_width: '1' });
    expect(collected.headers.get('location')).toBe(`http://localhost/page/3ds-callback?step=1&intent_id=${intent.id}&status=REQUIRES_CUSTOMER_ACTION`);
    const foreign = await formPost(app, '/simulator/3ds/device-data/complete', { session: token, notification_url: 'https://evil.example/x' });
    expectPage(foreign, 200);

    const challenged = await toChallenge(app, CARDS_3DS.challenge, { return_url: 'https://shop.example/r' });
    const challengePage = await (await formPost(app, '/simulator/3ds/challenge', { session: tokenOf(challenged), notification_url: notify })).text();
    expect(challengePage).toContain('name="notification_url"');
    const wrong = await formPost(app, '/simulator/3ds/challenge/submit', {
      session: tokenOf(challenged),
      otp: '0000',
      action: 'submit',
      notification_url: notify,
    });
    expect(await wrong.text()).toContain('name="notification_url"');
    const done = await formPost(app, '/simulator/3ds/challenge/submit', {
      session: tokenOf(challenged),
      otp: '1234',
      action: 'submit',
      notification_url: notify,
    });
    expect(done.headers.get('location')).toBe(`http://localhost/page/3ds-callback?step=1&intent_id=${challenged.id}&status=SUCCEEDED`);
    const ignored = await toChallenge(app, CARDS_3DS.challenge, { return_url: 'https://shop.example/r' });
    const toShop = await formPost(app, '/simulator/3ds/challenge/submit', {
      session: tokenOf(ignored),
      otp: '1234',
      action: 'submit',
      notification_url: 'javascript:alert(1)',
    });
    expect(returnParams(toShop).get('status')).toBe('SUCCEEDED');
    expect(toShop.headers.get('location')).toMatch(/^https:\/\/shop\.example\/r\?/);
  });

  it('refuse form bodies over 16 KiB with 413', async () => {
    const app = makeApp();
    expectPage(await formPost(app, '/simulator/3ds/challenge/submit', { session: FAKE_TOKEN, otp: 'x'.repeat(20_000) }), 413);
  });

  it('never answer 500 to random form posts', async () => {
    const app = makeApp();
    const challenged = await toChallenge(app);
    const token = tokenOf(challenged);
    const paths = ['/simulator/3ds/device-data', '/simulator/3ds/device-data/complete', '/simulator/3ds/challenge', '/simulator/3ds/challenge/submit'];
    const field = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom(token, FAKE_TOKEN, 'submit', 'cancel', '1234'));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.dictionary(fc.constantFrom('session', 'otp', 'action', 'language', 'screen_width'), field),
        fc.constantFrom('application/x-www-form-urlencoded', 'application/json', 'multipart/form-data', 'text/plain'),
        async (path, fields, type) => {
          const res = await app.request(path, { method: 'POST', headers: { 'content-type': type }, body: new URLSearchParams(fields).toString() });
          expect(res.status).toBeLessThan(500);
          await res.arrayBuffer();
        },
      ),
      { numRuns: 200 },
    );
  });

  it('answer the plain 404 for unknown simulator paths', async () => {
    expect((await get(makeApp(), '/simulator/3ds/nope')).status).toBe(404);
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
    expect(escapeHtml(12.5)).toBe('12.5');
  });
});
