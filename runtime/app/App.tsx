import { Suspense, useEffect, type ErrorInfo } from 'react';
import { useTranslation } from 'react-i18next';
import { ELEMENT_KINDS } from '../../protocol';
import type { ParsedLocation } from '../router';
import { CrashBoundary } from './CrashBoundary';
import type { ElementScreenProps, ScreenServices } from './screen-props';
import { ELEMENT_SCREENS, elementKindOf, preloadElementScreens } from './screens';
import { Skeleton } from './Skeleton';
import { Unavailable } from './Unavailable';

export interface AppProps {
  readonly location: ParsedLocation;
  readonly services?: ScreenServices;
  readonly reload?: () => void;
  readonly onCrash?: (error: unknown, info: ErrorInfo) => void;
}

function screenProps(location: ParsedLocation): ElementScreenProps {
  return {
    options: location.query.options,
    clientSecret: location.query.client_secret,
    intentId: location.query.intent_id,
  };
}

/** One screen per address: the routed screen, lazily loaded, inside the crash boundary. */
export function App({ location, services, reload, onCrash }: AppProps) {
  const { t } = useTranslation();
  const kind = elementKindOf(location.route);
  const title = kind ? t(ELEMENT_KINDS[kind].titleKey) : null;

  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  // A new route starts a fresh boundary, so a crash on one address does not stick to the next.
  const routeKey = location.route ? `${location.route.name} ${JSON.stringify(location.route.params)}` : 'none';
  let screen = location.route?.name === 'elements.loading' ? <WarmUp /> : <Unavailable />;
  if (kind) {
    const Screen = ELEMENT_SCREENS[kind];
    screen = <Screen {...screenProps(location)} {...services} />;
  }
  return (
    <CrashBoundary key={routeKey} reload={reload} onCrash={onCrash}>
      <Suspense fallback={<Skeleton />}>{screen}</Suspense>
    </CrashBoundary>
  );
}

/** `/elements/loading`: an invisible frame that only fills the cache for the frames to come. */
function WarmUp() {
  useEffect(() => {
    void preloadElementScreens();
  }, []);
  return null;
}
