// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDocumentApi } from '../api/document-api';
import { handOffAddress } from './hand-off';
import { redeemAddress } from './redeem-address';
import { secretSlotOf } from './secret-slot';

vi.mock('../telemetry', () => ({ logEvent: () => {} }));

const SECRET = 'eyJhbGciOiJIUzI1NiJ9.eyJpbnRlbnRfaWQiOiJpbnRfMSJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
const HANDOFF = `hof_${'a'.repeat(32)}`;
const FRESH = `hof_${'b'.repeat(32)}`;
const OWN = window.location.origin;
/** A fresh document's clients at this origin: no client kept from another test. */
const api = () => createDocumentApi('');
const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const wechatPage = (secret: string) => `${OWN}/#/page/redirect-wechat?intent_id=int_1&client_secret=${secret}&lang=en`;

interface Call {
  readonly url: string;
  readonly secret: string | null;
  readonly body: unknown;
}
function answer(handler: (url: string, body: unknown) => Response): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ url: String(input), secret: new Headers(init.headers).get('client-secret'), body });
    return handler(String(input), body);
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('handing off a whole-tab address', () => {
  it('swaps the secret of our own page for a hand-off minted with that secret', async () => {
    const calls = answer(() => reply(201, { handoff: HANDOFF, expires_at: '' }));
    const address = await handOffAddress(wechatPage(SECRET), api());
    expect(address).toBe(wechatPage(HANDOFF));
    expect(address).not.toContain(SECRET);
    expect(calls).toEqual([{ url: '/api/v1/checkout/handoffs', secret: SECRET, body: {} }]);
  });

  it("leaves another site's address, an address without a secret, and one already handed off, and asks nothing", async () => {
    const calls = answer(() => reply(201, { handoff: HANDOFF, expires_at: '' }));
    const elsewhere = `https://bank.example/#/?client_secret=${SECRET}`;
    expect(await handOffAddress(elsewhere, api())).toBe(elsewhere);
    expect(await handOffAddress(`${OWN}/#/page/redirect?lang=en`, api())).toBe(`${OWN}/#/page/redirect?lang=en`);
    expect(await handOffAddress(wechatPage(HANDOFF), api())).toBe(wechatPage(HANDOFF));
    expect(await handOffAddress('not a url', api())).toBe('not a url');
    expect(calls).toEqual([]);
  });

  it('keeps the address as it was when no hand-off can be had (twice), so the shopper is not stranded', async () => {
    const calls = answer(() => reply(503, { code: 'provider_unavailable', message: '', details: {} }));
    expect(await handOffAddress(wechatPage(SECRET), api())).toBe(wechatPage(SECRET));
    expect(calls).toHaveLength(2);
  });
});

describe('redeeming the address a page was opened with', () => {
  it('reads the secret for this document and moves the tab on to a fresh hand-off', async () => {
    window.history.replaceState(null, '', `/#/page/redirect-wechat?intent_id=int_1&client_secret=${HANDOFF}`);
    const calls = answer((url, body) =>
      url.endsWith('/api/v1/checkout/handoffs/redeem') && (body as { handoff: string }).handoff === HANDOFF
        ? reply(200, { client_secret: SECRET, handoff: FRESH, expires_at: '' })
        : reply(404, {}),
    );
    const read = await redeemAddress(window.location, api());
    expect(secretSlotOf(read.hash)).toBe(SECRET);
    expect(secretSlotOf(window.location.hash)).toBe(FRESH);
    expect(window.location.href).not.toContain(SECRET);
    expect(calls).toHaveLength(1);
  });

  it('a spent hand-off leaves the slot empty (the page says its address is incomplete), and the address as it was', async () => {
    // Another hand-off than the test above's: one document redeems each hand-off once, and remembers the answer.
    window.history.replaceState(null, '', `/#/page/redirect-wechat?intent_id=int_1&client_secret=${FRESH}`);
    answer(() => reply(404, { code: 'not_found', message: '', details: {} }));
    const read = await redeemAddress(window.location, api());
    expect(secretSlotOf(read.hash)).toBeNull();
    expect(read.hash).toContain('intent_id=int_1');
  });

  it('an address with a plain secret is read as it is, with no request', async () => {
    window.history.replaceState(null, '', `/#/page/redirect-wechat?client_secret=${SECRET}`);
    const calls = answer(() => reply(500, {}));
    expect(secretSlotOf((await redeemAddress(window.location, api())).hash)).toBe(SECRET);
    expect(calls).toEqual([]);
  });
});
