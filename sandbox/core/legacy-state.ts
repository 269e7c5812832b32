/**
 * The state file of earlier versions: one JSON document (version 1: intents only;
 * version 2: every collection). Read once, to import it into the database; a file
 * that cannot be read as state is moved aside, never silently dropped.
 */
import { readFile, rename } from 'node:fs/promises';
import { isRecord } from '../../protocol';
import { corruptName } from './database';
import { COLLECTIONS, type CollectionName, type StoredRecord } from './collections';
import { INTENT_STATUSES, type Intent } from '../model/intent-types';

export interface StoredResponse {
  /** Keyed HMAC of the canonical request body: no card data can be read back from it. */
  readonly fingerprint: string;
  readonly status: number;
  readonly body: unknown;
  readonly created_at: string;
}

/** The first format: intents only. */
interface StateV1 {
  readonly version: 1;
  readonly intents: Record<string, Intent>;
  readonly responses: Record<string, StoredResponse>;
}

export interface StateV2 {
  readonly version: 2;
  readonly collections: Record<CollectionName, Record<string, StoredRecord>>;
  readonly responses: Record<string, StoredResponse>;
}

function emptyCollections(): Record<CollectionName, Record<string, StoredRecord>> {
  return Object.fromEntries(COLLECTIONS.map((name) => [name, {}])) as Record<CollectionName, Record<string, StoredRecord>>;
}

function upgrade(state: StateV1 | StateV2): StateV2 {
  if (state.version === 2) return { ...state, collections: { ...emptyCollections(), ...state.collections } };
  return { version: 2, collections: { ...emptyCollections(), intents: state.intents }, responses: state.responses };
}

/** Returns a reason when the parsed JSON is not sandbox state, else null. */
function shapeProblem(data: unknown): string | null {
  if (!isRecord(data)) return 'not a JSON object';
  if (data.version !== 1 && data.version !== 2) return `unknown version ${JSON.stringify(data.version)}`;
  const collections = data.version === 1 ? { intents: data.intents } : data.collections;
  if (!isRecord(collections) || !isRecord(data.responses)) return 'missing collections or responses';
  for (const [name, records] of Object.entries(collections)) {
    if (!(COLLECTIONS as readonly string[]).includes(name)) return `unknown collection ${name}`;
    if (!isRecord(records)) return `collection ${name} is malformed`;
    for (const [id, record] of Object.entries(records)) {
      if (!isRecord(record) || record.id !== id) return `${name} record ${id} is malformed`;
      if (name === 'intents' && !(INTENT_STATUSES as readonly unknown[]).includes(record.status)) return `intent ${id} is malformed`;
    }
  }
  for (const [key, r] of Object.entries(data.responses)) {
    if (!isRecord(r) || typeof r.fingerprint !== 'string' || typeof r.status !== 'number') {
      return `stored response ${key} is malformed`;
    }
  }
  return null;
}

/**
 * Missing file → null (fresh start). Unreadable or malformed → the file is renamed
 * to `<file>.corrupt-<timestamp>`, one line is logged, and null is returned.
 */
export async function readStateFile(file: string, log: (line: string) => void): Promise<StateV2 | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  let problem: string | null;
  let data: unknown = null;
  try {
    data = JSON.parse(text);
    problem = shapeProblem(data);
  } catch (err) {
    problem = `invalid JSON (${(err as Error).message})`;
  }
  if (problem === null) return upgrade(data as StateV1 | StateV2);
  const aside = corruptName(file);
  await rename(file, aside);
  log(`sandbox: state file ${file} is corrupt (${problem}); moved it to ${aside} and started with empty state`);
  return null;
}
