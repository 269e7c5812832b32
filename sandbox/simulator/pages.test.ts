import { describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { confirmWith, expireSession, formsOf, local, pageUrl, sessionOf, submitForm } from '../test-support/methods';
import { escapeHtml, formatAmount } from '../core/html';
import { SandboxStore } from '../core/store';
import { createIntent, get, makeApp } from '../test-support/app';

const HOSTILE = `<script>alert("x")</script>&'`;

async function pageFor(app: Hono, type: string, currency: string, details?: unknown, extra: Record<string, unknown> = {}) {
  const intent = await createIntent(app, { currency, amount: 1234.5, merchant_order_id: HOSTILE, ...extra });
  const url = pageUrl(await confirmWith(app, intent, type, details));
  return { intent, url, id: sessionOf(url) };
}

function expectAccessible(page: string, title: RegExp): void {
  expect(page).toMatch(/^<!doctype html>\n<html lang="en">/);
  expect(page).toMatch(title);
  expect(page).toContain('<meta name="viewport"');
  expect(page).not.toContain('<script');
}

describe('simulator pages', () => {
  it.each([
    ['bank', 'open_banking', 'GBP', undefined, /<title>Approve your payment · Pay by bank · Portico sandbox<\/title>/, '£1,234.50'],
    ['qr', 'wechatpay', 'CNY', undefined, /<title>Scan and pay · WeChat Pay · Portico sandbox<\/title>/, 'CN¥1,234.50'],
    ['plaid', 'ach_direct_debit', 'USD', undefined, /<title>Link your bank account · Plaid \(sandbox\) · Portico sandbox<\/title>/, '$1,234.50'],
    ['truelayer', 'bacs_direct_debit', 'GBP', undefined, /<title>Link your bank account · TrueLayer \(sandbox\) · Portico sandbox<\/title>/, '£1,234.50'],
  ])('the %s page shows merchant, amount and currency, escapes the order id, and is served safely', async (_name, type, currency, details, title, amount) => {
    const app = makeApp();
    const { url } = await pageFor(app, type, currency, details);
    const res = await get(app, local(url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await res.text();
    expectAccessible(page, title);
    expect(page).toContain('Portico Demo Store');
    expect(page).toContain(amount);
    expect(page).toContain(`<dd>${currency}</dd>`);
    expect(page).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;');
    expect(page).not.toContain(HOSTILE);
  });

  it('escapes the order id on the done page too', async () => {
    const app = makeApp();
    const { id } = await pageFor(app, 'wechatpay', 'CNY');
    const done = await (await submitForm(app, '/simulator/qr', { session: id, action: 'pay' })).text();
    expect(done).toContain('role="status"');
    expect(done).not.toContain(HOSTILE);
  });

  it('answers 400 without a session, 404 for an unknown one or one of another kind', async () => {
    const app = makeApp();
    const { id } = await pageFor(app, 'wechatpay', 'CNY');
    const missing = await get(app, '/simulator/bank');
    expect(missing.status).toBe(400);
    expectAccessible(await missing.text(), /<title>Missing session/);
    const unknown = await get(app, '/simulator/bank?session=<img src=x>');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).not.toContain('<img');
    expect((await get(app, `/simulator/bank?session=${id}`)).status).toBe(404);
    expect((await submitForm(app, '/simulator/bank', { session: id, action: 'pay' })).status).toBe(404);
  });

  it('an expired page is a 404 page; acting on it is a 409 page and changes nothing', async () => {
    const store = SandboxStore.memory();
    const app = makeApp({ store });
    const { url, id, intent } = await pageFor(app, 'open_banking', 'GBP');
    await expireSession(store, id);
    const res = await get(app, local(url));
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('expired');
    expect((await submitForm(app, '/simulator/bank', { session: id, action: 'pay' })).status).toBe(409);
    expect(store.getIntent(intent.id)?.status).toBe('REQUIRES_CUSTOMER_ACTION');
  });

  it('a double submit replays the first outcome (the same redirect); another action is a 409', async () => {
    const app = makeApp();
    const { id } = await pageFor(app, 'open_banking', 'EUR', undefined, { return_url: 'https://shop.example/back' });
    const first = await submitForm(app, '/simulator/bank', { session: id, action: 'pay' });
    const second = await submitForm(app, '/simulator/bank', { session: id, action: 'pay' });
    expect(first.status).toBe(303);
    expect(second.status).toBe(303);
    expect(second.headers.get('location')).toBe(first.headers.get('location'));
    expect((await submitForm(app, '/simulator/bank', { session: id, action: 'reject' })).status).toBe(409);
  });

  it('answers a 400 page for a bad action, a missing field or an unreadable form', async () => {
    const app = makeApp();
    const { id } = await pageFor(app, 'open_banking', 'GBP');
    expect((await submitForm(app, '/simulator/bank', { session: id, action: 'complete' })).status).toBe(400);
    // Only the session is the shopper arriving by a bank's form post: the page, as for a GET (nothing changes).
    const arriving = await submitForm(app, '/simulator/bank', { session: id });
    expect(arriving.status).toBe(200);
    expect(await arriving.text()).toContain('value="pay"');
    expect((await submitForm(app, '/simulator/bank', { session: '' })).status).toBe(400);
    expect((await submitForm(app, '/simulator/bank', { action: 'pay' })).status).toBe(400);
    const json = await app.request('/simulator/bank', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"session":1' });
    expect(json.status).toBe(400);
    const unknownAccount = await pageFor(app, 'ach_direct_debit', 'USD');
    const res = await submitForm(app, '/simulator/plaid', { session: unknownAccount.id, action: 'complete', account_id: 'acc_nope' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('account_id must be one of');
  });

  it("forms post to the page's own path with the session and one button per action", async () => {
    const app = makeApp();
    for (const [type, currency, path, buttons] of [
      ['open_banking', 'GBP', '/simulator/bank', ['pay', 'reject']],
      ['paynow', 'SGD', '/simulator/qr', ['pay', 'reject']],
      ['sepa_direct_debit', 'EUR', '/simulator/truelayer', ['complete', 'cancel']],
    ] as const) {
      const { url, id } = await pageFor(app, type, currency);
      const forms = formsOf(await (await get(app, local(url))).text());
      expect(forms).toEqual([{ method: 'post', action: path, buttons: [...buttons], hidden: { session: id } }]);
    }
  });
});

describe('escapeHtml and formatAmount', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it("formats amounts with the currency's own digits, at most two", () => {
    expect(formatAmount(10.5, 'USD')).toBe('$10.50');
    expect(formatAmount(1200, 'JPY')).toBe('¥1,200');
    expect(formatAmount(10.5, 'JPY')).toBe('¥10.5');
    expect(formatAmount(1.25, 'KWD')).toMatch(/^KWD\s1\.25$/);
  });
});
