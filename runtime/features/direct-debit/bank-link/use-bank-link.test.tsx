// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../platform/api/client';
import { NO_PAGE_LIFECYCLE } from '../../../platform/api/page-lifecycle';
import { fakeFetch, json, type FakeReply } from '../../../platform/api/testing';
import { renderInFrame } from '../../../host/testing';
import { useConfirmIntent, type ReadyDraft } from '../../../payment';
import { LINK_NS, POPUP_READY, resultMessage } from '../../../payment/bank-link/messages';
import { useBankLink } from './use-bank-link';
import { TEST_HANDOFF } from '../../../platform/handoff/testing';

vi.mock('../../../platform/telemetry', () => ({ logEvent: () => undefined }));
// What a whole-tab address holds in place of the secret (runtime/platform/handoff/).
vi.mock('../../../platform/handoff/lazy', () => import('../../../platform/handoff/testing'));

const ORIGIN = window.location.origin;
const PLAID = 'http://checkout.test/simulator/plaid?session=ses_abc';
// The direct debits' input shapes are the direct-debit body's (runtime/features/direct-debit/); any linked scheme's will do here.
const DRAFT = { ok: true, paymentMethod: { type: 'ach_direct_debit', ach_direct_debit: {} } } as unknown as ReadyDraft;

const intent = (status: string, extra: Record<string, unknown> = {}) => ({
  id: 'int_1',
  status,
  amount: 25,
  currency: 'USD',
  latest_payment_attempt: { id: 'att_1', status: 'PENDING' },
  ...extra,
});
const WAITING = json(200, intent('REQUIRES_CUSTOMER_ACTION', { next_action: { type: 'redirect', method: 'GET', url: PLAID } }));

/** A body with only the "Link your bank account" button, as the direct-debit body has. */
function LinkBody() {
  const confirm = useConfirmIntent(() => DRAFT);
  const { startLink } = useBankLink(confirm);
  return (
    <>
      <button type="button" onClick={() => void startLink(DRAFT).catch(() => undefined)}>
        Link
      </button>
      <p data-testid="status">{confirm.status}</p>
    </>
  );
}

function fakePopup() {
  return {
    closed: false,
    posted: [] as Array<[unknown, string]>,
    close() {
      this.closed = true;
    },
    postMessage(message: unknown, origin: string) {
      this.posted.push([message, origin]);
    },
  };
}

function deliver(data: unknown, source: unknown) {
  const event = new MessageEvent('message', { data, origin: ORIGIN });
  Object.defineProperty(event, 'source', { value: source });
  act(() => void window.dispatchEvent(event));
}

function setup(popup: ReturnType<typeof fakePopup> | null, ...replies: FakeReply[]) {
  const api = fakeFetch(...replies);
  const client = createApiClient({ base: '', clientSecret: 'cs_1', trackerId: 't', fetch: api.fetch, lifecycle: NO_PAGE_LIFECYCLE });
  const order: string[] = [];
  vi.spyOn(window, 'open').mockImplementation(() => {
    order.push(`open:${api.calls.length}`);
    return popup as unknown as Window;
  });
  const frame = renderInFrame(LinkBody, {
    client,
    kind: 'card',
    options: { client_secret: 'cs_1', return_url: 'https://shop.example/done', appearance: { mode: 'dark' } },
  });
  return { ...frame, api, order };
}

/** Real time: the confirm chunk loads by a dynamic import, and the popup is watched every 200 ms. */
const settle = (ms = 50) =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useBankLink', () => {
  it('opens the popup in the click, before the confirm is sent; the link page goes there, not the whole page; the result settles it', async () => {
    const popup = fakePopup();
    const { events, api, order } = setup(popup, WAITING, json(200, intent('SUCCEEDED')));
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    expect(order).toEqual(['open:0']);
    const opened = new URL(vi.mocked(window.open).mock.calls[0]?.[0] as string);
    expect(opened.hash.startsWith('#/frame/popup?')).toBe(true);
    const options = JSON.parse(new URLSearchParams(opened.hash.split('?')[1]).get('options') ?? '{}') as Record<string, unknown>;
    expect(options).toEqual({ method: 'ach_direct_debit', appearance: { mode: 'dark' } });

    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('waiting'));
    expect(api.calls[0]?.url).toBe('/api/v1/pa/payment_intents/int_1/confirm');
    expect(events.some(([event]) => event === 'onRedirect')).toBe(false);
    deliver(POPUP_READY, popup);
    expect(popup.posted).toEqual([[{ ns: LINK_NS, type: 'go', url: PLAID }, ORIGIN]]);

    deliver(resultMessage({ provider: 'plaid', session: 'ses_abc', outcome: 'completed', subject: { kind: 'intent', id: 'int_1' } }), popup);
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('succeeded'));
    expect(api.calls[1]?.url).toBe('/api/v1/pa/payment_intents/int_1');
    expect(events).toContainEqual(['onSuccess', { intent: { id: 'int_1', status: 'SUCCEEDED', amount: 25, currency: 'USD' } }]);
    expect(screen.getByTestId('status').textContent).toBe('succeeded');
    popup.close();
    await settle(300);
    expect(events.some(([event]) => event === 'onCancel')).toBe(false);
  });

  it("a blocked popup: the whole tab goes through the checkout's waiting screen, which keeps the way back", async () => {
    const { events } = setup(null, WAITING);
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('waiting'));
    await waitFor(() => expect(events.some(([event]) => event === 'onRedirect')).toBe(true));
    const redirect = events.find(([event]) => event === 'onRedirect')?.[1] as { url: string };
    // The merchant hears that the browser blocked the popup (spec §4), once, before the page leaves.
    expect(events.filter(([event]) => event.startsWith('onPopup'))).toEqual([['onPopupBlocked', { popup: 'bank_link' }]]);
    const url = new URL(redirect.url);
    expect(url.origin).toBe(ORIGIN);
    expect(url.hash.startsWith('#/frame/popup?')).toBe(true);
    const options = JSON.parse(new URLSearchParams(url.hash.split('?')[1]).get('options') ?? '{}') as Record<string, unknown>;
    // The merchant's page is sent a hand-off in the secret's place.
    expect(options).toMatchObject({ method: 'ach_direct_debit', intent_id: 'int_1', client_secret: TEST_HANDOFF, return_url: 'https://shop.example/done' });
    expect(redirect.url).not.toContain('cs_1');
  });

  it('the shopper closes the popup: cancel once, the element back to idle', async () => {
    const popup = fakePopup();
    const { events } = setup(popup, WAITING, json(200, intent('REQUIRES_CUSTOMER_ACTION')));
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('waiting'));
    deliver(POPUP_READY, popup);
    popup.close();
    await settle(300);
    expect(events.filter(([event]) => event === 'onCancel')).toHaveLength(1);
    expect(events.filter(([event]) => event.startsWith('onPopup'))).toEqual([
      ['onPopupOpened', { popup: 'bank_link' }],
      ['onPopupClosed', { popup: 'bank_link' }],
    ]);
    expect(screen.getByTestId('status').textContent).toBe('idle');
  });

  it("the shopper cancels on the provider's page: the failed attempt cancels, once", async () => {
    const popup = fakePopup();
    const cancelled = json(
      200,
      intent('REQUIRES_PAYMENT_METHOD', { latest_payment_attempt: { id: 'att_1', status: 'FAILED', failure_code: 'shopper_cancelled' } }),
    );
    const { events } = setup(popup, WAITING, cancelled);
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('waiting'));
    deliver(POPUP_READY, popup);
    deliver(resultMessage({ provider: 'plaid', session: 'ses_abc', outcome: 'cancelled', subject: { kind: 'intent', id: 'int_1' } }), popup);
    await settle();
    popup.close();
    await settle(300);
    expect(events.filter(([event]) => event === 'onCancel')).toHaveLength(1);
    expect(screen.getByTestId('status').textContent).toBe('idle');
  });

  it('a confirm that fails closes the popup it opened', async () => {
    const popup = fakePopup();
    const { events } = setup(
      popup,
      json(400, { code: 'validation_error', message: 'no', details: { field: 'payment_method.type', reason: 'currency_not_supported' } }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    await waitFor(() => expect(events.some(([event]) => event === 'onError')).toBe(true));
    expect(popup.closed).toBe(true);
  });

  describe('in recurring mode (a consent verified by linking the account)', () => {
    const consent = (status: string, nextAction: unknown, extra: Record<string, unknown> = {}) => ({
      id: 'cst_1',
      customer_id: 'cus_1',
      status,
      next_triggered_by: 'customer',
      payment_method: null,
      next_action: nextAction,
      ...extra,
    });
    /** The frame reads the consent it was made for once, at mount. */
    const CREATED = json(200, consent('PENDING_VERIFICATION', null));
    const LINKING = json(200, consent('PENDING_VERIFICATION', { type: 'redirect', method: 'GET', url: PLAID }));

    function setupRecurring(popup: ReturnType<typeof fakePopup> | null, ...replies: FakeReply[]) {
      const api = fakeFetch(...replies);
      const client = createApiClient({ base: '', clientSecret: 'ccs_1', trackerId: 't', fetch: api.fetch, lifecycle: NO_PAGE_LIFECYCLE });
      vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
      const options = { client_secret: 'ccs_1', customer_id: 'cus_1', mode: 'recurring' as const, consent_id: 'cst_1' };
      return { ...renderInFrame(LinkBody, { client, kind: 'card', intentId: null, options }), api };
    }

    it('verifies the consent, takes its link page into the popup, and reads the consent again on the result', async () => {
      const popup = fakePopup();
      const verified = json(200, consent('VERIFIED', null, { payment_method: { id: 'mtd_1', type: 'ach_direct_debit' } }));
      const { events, api } = setupRecurring(popup, CREATED, LINKING, verified);
      fireEvent.click(screen.getByRole('button', { name: 'Link' }));
      await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('waiting'));
      expect(api.calls[1]?.url).toBe('/api/v1/pa/payment_consents/cst_1/verify');
      expect(events.some(([event]) => event === 'onRedirect')).toBe(false);
      deliver(POPUP_READY, popup);
      expect(popup.posted).toEqual([[{ ns: LINK_NS, type: 'go', url: PLAID }, ORIGIN]]);
      deliver(resultMessage({ provider: 'plaid', session: 'ses_abc', outcome: 'completed', subject: { kind: 'consent', id: 'cst_1' } }), popup);
      await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('succeeded'));
      expect(api.calls[2]?.url).toBe('/api/v1/pa/payment_consents/cst_1');
      expect(events).toContainEqual(['onConsent', { consent: expect.objectContaining({ id: 'cst_1', status: 'VERIFIED', payment_method_id: 'mtd_1' }) }]);
    });

    it("cancelled on the provider's page: the consent stays pending, the element cancels once", async () => {
      const popup = fakePopup();
      const cancelled = json(200, consent('PENDING_VERIFICATION', null, { latest_verification: { status: 'FAILED', failure_code: 'shopper_cancelled' } }));
      const { events } = setupRecurring(popup, CREATED, LINKING, cancelled);
      fireEvent.click(screen.getByRole('button', { name: 'Link' }));
      await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('waiting'));
      deliver(resultMessage({ provider: 'plaid', session: 'ses_abc', outcome: 'cancelled', subject: { kind: 'consent', id: 'cst_1' } }), popup);
      await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('idle'));
      popup.close();
      await settle(300);
      expect(events.filter(([event]) => event === 'onCancel')).toHaveLength(1);
    });

    it("a blocked popup: the whole page goes through the checkout's waiting screen, which reads the consent", async () => {
      const { events } = setupRecurring(null, CREATED, LINKING);
      fireEvent.click(screen.getByRole('button', { name: 'Link' }));
      await waitFor(() => expect(events.some(([event]) => event === 'onRedirect')).toBe(true));
      const redirect = events.find(([event]) => event === 'onRedirect')?.[1] as { url: string };
      const url = new URL(redirect.url);
      expect(url.hash.startsWith('#/frame/popup?')).toBe(true);
      const options = JSON.parse(new URLSearchParams(url.hash.split('?')[1]).get('options') ?? '{}') as Record<string, unknown>;
      expect(options).toMatchObject({ mode: 'recurring', consent_id: 'cst_1', client_secret: TEST_HANDOFF });
    });
  });
});
