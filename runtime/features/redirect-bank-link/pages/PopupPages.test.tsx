// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json } from '../../../platform/api/testing';
import { plaidHostUrl, popupUrl, wholeTabUrl } from '../../../payment/bank-link/addresses';
import { LINK_NS } from '../../../payment/bank-link/messages';
import { readLook } from './popup-look';
import { takeLinkReturn } from './return-target';
import { navigate } from '../../../page/navigate';
import { renderPage } from '../../../page/testing';
import PlaidHostPage from './PlaidHostPage';
import PopupPage from './PopupPage';
import { TEST_HANDOFF } from '../../../platform/handoff/testing';

const logged: unknown[][] = [];
vi.mock('../../../platform/telemetry', () => ({ logEvent: (...args: unknown[]) => void logged.push(args) }));
// What the kept way back holds in place of the secret (runtime/platform/handoff/).
vi.mock('../../../platform/handoff/lazy', () => import('../../../platform/handoff/testing'));

const ORIGIN = window.location.origin;
const LINK = 'http://checkout.test/simulator/truelayer?session=ses_abc';
const hashOf = (url: string) => url.slice(url.indexOf('#'));
const look = (method: string) => ({ method, lang: 'en', appearance: { mode: 'dark' as const } });

function fakeWindow() {
  return {
    posted: [] as Array<[unknown, string]>,
    postMessage(message: unknown, origin: string) {
      this.posted.push([message, origin]);
    },
  };
}
function setOpener(win: unknown) {
  Object.defineProperty(window, 'opener', { value: win, configurable: true });
}
function deliver(data: unknown, source: unknown, origin = ORIGIN) {
  const event = new MessageEvent('message', { data, origin });
  Object.defineProperty(event, 'source', { value: source });
  act(() => void window.dispatchEvent(event));
}
const settle = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });

let moves: string[];
let closed: number;
beforeEach(() => {
  moves = [];
  closed = 0;
  logged.length = 0;
  window.sessionStorage.clear();
  vi.spyOn(navigate, 'replace').mockImplementation((url) => void moves.push(url));
  vi.spyOn(window, 'close').mockImplementation(() => void closed++);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setOpener(null);
});

describe('/frame/popup in the popup', () => {
  it("waits in the element's language and appearance, says ready to its opener, and goes to TrueLayer's page on go", () => {
    const opener = fakeWindow();
    setOpener(opener);
    renderPage(PopupPage, hashOf(popupUrl(ORIGIN, look('bacs_direct_debit'))));
    expect(screen.getByRole('heading', { name: 'Connecting to your bank…' })).toBeTruthy();
    expect(document.querySelector('.portico-page')?.getAttribute('data-mode')).toBe('dark');
    expect(opener.posted).toEqual([[{ ns: LINK_NS, type: 'ready' }, ORIGIN]]);
    // Kept for the pages after the provider's, whose addresses carry neither.
    expect(readLook(window.sessionStorage)).toEqual({ lang: 'en', appearance: { mode: 'dark' } });
    deliver({ ns: LINK_NS, type: 'go', url: LINK }, opener);
    expect(moves).toEqual([LINK]);
  });

  it("goes to Plaid's host page first for a Plaid link", () => {
    const opener = fakeWindow();
    setOpener(opener);
    renderPage(PopupPage, hashOf(popupUrl(ORIGIN, look('ach_direct_debit'))));
    deliver({ ns: LINK_NS, type: 'go', url: 'http://checkout.test/simulator/plaid?session=ses_abc' }, opener);
    expect(moves).toEqual([plaidHostUrl(ORIGIN, look('ach_direct_debit'))]);
  });

  it.each([
    ['from another window', () => fakeWindow(), ORIGIN, 'foreign_message'],
    ['from another origin', (opener: unknown) => opener, 'http://elsewhere.test', 'foreign_message'],
  ])('never goes where a message %s says, and logs it', (_name, source, origin, reason) => {
    const opener = fakeWindow();
    setOpener(opener);
    renderPage(PopupPage, hashOf(popupUrl(ORIGIN, look('bacs_direct_debit'))));
    deliver({ ns: LINK_NS, type: 'go', url: 'https://evil.test/' }, source(opener), origin);
    expect(moves).toEqual([]);
    expect(logged).toContainEqual(['onTrueLayerFlowError', 'error', expect.objectContaining({ reason })]);
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi'])('never goes to %s, even from its opener', (url) => {
    const opener = fakeWindow();
    setOpener(opener);
    renderPage(PopupPage, hashOf(popupUrl(ORIGIN, look('ach_direct_debit'))));
    deliver({ ns: LINK_NS, type: 'go', url }, opener);
    expect(moves).toEqual([]);
    expect(logged).toContainEqual(['onPlaidMessageEventError', 'error', { reason: 'malformed_message' }]);
  });

  it('Cancel (or Escape) tells the opener and closes the popup', () => {
    const opener = fakeWindow();
    setOpener(opener);
    renderPage(PopupPage, hashOf(popupUrl(ORIGIN, look('sepa_direct_debit'))));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(opener.posted.at(-1)).toEqual([{ ns: LINK_NS, type: 'cancel' }, ORIGIN]);
    expect(closed).toBe(1);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(closed).toBe(2);
  });
});

describe('/frame/popup as the whole tab (the popup was blocked)', () => {
  const waiting = (next: unknown) => json(200, { id: 'int_1', status: 'REQUIRES_CUSTOMER_ACTION', amount: 25, currency: 'USD', next_action: next });
  const page = hashOf(
    wholeTabUrl(ORIGIN, look('ach_direct_debit'), { kind: 'intent', intentId: 'int_1', clientSecret: 'cs_1', returnUrl: 'https://shop.example/done' }),
  );

  it('reads the intent, keeps the way back to the result page for this session, and goes to the link page', async () => {
    const api = fakeFetch(waiting({ type: 'redirect', method: 'GET', url: 'http://checkout.test/simulator/plaid?session=ses_abc' }));
    vi.stubGlobal('fetch', api.fetch);
    renderPage(PopupPage, page);
    await settle();
    expect(new Headers(api.calls[0]?.init.headers).get('client-secret')).toBe('cs_1');
    expect(moves).toEqual(['http://checkout.test/simulator/plaid?session=ses_abc']);
    const back = new URL(takeLinkReturn(window.sessionStorage, 'ses_abc')?.url ?? '');
    expect(back.pathname).toBe('/page/ach_direct_debit/success');
    // After the hash: the secret never goes to a server in a query string.
    expect(back.search).toBe('');
    // Storage outlives the page: the way back holds a hand-off in the secret's place.
    expect(Object.fromEntries(new URLSearchParams(back.hash.slice(2)))).toEqual({
      intent_id: 'int_1',
      client_secret: TEST_HANDOFF,
      return_url: 'https://shop.example/done',
    });
  });

  it.each([
    ['a next action that is not a page', { type: 'display_instructions' }],
    ['an unsafe address', { type: 'redirect', method: 'GET', url: 'javascript:alert(1)' }],
  ])('%s: goes nowhere, and says the payment is not waiting for a bank', async (_name, next) => {
    vi.stubGlobal('fetch', fakeFetch(waiting(next)).fetch);
    renderPage(PopupPage, page);
    await settle();
    expect(moves).toEqual([]);
    expect(screen.getByRole('alert').textContent).toMatch(/^This payment isn't waiting for a bank account/);
  });
});

describe('/frame/popup as the whole tab, for a consent (recurring mode)', () => {
  const consentPage = hashOf(
    wholeTabUrl(ORIGIN, look('sepa_direct_debit'), { kind: 'consent', consentId: 'cst_1', clientSecret: 'ccs_1', returnUrl: 'https://shop.example/signed-up' }),
  );

  it("reads the consent with the customer's secret, keeps the merchant's page (naming the consent) as the way back, and goes", async () => {
    const api = fakeFetch(json(200, { id: 'cst_1', status: 'PENDING_VERIFICATION', next_action: { type: 'redirect', method: 'GET', url: LINK } }));
    vi.stubGlobal('fetch', api.fetch);
    renderPage(PopupPage, consentPage);
    await settle();
    expect(api.calls[0]?.url).toBe('/api/v1/pa/payment_consents/cst_1');
    expect(new Headers(api.calls[0]?.init.headers).get('client-secret')).toBe('ccs_1');
    expect(moves).toEqual([LINK]);
    expect(takeLinkReturn(window.sessionStorage, 'ses_abc')).toEqual({ url: 'https://shop.example/signed-up?consent_id=cst_1' });
  });

  it('a consent with no return_url: the way back is "done here" (the callback page says so), and it goes', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(json(200, { id: 'cst_1', status: 'PENDING_VERIFICATION', next_action: { type: 'redirect', method: 'GET', url: LINK } })).fetch,
    );
    renderPage(PopupPage, hashOf(wholeTabUrl(ORIGIN, look('sepa_direct_debit'), { kind: 'consent', consentId: 'cst_1', clientSecret: 'ccs_1' })));
    await settle();
    expect(moves).toEqual([LINK]);
    expect(takeLinkReturn(window.sessionStorage, 'ses_abc')).toEqual({ url: null });
  });

  it('a consent no longer waiting for a bank (verified meanwhile): goes nowhere, says so', async () => {
    vi.stubGlobal('fetch', fakeFetch(json(200, { id: 'cst_1', status: 'VERIFIED', next_action: null })).fetch);
    renderPage(PopupPage, consentPage);
    await settle();
    expect(moves).toEqual([]);
    expect(screen.getByRole('alert').textContent).toBe(
      "This request to save your payment method isn't waiting for a bank account. Go back to the shop to see where it stands.",
    );
  });
});

describe('/frame/popup opened on its own', () => {
  it('is not part of a payment, and says so', () => {
    renderPage(PopupPage, hashOf(popupUrl(ORIGIN, look('ach_direct_debit'))));
    expect(screen.getByRole('heading', { name: "This window isn't part of a payment" })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close this window' })).toBeTruthy();
  });
});

describe('/page/plaid-popup-iframe', () => {
  const PLAID = 'http://checkout.test/simulator/plaid?session=ses_abc';
  const RESULT = {
    ns: LINK_NS,
    type: 'result',
    result: { provider: 'plaid', session: 'ses_abc', outcome: 'completed', subject: { kind: 'intent', id: 'int_1' } },
  };

  it("hosts Plaid's page from the opener's go, relays its result out and the answer in, closes once taken", () => {
    const opener = fakeWindow();
    setOpener(opener);
    renderPage(PlaidHostPage, hashOf(plaidHostUrl(ORIGIN, look('ach_direct_debit'))));
    expect(screen.getByRole('heading', { name: 'Link your bank account' })).toBeTruthy();
    expect(opener.posted).toEqual([[{ ns: LINK_NS, type: 'ready' }, ORIGIN]]);
    deliver({ ns: LINK_NS, type: 'go', url: PLAID }, opener);
    const frame = screen.getByTitle("Your bank's page: choose the account to link") as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(PLAID);
    const inner = frame.contentWindow as Window;
    const toInner = vi.spyOn(inner, 'postMessage').mockImplementation(() => undefined);

    deliver(RESULT, inner);
    expect(opener.posted.at(-1)).toEqual([RESULT, ORIGIN]);
    deliver({ ns: LINK_NS, type: 'ack', session: 'ses_abc' }, opener);
    expect(toInner).toHaveBeenCalledWith({ ns: LINK_NS, type: 'ack', session: 'ses_abc' }, ORIGIN);
    expect(closed).toBe(1);
  });

  it('a result from anywhere but its own frame is not relayed, and is logged', () => {
    const opener = fakeWindow();
    setOpener(opener);
    renderPage(PlaidHostPage, hashOf(plaidHostUrl(ORIGIN, look('ach_direct_debit'))));
    deliver({ ns: LINK_NS, type: 'go', url: PLAID }, opener);
    deliver(RESULT, fakeWindow());
    expect(opener.posted).toHaveLength(1);
    expect(logged).toContainEqual(['onPlaidMessageEventError', 'error', expect.objectContaining({ reason: 'foreign_message' })]);
    const inner = (screen.getByTitle("Your bank's page: choose the account to link") as HTMLIFrameElement).contentWindow;
    deliver(RESULT, inner, 'http://elsewhere.test');
    expect(opener.posted).toHaveLength(1);
  });

  it('Cancel tells the opener and closes', () => {
    const opener = fakeWindow();
    setOpener(opener);
    renderPage(PlaidHostPage, hashOf(plaidHostUrl(ORIGIN, look('ach_direct_debit'))));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(opener.posted.at(-1)).toEqual([{ ns: LINK_NS, type: 'cancel' }, ORIGIN]);
    expect(closed).toBe(1);
  });

  it('opened on its own, it is not part of a payment', () => {
    renderPage(PlaidHostPage, hashOf(plaidHostUrl(ORIGIN, look('ach_direct_debit'))));
    expect(screen.getByRole('heading', { name: "This window isn't part of a payment" })).toBeTruthy();
  });
});
