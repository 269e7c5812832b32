/**
 * A URL to hand on: shown in a read-only field, with a Copy button that puts it on the
 * clipboard and says so. Where the clipboard is refused (no permission, an insecure
 * origin, an older browser) the field's text is selected instead and the line says to
 * press Ctrl+C: the developer still gets the URL, and knows which happened.
 */
import { useId, useRef, useState } from 'react';

type Copied = 'idle' | 'copied' | 'selected';

export function CopyField({ label, value }: { readonly label: string; readonly value: string }) {
  const [copied, setCopied] = useState<Copied>('idle');
  const field = useRef<HTMLInputElement>(null);
  const id = useId();

  const selectInstead = () => {
    field.current?.focus();
    field.current?.select();
    setCopied('selected');
  };
  const copy = () => {
    const clipboard = typeof navigator.clipboard?.writeText === 'function' ? navigator.clipboard : null;
    if (clipboard === null) return selectInstead();
    clipboard.writeText(value).then(() => setCopied('copied'), selectInstead);
  };

  return (
    <div className="dash-copy">
      <label htmlFor={id}>{label}</label>
      <div className="dash-copy-row">
        <input id={id} ref={field} className="dash-input" type="text" readOnly value={value} onFocus={(event) => event.target.select()} />
        <button type="button" className="portico-button portico-button--secondary" onClick={copy}>
          Copy <span className="dash-visually-hidden">{label}</span>
        </button>
      </div>
      <p className="dash-note" role="status">
        {copied === 'copied'
          ? 'Copied to the clipboard.'
          : copied === 'selected'
            ? 'The clipboard is not available here: the link is selected, press Ctrl+C (⌘C on a Mac).'
            : ''}
      </p>
    </div>
  );
}
