import { useEffect, useMemo, type CSSProperties, type ReactNode } from 'react';
import type { ParsedLocation } from '../../router';
import { appearanceToCssVariables } from '../../theme/appearance';
import { usePageMode } from './use-page-mode';
import './page.css';

export interface PageShellProps {
  readonly location: ParsedLocation;
  /** The page's heading, and the document's title. */
  readonly title: string;
  readonly children: ReactNode;
}

/**
 * A whole page of the checkout (no merchant page around it): one centred card with
 * a heading, in the merchant's colours (`options.appearance`) and light or dark mode.
 */
export function PageShell({ location, title, children }: PageShellProps) {
  const appearance = location.query.options?.appearance;
  const mode = usePageMode(appearance);
  const style = useMemo(() => appearanceToCssVariables(appearance).variables as CSSProperties, [appearance]);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <main className="portico-page" data-mode={mode} style={style}>
      <div className="portico-page__card">
        <h1 className="portico-page__title">{title}</h1>
        {children}
      </div>
    </main>
  );
}
