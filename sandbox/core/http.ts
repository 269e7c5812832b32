/** Small request helpers shared by the helper and telemetry routes. */
import type { Context } from 'hono';

/** The optional `?name=` filter of the simulation read-back routes. */
export function nameFilter(c: Context): string | null {
  const name = c.req.query('name');
  return name === undefined || name === '' ? null : name;
}
