/**
 * The drop-in's choice between the customer's saved methods and a new one. The
 * saved methods that can pay this intent come first, the first of them chosen,
 * when they arrive with the rest of the drop-in. Their loading never holds up a
 * new method for long: past SAVED_WAIT_MS (or on a failure) the new methods show,
 * chosen, and a late list joins above them without taking the choice away.
 */
import { useEffect, useState } from 'react';
import type { SavedMethod } from './saved/saved-methods';
import type { NewMethod } from './saved/section-props';
import { useSavedMethods, type SavedMethods } from './saved/use-saved-methods';
import { useElementFrame } from '../../host';

/** How long the drop-in waits for the saved methods before it shows the new ones. */
const SAVED_WAIT_MS = 1500;
const NEW_METHOD: NewMethod = 'new';

export interface SavedChoice extends SavedMethods {
  /** Still within the wait, nothing chosen: the drop-in shows its skeleton. */
  readonly waiting: boolean;
  /** The saved methods offered for this intent (currency, the merchant's limits, not expired). */
  readonly offered: readonly SavedMethod[];
  /** A saved method's id, or NEW_METHOD (`'new'`). */
  readonly selected: string;
  readonly setChoice: (choice: string) => void;
}

/** `currency`: the intent's, once the drop-in has read it. */
export function useSavedChoice(currency: string | null): SavedChoice {
  const { options } = useElementFrame();
  const saved = useSavedMethods();
  const [choice, setChoice] = useState<string | null>(null);
  const [late, setLate] = useState(false);
  const kind = saved.state.kind;

  useEffect(() => {
    const timer = setTimeout(() => setLate(true), SAVED_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);

  const shownWithoutSaved = currency !== null && choice === null && (kind === 'failed' || (kind === 'loading' && late));
  useEffect(() => {
    // The new methods are on screen and may be in use: a list that comes later does not take the choice.
    if (shownWithoutSaved) setChoice(NEW_METHOD);
  }, [shownWithoutSaved]);

  const offered =
    saved.state.kind === 'ready' && currency !== null
      ? saved.state.offer(saved.state.methods, { currency, brands: options.brands, methods: options.methods, now: new Date() })
      : [];
  const wanted = choice ?? offered[0]?.id ?? NEW_METHOD;
  const selected = wanted === NEW_METHOD || offered.some((method) => method.id === wanted) ? wanted : (offered[0]?.id ?? NEW_METHOD);
  return {
    ...saved,
    waiting: kind === 'loading' && !late && choice === null,
    offered,
    selected,
    setChoice,
  };
}
