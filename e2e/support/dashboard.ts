/** The test-mode dashboard as a merchant's developer uses it: signed in with the sandbox's secret key. */
import { createServer, type Server } from 'node:http';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { DEFAULT_SECRET_KEY } from '../../sandbox/server';

export const SECRET_KEY = process.env.PORTICO_SECRET_KEY ?? DEFAULT_SECRET_KEY;

export async function signIn(page: Page, checkoutUrl: string, key = SECRET_KEY): Promise<void> {
  await page.goto(`${checkoutUrl}/dashboard/`);
  await page.getByLabel('Secret key').fill(key);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signedIn(page: Page, checkoutUrl: string): Promise<void> {
  await signIn(page, checkoutUrl);
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
}

/** A webhook endpoint that answers 200 to everything, on loopback (where the sandbox may post). */
export async function receiver(): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'text/plain' }).end('ok'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/hooks`, server };
}

export async function createEndpoint(request: APIRequestContext, checkoutUrl: string, url: string, events: readonly string[]): Promise<string> {
  const res = await request.post(`${checkoutUrl}/api/v1/pa/webhooks/endpoints/create`, {
    headers: { 'x-api-key': SECRET_KEY },
    data: { request_id: crypto.randomUUID(), url, events },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

export async function disableEndpoint(request: APIRequestContext, checkoutUrl: string, id: string): Promise<void> {
  await request.post(`${checkoutUrl}/api/v1/pa/webhooks/endpoints/${id}/disable`, {
    headers: { 'x-api-key': SECRET_KEY },
    data: { request_id: crypto.randomUUID() },
  });
}
