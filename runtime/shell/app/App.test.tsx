// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nProvider } from '../../platform/i18n/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseLocation } from '../../platform/router';
import { loadScreen, screenRowOf, type LoadedScreen, type PageScreenProps } from '../screens';
import { App, Throw } from './App';
import { CrashBoundary } from './CrashBoundary';
import { testI18n } from '../../platform/i18n/test-i18n';

const i18n = testI18n();
const at = (hash: string, pathname = '/') => parseLocation({ pathname, search: '', hash });

function renderApp(location: ReturnType<typeof at>, screenToShow: LoadedScreen) {
  return render(
    <I18nProvider i18n={i18n}>
      <App address={{ location, frameAccount: null }} screen={screenToShow} services={{ apiBase: 'http://localhost:3100' }} reload={vi.fn()} />
    </I18nProvider>,
  );
}

describe('App', () => {
  afterEach(cleanup);

  it('renders an element row inside the element frame at once: no skeleton, no fallback', async () => {
    const location = at('#/elements/card?client_secret=cs_1&options=%7B%22intent_id%22%3A%22int_1%22%7D');
    const loaded = await loadScreen(screenRowOf(location.route?.name ?? null));
    expect(loaded.type).toBe('element');
    renderApp(location, loaded);
    // jsdom is not framed, so the frame refuses before any body renders: nothing payable.
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe("This payment form can't be shown on this page.");
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(document.title).toBe('Secure card payment input');
  });

  it('renders a page row with the parsed location and the services', () => {
    const Page = ({ location, services }: PageScreenProps) => <p data-testid="page">{`${location.route?.name} ${services.apiBase}`}</p>;
    renderApp(at('#/pay/abc'), { type: 'page', Page });
    expect(screen.getByTestId('page').textContent).toBe('paymentLink http://localhost:3100');
  });

  it.each([
    ['an unknown hash route', at('#/elements/nope')],
    ['an unknown path route', at('', '/nope')],
  ])('shows "This page is not available." for %s', async (_label, location) => {
    renderApp(location, await loadScreen(screenRowOf(location.route?.name ?? null)));
    expect(screen.getByText('This page is not available.')).toBeTruthy();
  });

  it('a screen chunk that cannot load shows the crash screen (ChunkLoadError)', async () => {
    const onCrash = vi.fn();
    const row = { type: 'page', family: 'system', load: () => Promise.reject(new TypeError('Failed to fetch')) } as const;
    const failed = await loadScreen(row, { retries: 0 }).catch((error: unknown) => error);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <I18nProvider i18n={i18n}>
        <CrashBoundary reload={vi.fn()} onCrash={onCrash}>
          <Throw error={failed} />
        </CrashBoundary>
      </I18nProvider>,
    );
    expect(screen.getByText('There is something wrong, please reload the page.')).toBeTruthy();
    expect(onCrash.mock.calls[0]?.[0]).toMatchObject({ name: 'ChunkLoadError' });
    vi.mocked(console.error).mockRestore();
  });
});
