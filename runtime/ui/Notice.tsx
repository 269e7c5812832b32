import type { ReactNode } from 'react';

export interface NoticeProps {
  readonly tone?: 'info' | 'error';
  /** `alert` for an error the shopper must hear at once, `status` for news said politely. */
  readonly role?: 'alert' | 'status';
  readonly id?: string;
  readonly children: ReactNode;
}

/** Information or an error in a tinted box with a bar at the start (ui/notice.css): never mistaken for a field. */
export function Notice({ tone = 'info', role, id, children }: NoticeProps) {
  return (
    <p id={id} className={`portico-notice${tone === 'error' ? ' portico-notice--error' : ''}`} role={role}>
      {children}
    </p>
  );
}
