/**
 * `base` + `path` with exactly one slash between them. An empty base gives a
 * same-origin path (the local sandbox). Slashes inside either part are kept.
 */
export function joinUrl(base: string, path: string): string {
  const head = base.replace(/\/+$/, '');
  const tail = path.replace(/^\/+/, '');
  return `${head}/${tail}`;
}
