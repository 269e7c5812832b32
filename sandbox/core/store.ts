/**
 * Every sandbox record (intents, customers, consents, links, …) and the recorded
 * idempotent responses: Maps in memory, optionally mirrored to a JSON state file
 * after every change. `SandboxStore.open(file)` resumes from that file;
 * `SandboxStore.memory()` is the variant for tests.
 */
import { COLLECTIONS, type CollectionName, type StoredRecord } from './collections';
import { readStateFile, writeFileAtomic, type StateV2, type StoredResponse } from './state-file';
import type { Intent } from '../model/intent-types';

export type { StoredResponse } from './state-file';

export interface StoreChange {
  /** Shorthand for one record in `intents`. */
  readonly intent?: Intent;
  readonly records?: ReadonlyArray<{ readonly collection: CollectionName; readonly record: StoredRecord }>;
  readonly removals?: ReadonlyArray<{ readonly collection: CollectionName; readonly id: string }>;
  readonly response?: { readonly key: string; readonly value: StoredResponse };
}

export class SandboxStore {
  readonly file: string | null;
  private readonly collections = new Map<CollectionName, Map<string, StoredRecord>>(
    COLLECTIONS.map((name) => [name, new Map<string, StoredRecord>()]),
  );
  private readonly responses = new Map<string, StoredResponse>();
  private writing: Promise<void> = Promise.resolve();
  /** The next write, queued but not yet serialising: later commits ride on it. */
  private queued: Promise<void> | null = null;

  private constructor(file: string | null, state: StateV2 | null) {
    this.file = file;
    if (state) {
      for (const name of COLLECTIONS) {
        for (const [id, record] of Object.entries(state.collections[name])) this.map(name).set(id, record);
      }
      for (const [key, value] of Object.entries(state.responses)) this.responses.set(key, value);
    }
  }

  /** In memory only: nothing is read or written. */
  static memory(): SandboxStore {
    return new SandboxStore(null, null);
  }

  /** Loads `file` if present (a corrupt one is moved aside and reported through `log`). */
  static async open(file: string, opts: { log?: (line: string) => void } = {}): Promise<SandboxStore> {
    const log = opts.log ?? ((line: string) => console.warn(line));
    return new SandboxStore(file, await readStateFile(file, log));
  }

  /** The record's type is the caller's: each collection's owner module names it. */
  get<T extends StoredRecord>(collection: CollectionName, id: string): T | undefined {
    return this.map(collection).get(id) as T | undefined;
  }

  list<T extends StoredRecord>(collection: CollectionName): T[] {
    return [...this.map(collection).values()] as T[];
  }

  count(collection: CollectionName): number {
    return this.map(collection).size;
  }

  getIntent(id: string): Intent | undefined {
    return this.get<Intent>('intents', id);
  }

  get intentCount(): number {
    return this.count('intents');
  }

  getResponse(key: string): StoredResponse | undefined {
    return this.responses.get(key);
  }

  /** Applies the change in memory at once, then resolves when it is on disk. */
  commit(change: StoreChange): Promise<void> {
    if (change.intent) this.map('intents').set(change.intent.id, change.intent);
    for (const { collection, record } of change.records ?? []) this.map(collection).set(record.id, record);
    for (const { collection, id } of change.removals ?? []) this.map(collection).delete(id);
    if (change.response) this.responses.set(change.response.key, change.response.value);
    return this.persist();
  }

  /** Resolves when every write started so far has finished. */
  async flush(): Promise<void> {
    await this.writing;
  }

  private map(collection: CollectionName): Map<string, StoredRecord> {
    const map = this.collections.get(collection);
    if (!map) throw new Error(`sandbox: unknown collection ${collection}`);
    return map;
  }

  private persist(): Promise<void> {
    const file = this.file;
    if (file === null) return Promise.resolve();
    // A write serialises the state as it is when it starts, so every change made
    // before then is in it. Writes never overlap; commits that arrive while one is
    // running share the single write queued behind it, so under load the file is
    // rewritten once per batch, not once per request.
    if (this.queued) return this.queued;
    const run = this.writing.then(() => {
      this.queued = null;
      return writeFileAtomic(file, this.serialise());
    });
    this.queued = run;
    this.writing = run.catch(() => undefined);
    return run;
  }

  private serialise(): string {
    const state: StateV2 = {
      version: 2,
      collections: Object.fromEntries(COLLECTIONS.map((name) => [name, Object.fromEntries(this.map(name))])) as StateV2['collections'],
      responses: Object.fromEntries(this.responses),
    };
    return JSON.stringify(state);
  }
}

