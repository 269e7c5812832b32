import type { ReactNode } from 'react';

export interface NoticeProps {
  readonly tone?: 'info' | 'error';
  /** `alert` for an error the shopper must hear at once, `status` for news said politely. */
  readonly role?: 'alert' | 'status';
  readonly id?: string;
  /**
   * A notice of several parts (a heading, paragraphs, a box to tick) is a section named by its
   * heading (`labelledBy`, the heading's id); a line of text is a paragraph.
   */
  readonly labelledBy?: string;
  /** A feature's own layout inside the box (its gaps), beside the notice's look. */
  readonly className?: string;
  readonly children: ReactNode;
}

/** Information or an error in a tinted box with a bar at the start (ui/notice.css): never mistaken for a field. */
export function Notice({ tone = 'info', role, id, labelledBy, className, children }: NoticeProps) {
  const classes = ['portico-notice', tone === 'error' && 'portico-notice--error', className].filter(Boolean).join(' ');
  return labelledBy ? (
    <section id={id} className={classes} role={role} aria-labelledby={labelledBy}>
      {children}
    </section>
  ) : (
    <p id={id} className={classes} role={role}>
      {children}
    </p>
  );
}
