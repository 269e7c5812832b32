import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Spinner } from './Spinner';

/** Primary (one a panel), secondary, link (a quiet way out), inline (inside a sentence), icon (a square with an accessible name). */
export type ButtonVariant = 'primary' | 'secondary' | 'link' | 'inline' | 'icon';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-busy' | 'aria-disabled'> {
  readonly variant: ButtonVariant;
  /** Working: a spinner before the words and `aria-busy`; presses are ignored but focus stays. */
  readonly busy?: boolean;
  /** Locked without leaving the tab order (`aria-disabled`). */
  readonly locked?: boolean;
  readonly children: ReactNode;
  readonly ref?: Ref<HTMLButtonElement>;
}

/** The class list of a button of `variant` (ui/button.css), for a button a feature draws itself. */
export const buttonClass = (variant: ButtonVariant) => `portico-button portico-button--${variant}`;

/**
 * A button (ui/button.css). One primary per panel; the rest secondary or link. Busy and
 * locked are announced (`aria-busy`, `aria-disabled`) rather than `disabled`, which would
 * drop the focus the shopper had on it.
 */
export function Button({ variant, busy = false, locked = false, type = 'button', className, onClick, children, ...rest }: ButtonProps) {
  const inert = busy || locked;
  return (
    <button
      {...rest}
      type={type}
      // The feature's own class (its layout, a test's handle) beside the look.
      className={className ? `${buttonClass(variant)} ${className}` : buttonClass(variant)}
      aria-busy={busy || undefined}
      aria-disabled={inert || undefined}
      onClick={(event) => (inert ? event.preventDefault() : onClick?.(event))}
    >
      {busy && <Spinner />}
      {children}
    </button>
  );
}
