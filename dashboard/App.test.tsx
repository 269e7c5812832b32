// @vitest-environment jsdom
/**
 * Signing in takes the keyboard to the dashboard's content, in the commit that shows it: the
 * answer comes from the network, and a Tab pressed once the dashboard shows must start from
 * its content, not be pulled back there afterwards.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { App } from './App';

type ActGlobal = { IS_REACT_ACT_ENVIRONMENT?: boolean };
let actEnvironment: boolean | undefined;

beforeEach(() => {
  window.history.pushState(null, '', '/dashboard/');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.replace('/dashboard/api', '');
      if (path === '/session') return new Response(JSON.stringify(init?.method === 'POST' ? { csrf: 'csrf_1' } : { signed_in: false }));
      // The payments list is not what this test looks at: it stays loading.
      return new Promise<Response>(() => undefined);
    }),
  );
  // The sign-in's answer is handled as a browser handles it, outside act(): else act would run the passive effects
  // in the same go as the commit, and the test could not tell them apart.
  actEnvironment = (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT;
  (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = false;
});

afterEach(() => {
  (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  cleanup();
  vi.unstubAllGlobals();
});

it('moves focus to the main region in the commit that shows the dashboard after sign-in', async () => {
  render(<App />);
  const key = await screen.findByLabelText('Secret key');
  fireEvent.change(key, { target: { value: 'sk_test_1' } });
  // Where focus is when the dashboard's <main> first is in the document: a microtask after its commit,
  // before any task that runs passive effects.
  let focusWhenShown: Element | null | undefined;
  const observer = new MutationObserver(() => {
    if (focusWhenShown === undefined && document.getElementById('main')) focusWhenShown = document.activeElement;
  });
  observer.observe(document.body, { childList: true, subtree: true });
  fireEvent.submit(key.closest('form')!);
  await waitFor(() => expect(focusWhenShown).not.toBeUndefined());
  observer.disconnect();
  expect(focusWhenShown).toBe(document.getElementById('main'));
  expect(document.activeElement).toBe(document.getElementById('main'));
});
