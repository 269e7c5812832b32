/**
 * The sign-in page: the merchant's secret key, sent once in a POST body (never in the
 * address: the form's method is POST and the page submits it itself), then forgotten.
 */
import { useId, useState, type FormEvent } from 'react';
import { ApiFailure, postJson } from './api';

export function SignIn({ onSignedIn }: { readonly onSignedIn: (csrf: string) => void }) {
  const [key, setKey] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { csrf } = await postJson<{ csrf: string }>('/session', { key });
      setKey('');
      onSignedIn(csrf);
    } catch (failure) {
      setError(failure instanceof ApiFailure ? failure.message : 'Could not sign in.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="dash-signin">
      <h1>Portico test-mode dashboard</h1>
      <p>
        Sign in with this sandbox’s secret key (the one your server sends as <code>x-api-key</code>).
      </p>
      <form method="post" onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={inputId}>Secret key</label>
        <input
          id={inputId}
          className="dash-input"
          type="password"
          name="key"
          autoComplete="off"
          spellCheck={false}
          required
          value={key}
          aria-invalid={error !== null}
          aria-describedby={error !== null ? errorId : undefined}
          onChange={(event) => setKey(event.target.value)}
        />
        {error !== null ? (
          <p id={errorId} className="portico-notice portico-notice--error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="portico-button portico-button--primary" aria-busy={busy} disabled={busy || key === ''}>
          Sign in
        </button>
      </form>
    </main>
  );
}
