import { useEffect, type ErrorInfo } from 'react';
import { useTranslation } from '../../platform/i18n/react';
import { elementTitleKey } from '../../../protocol';
import { type Connect } from '../../host';
import { ElementFrame } from '../../payment';
import { AddressContext, type Address } from '../../platform/address/address';
import type { LoadedScreen, ScreenServices } from '../screens';
import { CrashBoundary } from './CrashBoundary';
import { Unavailable } from './Unavailable';

export interface AppProps {
  /** The document's address, read once (main.tsx): what every screen reads, from AddressContext. */
  readonly address: Address;
  /** The route's screen, already loaded (runtime/shell/screens/load.ts): rendered at once, no fallback. */
  readonly screen: LoadedScreen;
  readonly services?: ScreenServices;
  /** The element frame's handshake, if main.tsx started it early. */
  readonly connect?: Connect;
  readonly reload?: () => void;
  readonly onCrash?: (error: unknown, info: ErrorInfo) => void;
}

/** One screen per address, from the screen table, inside the crash boundary. */
export function App({ address, screen, services = {}, connect, reload, onCrash }: AppProps) {
  const { location } = address;
  // A new route starts a fresh boundary, so a crash on one address does not stick to the next.
  const routeKey = location.route ? `${location.route.name} ${JSON.stringify(location.route.params)}` : 'none';
  return (
    <AddressContext.Provider value={address}>
      <CrashBoundary key={routeKey} reload={reload} onCrash={onCrash}>
        <Screen location={location} screen={screen} services={services} connect={connect} />
      </CrashBoundary>
    </AddressContext.Provider>
  );
}

function Screen({
  location,
  screen,
  services,
  connect,
}: Required<Pick<AppProps, 'screen' | 'services'>> & Pick<AppProps, 'connect'> & Pick<Address, 'location'>) {
  switch (screen.type) {
    case 'element':
      return (
        <>
          <DocumentTitle titleKey={elementTitleKey(screen.kind)} />
          <ElementFrame kind={screen.kind} Body={screen.Body} services={services} {...(connect ? { connect } : {})} />
        </>
      );
    case 'page':
      return <screen.Page location={location} services={services} />;
    case 'unavailable':
      return <Unavailable />;
  }
}

function DocumentTitle({ titleKey }: { readonly titleKey: string }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

/** Renders as a crash: a screen whose chunk could not load goes through the boundary like any other. */
export function Throw({ error }: { readonly error: unknown }): never {
  throw error;
}
