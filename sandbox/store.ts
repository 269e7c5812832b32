/**
 * Intents and recorded idempotent responses: Maps in memory, optionally mirrored
 * to a JSON state file after every change. `IntentStore.open(file)` resumes from
 * that file; `IntentStore.memory()` is the variant for tests.
 */
import { readStateFile, writeFileAtomic, type StateV1, type StoredResponse } from './state-file';
import type { Intent } from './types';

export type { StoredResponse } from './state-file';

export interface StoreChange {
  readonly intent?: Intent;
  readonly response?: { readonly key: string; readonly value: StoredResponse };
}

export class IntentStore {
  readonly file: string | null;
  private readonly intents = new Map<string, Intent>();
  private readonly responses = new Map<string, StoredResponse>();
  private writing: Promise<void> = Promise.resolve();

  private constructor(file: string | null, state: StateV1 | null) {
    this.file = file;
    if (state) {
      for (const [id, intent] of Object.entries(state.intents)) this.intents.set(id, intent);
      for (const [key, value] of Object.entries(state.responses)) this.responses.set(key, value);
    }
  }

  /** In memory only: nothing is read or written. */
  static memory(): IntentStore {
    return new IntentStore(null, null);
  }

  /** Loads `file` if present (a corrupt one is moved aside and reported through `log`). */
  static async open(file: string, opts: { log?: (line: string) => void } = {}): Promise<IntentStore> {
    const log = opts.log ?? ((line: string) => console.warn(line));
    return new IntentStore(file, await readStateFile(file, log));
  }

  getIntent(id: string): Intent | undefined {
    return this.intents.get(id);
  }

  getResponse(key: string): StoredResponse | undefined {
    return this.responses.get(key);
  }

  get intentCount(): number {
    return this.intents.size;
  }

  /** Applies the change in memory at once, then resolves when it is on disk. */
  commit(change: StoreChange): Promise<void> {
    if (change.intent) this.intents.set(change.intent.id, change.intent);
    if (change.response) this.responses.set(change.response.key, change.response.value);
    return this.persist();
  }

  /** Resolves when every write started so far has finished. */
  async flush(): Promise<void> {
    await this.writing;
  }

  private persist(): Promise<void> {
    const file = this.file;
    if (file === null) return Promise.resolve();
    // Each write serialises the state as it is when the write starts, so the last
    // write always holds every change; writes never overlap.
    const run = this.writing.then(() => writeFileAtomic(file, this.serialise()));
    this.writing = run.catch(() => undefined);
    return run;
  }

  private serialise(): string {
    const state: StateV1 = {
      version: 1,
      intents: Object.fromEntries(this.intents),
      responses: Object.fromEntries(this.responses),
    };
    return JSON.stringify(state, null, 2);
  }
}
