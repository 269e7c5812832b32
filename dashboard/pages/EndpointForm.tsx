/**
 * A webhook endpoint's address and the events it takes: the one form for adding an
 * endpoint and for changing one. The event types are the protocol's own table, each with
 * the sentence that says what it means. Opened, it puts the focus in its URL field; Escape
 * anywhere in it cancels, as its Cancel button does.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { EVENT_TYPES, type EventType } from '../../protocol/webhook-events';

const EVENT_NAMES = Object.keys(EVENT_TYPES) as EventType[];

export interface EndpointInput {
  readonly url: string;
  readonly events: readonly EventType[];
}

export function EndpointForm({
  label,
  initial,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  readonly label: string;
  readonly initial: EndpointInput;
  readonly submitLabel: string;
  readonly busy: boolean;
  readonly onSubmit: (input: EndpointInput) => void;
  readonly onCancel: () => void;
}) {
  const [url, setUrl] = useState(initial.url);
  const [events, setEvents] = useState<ReadonlySet<EventType>>(new Set(initial.events));
  const [problem, setProblem] = useState<string | null>(null);
  const urlId = useId();
  const problemId = useId();
  const urlField = useRef<HTMLInputElement>(null);
  useEffect(() => urlField.current?.focus(), []);
  const escape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onCancel();
  };

  const toggle = (type: EventType, on: boolean) => {
    const next = new Set(events);
    if (on) next.add(type);
    else next.delete(type);
    setEvents(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (url.trim() === '') return setProblem('Enter the URL your server takes webhooks at.');
    if (events.size === 0) return setProblem('Choose at least one event to send.');
    setProblem(null);
    onSubmit({ url: url.trim(), events: EVENT_NAMES.filter((type) => events.has(type)) });
  };

  return (
    <form className="dash-card dash-endpoint-form" aria-label={label} onSubmit={submit} onKeyDown={escape} noValidate>
      <div className="dash-field">
        <label htmlFor={urlId}>Endpoint URL (e.g. http://127.0.0.1:3000/webhooks)</label>
        <input
          id={urlId}
          ref={urlField}
          className="dash-input"
          type="url"
          required
          value={url}
          aria-describedby={problem !== null ? problemId : undefined}
          onChange={(event) => setUrl(event.target.value)}
        />
      </div>
      <fieldset className="dash-checks">
        <legend>Events to send</legend>
        {EVENT_NAMES.map((type) => (
          <label key={type} className="dash-check">
            <input type="checkbox" checked={events.has(type)} onChange={(event) => toggle(type, event.target.checked)} />
            <span>
              <code>{type}</code> <span className="dash-note">{EVENT_TYPES[type]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {problem !== null ? (
        <p id={problemId} className="portico-notice portico-notice--error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="dash-actions">
        <button type="submit" className="portico-button portico-button--primary" aria-busy={busy} disabled={busy}>
          {submitLabel}
        </button>
        <button type="button" className="portico-button portico-button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
