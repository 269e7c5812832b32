/** The account's registered origins: the merchant sites whose pages may frame the checkout. */
import { useId, useState } from 'react';
import { FetchError, Loading } from '../parts/Status';
import { OutcomeLine, useAction } from '../parts/use-action';
import { useResource } from '../parts/use-resource';
import { When } from '../parts/When';

interface Registered {
  readonly origin: string;
  readonly created_at: string;
}

export function OriginsPage() {
  const origins = useResource<{ items: readonly Registered[] }>('/origins');
  const action = useAction(origins.reload);
  const [origin, setOrigin] = useState('');
  const inputId = useId();
  return (
    <section aria-labelledby="origins-title">
      <h1 id="origins-title">Registered origins</h1>
      <p>Only pages on these origins may show the checkout’s elements in a frame.</p>
      <form
        className="dash-refund"
        onSubmit={(event) => {
          event.preventDefault();
          action.run('add', '/origins', { origin: origin.trim() }, `${origin.trim()} is registered.`);
          setOrigin('');
        }}
      >
        <label htmlFor={inputId}>Origin to add (e.g. https://shop.example)</label>
        <input id={inputId} className="dash-input" type="url" required value={origin} onChange={(event) => setOrigin(event.target.value)} />
        <button type="submit" className="portico-button portico-button--secondary" aria-busy={action.busy === 'add'}>
          Add origin
        </button>
      </form>
      <OutcomeLine outcome={action.outcome} />
      {origins.state === 'loading' ? <Loading what="registered origins" /> : null}
      {origins.state === 'error' ? <FetchError error={origins.error} what="registered origins" retry={origins.reload} /> : null}
      {origins.state !== 'loading' && origins.data ? (
        origins.data.items.length === 0 ? (
          <p className="dash-empty">
            No origin is registered: add your shop’s origin above, or run <code>npm start</code>, which registers the demo site’s.
          </p>
        ) : (
          <ul className="dash-cards">
            {origins.data.items.map((item) => (
              <li key={item.origin} className="dash-card">
                <h2>{item.origin}</h2>
                <p className="dash-note">
                  Registered <When at={item.created_at} />
                </p>
                <button
                  type="button"
                  className="portico-button portico-button--secondary"
                  aria-busy={action.busy === item.origin}
                  onClick={() => action.run(item.origin, '/origins/remove', { origin: item.origin }, `${item.origin} is removed.`)}
                >
                  Remove <span className="dash-visually-hidden">{item.origin}</span>
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  );
}
