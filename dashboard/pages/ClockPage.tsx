/** The sandbox's test clock: what time it is there, and moving it forward. */
import { useId, useState } from 'react';
import { FetchError, Loading } from '../parts/Status';
import { OutcomeLine, useAction } from '../parts/use-action';
import { useResource } from '../parts/use-resource';
import { When } from '../parts/When';

const STEPS = [
  { label: 'an hour', seconds: 3600 },
  { label: 'a day', seconds: 86_400 },
  { label: 'a week', seconds: 7 * 86_400 },
] as const;

export function ClockPage() {
  const clock = useResource<{ now: string; offset_seconds: number }>('/clock');
  const action = useAction(clock.reload);
  const [seconds, setSeconds] = useState('');
  const inputId = useId();
  return (
    <section aria-labelledby="clock-title">
      <h1 id="clock-title">Test clock</h1>
      {clock.state === 'loading' ? <Loading what="the clock" /> : null}
      {clock.state === 'error' ? <FetchError error={clock.error} what="the clock" retry={clock.reload} /> : null}
      {clock.state !== 'loading' && clock.data ? (
        <p className="dash-clock" aria-live="polite">
          Sandbox time: <When at={clock.data.now} />
          {clock.data.offset_seconds > 0 ? ` (${Math.round(clock.data.offset_seconds).toLocaleString()} s ahead of the wall clock)` : ' (the wall clock)'}
        </p>
      ) : null}
      <div className="dash-actions">
        {STEPS.map((step) => (
          <button
            key={step.seconds}
            type="button"
            className="portico-button portico-button--secondary"
            aria-busy={action.busy === String(step.seconds)}
            onClick={() => action.run(String(step.seconds), '/clock/advance', { seconds: step.seconds }, `Moved forward ${step.label}.`)}
          >
            Advance {step.label}
          </button>
        ))}
      </div>
      <form
        className="dash-refund"
        onSubmit={(event) => {
          event.preventDefault();
          action.run('custom', '/clock/advance', { seconds: Number(seconds) }, `Moved forward ${seconds} s.`);
        }}
      >
        <label htmlFor={inputId}>Advance by seconds</label>
        <input id={inputId} className="dash-input" type="number" min="1" step="1" value={seconds} onChange={(event) => setSeconds(event.target.value)} />
        <button type="submit" className="portico-button portico-button--secondary" aria-busy={action.busy === 'custom'}>
          Advance
        </button>
      </form>
      <OutcomeLine outcome={action.outcome} />
    </section>
  );
}
