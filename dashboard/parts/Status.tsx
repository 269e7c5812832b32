/** What every fetch shows while it waits and when it fails. */
import type { ApiFailure } from '../api';

export function Loading({ what }: { readonly what: string }) {
  return (
    <p className="dash-loading" role="status">
      <span className="portico-spinner" aria-hidden="true" /> Loading {what}…
    </p>
  );
}

export function FetchError({ error, what, retry }: { readonly error: ApiFailure; readonly what: string; readonly retry?: () => void }) {
  return (
    <div className="portico-notice portico-notice--error dash-error" role="alert">
      <p>
        Could not load {what}: {error.message}
      </p>
      {retry ? (
        <button type="button" className="portico-button portico-button--secondary" onClick={retry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
