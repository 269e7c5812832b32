import { useLayoutEffect, useRef, type ReactNode } from 'react';
import type { Appearance } from '../../protocol';
import { useTheme } from '../platform/theme/use-theme';
import { usePageMode } from './use-page-mode';
import type { MerchantIdentity } from './merchant-identity';
import { MerchantHeader } from './MerchantHeader';
import { PageFooter } from './PageFooter';
import './page-shell.css';

export interface PageShellProps {
  /** The page's heading, and the document's title. */
  readonly title: string;
  /** The merchant's appearance from the page's address (`options.appearance`); absent, the shopper's light or dark. */
  readonly appearance?: Appearance;
  /** Focus the heading when it changes (a new state of the page), so a screen reader reads on from there. */
  readonly focusOnChange?: boolean;
  /** Who is paid: their name and logo above the heading, "Secured by" and their terms and privacy under the card. */
  readonly merchant?: MerchantIdentity;
  readonly children?: ReactNode;
}

/**
 * A whole page of the checkout (no merchant page around it: instructions, results, the
 * pages on the way to and back from a bank or wallet): one centred card with a heading
 * that names the page's state, in the merchant's colours, light or dark; given the
 * merchant, its name or logo tops the card and a footer says who secures the payment.
 */
export function PageShell({ title, appearance, focusOnChange = true, merchant, children }: PageShellProps) {
  const mode = usePageMode(appearance);
  const theme = useTheme(appearance, mode);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  // In the commit that shows the new state, not after paint: a key the shopper presses once it is on screen
  // (Tab to its first button) must find focus already moved, not have it pulled back to the heading after.
  useLayoutEffect(() => {
    document.title = title;
    if (first.current) first.current = false;
    else if (focusOnChange) heading.current?.focus();
  }, [title, focusOnChange]);
  return (
    // The card is the page's main landmark, the footer its contentinfo: every word in a landmark. The root is
    // no div: ui/base.css paints a div with a mode as an element frame's root (the merchant's colour behind it).
    <section className="portico-page" data-mode={theme.scheme} style={theme.style}>
      <main className={merchant ? 'portico-page__card portico-page__card--merchant' : 'portico-page__card'}>
        {merchant && <MerchantHeader merchant={merchant} />}
        <h1 ref={heading} className="portico-page__title" tabIndex={-1}>
          {title}
        </h1>
        {children}
      </main>
      {merchant && <PageFooter merchant={merchant} />}
    </section>
  );
}
