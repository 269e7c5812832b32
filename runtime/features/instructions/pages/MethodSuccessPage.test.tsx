// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../platform/i18n/react';
import { testI18n } from '../../../platform/i18n/test-i18n';
import { parseLocation } from '../../../platform/router';
import { fakeProvider, waitingIntent, type FakeProvider } from '../flow/testing';
import MethodSuccessPage from './MethodSuccessPage';

vi.mock('../../../platform/telemetry', () => ({ logEvent: () => {} }));

function open(provider: FakeProvider, search: string) {
  vi.stubGlobal('fetch', provider.fetch);
  render(
    <I18nProvider i18n={testI18n()}>
      <MethodSuccessPage location={parseLocation({ pathname: '/page/open_banking/success', search, hash: '' })} services={{ apiBase: '' }} />
    </I18nProvider>,
  );
}

const BACK = encodeURIComponent('https://shop.example/done?order=7');

describe('/page/{method}/success', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("says paid from the provider's intent, whatever the address says, and links back to the shop by its host name", async () => {
    const provider = fakeProvider('GBP', 25, {});
    provider.settle();
    open(provider, `?intent_id=int_1&client_secret=cs_1&status=FAILED&return_url=${BACK}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received' })).toBeTruthy();
    expect(screen.getByText('Thank you. Your payment of £25.00 was received.')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Back to shop.example' });
    expect(link.getAttribute('href')).toBe('https://shop.example/done?order=7');
  });

  it('says pending while the intent waits, and turns to paid when the provider settles it', async () => {
    const provider = fakeProvider('JPY', 1200, {});
    provider.setIntent(waitingIntent('JPY', 1200, { method: 'konbini' }));
    open(provider, '?intent_id=int_1&client_secret=cs_1&status=SUCCEEDED');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment not received yet' })).toBeTruthy();
    provider.settle();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received' }, { timeout: 4000 })).toBeTruthy();
  });

  it('says not completed after a refusal; no link without an http(s) return_url', async () => {
    const provider = fakeProvider('EUR', 10, {});
    provider.reject();
    open(provider, `?intent_id=int_1&client_secret=cs_1&return_url=${encodeURIComponent('javascript:alert(1)')}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment not completed' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
