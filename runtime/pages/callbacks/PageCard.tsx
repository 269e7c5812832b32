import { useEffect, useRef, type ReactNode } from 'react';
import './page-card.css';

export interface PageCardProps {
  /** The page's heading, also its document title. */
  readonly title: string;
  /** Focus the heading when it changes (a new state of the page), so a screen reader reads on from there. */
  readonly focusOnChange?: boolean;
  readonly children?: ReactNode;
}

/**
 * A whole checkout page of its own (the shopper left the merchant's page): one card,
 * centred, light or dark as the browser prefers, with a heading that names the state.
 */
export function PageCard({ title, focusOnChange = true, children }: PageCardProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    document.title = title;
    if (first.current) first.current = false;
    else if (focusOnChange) heading.current?.focus();
  }, [title, focusOnChange]);
  return (
    <div className="portico-page">
      <main className="portico-page__card">
        <h1 ref={heading} className="portico-page__title" tabIndex={-1}>
          {title}
        </h1>
        {children}
      </main>
    </div>
  );
}
