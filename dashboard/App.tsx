/** The dashboard: signed out, the sign-in page; signed in, the navigation and the screen the address names. */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ApiFailure, getJson, postJson, setCsrfToken, whenSignedOut } from './api';
import { Link } from './parts/Link';
import { FetchError, Loading } from './parts/Status';
import { ClockPage } from './pages/ClockPage';
import { ConsentPage } from './pages/ConsentPage';
import { CustomerPage } from './pages/CustomerPage';
import { CustomersPage } from './pages/CustomersPage';
import { EndpointPage } from './pages/EndpointPage';
import { EventPage } from './pages/EventPage';
import { LinkPage } from './pages/LinkPage';
import { LinksPage } from './pages/LinksPage';
import { OriginsPage } from './pages/OriginsPage';
import { PaymentPage } from './pages/PaymentPage';
import { PaymentsPage } from './pages/PaymentsPage';
import { WebhooksPage } from './pages/WebhooksPage';
import { BASE, routeOf, useLocation, type Route } from './router';
import { SignIn } from './SignIn';

type Session = { readonly state: 'checking' } | { readonly state: 'error'; readonly error: ApiFailure } | { readonly state: 'in' } | { readonly state: 'out' };

const NAV: ReadonlyArray<{ readonly href: string; readonly label: string; readonly screens: ReadonlyArray<Route['screen']> }> = [
  { href: `${BASE}/`, label: 'Payments', screens: ['payments', 'payment'] },
  { href: `${BASE}/customers`, label: 'Customers', screens: ['customers', 'customer', 'consent'] },
  { href: `${BASE}/links`, label: 'Payment links', screens: ['links', 'link'] },
  { href: `${BASE}/webhooks`, label: 'Webhooks', screens: ['webhooks', 'endpoint', 'event'] },
  { href: `${BASE}/clock`, label: 'Test clock', screens: ['clock'] },
  { href: `${BASE}/origins`, label: 'Origins', screens: ['origins'] },
];

function Screen({ route, search }: { readonly route: Route; readonly search: string }) {
  switch (route.screen) {
    case 'payments':
      return <PaymentsPage search={search} />;
    case 'payment':
      return <PaymentPage id={route.id} />;
    case 'links':
      return <LinksPage />;
    case 'link':
      return <LinkPage code={route.code} />;
    case 'customers':
      return <CustomersPage />;
    case 'customer':
      return <CustomerPage id={route.id} />;
    case 'consent':
      return <ConsentPage id={route.id} />;
    case 'webhooks':
      return <WebhooksPage />;
    case 'endpoint':
      return <EndpointPage id={route.id} />;
    case 'event':
      return <EventPage id={route.id} />;
    case 'clock':
      return <ClockPage />;
    case 'origins':
      return <OriginsPage />;
    case 'not_found':
      return (
        <section>
          <h1>Not found</h1>
          <p>
            No dashboard page has this address. <Link href={`${BASE}/`}>See the payments</Link>.
          </p>
        </section>
      );
  }
}

export function App() {
  const [session, setSession] = useState<Session>({ state: 'checking' });
  const location = useLocation();
  const route = routeOf(location.pathname);

  const main = useRef<HTMLElement>(null);
  const shownPath = useRef(location.pathname);
  const focusMain = useRef(false);
  // A new screen (a link followed, or just signed in) takes the keyboard to its content, as a
  // page load would put it at the top: not on the link pressed, which may be gone. The first
  // screen of a load leaves the focus where the browser put it. In the commit that shows the screen: after
  // sign-in it comes from the network, and a Tab pressed once it shows must not be pulled back to <main> later.
  useLayoutEffect(() => {
    if (shownPath.current !== location.pathname) {
      shownPath.current = location.pathname;
      focusMain.current = true;
    }
    if (focusMain.current && session.state === 'in' && main.current) {
      focusMain.current = false;
      main.current.focus();
    }
  }, [location.pathname, session.state]);

  useEffect(() => {
    whenSignedOut(() => {
      setCsrfToken(null);
      setSession({ state: 'out' });
    });
    getJson<{ signed_in: boolean; csrf?: string }>('/session').then(
      (answer) => {
        setCsrfToken(answer.csrf ?? null);
        setSession(answer.signed_in ? { state: 'in' } : { state: 'out' });
      },
      (error: unknown) => setSession({ state: 'error', error: error instanceof ApiFailure ? error : new ApiFailure(0, 'error', String(error)) }),
    );
  }, []);

  if (session.state === 'checking')
    return (
      <main className="dash-main">
        <Loading what="the dashboard" />
      </main>
    );
  if (session.state === 'error')
    return (
      <main className="dash-main">
        <FetchError error={session.error} what="the dashboard" retry={() => window.location.reload()} />
      </main>
    );
  if (session.state === 'out') {
    return (
      <SignIn
        onSignedIn={(csrf) => {
          focusMain.current = true;
          setCsrfToken(csrf);
          setSession({ state: 'in' });
        }}
      />
    );
  }

  const signOut = () =>
    void postJson('/session/end').finally(() => {
      setCsrfToken(null);
      setSession({ state: 'out' });
    });

  return (
    <div className="dash-layout">
      <a className="dash-skip" href="#main">
        Skip to content
      </a>
      <header className="dash-header">
        <p className="dash-brand">
          Portico <span className="dash-badge">Test mode</span>
        </p>
        <nav aria-label="Dashboard">
          <ul>
            {NAV.map((item) => (
              <li key={item.href}>
                <Link href={item.href} aria-current={item.screens.includes(route.screen) ? 'page' : undefined}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <button type="button" className="portico-button portico-button--secondary" onClick={signOut}>
          Sign out
        </button>
      </header>
      <main id="main" ref={main} className="dash-main" tabIndex={-1}>
        <Screen route={route} search={location.search} />
      </main>
    </div>
  );
}
