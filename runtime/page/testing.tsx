/**
 * Renders a page screen at an address, as the shell would (the address in AddressContext too): for page tests (jsdom).
 * The page's API calls go to `fetch` (the test's fake), its navigations to `navigate`.
 */
import { render } from '@testing-library/react';
import { I18nProvider } from '../platform/i18n/react';
import { testI18n } from '../platform/i18n/test-i18n';
import { parseLocation } from '../platform/router';
import { AddressContext } from '../platform/address/address';
import { createDocumentApi, DocumentApiContext } from '../platform/api/document-api';
import type { PageScreen } from '../host/screen-contract';

export function renderPage(Page: PageScreen, hash: string) {
  window.history.replaceState(null, '', `/${hash}`);
  const location = parseLocation({ pathname: '/', search: '', hash });
  return render(
    <I18nProvider i18n={testI18n()}>
      <AddressContext.Provider value={{ location, frameAccount: null }}>
        <DocumentApiContext.Provider value={createDocumentApi('')}>
          <Page location={location} services={{ apiBase: '' }} />
        </DocumentApiContext.Provider>
      </AddressContext.Provider>
    </I18nProvider>,
  );
}
