/** An object's id as a deep link to its dashboard page, by the id's prefix; an id with no page is shown as it is. */
import { HREF } from '../router';
import { Link } from './Link';

const PAGES: ReadonlyArray<readonly [prefix: string, href: (id: string) => string]> = [
  ['int_', HREF.payment],
  ['cus_', HREF.customer],
  ['cst_', HREF.consent],
  ['evt_', HREF.event],
  ['whe_', HREF.endpoint],
  ['plk_', HREF.link],
];

export function ObjectLink({ id }: { readonly id: string }) {
  const href = PAGES.find(([prefix]) => id.startsWith(prefix))?.[1];
  return href === undefined ? <code>{id}</code> : <Link href={href(id)}>{id}</Link>;
}
