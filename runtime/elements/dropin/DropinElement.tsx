/**
 * `/elements/dropin`: every method the provider takes for the intent, in one frame.
 * Tabs on phones and tablets, an accordion elsewhere (spec §3), or the merchant's
 * `layout`. The open method's body is its own element's (MethodPanel); the drop-in
 * adds one Pay button, locked while a confirm runs, whose press is the merchant's
 * `confirm()` (the SDK confirms on `submit`, 3-D Secure included).
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import type { PaymentMethodName } from '../../../protocol';
import { useTranslation } from '../../i18n/react';
import { useEnglishSection } from '../../i18n/screen-strings';
import { formatAmount } from '../../lib/format-amount';
import { ConsentCreationHostContext, useConsentCreation, useConsentState, useElementFrame, type ConfirmActivity, type PaymentStatus } from '../frame';
import { shownBrands } from '../card/AcceptedBrands';
import englishDropin from '../../i18n/locales/en/dropin.json';
import englishConsent from '../../i18n/locales/en/consent.json';
import { readTokenClaims } from '../../api/token-claims';
import { ConsentTermsSlot } from '../../consent/ConsentTermsSlot';
import { deviceLayout } from './layout';
import { MethodList } from './MethodList';
import { MethodPanel } from './MethodPanel';
import { PayButton } from './PayButton';
import { useDropinMethods, type DropinMethod } from './use-dropin-methods';
import './dropin.css';

/** A press the SDK did not answer with a confirm by then (no SDK on the page?) unlocks the button again. */
const SUBMIT_ANSWER_MS = 5000;

/** Statuses in which the shopper may not switch methods: a payment is on its way. */
const LOCKED: ReadonlySet<PaymentStatus> = new Set(['processing', 'verifying', 'succeeded']);

export default function DropinElement() {
  useEnglishSection(englishDropin);
  useEnglishSection(englishConsent);
  const { t, i18n } = useTranslation();
  const frame = useElementFrame();
  const state = useDropinMethods();
  const [chosen, setChosen] = useState<PaymentMethodName | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<PaymentStatus>('idle');
  const layout = frame.options.layout ?? deviceLayout(navigator, screen.width);
  const { mode, consent } = useConsentState();
  // The consent is the drop-in's, not a method body's: bodies come and go as the shopper switches.
  useConsentCreation();
  const recurring = mode === 'recurring';
  const merchantName = readTokenClaims(frame.options.client_secret).business_name ?? t('consent.merchantFallback');
  const confirming = useRef(false);
  const activity = useMemo<ConfirmActivity>(() => ({
    busy: (running) => {
      confirming.current = running;
      setBusy(running);
    },
    status: setStatus,
  }), []);
  /** Locked from the press: the confirm the SDK sends for it takes a moment to arrive. */
  const pay = useCallback(() => {
    setBusy(true);
    frame.emit('onSubmit', {});
    setTimeout(() => confirming.current || setBusy(false), SUBMIT_ANSWER_MS);
  }, [frame]);

  const methods = state.kind === 'ready' ? state.methods : [];
  const open: DropinMethod | null = methods.find((method) => method.name === chosen) ?? methods[0] ?? null;
  const locked = busy || LOCKED.has(status);

  const choose = useCallback((name: PaymentMethodName) => {
    if (locked || name === open?.name) return;
    // Spec §4: a new active method clears the current error (the old body, and its error, unmount).
    setChosen(name);
    setStatus('idle');
    const row = methods.find((method) => method.name === name)?.row;
    frame.emit('onChange', { method: name, empty: true, complete: row !== undefined && row.flow !== 'inline' && row.flow !== 'instructions' });
  }, [locked, open, methods, frame]);

  if (state.kind === 'loading') return <DropinSkeleton label={t('a11y.loading')} />;
  if (state.kind === 'failed') {
    return (
      <div className="portico-dropin portico-dropin__problem" role="alert">
        <p>{t('dropin.loadFailed')}</p>
        <button type="button" className="portico-dropin__retry" onClick={state.retry}>{t('dropin.retry')}</button>
      </div>
    );
  }
  if (!open) return <p className="portico-dropin portico-dropin__problem" role="alert">{t('dropin.noMethods')}</p>;

  const amount = state.amount !== null && state.currency !== null ? formatAmount(state.amount, state.currency, i18n.language) : '';
  const brands = shownBrands(frame.options.brands ? open.cardSchemes.filter((b) => frame.options.brands?.includes(b)) : open.cardSchemes, frame.options.country_code);
  // The Pay button (or the paid message) closes the open method's panel: next in the tab order after its fields.
  // Recurring mode: the consent's terms before the button, which saves rather than pays.
  const footer =
    status === 'succeeded' ? (
      <p className="portico-dropin__paid" role="status">{recurring ? t('consent.saved', { merchant: merchantName }) : t('dropin.paid', { amount })}</p>
    ) : (
      <>
        {recurring && status !== 'waiting' && <ConsentTermsSlot consent={consent} host />}
        {open.row.flow !== 'wallet' && status !== 'waiting' && <PayButton flow={open.row.flow} amount={amount} busy={locked} onPay={pay} saves={recurring} />}
      </>
    );
  const panel = (
    <MethodPanel key={open.name} name={open.name} row={open.row} brands={brands.length > 0 ? brands : undefined} activity={activity}>
      {footer}
    </MethodPanel>
  );
  return (
    <div className="portico-dropin" data-layout={layout}>
      <ConsentCreationHostContext.Provider value>
        <MethodList layout={layout} methods={methods} open={open.name} locked={locked} onChoose={choose} panel={panel} country={frame.options.country_code} />
      </ConsentCreationHostContext.Provider>
    </div>
  );
}

function DropinSkeleton({ label }: { readonly label: string }) {
  return (
    <div className="portico-skeleton" aria-busy="true" aria-label={label}>
      <div className="portico-skeleton__bar" />
      <div className="portico-skeleton__bar" />
      <div className="portico-skeleton__bar" />
    </div>
  );
}
