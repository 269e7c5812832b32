import { describe, expect, it, vi } from 'vitest';
import { createI18n } from './i18n';

const logged: unknown[][] = [];
vi.mock('../telemetry', () => ({ logEvent: (...args: unknown[]) => void logged.push(args) }));

describe('createI18n without a logger of its own', () => {
  it('logs a failed translation load as onLoadTranslationResourceFail (spec §8) and stays in English', async () => {
    const { applyLanguage } = createI18n({ load: () => Promise.reject(new Error('HTTP 503')), document: null });
    await expect(applyLanguage('de')).resolves.toBe('en');
    expect(logged).toEqual([['onLoadTranslationResourceFail', 'error', { language: 'de', error: 'Error: HTTP 503' }]]);
  });
});
