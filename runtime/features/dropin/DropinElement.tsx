/**
 * `/elements/dropin`: every method the provider takes for the intent, in one frame;
 * with a `customer_id`, the customer's saved methods first (SavedMethodsArea).
 * Tabs on phones and tablets, an accordion elsewhere (spec §3), or the merchant's
 * `layout`. The open method's body is its own element's (MethodPanel); the drop-in
 * adds one Pay button, locked while a confirm runs, whose press is the merchant's
 * `confirm()` (the SDK confirms on `submit`, 3-D Secure included).
 */
import { Button } from '../../ui/Button';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { DropinChange, PaymentFlow, PaymentMethodName } from '../../../protocol';
import type { SavedMethod } from './saved/saved-methods';
import { useTranslation } from '../../platform/i18n/react';
import { useEnglishSection } from '../../platform/i18n/screen-strings';
import { formatAmount } from '../../platform/i18n/format';
import { useElementFrame, usePaymentRequest } from '../../host';
import {
  ConsentCreationHostContext,
  useConsentCreation,
  useSessionState,
  useSessionStore,
  type ConfirmActivity,
  type PaymentStatus,
  type SessionStatus,
} from '../../payment';
import { useFrameClaims } from '../../host/use-frame-claims';
import { ConsentTermsSlot } from '../../payment/consent/ConsentTermsSlot';
import englishConsent from '../../platform/i18n/locales/en/consent.json';
import { shownBrands } from '../../ui/marks/AcceptedBrands';
import englishDropin from '../../platform/i18n/locales/en/dropin.json';
import { deviceLayout } from '../../../protocol/device-layout';
import { MethodList } from './MethodList';
import { MethodPanel } from './MethodPanel';
import { PayButton } from './PayButton';
import { SavedMethodsArea } from './SavedMethodsArea';
import { useSavedChoice } from './use-saved-choice';
import { CurrencySwitcher } from './currency/CurrencySwitcher';
import { useCurrencySwitch } from './currency/use-currency-switch';
import { useDropinMethods, type DropinMethod } from './use-dropin-methods';
import './dropin.css';
import { DropinSkeleton } from './DropinSkeleton';

/** A press the SDK did not answer with a confirm by then (no SDK on the page?) unlocks the button again. */
const SUBMIT_ANSWER_MS = 5000;

/** Statuses in which the shopper may not switch methods: a payment is on its way. */
const LOCKED: ReadonlySet<SessionStatus> = new Set(['processing', 'verifying', 'succeeded']);

/** The methods while they load or failed: the same empty list each render, for the callbacks that read it. */
const NO_METHODS: readonly DropinMethod[] = [];

export default function DropinElement() {
  useEnglishSection(englishDropin);
  useEnglishSection(englishConsent);
  const { t, i18n } = useTranslation();
  const frame = useElementFrame();
  const claims = useFrameClaims();
  const state = useDropinMethods();
  // The frame's session: the payment's status, and in recurring mode the consent (the drop-in's, not a method body's: bodies come and go as the shopper switches).
  const session = useSessionStore();
  const { mode, consent, status } = useSessionState();
  const recurring = mode === 'recurring';
  // The payment request (spec §3): the merchant's currency, and whether the Pay button is locked.
  const { currency: requestedCurrency, disablePay: busy } = usePaymentRequest();
  const setBusy = useCallback((locked: boolean) => frame.request.set({ disablePay: locked }), [frame.request]);
  useConsentCreation();
  // The saved methods offered: for the intent's currency, or in recurring mode the merchant's (or the consent's).
  const termsCurrency = consent?.terms_of_use?.payment_currency;
  const savedCurrency = recurring
    ? (requestedCurrency ?? (typeof termsCurrency === 'string' ? termsCurrency : ''))
    : state.kind === 'ready'
      ? state.currency
      : null;
  const saved = useSavedChoice(state.kind === 'ready' ? savedCurrency : null);
  const [chosen, setChosen] = useState<PaymentMethodName | null>(null);
  const setStatus = useCallback((next: PaymentStatus) => session.set({ status: next }), [session]);
  /** A saved method's removal is being confirmed: the rest of the drop-in is inert. */
  const [dialog, setDialog] = useState(false);
  // Read once: a phone turned sideways (or a window resized) must not swap the layout and lose what was typed.
  const [deviceDefault] = useState(() => deviceLayout(navigator, screen.width));
  const layout = frame.options.layout ?? deviceDefault;
  const confirming = useRef(false);
  const methods = state.kind === 'ready' ? state.methods : NO_METHODS;
  const open: DropinMethod | null = methods.find((method) => method.name === chosen) ?? methods[0] ?? null;
  const locked = busy || LOCKED.has(status);
  const savedMethod = saved.offered.find((method) => method.id === saved.selected) ?? null;
  // The shopper may pay a card in their own currency (currency/): a typed card or a saved one.
  const fx = useCurrencySwitch(state.kind === 'ready' && !recurring ? state : null, status, savedMethod ? savedMethod.kind === 'card' : open?.name === 'card');
  const { fields: quoteFields, confirmEnded, beforePay } = fx;
  const activity = useMemo<ConfirmActivity>(
    () => ({
      busy: (running) => {
        confirming.current = running;
        setBusy(running);
        if (!running) confirmEnded();
      },
      status: setStatus,
      fields: quoteFields,
    }),
    [quoteFields, confirmEnded, setStatus, setBusy],
  );
  /** Locked from the press: the confirm the SDK sends for it takes a moment to arrive. */
  const pay = useCallback(() => {
    // A quote that ran out pays nothing: the switcher shows the new amount for the next press.
    if (!beforePay()) return;
    setBusy(true);
    frame.emit('onSubmit', {});
    setTimeout(() => confirming.current || setBusy(false), SUBMIT_ANSWER_MS);
  }, [frame, beforePay, setBusy]);

  const choose = useCallback(
    (name: PaymentMethodName) => {
      if (locked || name === open?.name) return;
      // Spec §4: a new active method clears the current error (the session's, which outlives the old body).
      setChosen(name);
      session.set({ status: 'idle', error: null });
      frame.emit('onChange', newMethodChange(methods.find((method) => method.name === name)));
    },
    [locked, open, methods, frame, session],
  );

  const chooseSaved = useCallback(
    (choice: string) => {
      if (locked || choice === saved.selected) return;
      saved.setChoice(choice);
      session.set({ status: 'idle', error: null });
      const method = saved.offered.find((one) => one.id === choice);
      frame.emit('onChange', method ? savedChange(method) : newMethodChange(open ?? undefined));
    },
    [locked, saved, open, frame, session],
  );

  if (state.kind === 'loading' || saved.waiting) return <DropinSkeleton layout={layout} label={t('a11y.loading')} />;
  if (state.kind === 'failed') {
    return (
      <div className="portico-dropin portico-dropin__problem" role="alert">
        <p>{t('dropin.loadFailed')}</p>
        <Button variant="secondary" className="portico-dropin__retry" onClick={state.retry}>
          {t('dropin.retry')}
        </Button>
      </div>
    );
  }
  if (!open && saved.offered.length === 0)
    return (
      <p className="portico-dropin portico-dropin__problem" role="alert">
        {t('dropin.noMethods')}
      </p>
    );

  const paying = fx.chosen ? fx.offer?.quote : null;
  const amount = paying
    ? formatAmount(paying.target_amount, paying.target_currency, i18n.language)
    : state.amount !== null && state.currency !== null
      ? formatAmount(state.amount, state.currency, i18n.language)
      : '';
  const merchant = claims.business_name ?? t('consent.merchantFallback');
  // Pay and save keeps a card typed now (the provider saves nothing else with the payment): its terms show only then.
  const paysAndSaves = Boolean(frame.options.payment_consent) && savedMethod === null && open?.name === 'card';
  // The Pay button (or the paid message) closes the open method's panel, or the chosen saved method: next in the tab order after its fields.
  // Recurring mode: the consent's terms before the button, which saves rather than pays.
  const paid = status === 'succeeded' && (
    <p className="portico-dropin__paid" role="status">
      {recurring ? t('consent.saved', { merchant }) : t('dropin.paid', { amount })}
    </p>
  );
  const footer = (flow: PaymentFlow) =>
    paid ||
    (status !== 'waiting' && (
      <>
        {(recurring || paysAndSaves) && <ConsentTermsSlot consent={consent} host />}
        {flow !== 'wallet' && <CurrencySwitcher fx={fx} locked={locked} />}
        {flow !== 'wallet' && <PayButton flow={flow} amount={amount} busy={locked} onPay={pay} saves={recurring} />}
      </>
    ));
  return (
    <div className="portico-dropin" data-layout={layout}>
      <ConsentCreationHostContext.Provider value>
        <SavedMethodsArea saved={saved} locked={locked} activity={activity} footer={footer('inline')} onSelect={chooseSaved} onDialog={setDialog} />
        {savedMethod === null && (
          <div className="portico-dropin__new" inert={dialog}>
            {open ? (
              <MethodList
                layout={layout}
                methods={methods}
                open={open.name}
                locked={locked}
                onChoose={choose}
                panel={<NewMethodPanel open={open} activity={activity} footer={footer(open.row.flow)} />}
                country={frame.options.country_code}
              />
            ) : (
              <p className="portico-dropin__problem" role="alert">
                {t('dropin.noMethods')}
              </p>
            )}
          </div>
        )}
      </ConsentCreationHostContext.Provider>
    </div>
  );
}

/** The open new method's body, with the card's supported brands (the session's): the merchant's limit within the provider's schemes. */
function NewMethodPanel({ open, activity, footer }: { readonly open: DropinMethod; readonly activity: ConfirmActivity; readonly footer: ReactNode }) {
  const { options } = useElementFrame();
  const session = useSessionStore();
  // No brand known: the card takes every brand (the default pair is only what its marks show).
  // The same array while nothing changed: a new one would make the card report a change (onChange) it did not have.
  const brands = useMemo(() => {
    const known = options.brands ? open.cardSchemes.filter((b) => options.brands?.includes(b)) : open.cardSchemes;
    return known.length > 0 ? shownBrands(known, options.country_code) : undefined;
  }, [open.cardSchemes, options.brands, options.country_code]);
  // Before the body's first render: it loads after this panel's first commit (MethodPanel).
  useLayoutEffect(() => session.set({ brands: brands ?? null }), [session, brands]);
  return (
    <MethodPanel key={open.name} name={open.name} row={open.row} activity={activity}>
      {footer}
    </MethodPanel>
  );
}

/** `change` when a new method opens: a body with fields to fill starts incomplete. */
function newMethodChange(method: DropinMethod | undefined): DropinChange {
  const row = method?.row;
  return { method: method?.name ?? null, empty: true, complete: row !== undefined && row.flow !== 'inline' && row.flow !== 'instructions' };
}

/** `change` when a saved method is chosen: a card waits for its CVC, an account can pay. */
function savedChange(method: SavedMethod): DropinChange {
  return method.kind === 'card' ? { method: 'card', empty: true, complete: false } : { method: method.scheme, empty: false, complete: true };
}
