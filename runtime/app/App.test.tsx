// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseLocation } from '../router';
import { App } from './App';
import type { ElementScreenProps, ScreenServices } from './screen-props';
import { testI18n } from './test-i18n';

// The shell is tested against a stand-in card screen; the real one has its own tests.
vi.mock('../elements/card/CardElement', () => ({
  default: (props: ElementScreenProps & ScreenServices) => (
    <p data-testid="card">
      {JSON.stringify({ clientSecret: props.clientSecret, intentId: props.intentId, apiBase: props.apiBase })}
    </p>
  ),
}));

const i18n = testI18n();
const at = (hash: string, pathname = '/') => parseLocation({ pathname, search: '', hash });

function renderApp(location: ReturnType<typeof at>) {
  return render(
    <I18nextProvider i18n={i18n}>
      <App location={location} services={{ apiBase: 'http://localhost:3100' }} reload={vi.fn()} />
    </I18nextProvider>,
  );
}

describe('App', () => {
  afterEach(cleanup);

  it('shows the skeleton, then the card screen with its props', async () => {
    renderApp(at('#/elements/card?client_secret=cs_1&options=%7B%22intent_id%22%3A%22int_1%22%7D'));
    const skeleton = screen.getByRole('status');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(skeleton.textContent).toBe('Loading');
    const card = await screen.findByTestId('card');
    expect(JSON.parse(card.textContent ?? '')).toEqual({
      clientSecret: 'cs_1',
      intentId: 'int_1',
      apiBase: 'http://localhost:3100',
    });
    expect(document.title).toBe('Secure card payment input');
  });

  it.each([
    ['a parsed route without a screen', at('#/elements/dropin')],
    ['a path route without a screen', at('', '/page/3ds-callback')],
    ['an unknown route', at('#/elements/nope')],
  ])('shows "This page is not available." for %s', (_label, location) => {
    renderApp(location);
    expect(screen.getByText('This page is not available.')).toBeTruthy();
  });
});
