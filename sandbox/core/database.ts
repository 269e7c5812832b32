/**
 * The SQLite file under the store (libsql, the better-sqlite3 API): one table per
 * collection holding each record as a JSON document, one for the recorded
 * idempotent responses, and an index per lookup field (collections.ts). WAL mode,
 * so a commit appends to the log instead of rewriting the file: a write costs the
 * same however much the sandbox holds.
 */
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'libsql';
import { wallClock } from './clock';
import { COLLECTIONS, LOOKUPS, type CollectionName } from './collections';

export type Db = InstanceType<typeof Database>;

/** A prepared statement with positional parameters. */
export interface Statement {
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
  run(...params: unknown[]): unknown;
}

export function prepare(db: Db, sql: string): Statement {
  return db.prepare<unknown[]>(sql);
}

/** Bumped when the tables change; a file with another version is moved aside, not misread. */
const SCHEMA_VERSION = 3;

/** Table and index names come from the collection table only, never from a request. */
export function tableOf(collection: CollectionName): string {
  return `"c_${collection}"`;
}

export function jsonPath(field: string): string {
  return `'$.${field}'`;
}

function createSchema(db: Db): void {
  const statements: string[] = [];
  for (const name of COLLECTIONS) {
    statements.push(`CREATE TABLE IF NOT EXISTS ${tableOf(name)} (id TEXT PRIMARY KEY NOT NULL, doc TEXT NOT NULL)`);
  }
  for (const [name, fields] of Object.entries(LOOKUPS) as Array<[CollectionName, readonly string[]]>) {
    for (const field of fields) {
      const index = `"i_${name}_${field.replace(/\W/g, '_')}"`;
      statements.push(`CREATE INDEX IF NOT EXISTS ${index} ON ${tableOf(name)} (json_extract(doc, ${jsonPath(field)}))`);
    }
  }
  statements.push('CREATE TABLE IF NOT EXISTS responses (key TEXT PRIMARY KEY NOT NULL, doc TEXT NOT NULL)');
  db.exec(`BEGIN; ${statements.join('; ')}; PRAGMA user_version = ${SCHEMA_VERSION}; COMMIT`);
}

function configure(db: Db, file: string): void {
  if (file !== ':memory:') {
    db.pragma('journal_mode = WAL');
    // In WAL mode NORMAL syncs at checkpoints, not at every commit: a crash of the
    // process loses nothing; only a power cut can lose the last commits.
    db.pragma('synchronous = NORMAL');
    // Checkpoints (and their syncs) run on the checkpointer's thread, never in a request.
    db.pragma('wal_autocheckpoint = 0');
  }
  db.pragma('busy_timeout = 5000');
  // Up to 64 MiB of pages in memory (SQLite's default is 2 MiB): at 100,000 intents the
  // indexes' hot pages then stay cached, and a lookup's slowest case stays under a millisecond.
  db.pragma('cache_size = -65536');
  const version = (prepare(db, 'PRAGMA user_version').get() as { user_version: number }).user_version;
  if (version !== 0 && version !== SCHEMA_VERSION) throw new Error(`unknown schema version ${String(version)}`);
  createSchema(db);
}

/** Named by the wall clock: the file is opened before any test clock can be read. */
export function corruptName(file: string, now: Date = wallClock()): string {
  return `${file}.corrupt-${now.toISOString().replace(/[:.]/g, '-')}`;
}

/**
 * Opens (or creates) the database at `file`. One that cannot be read as sandbox
 * state is moved aside to `<file>.corrupt-<timestamp>` (with its WAL files), one
 * line is logged, and a fresh database is created in its place.
 */
export function openDatabase(file: string, log: (line: string) => void): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  try {
    configure(db, file);
    return db;
  } catch (err) {
    db.close();
    if (file === ':memory:') throw err;
    const aside = corruptName(file);
    renameSync(file, aside);
    for (const suffix of ['-wal', '-shm']) {
      if (existsSync(file + suffix)) renameSync(file + suffix, aside + suffix);
    }
    const reason = err instanceof Error ? err.message.split('\n')[0] : String(err);
    log(`sandbox: state database ${file} is corrupt (${reason}); moved it to ${aside} and started with empty state`);
    const fresh = new Database(file);
    configure(fresh, file);
    return fresh;
  }
}
