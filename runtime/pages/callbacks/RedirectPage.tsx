/**
 * `/page/redirect?options={intent_id, client_secret}`: the checkout's own page on the
 * way to a bank's. It re-reads the intent and follows its next action itself: a
 * `redirect` by GET, a `redirect_form` by POST through a hidden form (spec §7), which
 * a merchant's page cannot post for us. Only an http(s) address is followed
 * (api/shopper-action.ts); anything else is said, not opened.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { createApiClient } from '../../api/client';
import { retrievePaymentIntent } from '../../api/payment-intents';
import { readShopperAction, type ShopperAction } from '../../api/shopper-action';
import { useTranslation } from '../../i18n/react';
import { useEnglishSection } from '../../i18n/screen-strings';
import englishRedirect from '../../i18n/locales/en/redirect.json';
import type { PageScreenProps } from '../../screens/contract';
import { followAction } from './follow-action';
import './callbacks.css';

type PageState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'leaving'; readonly action: Extract<ShopperAction, { type: 'redirect' | 'redirect_form' }> }
  | { readonly kind: 'incomplete' | 'nothing' | 'failed' };

export default function RedirectPage({ location, services }: PageScreenProps) {
  useEnglishSection(englishRedirect);
  const { t } = useTranslation();
  const { intent_id: intentId, client_secret: clientSecret } = location.query;
  const [state, setState] = useState<PageState>(() => (intentId && clientSecret ? { kind: 'loading' } : { kind: 'incomplete' }));
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!intentId || !clientSecret) return;
    let live = true;
    const client = createApiClient({ base: services.apiBase ?? '', clientSecret, trackerId: crypto.randomUUID() });
    retrievePaymentIntent(client, intentId).then(
      (intent) => {
        if (!live) return;
        const action = readShopperAction(intent.next_action);
        if (intent.status === 'REQUIRES_CUSTOMER_ACTION' && action && (action.type === 'redirect' || action.type === 'redirect_form')) {
          setState({ kind: 'leaving', action });
        } else setState({ kind: 'nothing' });
      },
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [intentId, clientSecret, services.apiBase, attempt]);

  // Leave as soon as the page knows where to: the form (or the address) is on the page too, should it not.
  useEffect(() => {
    if (state.kind === 'leaving') followAction(window, state.action, form.current);
  }, [state]);

  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return (
    <main className="portico-callback">
      <h1 className="portico-callback__title">{t('redirect.page.title')}</h1>
      {state.kind === 'loading' && <p role="status" aria-busy="true">{t('redirect.leaving')}</p>}
      {state.kind === 'leaving' && <Leaving action={state.action} form={form} />}
      {state.kind === 'incomplete' && <p role="alert">{t('redirect.page.incomplete')}</p>}
      {state.kind === 'nothing' && <p role="alert">{t('redirect.page.nothingToDo')}</p>}
      {state.kind === 'failed' && (
        <div role="alert">
          <p>{t('redirect.page.failed')}</p>
          <button type="button" className="portico-callback__button" onClick={retry}>{t('redirect.page.retry')}</button>
        </div>
      )}
    </main>
  );
}

function Leaving({ action, form }: { readonly action: Extract<ShopperAction, { type: 'redirect' | 'redirect_form' }>; readonly form: RefObject<HTMLFormElement | null> }) {
  const { t } = useTranslation();
  const url = action.type === 'redirect' ? action.url : action.form.url;
  const leaving = <p role="status">{t('redirect.page.leaving', { host: new URL(url).host })}</p>;
  if (action.type === 'redirect') {
    return (
      <>
        {leaving}
        <a className="portico-callback__button" href={action.url} rel="noreferrer">{t('redirect.page.continue')}</a>
      </>
    );
  }
  return (
    <>
      {leaving}
      <form ref={form} method="post" action={action.form.url}>
        {Object.entries(action.form.data).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
        <button type="submit" className="portico-callback__button">{t('redirect.page.continue')}</button>
      </form>
    </>
  );
}
