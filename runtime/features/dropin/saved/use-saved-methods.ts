/**
 * The customer's saved methods for the drop-in: loaded when the element has a
 * `customer_id` and a client secret (the intent's, or a customer's: recurring mode,
 * where a saved method verifies the consent), together
 * with the screen that lists them (its own chunk: a drop-in without a customer
 * never loads it). Removing one disables it at the provider, then drops it from
 * the list; a failed removal keeps it.
 */
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { disableSavedMethod, listSavedMethods, type SavedMethod } from './saved-methods';
import { useElementFrame } from '../../../host';
import type { SavedSectionProps } from './section-props';
import type { offeredMethods } from './describe';

type SavedMethodsState =
  /** No customer (or no client secret): nothing to list. */
  | { readonly kind: 'off' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly retry: () => void }
  | {
      readonly kind: 'ready';
      readonly methods: readonly SavedMethod[];
      readonly Section: ComponentType<SavedSectionProps>;
      /** Which of them can pay this intent (describe.ts, in the section's chunk). */
      readonly offer: typeof offeredMethods;
    };

export interface SavedMethods {
  readonly state: SavedMethodsState;
  /** Disables the method; `true` once it is gone from the list, `false` when the provider did not. */
  readonly remove: (id: string) => Promise<boolean>;
}

export function useSavedMethods(): SavedMethods {
  const { api, options } = useElementFrame();
  const customerId = options.customer_id;
  const enabled = api !== null && customerId !== undefined;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SavedMethodsState>(() => (enabled ? { kind: 'loading' } : { kind: 'off' }));
  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    if (!api || customerId === undefined) return;
    let live = true;
    const load = async () => {
      const client = await api();
      const [methods, screen] = await Promise.all([listSavedMethods(client, customerId), import('./SavedSection')]);
      if (live) setState({ kind: 'ready', methods, Section: screen.default, offer: screen.offeredMethods });
    };
    load().catch(() => live && setState({ kind: 'failed', retry }));
    return () => {
      live = false;
    };
  }, [api, customerId, attempt, retry]);

  const remove = useCallback(
    async (id: string): Promise<boolean> => {
      if (!api) return false;
      try {
        await disableSavedMethod(await api(), id);
      } catch {
        return false;
      }
      setState((now) => (now.kind === 'ready' ? { ...now, methods: now.methods.filter((method) => method.id !== id) } : now));
      return true;
    },
    [api],
  );

  return { state, remove };
}
