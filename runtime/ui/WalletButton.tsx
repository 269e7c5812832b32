import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

export interface WalletButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className' | 'aria-label'> {
  /** The wallet's own look (its class): Apple's and Google's guidelines fix the button's colours, shape and mark. */
  readonly look: string;
  /** Its accessible name ("Apple Pay"): the face is the wallet's mark. */
  readonly label: string;
  readonly ref?: Ref<HTMLButtonElement>;
  readonly children: ReactNode;
}

/**
 * A payment wallet's button: the one button whose look is not the design system's, because
 * the wallet's brand rules fix it. It is still a button of ours: a type, a name, and the
 * focus ring every control has (ui/base.css).
 */
export function WalletButton({ look, label, children, ...button }: WalletButtonProps) {
  return (
    <button {...button} type="button" className={`portico-wallet__button ${look}`} aria-label={label}>
      {children}
    </button>
  );
}
