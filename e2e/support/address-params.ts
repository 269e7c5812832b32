/**
 * The parameters of a checkout address as its page reads them (runtime/platform/router/): the
 * query string's, then those after the hash (`#?…`, where the checkout puts a secret so
 * that it never reaches a server), the hash's winning.
 */
export function addressParams(address: string): URLSearchParams {
  const url = new URL(address);
  const params = new URLSearchParams(url.search);
  const mark = url.hash.indexOf('?');
  if (mark !== -1) for (const [name, value] of new URLSearchParams(url.hash.slice(mark + 1))) params.set(name, value);
  return params;
}
