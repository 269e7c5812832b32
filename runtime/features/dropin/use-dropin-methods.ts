/**
 * What the drop-in offers: the intent's amount and currency, then the methods the
 * provider lists for that currency, the shopper's country and the mode, in the
 * provider's order, kept to those this checkout has a method row for (host/composition.ts)
 * and to the merchant's `methods` option.
 */
import { useCallback, useEffect, useState } from 'react';
import type { CardBrand, PaymentMethodName } from '../../../protocol';
import { listPaymentMethodTypes } from './payment-method-types';
import { retrievePaymentIntent } from '../../platform/api/payment-intents';
import { composition, type MethodRow } from '../../host/composition';
import { useElementFrame, usePaymentRequest } from '../../host';
import { useSessionState } from '../../payment';

/** How long the list waits for the wallets' checks before it shows what it has (a late wallet joins after). */
const AVAILABILITY_WAIT_MS = 1500;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface DropinMethod {
  readonly name: PaymentMethodName;
  readonly row: MethodRow;
  readonly cardSchemes: readonly CardBrand[];
}

export type DropinMethods =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly retry: () => void }
  /** `amount` and `currency` are the intent's; `null` in recurring mode, where nothing is paid now. */
  | { readonly kind: 'ready'; readonly amount: number | null; readonly currency: string | null; readonly methods: readonly DropinMethod[] };

export function useDropinMethods(): DropinMethods {
  const { api, intentId, options } = useElementFrame();
  // Recurring mode: no intent; the methods that can be saved, for the merchant's currency or the consent's.
  const request = usePaymentRequest();
  const recurring = request.mode === 'recurring';
  const { consent } = useSessionState();
  const termsCurrency = consent?.terms_of_use?.payment_currency;
  const currency = request.currency ?? (typeof termsCurrency === 'string' ? termsCurrency : undefined);
  const ready = api !== null && (recurring || intentId !== null);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  // Without an intent there is nothing to list (the SDK refuses such options; a hand-made address does not).
  const [state, setState] = useState<DropinMethods>(() => (ready ? { kind: 'loading' } : { kind: 'failed', retry: () => undefined }));

  useEffect(() => {
    if (!api || (!recurring && !intentId)) return;
    let live = true;
    void (async () => {
      try {
        const [client, { methodRowOf }] = await Promise.all([api(), composition().loadMethodTable()]);
        const intent = intentId && !recurring ? await retrievePaymentIntent(client, intentId) : null;
        const query = { currency: intent?.currency ?? currency, country: options.country_code, mode: recurring ? 'recurring' : 'oneoff' } as const;
        const available = await listPaymentMethodTypes(client, query);
        const wanted = options.methods;
        const listed = available.flatMap((method): DropinMethod[] => {
          const row = methodRowOf(method.name);
          if (!row || (wanted && !wanted.includes(method.name as PaymentMethodName))) return [];
          return [{ name: method.name as PaymentMethodName, row, cardSchemes: method.cardSchemes }];
        });
        // A wallet this browser cannot pay with is left out; one whose check is slow joins the list when it answers.
        const usable = new Map<DropinMethod, boolean>(listed.filter((method) => !method.row.available).map((method) => [method, true]));
        // Rows on screen keep their places: a wallet whose check answers late joins at the end of the
        // list, never between rows the shopper may be reaching for (every row under it would move).
        let first: readonly DropinMethod[] | null = null;
        const show = () => {
          if (!live) return;
          const now = listed.filter((method) => usable.get(method));
          const shown = first;
          const methods = shown === null ? now : [...shown, ...now.filter((method) => !shown.includes(method))];
          first ??= now;
          setState({ kind: 'ready', amount: intent?.amount ?? null, currency: intent?.currency ?? null, methods });
        };
        const checks = listed
          .filter((method) => method.row.available)
          .map((method) =>
            method.row.available!()
              .then(
                (yes) => yes,
                () => false,
              )
              .then((yes) => {
                usable.set(method, yes);
              }),
          );
        await Promise.race([Promise.all(checks), sleep(AVAILABILITY_WAIT_MS)]);
        show();
        void Promise.all(checks).then(show);
      } catch {
        if (live) setState({ kind: 'failed', retry });
      }
    })();
    return () => {
      live = false;
    };
  }, [api, intentId, recurring, currency, options.country_code, options.methods, attempt, retry]);

  return state;
}
