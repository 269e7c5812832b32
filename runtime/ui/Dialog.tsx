/**
 * A modal dialog (WAI-ARIA dialog and alert dialog patterns): named by its title, described by
 * its body; focus starts where the caller says (the action that loses nothing), Tab and
 * Shift+Tab stay within it, Escape closes it unless it is busy. The feature lays it out (its
 * class) and gives its title, body and actions.
 */
import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';

export interface DialogProps {
  /** `alertdialog` for a confirmation that interrupts (removing a saved card), `dialog` otherwise. */
  readonly role?: 'dialog' | 'alertdialog';
  readonly title: ReactNode;
  readonly body: ReactNode;
  /** Where focus starts when it opens. */
  readonly initialFocus: RefObject<HTMLElement | null>;
  /** While something runs, Escape closes nothing. */
  readonly busy?: boolean;
  readonly onClose: () => void;
  readonly className?: string;
  readonly titleClass?: string;
  readonly bodyClass?: string;
  /** Under the body: a message and the actions. */
  readonly children: ReactNode;
}

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

export function Dialog({ role = 'dialog', title, body, initialFocus, busy = false, onClose, className, titleClass, bodyClass, children }: DialogProps) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  // In the commit that shows it: a key pressed once it shows must land in it, not on the page behind.
  useLayoutEffect(() => initialFocus.current?.focus(), [initialFocus]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      if (!busy) onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const stops = [...(box.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const first = stops[0];
    const last = stops[stops.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div ref={box} className={className} role={role} aria-modal="true" aria-labelledby={`${id}-title`} aria-describedby={`${id}-body`} onKeyDown={onKeyDown}>
      <h2 id={`${id}-title`} className={titleClass}>
        {title}
      </h2>
      <p id={`${id}-body`} className={bodyClass}>
        {body}
      </p>
      {children}
    </div>
  );
}
