// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '../../platform/i18n/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CrashBoundary } from './CrashBoundary';
import { testI18n } from '../../platform/i18n/test-i18n';

const i18n = testI18n();

function Throwing(): never {
  throw new Error('screen exploded');
}

describe('CrashBoundary', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports caught errors
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the crash text and a link that reloads the page', () => {
    const reload = vi.fn();
    const onCrash = vi.fn();
    render(
      <I18nProvider i18n={i18n}>
        <CrashBoundary reload={reload} onCrash={onCrash}>
          <Throwing />
        </CrashBoundary>
      </I18nProvider>,
    );
    expect(screen.getByText('There is something wrong, please reload the page.')).toBeTruthy();
    expect(onCrash).toHaveBeenCalledWith(expect.objectContaining({ message: 'screen exploded' }), expect.anything());
    const link = screen.getByRole('link', { name: 'Reload the page' });
    fireEvent.click(link);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('renders its children when nothing throws', () => {
    render(
      <I18nProvider i18n={i18n}>
        <CrashBoundary reload={vi.fn()}>
          <p>fine</p>
        </CrashBoundary>
      </I18nProvider>,
    );
    expect(screen.getByText('fine')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
