/**
 * How many times an intent was charged, as the provider saw it. The sandbox's API shows
 * an intent's latest attempt only, so the count also reads the sandbox's own record of
 * every write it executed (its idempotency log: one row per request_id that ran, never
 * one per replay), read-only from its state file: an attempt that succeeded and was then
 * replaced would be there.
 */
import Database from 'libsql';
import { DEFAULT_SECRET_KEY } from '../../sandbox/server';
import type { World } from './world';

interface Attempt {
  readonly id?: unknown;
  readonly status?: unknown;
}

interface IntentBody {
  readonly status?: unknown;
  readonly latest_payment_attempt?: Attempt | null;
}

export interface Charges {
  /** The intent's status as the API answers the merchant. */
  readonly status: string;
  /** Distinct attempts that succeeded: the charges. */
  readonly charges: number;
  /** Confirm and confirm_continue writes that ran (not replays). */
  readonly executedWrites: number;
}

function succeededAttempt(body: IntentBody | undefined): string | null {
  const attempt = body?.latest_payment_attempt;
  return body?.status === 'SUCCEEDED' && attempt?.status === 'SUCCEEDED' && typeof attempt.id === 'string' ? attempt.id : null;
}

/** The merchant's view of the intent: the sandbox API with the secret key, as a merchant's server asks. */
async function retrieve(world: World, intentId: string): Promise<IntentBody> {
  const response = await fetch(`${world.servers.checkoutUrl}/api/v1/pa/payment_intents/${encodeURIComponent(intentId)}`, {
    headers: { 'x-api-key': process.env.PORTICO_SECRET_KEY ?? DEFAULT_SECRET_KEY },
  });
  if (!response.ok) throw new Error(`intent ${intentId}: ${response.status}`);
  return (await response.json()) as IntentBody;
}

function executedWrites(stateFile: string, intentId: string): IntentBody[] {
  const db = new Database(stateFile, { readonly: true });
  try {
    const rows = db
      .prepare<[string, string]>('SELECT doc FROM responses WHERE key LIKE ? OR key LIKE ?')
      .all(`confirm:${intentId}:%`, `confirm_continue:${intentId}:%`) as Array<{ doc: string }>;
    return rows.map((row) => (JSON.parse(row.doc) as { body?: IntentBody }).body ?? {});
  } finally {
    db.close();
  }
}

export async function chargesOf(world: World, intentId: string): Promise<Charges> {
  const current = await retrieve(world, intentId);
  const writes = executedWrites(world.stateFile, intentId);
  const attempts = new Set<string>();
  for (const body of [current, ...writes]) {
    const id = succeededAttempt(body);
    if (id) attempts.add(id);
  }
  return { status: String(current.status), charges: attempts.size, executedWrites: writes.length };
}
