import { useEffect, useRef, type ReactNode } from 'react';
import type { Appearance } from '../../protocol';
import { useTheme } from '../platform/theme/use-theme';
import { usePageMode } from './use-page-mode';
import './page-shell.css';

export interface PageShellProps {
  /** The page's heading, and the document's title. */
  readonly title: string;
  /** The merchant's appearance from the page's address (`options.appearance`); absent, the shopper's light or dark. */
  readonly appearance?: Appearance;
  /** Focus the heading when it changes (a new state of the page), so a screen reader reads on from there. */
  readonly focusOnChange?: boolean;
  readonly children?: ReactNode;
}

/**
 * A whole page of the checkout (no merchant page around it: instructions, results, the
 * pages on the way to and back from a bank or wallet): one centred card with a heading
 * that names the page's state, in the merchant's colours, light or dark.
 */
export function PageShell({ title, appearance, focusOnChange = true, children }: PageShellProps) {
  const mode = usePageMode(appearance);
  const theme = useTheme(appearance, mode);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    document.title = title;
    if (first.current) first.current = false;
    else if (focusOnChange) heading.current?.focus();
  }, [title, focusOnChange]);
  return (
    <main className="portico-page" data-mode={theme.scheme} style={theme.style}>
      <div className="portico-page__card">
        <h1 ref={heading} className="portico-page__title" tabIndex={-1}>
          {title}
        </h1>
        {children}
      </div>
    </main>
  );
}
