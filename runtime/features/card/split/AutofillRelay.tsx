import { useEffect, useRef } from 'react';
import { useLatest } from '../../../platform/lib/use-latest';
import { BareInput } from '../../../ui/BareInput';

interface AutofillRelayProps {
  /** What the browser put in the relay's `cc-exp` / `cc-csc` input. */
  readonly onFill: (field: 'expiry' | 'cvc', value: string) => void;
}

/**
 * Browser autofill fills the fields of one frame's form: with the card number in
 * this frame, these hidden `cc-exp` and `cc-csc` inputs receive the expiry and CVC,
 * and `onFill` sends them to the group's own frames. Out of sight, out of the
 * accessibility tree and the tab order. Native listeners: an autofill (or a test)
 * sets the value without React's value tracker noticing.
 */
export function AutofillRelay({ onFill }: AutofillRelayProps) {
  const expiry = useRef<HTMLInputElement>(null);
  const cvc = useRef<HTMLInputElement>(null);
  const latest = useLatest(onFill);
  useEffect(() => {
    const inputs = [
      ['expiry', expiry.current],
      ['cvc', cvc.current],
    ] as const;
    const stops = inputs.map(([field, input]) => {
      let last = '';
      const relay = () => {
        if (!input || input.value === last) return;
        last = input.value;
        if (last !== '') latest.current(field, last);
      };
      input?.addEventListener('input', relay);
      input?.addEventListener('change', relay);
      return () => {
        input?.removeEventListener('input', relay);
        input?.removeEventListener('change', relay);
      };
    });
    return () => stops.forEach((stop) => stop());
  }, [latest]);
  return (
    <div className="portico-visually-hidden" aria-hidden="true">
      <BareInput inputRef={expiry} name="autofill-expiry" autoComplete="cc-exp" tabIndex={-1} defaultValue="" />
      <BareInput inputRef={cvc} name="autofill-cvc" autoComplete="cc-csc" tabIndex={-1} defaultValue="" />
    </div>
  );
}
