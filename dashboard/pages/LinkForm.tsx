/** A new fixed-amount payment link: its title, amount and currency, and whether it takes more than one payment. */
import { useId, useState, type FormEvent } from 'react';
import type { useAction } from '../parts/use-action';

export function LinkForm({ action, onMade }: { readonly action: ReturnType<typeof useAction>; readonly onMade: (code: string) => void }) {
  const [title, setTitle] = useState('');
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState('USD');
  const [reusable, setReusable] = useState(false);
  const ids = { title: useId(), amount: useId(), currency: useId() };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { title: title.trim(), amount: Number(amount), currency: currency.trim().toUpperCase(), reusable };
    action.run('create', '/links', body, `${body.title} is created: copy its link below.`, (answer) => {
      setTitle('');
      setAmount('');
      const code = (answer as { code?: unknown }).code;
      if (typeof code === 'string') onMade(code);
    });
  };

  return (
    <form className="dash-card dash-link-form" aria-label="New payment link" onSubmit={submit}>
      <div className="dash-field">
        <label htmlFor={ids.title}>Title</label>
        <input id={ids.title} className="dash-input" required maxLength={200} value={title} onChange={(event) => setTitle(event.target.value)} />
      </div>
      <div className="dash-field">
        <label htmlFor={ids.amount}>Amount</label>
        <input
          id={ids.amount}
          className="dash-input"
          type="number"
          inputMode="decimal"
          min="0.01"
          step="any"
          required
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      </div>
      <div className="dash-field">
        <label htmlFor={ids.currency}>Currency (ISO code)</label>
        <input
          id={ids.currency}
          className="dash-input"
          required
          pattern="[A-Za-z]{3}"
          maxLength={3}
          autoCapitalize="characters"
          value={currency}
          onChange={(event) => setCurrency(event.target.value)}
        />
      </div>
      <label className="dash-check">
        <input type="checkbox" checked={reusable} onChange={(event) => setReusable(event.target.checked)} />
        <span>Reusable (takes many payments)</span>
      </label>
      <div className="dash-field--wide">
        <button type="submit" className="portico-button portico-button--primary" aria-busy={action.busy === 'create'} disabled={action.busy === 'create'}>
          Create link
        </button>
      </div>
    </form>
  );
}
