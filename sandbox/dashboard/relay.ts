/** How the dashboard's routes read a page's JSON body and pass the merchant API's answer on. */
import type { Context } from 'hono';

/** The merchant API's answer, passed on as it is (status and JSON body). */
export async function relay(c: Context, response: Response): Promise<Response> {
  const body = (await response.json()) as unknown;
  return c.json(body, response.status as 200, { 'Cache-Control': 'no-store' });
}

/** The POST's JSON object, or `{}` for anything else (each route reads only the fields it names). */
export async function optionalBody(c: Context): Promise<Record<string, unknown>> {
  try {
    const parsed = JSON.parse(await c.req.text()) as unknown;
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
