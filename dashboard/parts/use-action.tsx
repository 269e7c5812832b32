/**
 * A POST a button makes: busy while it runs, then a sentence saying what happened or why not.
 * The sentence takes the keyboard's focus when it appears: the button pressed may be gone
 * (a removed origin, a deactivated link), and focus lost to the page's top would send a
 * keyboard user back through the navigation. It stays a live region for a screen reader.
 */
import { useEffect, useRef, useState } from 'react';
import { ApiFailure, postJson } from '../api';

export type Outcome = { readonly kind: 'done' | 'failed'; readonly text: string } | null;

export function useAction(onDone?: () => void) {
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const run = async (name: string, path: string, body: Record<string, unknown>, done: string, then?: (answer: unknown) => void) => {
    setBusy(name);
    setOutcome(null);
    try {
      const answer = await postJson<unknown>(path, body);
      setOutcome({ kind: 'done', text: done });
      then?.(answer);
      onDone?.();
    } catch (error) {
      setOutcome({ kind: 'failed', text: error instanceof ApiFailure ? error.message : 'It did not work.' });
    } finally {
      setBusy(null);
    }
  };
  return {
    busy,
    outcome,
    /** `then` is given the server's answer when the POST succeeded (a form closes, a new object is shown). */
    run: (name: string, path: string, body: Record<string, unknown>, done: string, then?: (answer: unknown) => void) => void run(name, path, body, done, then),
  };
}

export function OutcomeLine({ outcome }: { readonly outcome: Outcome }) {
  const line = useRef<HTMLParagraphElement>(null);
  // Each run makes a new outcome object: the focus moves once per answer, not per render.
  useEffect(() => {
    if (outcome !== null) line.current?.focus();
  }, [outcome]);
  if (outcome === null) return null;
  return outcome.kind === 'done' ? (
    <p ref={line} className="dash-done" role="status" tabIndex={-1}>
      {outcome.text}
    </p>
  ) : (
    <p ref={line} className="portico-notice portico-notice--error" role="alert" tabIndex={-1}>
      {outcome.text}
    </p>
  );
}
