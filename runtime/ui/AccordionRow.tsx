import type { ReactNode } from 'react';

export interface AccordionRowProps {
  /** The header button's id; the open panel is labelled by it. */
  readonly id: string;
  readonly panelId: string;
  readonly expanded: boolean;
  /** While something runs: a closed row is `aria-disabled` (still focusable, still read) and opens nothing. */
  readonly locked?: boolean;
  readonly onOpen: () => void;
  /** What the header shows after its radio ring (a method's mark and name). */
  readonly header: ReactNode;
  /** The row's class (its item in the feature's list). */
  readonly className?: string;
  /** An extra class for the panel (the feature's spacing). */
  readonly panelClass?: string;
  /** The open row's panel. */
  readonly children: ReactNode;
}

/**
 * One row of an accordion where one row is open at a time (ui/accordion.css): a heading
 * holding a button with `aria-expanded` and the radio ring's mark (the choice reads as one of
 * a set), and, open, its panel, a region named by the button.
 */
export function AccordionRow({ id, panelId, expanded, locked = false, onOpen, header, className, panelClass, children }: AccordionRowProps) {
  return (
    <li className={className ? `portico-accordion__row ${className}` : 'portico-accordion__row'} data-open={expanded || undefined}>
      <h3 className="portico-accordion__heading">
        <button
          type="button"
          id={id}
          className="portico-accordion__header"
          aria-expanded={expanded}
          aria-controls={panelId}
          aria-disabled={locked && !expanded ? true : undefined}
          onClick={() => {
            if (!locked || expanded) onOpen();
          }}
        >
          <span className="portico-radio__mark" aria-hidden="true" />
          {header}
        </button>
      </h3>
      {expanded && (
        <div className={panelClass} role="region" id={panelId} aria-labelledby={id}>
          {children}
        </div>
      )}
    </li>
  );
}
