// @vitest-environment jsdom
/**
 * Paging a list by keyboard (issue 41: keyboard-only use): the rows stay while the next page
 * loads, so the pressed button keeps the focus, and on the last page (where Next is disabled)
 * the focus goes to Previous rather than to the page.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { CustomersPage } from '../pages/CustomersPage';

const AT = '2026-01-01T12:00:00.000Z';
const customer = (id: string) => ({
  id,
  merchant_customer_id: `m_${id}`,
  email: null,
  name: id,
  method_count: 0,
  consent_count: 0,
  created_at: AT,
  phone_number: null,
});
const PAGES: Readonly<Record<string, unknown>> = {
  '/customers': { items: [customer('cus_1')], next_cursor: 'c2', total: 3 },
  '/customers?cursor=c2': { items: [customer('cus_2')], next_cursor: 'c3', total: 3 },
  '/customers?cursor=c3': { items: [customer('cus_3')], next_cursor: null, total: 3 },
};

let release: () => void = () => undefined;

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.replace('/dashboard/api', '');
      // Every page after the first is held until the test lets it through.
      if (path !== '/customers') await new Promise<void>((resolve) => (release = resolve));
      return new Response(JSON.stringify(PAGES[path]));
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('keeps the rows and the focus while the next page loads, and gives the focus to Previous on the last page', async () => {
  render(<CustomersPage />);
  const next = await screen.findByRole('button', { name: 'Next' });
  next.focus();
  act(() => next.click());
  // Held: the first page's rows are still there, and so is the focused button.
  expect(screen.getByText('cus_1')).toBeTruthy();
  expect(document.activeElement).toBe(next);
  await act(async () => release());
  await screen.findByText('cus_2');
  expect(document.activeElement).toBe(next);
  act(() => next.click());
  await act(async () => release());
  await screen.findByText('cus_3');
  expect(next).toHaveProperty('disabled', true);
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Previous' }));
});
