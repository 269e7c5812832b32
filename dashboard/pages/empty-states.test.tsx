// @vitest-environment jsdom
/**
 * Every list of the dashboard, empty, names what would fill it: a command, an API call or a
 * page (issue 41: "each list shows a useful empty state with the command or page that
 * would fill it"). Each screen is drawn against an API that answers with nothing in it.
 */
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsentPage } from './ConsentPage';
import { CustomerPage } from './CustomerPage';
import { CustomersPage } from './CustomersPage';
import { EventPage } from './EventPage';
import { LinkPage } from './LinkPage';
import { LinksPage } from './LinksPage';
import { OriginsPage } from './OriginsPage';
import { PaymentsPage } from './PaymentsPage';
import { WebhooksPage } from './WebhooksPage';

const AT = '2026-01-01T12:00:00.000Z';
const NO_PAGE = { items: [], next_cursor: null, total: 0 };
const CONSENT = {
  id: 'cst_1',
  status: 'VERIFIED',
  next_triggered_by: 'merchant',
  merchant_trigger_reason: null,
  terms_of_use: null,
  payment_method: null,
  disabled_reason: null,
  created_at: AT,
  charges: [],
  charge_count: 0,
};

/** What the API answers, by path (query included), each with nothing in its list. */
const ANSWERS: Readonly<Record<string, unknown>> = {
  '/payments': NO_PAGE,
  '/payments?status=CANCELLED': NO_PAGE,
  '/customers': NO_PAGE,
  '/links': { items: [] },
  '/webhooks/endpoints': { items: [] },
  '/events?limit=25': NO_PAGE,
  '/origins': { items: [] },
  '/customers/cus_1': {
    customer: { id: 'cus_1', merchant_customer_id: 'm_1', email: null, name: 'Ada', method_count: 0, consent_count: 0, created_at: AT, phone_number: null },
    methods: [],
    consents: [],
  },
  '/links/plk_1': {
    id: 'lnk_1',
    code: 'plk_1',
    url: 'http://127.0.0.1/#/pay/plk_1',
    title: 'Mug',
    reusable: false,
    status: 'ACTIVE',
    payments: [],
    payment_count: 0,
    deactivated_at: null,
    created_at: AT,
  },
  '/consents/cst_1': { consent: CONSENT, customer: { id: 'cus_1', name: 'Ada' } },
  '/events/evt_1': { id: 'evt_1', type: 'payment_intent.created', created_at: AT, object_id: 'int_1', deliveries: [], payload: '{}' },
};

/** Each screen, and the words that begin each of its empty lists. */
const SCREENS: ReadonlyArray<readonly [name: string, screen: ReactElement, empties: readonly RegExp[]]> = [
  ['payments', <PaymentsPage search="" />, [/^No payments yet/]],
  ['payments, filtered', <PaymentsPage search="?status=CANCELLED" />, [/^No payment matches these filters/]],
  ['customers', <CustomersPage />, [/^No customers yet/]],
  ['links', <LinksPage />, [/^No payment links yet/]],
  ['webhooks', <WebhooksPage />, [/^No endpoints/, /^No events yet/]],
  ['origins', <OriginsPage />, [/^No origin is registered/]],
  ['customer', <CustomerPage id="cus_1" />, [/^No saved method/, /^No consent/]],
  ['link', <LinkPage code="plk_1" />, [/^No payment yet/]],
  ['consent', <ConsentPage id="cst_1" />, [/^None yet/]],
  ['event', <EventPage id="evt_1" />, [/^No webhook endpoint receives this event/]],
];

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const path = url.replace('/dashboard/api', '');
      const answer = ANSWERS[path];
      return Promise.resolve(
        answer === undefined ? new Response(JSON.stringify({ code: 'not_found', message: path }), { status: 404 }) : new Response(JSON.stringify(answer)),
      );
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the dashboard’s empty lists', () => {
  it.each(SCREENS)('%s: each empty list names the command, call or page that fills it', async (_name, page, empties) => {
    render(page);
    for (const words of empties) {
      const empty = await screen.findByText(words);
      const says = empty.closest('.dash-empty, .dash-note') ?? empty;
      expect(says.querySelector('code, a[href]'), `${words} names no command or page: “${says.textContent ?? ''}”`).not.toBeNull();
    }
  });
});
