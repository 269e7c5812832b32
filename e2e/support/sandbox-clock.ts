/**
 * The sandbox's test clock and the merchant's side of a session's renewal, as a merchant's
 * server calls them (docs/sandbox-api.md "The test clock"), for specs that run their own
 * pair of servers: the clock is the sandbox's one clock, so moving the suite's shared
 * sandbox would expire the secrets of every test running beside it.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_SECRET_KEY } from '../../sandbox/server';
import { startServers, type RunningServers } from './servers';

/** A client secret lasts one hour of the sandbox's clock: a second more, and it is refused. */
export const PAST_SECRET_EXPIRY_SECONDS = 3601;

export interface ClockedServers extends RunningServers {
  /** The merchant's key, for the calls a merchant's server makes. */
  readonly secretKey: string;
}

/** A pair of servers of the spec's own (merchant on localhost, checkout on 127.0.0.1: two sites, as the suite's). */
export async function startClockedServers(): Promise<ClockedServers> {
  const servers = await startServers({
    merchantPort: 0,
    checkoutPort: 0,
    merchantHost: 'localhost',
    checkoutHost: '127.0.0.1',
    stateFile: join(mkdtempSync(join(tmpdir(), 'portico-clock-')), 'state.db'),
    quiet: true,
  });
  return { ...servers, secretKey: process.env.PORTICO_SECRET_KEY ?? DEFAULT_SECRET_KEY };
}

async function merchantCall<T>(servers: ClockedServers, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${servers.checkoutUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': servers.secretKey },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Moves the sandbox's clock forward by `seconds`. */
export async function advanceClock(servers: ClockedServers, seconds: number): Promise<void> {
  await merchantCall(servers, '/api/v1/simulation/clock/advance', { request_id: crypto.randomUUID(), seconds });
}

export interface IntentAtProvider {
  readonly id: string;
  readonly status: string;
  readonly amount: number;
  readonly client_secret: string;
  readonly captured_amount?: number;
}

/** The intent as the merchant's server retrieves it: with a freshly issued client secret. */
export function retrieveIntent(servers: ClockedServers, intentId: string): Promise<IntentAtProvider> {
  return merchantCall(servers, `/api/v1/pa/payment_intents/${encodeURIComponent(intentId)}`);
}

/** A new intent, as the merchant's server creates it. */
export function createIntent(servers: ClockedServers, amount: number): Promise<IntentAtProvider> {
  return merchantCall(servers, '/api/v1/pa/payment_intents/create', {
    request_id: crypto.randomUUID(),
    amount,
    currency: 'USD',
    merchant_order_id: `expiry_${Date.now()}`,
  });
}
