// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../platform/i18n/react';
import { testI18n } from '../platform/i18n/test-i18n';
import { Skeleton } from './Skeleton';

afterEach(cleanup);

describe('Skeleton', () => {
  it('says it is loading, busy, with its bars hidden from assistive technology', () => {
    render(
      <I18nProvider i18n={testI18n()}>
        <Skeleton />
      </I18nProvider>,
    );
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('Loading');
    const bars = status.querySelectorAll('.portico-skeleton__bar');
    expect(bars.length).toBeGreaterThan(0);
    for (const bar of bars) expect(bar.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
