/**
 * The drop-in's currency switcher, as state: the quote offered for the shopper's
 * currency (when it differs from the intent's and the provider quotes it), the
 * shopper's choice, and what the confirm sends (`quote_id`, `target_currency`).
 *
 * A quote is never used after it ran out, and never silently replaced at a price
 * the shopper has not seen:
 * - it is renewed when it runs out while the shopper sits there (said, when chosen);
 * - a Pay press with a quote past its time pays nothing: a new quote is fetched and
 *   the shopper is told to check the amount and press Pay again;
 * - a confirm the merchant started meanwhile is refused with `quote_expired` (the
 *   body shows it), and so is one the provider answers 409 `quote_expired` (its
 *   clock decides): both renew the quote for the next press.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PaymentError } from '../../../../protocol';
import type { ConfirmQuoteFields } from '../../../platform/api/payment-intents';
import { createQuote, quoteStillValid } from './quotes';
import { useTranslation } from '../../../platform/i18n/react';
import { useElementFrame } from '../../../host';
import { useSessionState, useSessionStore, type SessionStatus } from '../../../payment';
import { holdQuote, isUsable, renewAt } from './quote-clock';
import type { HeldQuote } from '../../../platform/api/quote';
import { useLatest } from '../../../platform/lib/use-latest';
import { shopperCurrency } from './shopper-currency';

/** What the switcher tells the shopper after a quote ran out. */
type SwitchNotice = 'expired' | 'renewed' | 'unavailable';

export interface CurrencySwitch {
  /** The quote offered; `null`: no switcher. */
  readonly offer: HeldQuote | null;
  /** The intent's amount and currency, the other choice. */
  readonly intent: { readonly amount: number; readonly currency: string } | null;
  readonly chosen: boolean;
  readonly notice: SwitchNotice | null;
  readonly choose: (payInQuote: boolean) => void;
  /** Before a Pay press is passed on: `false` when the quote ran out (a new one is on its way, nothing is paid). */
  readonly beforePay: () => boolean;
  /** The confirm's fields (ConfirmActivity.fields): the chosen, still valid quote, or none. */
  readonly fields: () => ConfirmQuoteFields | undefined;
  /** A confirm is over (ConfirmActivity.busy(false)): a quote it sent is checked with the provider. */
  readonly confirmEnded: () => void;
}

interface IntentAmount {
  readonly amount: number | null;
  readonly currency: string | null;
}

/** Statuses in which the quote in use must stay as it is: a confirm with it is on its way, or done. */
const PAYING: ReadonlySet<SessionStatus> = new Set(['processing', 'verifying', 'waiting', 'succeeded']);

/**
 * `intent`: the intent's amount and currency (`null` until known, or in recurring mode);
 * `convertible`: whether the method about to pay can pay in another currency (a card).
 */
export function useCurrencySwitch(intent: IntentAmount | null, status: SessionStatus, convertible: boolean): CurrencySwitch {
  const { t } = useTranslation();
  const { api, options } = useElementFrame();
  const amount = intent?.amount ?? null;
  const currency = intent?.currency ?? null;
  const shopper = options.currency_switcher === 'off' ? null : (options.shopper_currency ?? shopperCurrency(navigator.languages));
  const wanted = amount !== null && currency !== null && shopper !== null && shopper !== currency ? shopper : null;

  // The quote offered is the frame's session's (spec §3): this hook alone writes it.
  const session = useSessionStore();
  const offer = useSessionState().quote;
  const setOffer = useCallback((held: HeldQuote | null) => session.set({ quote: held }), [session]);
  const [chosen, setChosen] = useState(false);
  const [notice, setNotice] = useState<SwitchNotice | null>(null);
  /** The latest of each, for callbacks that must stay the same function (the confirm's `fields`). */
  const now = useLatest({ offer, chosen, convertible, status });
  /** A renewal in flight, and what it will tell the shopper. */
  const renewal = useRef<{ notice: SwitchNotice | null } | null>(null);

  const fetchQuote = useCallback(async (): Promise<HeldQuote | null> => {
    if (!api || wanted === null) return null;
    const quote = await createQuote(await api(), wanted);
    // Only a quote for this intent's currency into the shopper's is shown.
    return quote && quote.target_currency === wanted && quote.payment_currency === currency ? holdQuote(quote, Date.now()) : null;
  }, [api, wanted, currency]);

  useEffect(() => {
    let live = true;
    setOffer(null);
    setChosen(false);
    void fetchQuote().then((held) => live && setOffer(held));
    return () => {
      live = false;
    };
  }, [fetchQuote, setOffer]);

  /** Fetches a new quote; `say` is what the shopper is told once it is there (when they chose the quote). */
  const renew = useCallback(
    (say: SwitchNotice | null) => {
      if (renewal.current) {
        // Already on its way: a Pay press's message wins over a quiet renewal's.
        if (say === 'expired') renewal.current.notice = say;
        return;
      }
      const pending = { notice: say };
      renewal.current = pending;
      void fetchQuote().then((held) => {
        renewal.current = null;
        setOffer(held);
        if (!now.current.chosen) return;
        if (held === null) {
          setChosen(false);
          setNotice('unavailable');
        } else if (pending.notice !== null) setNotice(pending.notice);
      });
    },
    [fetchQuote, now, setOffer],
  );

  // Renewed when it runs out while the shopper sits there, never while a payment with it is on its way.
  useEffect(() => {
    if (offer === null) return;
    const timer = setTimeout(() => PAYING.has(now.current.status) || renew('renewed'), Math.max(0, renewAt(offer) - Date.now()));
    return () => clearTimeout(timer);
  }, [offer, renew, now]);

  // The confirm's hooks stay the same functions for the drop-in's memoised ConfirmActivity: they read the latest through refs.
  const latest = useLatest({ renew, t });

  const choose = useCallback((payInQuote: boolean) => {
    setChosen(payInQuote);
    setNotice(null);
  }, []);

  const beforePay = useCallback((): boolean => {
    setNotice(null);
    const { offer: held, chosen: inQuote, convertible: can } = now.current;
    if (!inQuote || !can || !held || isUsable(held, Date.now())) return true;
    latest.current.renew('expired');
    return false;
  }, [now, latest]);

  /** The quote the confirm in progress sent, checked once it is over. */
  const sent = useRef<string | null>(null);

  const fields = useCallback((): ConfirmQuoteFields | undefined => {
    const { offer: held, chosen: inQuote, convertible: can } = now.current;
    if (!inQuote || !can || !held) return undefined;
    if (isUsable(held, Date.now())) {
      sent.current = held.quote.id;
      return { quote_id: held.quote.id, target_currency: held.quote.target_currency };
    }
    latest.current.renew(null);
    const expired: PaymentError = {
      code: 'quote_expired',
      message: latest.current.t('currency.expired'),
      details: { quote_id: held.quote.id, expires_at: held.quote.expires_at },
      audience: 'customer',
    };
    throw expired;
  }, [now, latest]);

  // A confirm that sent the quote is over: if the provider no longer takes it (its clock decides, 409), renew it for the next press.
  const confirmEnded = useCallback(() => {
    const id = sent.current;
    sent.current = null;
    if (id === null || !api) return;
    void api()
      .then((client) => quoteStillValid(client, id))
      .then((valid) => valid || latest.current.renew(null));
  }, [api, latest]);

  return useMemo(
    () => ({
      // Another method (a bank's, a store's) pays in the intent's currency only: no switcher beside it.
      offer: convertible ? offer : null,
      intent: amount !== null && currency !== null ? { amount, currency } : null,
      chosen: chosen && offer !== null && convertible,
      notice: convertible ? notice : null,
      choose,
      beforePay,
      fields,
      confirmEnded,
    }),
    [offer, amount, currency, chosen, convertible, notice, choose, beforePay, fields, confirmEnded],
  );
}
