import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from '../router';

/** An `<a href>` (so it opens in a new tab, and reads as a link) that moves in place on a plain click. */
export function Link({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { readonly href: string }) {
  const go = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return <a href={href} onClick={go} {...rest} />;
}
