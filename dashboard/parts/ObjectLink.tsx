/** An object's id as a deep link to its dashboard page, by the id's prefix; an id with no page is shown as it is. */
import { BASE } from '../router';
import { Link } from './Link';

const PAGES: ReadonlyArray<readonly [prefix: string, page: string]> = [
  ['int_', 'payments'],
  ['cus_', 'customers'],
];

export function ObjectLink({ id }: { readonly id: string }) {
  const page = PAGES.find(([prefix]) => id.startsWith(prefix))?.[1];
  return page === undefined ? <code>{id}</code> : <Link href={`${BASE}/${page}/${encodeURIComponent(id)}`}>{id}</Link>;
}
