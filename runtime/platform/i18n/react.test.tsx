// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from './i18n';
import type { TranslationLoader } from './loader';
import { I18nProvider, useTranslation } from './react';

function Message() {
  const { t } = useTranslation();
  return <p>{t('crash.message')}</p>;
}

describe('useTranslation', () => {
  afterEach(cleanup);

  it('renders the current language and re-renders when it changes', async () => {
    const load = vi.fn<TranslationLoader>().mockResolvedValue({ crash: { message: 'Er is iets misgegaan.' } });
    const { i18n, applyLanguage } = createI18n({ load, logger: { onLoadTranslationResourceFail: () => {} }, document: null });
    render(
      <I18nProvider i18n={i18n}>
        <Message />
      </I18nProvider>,
    );
    expect(screen.getByRole('paragraph').textContent).toBe('There is something wrong, please reload the page.');
    await act(() => applyLanguage('nl'));
    expect(screen.getByRole('paragraph').textContent).toBe('Er is iets misgegaan.');
  });

  it('needs a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Message />)).toThrow(/I18nProvider/);
    vi.mocked(console.error).mockRestore();
  });
});
