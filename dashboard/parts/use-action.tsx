/** A POST a button makes: busy while it runs, then a sentence saying what happened or why not. */
import { useState } from 'react';
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
  if (outcome === null) return null;
  return outcome.kind === 'done' ? (
    <p className="dash-done" role="status">
      {outcome.text}
    </p>
  ) : (
    <p className="portico-notice portico-notice--error" role="alert">
      {outcome.text}
    </p>
  );
}
