// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../platform/i18n/react';
import { testI18n } from '../platform/i18n/test-i18n';
import type { PaymentIntent } from '../platform/api/payment-intents';
import { Receipt } from './Receipt';
import { PageShell } from './PageShell';
import { merchantIdentity } from './merchant-identity';

const PAID: PaymentIntent = {
  id: 'int_9f2c',
  status: 'SUCCEEDED',
  amount: 1200,
  currency: 'JPY',
  created_at: '2026-12-01T09:00:00.000Z',
  latest_payment_attempt: {
    id: 'att_1',
    status: 'SUCCEEDED',
    updated_at: '2026-12-01T09:05:00.000Z',
    payment_method: { type: 'card', card: { brand: 'jcb', last4: '0505' } },
  },
};

function lines(): Record<string, string> {
  const section = screen.getByRole('region', { name: 'Payment details' });
  return Object.fromEntries(
    within(section)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  );
}

describe('Receipt', () => {
  afterEach(cleanup);

  it('says who was paid, how much, when, by which card and the reference', () => {
    render(
      <I18nProvider i18n={testI18n()}>
        <Receipt intent={PAID} merchant="Kyoto Tea" />
      </I18nProvider>,
    );
    const shown = lines();
    expect(shown).toMatchObject({ Merchant: 'Kyoto Tea', Amount: '¥1,200', 'Payment method': 'JCB ending in 0505', Reference: 'int_9f2c' });
    expect(shown.Date).toMatch(/^December 1, 2026/);
    expect(screen.getByText('Quote the reference if you contact Kyoto Tea about this payment.')).toBeTruthy();
  });

  it('names a method by its name, and leaves out what the provider did not say', () => {
    const konbini: PaymentIntent = {
      ...PAID,
      created_at: undefined,
      latest_payment_attempt: { id: 'a', status: 'PENDING', payment_method: { type: 'konbini' } },
    };
    render(
      <I18nProvider i18n={testI18n()}>
        <Receipt intent={konbini} merchant={null} />
      </I18nProvider>,
    );
    const shown = lines();
    expect(shown['Payment method']).toBe('Konbini (convenience store)');
    expect(Object.keys(shown)).toEqual(['Amount', 'Payment method', 'Reference']);
  });
});

describe("PageShell with the merchant's identity", () => {
  afterEach(cleanup);

  it('shows the logo with the business name as its text, "Secured by Portico" and the terms and privacy links', () => {
    const merchant = merchantIdentity('Kyoto Tea', {
      logo_url: 'https://tea.example/logo.png',
      terms_url: 'https://tea.example/terms',
      privacy_url: 'javascript:alert(1)',
    });
    render(
      <I18nProvider i18n={testI18n()}>
        <PageShell title="Pay Kyoto Tea" merchant={merchant} />
      </I18nProvider>,
    );
    const logo = screen.getByRole('img', { name: 'Kyoto Tea' });
    expect(logo.getAttribute('src')).toBe('https://tea.example/logo.png');
    expect(logo.getAttribute('height')).toBe('40');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Secured by Portico')).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('https://tea.example/terms');
    // A link of the wrong kind is never shown.
    expect(within(footer).queryByRole('link', { name: 'Privacy' })).toBeNull();
  });

  it('without a logo (or an http one) shows the name beside its initial, and no policy list', () => {
    render(
      <I18nProvider i18n={testI18n()}>
        <PageShell title="Pay" merchant={merchantIdentity('kyoto Tea', { logo_url: 'http://tea.example/logo.png' })} />
      </I18nProvider>,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('kyoto Tea')).toBeTruthy();
    expect(screen.getByText('K').getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('list')).toBeNull();
  });
});
