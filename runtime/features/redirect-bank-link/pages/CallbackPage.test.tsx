// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LINK_NS } from '../../../payment/bank-link/messages';
import { storeLook } from './popup-look';
import { storeLinkReturn } from './return-target';
import { navigate } from '../../../page/navigate';
import { renderPage } from '../../../page/testing';
import CallbackPage, { HANDOFF_TIMEOUT_MS } from './CallbackPage';

const logged: unknown[][] = [];
vi.mock('../../../platform/telemetry', () => ({ logEvent: (...args: unknown[]) => void logged.push(args) }));

const ORIGIN = window.location.origin;
const PLAID = '#/page/us/plaid/complete/ses_abc?session=ses_abc&outcome=completed&account_id=acc_plaid_checking&intent_id=int_1&status=SUCCEEDED';
const RESULT = {
  ns: LINK_NS,
  type: 'result',
  result: { provider: 'plaid', session: 'ses_abc', outcome: 'completed', subject: { kind: 'intent', id: 'int_1' } },
};

function fakeWindow() {
  return {
    posted: [] as Array<[unknown, string]>,
    postMessage(message: unknown, origin: string) {
      this.posted.push([message, origin]);
    },
  };
}

/** Makes `win` this window's opener (or parent) for the test. */
function setRelative(name: 'opener' | 'parent', win: unknown) {
  Object.defineProperty(window, name, { value: win, configurable: true });
}

function deliver(data: unknown, source: unknown, origin = ORIGIN) {
  const event = new MessageEvent('message', { data, origin });
  Object.defineProperty(event, 'source', { value: source });
  act(() => void window.dispatchEvent(event));
}

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
  vi.restoreAllMocks();
  setRelative('opener', null);
  setRelative('parent', window);
});

describe('the bank-link callback pages', () => {
  it('in the popup: hands the result to the opener at this origin, and closes once it is taken', () => {
    const opener = fakeWindow();
    setRelative('opener', opener);
    renderPage(CallbackPage, PLAID);
    expect(opener.posted).toEqual([[RESULT, ORIGIN]]);
    expect(screen.getByRole('heading', { name: 'Returning to the checkout…' })).toBeTruthy();
    // An answer from anywhere else is not the opener's.
    deliver({ ns: LINK_NS, type: 'ack', session: 'ses_abc' }, fakeWindow());
    deliver({ ns: LINK_NS, type: 'ack', session: 'ses_abc' }, opener, 'http://elsewhere.test');
    expect(closed).toBe(0);
    deliver({ ns: LINK_NS, type: 'ack', session: 'ses_abc' }, opener);
    expect(closed).toBe(1);
    expect(screen.getByRole('heading', { name: 'All done' })).toBeTruthy();
  });

  it('an opener that did not start this session refuses it: nothing changed, said so, with a way out', () => {
    const opener = fakeWindow();
    setRelative('opener', opener);
    renderPage(CallbackPage, PLAID);
    deliver({ ns: LINK_NS, type: 'refused', session: 'ses_abc' }, opener);
    expect(closed).toBe(0);
    expect(screen.getByRole('heading', { name: 'Nothing to return to' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/Nothing was changed/);
    expect(screen.getByRole('button', { name: 'Close this window' })).toBeTruthy();
  });

  it('an opener of another origin never answers: after a wait, nothing changed', () => {
    setRelative('opener', fakeWindow());
    renderPage(CallbackPage, PLAID);
    act(() => void vi.advanceTimersByTime(HANDOFF_TIMEOUT_MS));
    expect(screen.getByRole('heading', { name: 'Nothing to return to' })).toBeTruthy();
  });

  it("inside Plaid's host page: hands the result to the parent, which relays", () => {
    const host = fakeWindow();
    setRelative('parent', host);
    renderPage(CallbackPage, PLAID);
    expect(host.posted).toEqual([[RESULT, ORIGIN]]);
  });

  it('opened on its own (no opener, nothing kept for it): nothing changes, nothing is posted', () => {
    renderPage(CallbackPage, PLAID);
    expect(screen.getByRole('heading', { name: 'Nothing to return to' })).toBeTruthy();
    expect(moves).toEqual([]);
  });

  it('the whole tab (popup blocked) goes back where its waiting screen said, once', () => {
    storeLinkReturn(window.sessionStorage, { session: 'ses_other', url: 'http://checkout.test/other' });
    renderPage(CallbackPage, PLAID);
    expect(moves).toEqual([]); // another session's way back is not this one's
    cleanup();
    storeLinkReturn(window.sessionStorage, { session: 'ses_abc', url: 'http://checkout.test/page/ach_direct_debit/success?intent_id=int_1' });
    renderPage(CallbackPage, PLAID);
    expect(moves).toEqual(['http://checkout.test/page/ach_direct_debit/success?intent_id=int_1']);
    cleanup();
    // Replayed in the same tab: taken already.
    renderPage(CallbackPage, PLAID);
    expect(moves).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Nothing to return to' })).toBeTruthy();
  });

  it('the whole tab of a consent with nowhere to go back to: done here, said so', () => {
    storeLinkReturn(window.sessionStorage, { session: 'ses_abc', url: null });
    renderPage(CallbackPage, '#/page/eu/truelayer/complete/ses_abc?session=ses_abc&outcome=completed&consent_id=cst_1&status=VERIFIED');
    expect(moves).toEqual([]);
    expect(screen.getByRole('heading', { name: 'All done' })).toBeTruthy();
  });

  it.each([
    ["a session that is not the route's", '#/page/us/plaid/complete/ses_abc?session=ses_xyz&outcome=completed', 'onPlaidMessageEventError'],
    ['an action that contradicts the outcome', '#/page/uk/truelayer/cancel/ses_abc?session=ses_abc&outcome=completed', 'onTrueLayerFlowError'],
    ['no outcome', '#/page/truelayer/callback?session=ses_abc&action=complete', 'onTrueLayerFlowError'],
    ['both an intent and a consent', '#/page/truelayer/callback?session=ses_abc&outcome=completed&intent_id=int_1&consent_id=cst_1', 'onTrueLayerFlowError'],
    ['no provider on the generic callback', '#/common/callback?session=ses_abc&outcome=completed', 'onTrueLayerFlowError'],
  ])('%s: the link is incomplete, nothing is posted, the error is logged', (_name, hash, event) => {
    const opener = fakeWindow();
    setRelative('opener', opener);
    renderPage(CallbackPage, hash);
    expect(screen.getByRole('heading', { name: 'This link is incomplete' })).toBeTruthy();
    expect(opener.posted).toEqual([]);
    expect(logged[0]?.[0]).toBe(event);
  });

  it.each([
    [
      'TrueLayer',
      '#/page/eu/truelayer/cancel/ses_abc?session=ses_abc&outcome=cancelled&consent_id=cst_1&status=PENDING_VERIFICATION',
      { provider: 'truelayer', outcome: 'cancelled', subject: { kind: 'consent', id: 'cst_1' } },
    ],
    [
      'TrueLayer callback',
      '#/page/truelayer/callback?session=ses_abc&outcome=completed&action=complete&region=uk',
      { provider: 'truelayer', outcome: 'completed', subject: null },
    ],
    [
      'generic',
      '#/common/callback?provider=plaid&session=ses_abc&outcome=completed&intent_id=int_9',
      { provider: 'plaid', outcome: 'completed', subject: { kind: 'intent', id: 'int_9' } },
    ],
  ])('the %s route hands its result back too', (_name, hash, result) => {
    const opener = fakeWindow();
    setRelative('opener', opener);
    renderPage(CallbackPage, hash);
    expect(opener.posted).toEqual([[{ ns: LINK_NS, type: 'result', result: { session: 'ses_abc', ...result } }, ORIGIN]]);
  });

  it("wears the popup's appearance, kept by its first page", () => {
    storeLook(window.sessionStorage, { lang: 'en', appearance: { mode: 'dark' } });
    renderPage(CallbackPage, PLAID);
    expect(document.querySelector('.portico-page')?.getAttribute('data-mode')).toBe('dark');
  });
});
