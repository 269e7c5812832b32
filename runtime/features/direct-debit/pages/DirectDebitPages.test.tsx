// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../page/testing';
import DirectDebitPendingVerifyPage from './DirectDebitPendingVerifyPage';
import DirectDebitVerifyAccountPage from './DirectDebitVerifyAccountPage';

vi.mock('../../../platform/telemetry', () => ({ logEvent: () => {} }));

const SECRET = `h.${btoa(JSON.stringify({ customer_id: 'cus_1', business_name: 'Portico Demo Store' })).replace(/=+$/, '')}.s`;
const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The sandbox's consent as verify_continue moves it: 0.32 and 0.45 in either order, three attempts. */
function fakeConsents(start: { status?: string; disabled_reason?: string | null; deposits?: boolean; getStatus?: number; getBody?: unknown } = {}) {
  let attempts = 3;
  let status = start.status ?? 'PENDING_VERIFICATION';
  let disabledReason = start.disabled_reason ?? null;
  const posts: unknown[] = [];
  const consent = () => ({
    id: 'cst_1',
    status,
    disabled_reason: disabledReason,
    payment_method: {
      id: null,
      type: 'bacs_direct_debit',
      bacs_direct_debit: { account_holder_name: 'Ada Lovelace', bank_code: '108800', account_last4: '5678', country: 'GB', currency: 'GBP' },
    },
    next_action:
      status === 'PENDING_VERIFICATION' && start.deposits !== false
        ? { type: 'verify_micro_deposits', currency: 'GBP', attempts_remaining: attempts, micro_deposit_count: 2 }
        : null,
  });
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const url = String(input);
    if (init.method === 'GET') return start.getStatus ? reply(start.getStatus, start.getBody ?? {}) : reply(200, consent());
    const body = JSON.parse(String(init.body)) as { amounts: number[] };
    posts.push(body);
    if (!url.endsWith('/cst_1/verify_continue')) return reply(404, {});
    if (status !== 'PENDING_VERIFICATION') return reply(409, { code: 'invalid_status_for_operation', details: {} });
    const right = [...body.amounts].sort().join() === '0.32,0.45';
    if (right) {
      status = 'VERIFIED';
      return reply(200, consent());
    }
    attempts -= 1;
    if (attempts === 0) {
      status = 'DISABLED';
      disabledReason = 'verification_failed';
    }
    return reply(400, { code: 'verification_failed', message: 'wrong', details: { consent_id: 'cst_1', attempts_remaining: attempts } });
  };
  return { fetch, posts };
}

function openVerify(fetch: typeof globalThis.fetch, query = `?client_secret=${SECRET}&return_url=${encodeURIComponent('https://shop.example/account')}`) {
  vi.stubGlobal('fetch', fetch);
  renderPage(DirectDebitVerifyAccountPage, `#/page/direct-debit-verify-account/uk/cst_1${query}`);
}

async function answer(first: string, second: string) {
  fireEvent.change(screen.getByLabelText('First deposit'), { target: { value: first } });
  fireEvent.change(screen.getByLabelText('Second deposit'), { target: { value: second } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Verify account' }));
  });
}

describe('/page/direct-debit-verify-account/{region}/{id}', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the masked account and the payee, checks the amounts before sending, and verifies with the right ones', async () => {
    const provider = fakeConsents();
    openVerify(provider.fetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your bank account' })).toBeTruthy();
    await screen.findByText('10-88-00 •••• 5678');
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('Portico Demo Store')).toBeTruthy();

    await answer('', '1.32');
    expect(provider.posts).toHaveLength(0);
    expect(screen.getByText('Enter the amount of this deposit.')).toBeTruthy();
    expect(screen.getByText('Enter an amount between £0.01 and £0.99, like £0.12.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('First deposit'));
    expect(screen.getByLabelText('Second deposit').getAttribute('aria-invalid')).toBe('true');

    await answer('0,45', '£0.32');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bank account verified' })).toBeTruthy();
    expect(provider.posts).toEqual([{ request_id: expect.any(String), amounts: [0.45, 0.32] }]);
    expect(screen.getByRole('link', { name: 'Return to Portico Demo Store' }).getAttribute('href')).toBe('https://shop.example/account');
  });

  it('says how many attempts remain after a wrong answer; the third ends it and says what to do', async () => {
    const provider = fakeConsents();
    openVerify(provider.fetch);
    await screen.findByLabelText('First deposit');
    await answer('0.10', '0.20');
    expect(await screen.findByText("These amounts don't match the deposits. Check your statement and try again. Attempts left: 2")).toBeTruthy();
    await answer('0.11', '0.20');
    expect(await screen.findByText(/Attempts left: 1$/)).toBeTruthy();
    await answer('0.12', '0.20');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verification closed' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/wrong three times.*Nothing will be collected.*contact the business/);
    expect(screen.queryByLabelText('First deposit')).toBeNull();
    // Each wrong answer was its own attempt.
    expect(new Set(provider.posts.map((post) => (post as { request_id: string }).request_id)).size).toBe(3);
  });

  it.each([
    [{ status: 'VERIFIED' }, 'This account is already verified'],
    [{ status: 'DISABLED', disabled_reason: 'disabled_by_request' }, 'This verification has ended'],
    [{ status: 'DISABLED', disabled_reason: 'verification_failed' }, 'Verification closed'],
    [{ deposits: false }, 'No deposits to verify'],
    [{ getStatus: 404, getBody: { code: 'not_found' } }, "We can't find this verification"],
    [{ getStatus: 401, getBody: { code: 'unauthorized', details: { reason: 'expired' } } }, 'This link has expired'],
    [{ getStatus: 401, getBody: { code: 'unauthorized', details: { reason: 'wrong_customer' } } }, "We can't find this verification"],
    [{ getStatus: 503, getBody: {} }, "This page couldn't be loaded"],
  ])('a consent %j: "%s"', async (start, title) => {
    openVerify(fakeConsents(start).fetch);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.queryByLabelText('First deposit')).toBeNull();
  });

  it('without a client secret: an incomplete link, nothing asked of the provider', async () => {
    const provider = fakeConsents();
    const fetch = vi.fn(provider.fetch);
    openVerify(fetch, '');
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is incomplete' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('/page/direct-debit-pending-verify', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the account and what happens next for a consent waiting for its deposits', async () => {
    vi.stubGlobal('fetch', fakeConsents().fetch);
    renderPage(DirectDebitPendingVerifyPage, `#/page/direct-debit-pending-verify?consent_id=cst_1&client_secret=${SECRET}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your bank account' })).toBeTruthy();
    expect(await screen.findByText('We have sent two small deposits to your bank account, each less than £1.00.')).toBeTruthy();
    expect(screen.getByText('10-88-00 •••• 5678')).toBeTruthy();
    expect(screen.getByText('Attempts left: 3')).toBeTruthy();
  });
});
