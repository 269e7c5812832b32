/**
 * Every sandbox record (intents, customers, consents, links, …) and the recorded
 * idempotent responses, in an embedded SQLite database (database.ts).
 * `SandboxStore.open(file)` resumes from that file (importing a JSON state file of
 * the previous format once); `SandboxStore.memory()` keeps everything in memory,
 * for tests. Reads and writes are synchronous: `transaction(fn)` runs `fn` and
 * every write inside it as one unit, all or nothing. On a file, the transactions of
 * one turn are committed together (group-commit.ts): whoever answers for a write
 * waits for `settled`.
 */
import { existsSync, renameSync, rmSync } from 'node:fs';
import { isForeignFile } from './database-file';
import { Worker } from 'node:worker_threads';
import { CommitEach, GroupCommit, type Commits } from './group-commit';
import { COLLECTIONS, type CollectionName, type LookupField, type StoredRecord } from './collections';
import { jsonPath, openDatabase, prepare, tableOf, type Db, type Statement } from './database';
import { readStateFile, type StateV2, type StoredResponse } from './legacy-state';
import type { Intent } from '../model/intent-types';

export type { StoredResponse } from './legacy-state';

export interface StoreChange {
  /** Shorthand for one record in `intents`. */
  readonly intent?: Intent;
  readonly records?: ReadonlyArray<{ readonly collection: CollectionName; readonly record: StoredRecord }>;
  readonly removals?: ReadonlyArray<{ readonly collection: CollectionName; readonly id: string }>;
  readonly response?: { readonly key: string; readonly value: StoredResponse };
}

export interface OpenOptions {
  readonly log?: (line: string) => void;
  /**
   * A JSON state file of the previous format to import when `file` does not exist
   * yet (`npm start` moved its default from a .json to a .db file).
   */
  readonly legacyFile?: string;
}

/**
 * Called for each record a write stores, with the record as it was before (none when
 * new); the records it returns are stored in the same transaction (webhooks/events.ts
 * records an event for a payment that changed status, so an event is never lost nor
 * made for a change that rolled back). Not called for the records it returns.
 */
export type WriteObserver = (
  collection: CollectionName,
  before: StoredRecord | undefined,
  after: StoredRecord,
) => ReadonlyArray<{ readonly collection: CollectionName; readonly record: StoredRecord }>;

interface Statements {
  readonly get: Statement;
  readonly has: Statement;
  readonly all: Statement;
  readonly count: Statement;
  readonly put: Statement;
  readonly remove: Statement;
}

/** How often the write-ahead log is copied into the database file. */
const CHECKPOINT_INTERVAL_MS = 1000;
/** SQLite's own default, for when the checkpointer is gone. */
const AUTO_CHECKPOINT_PAGES = 1000;

/** A record's key among a transaction's documents: no collection name holds a NUL, so the first one ends it. */
function readKey(collection: CollectionName, id: string): string {
  return `${collection}\0${id}`;
}

export class SandboxStore {
  readonly file: string | null;
  private readonly db: Db;
  private readonly statements = new Map<CollectionName, Statements>();
  private readonly lookups = new Map<string, Statement>();
  private readonly getResponseStatement: Statement;
  private readonly putResponseStatement: Statement;
  /** On a file, the turn's transactions committed as one; in memory, each at once. */
  private readonly commits: Commits;
  /** Depth of nested `transaction` calls: only the outermost begins and commits. */
  private depth = 0;
  /**
   * Inside a transaction, each record's document as this connection last read or wrote it
   * (`null`: none), by `readKey`: a request reads its intent, the clock and what it is about
   * to write more than once, and only this connection can write until the transaction ends
   * (BEGIN IMMEDIATE), so a second read needs no statement. Emptied when the transaction ends.
   */
  private readonly transactionDocs = new Map<string, string | null>();
  /** Checkpoints the file's write-ahead log off the request thread (checkpointer.js). */
  private readonly checkpointer: Worker | null;
  private closing = false;
  private readonly observers: WriteObserver[] = [];
  private closed: Promise<void> = Promise.resolve();

  private constructor(file: string | null, db: Db) {
    this.file = file;
    this.db = db;
    this.checkpointer = file === null ? null : this.startCheckpointer(file);
    for (const name of COLLECTIONS) {
      const table = tableOf(name);
      this.statements.set(name, {
        get: prepare(db, `SELECT doc FROM ${table} WHERE id = ?`),
        has: prepare(db, `SELECT 1 AS found FROM ${table} WHERE id = ?`),
        all: prepare(db, `SELECT doc FROM ${table}`),
        count: prepare(db, `SELECT COUNT(*) AS n FROM ${table}`),
        put: prepare(db, `INSERT INTO ${table} (id, doc) VALUES (?, ?) ON CONFLICT(id) DO UPDATE SET doc = excluded.doc`),
        remove: prepare(db, `DELETE FROM ${table} WHERE id = ?`),
      });
    }
    this.getResponseStatement = prepare(db, 'SELECT doc FROM responses WHERE key = ?');
    this.putResponseStatement = prepare(db, 'INSERT INTO responses (key, doc) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET doc = excluded.doc');
    this.commits = file === null ? new CommitEach(db) : new GroupCommit(db);
  }

  /** In memory only: nothing is read or written. */
  static memory(): SandboxStore {
    return new SandboxStore(
      null,
      openDatabase(':memory:', () => undefined),
    );
  }

  /**
   * Opens the database at `file`, creating it if needed. A JSON state file of the
   * previous format (at `file` itself, or at `legacyFile` when `file` is new) is
   * imported once and kept as `<json>.bak`; a corrupt file is moved aside and
   * reported through `log` on one line.
   */
  static async open(file: string, opts: OpenOptions = {}): Promise<SandboxStore> {
    const log = opts.log ?? ((line: string) => console.warn(line));
    let legacy: { readonly state: StateV2; readonly from: string } | null = null;
    if (isForeignFile(file)) {
      const state = await readStateFile(file, log);
      if (state) legacy = { state, from: file };
    } else if (opts.legacyFile !== undefined && !existsSync(file) && existsSync(opts.legacyFile)) {
      const state = await readStateFile(opts.legacyFile, log);
      if (state) legacy = { state, from: opts.legacyFile };
    }
    if (legacy) {
      SandboxStore.importInto(file, legacy.state, log);
      renameSync(legacy.from, `${legacy.from}.bak`);
      renameSync(`${file}.importing`, file);
      log(`sandbox: imported the JSON state file ${legacy.from} into ${file}; the JSON file is kept as ${legacy.from}.bak`);
    }
    return new SandboxStore(file, openDatabase(file, log));
  }

  /**
   * Writes `state` into a new database at `<file>.importing` and closes it, so the
   * JSON file is renamed only once its records are safely in a complete database: a
   * crash half way leaves the JSON file where it was, to be imported on the next start.
   */
  private static importInto(file: string, state: StateV2, log: (line: string) => void): void {
    const staging = `${file}.importing`;
    for (const path of [staging, `${staging}-wal`, `${staging}-shm`]) rmSync(path, { force: true });
    // No file name: a staging database needs no checkpointer.
    const store = new SandboxStore(null, openDatabase(staging, log));
    store.importState(state);
    // Everything into the file itself, so the file alone can be renamed into place.
    store.db.pragma('wal_checkpoint(TRUNCATE)');
    void store.close();
    for (const path of [`${staging}-wal`, `${staging}-shm`]) rmSync(path, { force: true });
  }

  /** The record's type is the caller's: each collection's owner module names it. */
  get<T extends StoredRecord>(collection: CollectionName, id: string): T | undefined {
    const doc = this.docOf(collection, id);
    return doc === null ? undefined : (JSON.parse(doc) as T);
  }

  /** Whether the record is there, without reading (or parsing) its document. */
  has(collection: CollectionName, id: string): boolean {
    if (this.depth > 0) {
      const known = this.transactionDocs.get(readKey(collection, id));
      if (known !== undefined) return known !== null;
    }
    return this.statementsOf(collection).has.get(id) !== undefined;
  }

  list<T extends StoredRecord>(collection: CollectionName): T[] {
    return (this.statementsOf(collection).all.all() as Array<{ doc: string }>).map((row) => JSON.parse(row.doc) as T);
  }

  /** The records whose `field` (a lookup of collections.ts, so indexed) equals `value`. */
  findBy<C extends CollectionName, T extends StoredRecord>(collection: C, field: LookupField<C>, value: string): T[] {
    const key = `${collection}:${field}`;
    let statement = this.lookups.get(key);
    if (statement === undefined) {
      statement = prepare(this.db, `SELECT doc FROM ${tableOf(collection)} WHERE json_extract(doc, ${jsonPath(field)}) = ?`);
      this.lookups.set(key, statement);
    }
    return (statement.all(value) as Array<{ doc: string }>).map((row) => JSON.parse(row.doc) as T);
  }

  count(collection: CollectionName): number {
    return (this.statementsOf(collection).count.get() as { n: number }).n;
  }

  getIntent(id: string): Intent | undefined {
    return this.get<Intent>('intents', id);
  }

  get intentCount(): number {
    return this.count('intents');
  }

  getResponse(key: string): StoredResponse | undefined {
    const row = this.getResponseStatement.get(key) as { doc: string } | undefined;
    return row ? (JSON.parse(row.doc) as StoredResponse) : undefined;
  }

  /**
   * Runs `fn` as one transaction: every write inside it (`write`, `commit`) lands
   * together or, when `fn` throws, not at all. `fn` must not await: the connection is
   * shared, so the transaction has to end in this turn. On a file it is committed with
   * the rest of the turn's transactions (`settled` says when).
   */
  transaction<T>(fn: () => T): T {
    if (this.depth > 0) return fn();
    this.depth++;
    try {
      return this.commits.run(fn);
    } finally {
      this.depth--;
      this.transactionDocs.clear();
    }
  }

  /** Where a request stands among the commits: pass it to `settled` once answered. */
  mark(): number {
    return this.commits.mark();
  }

  /**
   * Resolves once what was written since `mark` (and read of others' writes) is committed,
   * rejects if that failed; undefined when there is nothing to wait for.
   */
  settled(mark: number): Promise<void> | undefined {
    return this.commits.settled(mark);
  }

  /** `observer` sees every record written from now on (see WriteObserver). */
  observe(observer: WriteObserver): void {
    this.observers.push(observer);
  }

  /** Applies the change in one transaction (or in the caller's, inside `transaction`). */
  write(change: StoreChange): void {
    this.transaction(() => {
      if (change.intent) this.observedPut('intents', change.intent);
      for (const { collection, record } of change.records ?? []) this.observedPut(collection, record);
      for (const { collection, id } of change.removals ?? []) {
        this.statementsOf(collection).remove.run(id);
        this.transactionDocs.set(readKey(collection, id), null);
      }
      if (change.response) this.putResponseStatement.run(change.response.key, JSON.stringify(change.response.value));
    });
  }

  /** `write`, as a promise: resolves once the change is committed, rejects if it could not be. */
  commit(change: StoreChange): Promise<void> {
    try {
      const mark = this.mark();
      this.write(change);
      return this.settled(mark) ?? Promise.resolve();
    } catch (err) {
      return Promise.reject(err);
    }
  }

  /** Copies the write-ahead log into the database file, so the file alone holds every commit. */
  async flush(): Promise<void> {
    this.commits.commitNow();
    if (this.file !== null && this.db.open) this.db.pragma('wal_checkpoint(TRUNCATE)');
  }

  /** Closes the database; resolves once the checkpointer has closed its own connection too. */
  close(): Promise<void> {
    if (this.closing) return this.closed;
    this.closing = true;
    const worker = this.checkpointer;
    this.closed = worker === null ? Promise.resolve() : new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    // Held again until it has stopped: a caller awaiting this keeps the process alive.
    worker?.ref();
    worker?.postMessage('stop');
    this.commits.commitNow();
    if (this.db.open) this.db.close();
    return this.closed;
  }

  private startCheckpointer(file: string): Worker {
    const worker = new Worker(new URL('./checkpointer.js', import.meta.url), { workerData: { file, intervalMs: CHECKPOINT_INTERVAL_MS } });
    // A store left open (a test's) must not keep the process alive.
    worker.unref();
    // Without the checkpointer the log would only grow: SQLite checkpoints in the requests again.
    const fallBack = (): void => {
      if (this.db.open && !this.closing) this.db.pragma(`wal_autocheckpoint = ${AUTO_CHECKPOINT_PAGES}`);
    };
    worker.once('error', fallBack);
    worker.once('exit', fallBack);
    return worker;
  }

  private observedPut(collection: CollectionName, record: StoredRecord): void {
    const before = this.observers.length === 0 ? undefined : this.get(collection, record.id);
    this.put(collection, record);
    for (const observer of this.observers) {
      for (const extra of observer(collection, before, record)) this.put(extra.collection, extra.record);
    }
  }

  private put(collection: CollectionName, record: StoredRecord): void {
    const doc = JSON.stringify(record);
    this.statementsOf(collection).put.run(record.id, doc);
    if (this.depth > 0) this.transactionDocs.set(readKey(collection, record.id), doc);
  }

  /** The record's JSON document (`null`: none), from this transaction's reads and writes when it has it. */
  private docOf(collection: CollectionName, id: string): string | null {
    const key = readKey(collection, id);
    if (this.depth > 0) {
      const known = this.transactionDocs.get(key);
      if (known !== undefined) return known;
    }
    const row = this.statementsOf(collection).get.get(id) as { doc: string } | undefined;
    const doc = row ? row.doc : null;
    if (this.depth > 0) this.transactionDocs.set(key, doc);
    return doc;
  }

  private statementsOf(collection: CollectionName): Statements {
    const statements = this.statements.get(collection);
    if (!statements) throw new Error(`sandbox: unknown collection ${collection}`);
    return statements;
  }

  private importState(state: StateV2): void {
    this.transaction(() => {
      for (const name of COLLECTIONS) {
        for (const record of Object.values(state.collections[name])) this.put(name, record);
      }
      for (const [key, value] of Object.entries(state.responses)) this.putResponseStatement.run(key, JSON.stringify(value));
    });
  }
}
