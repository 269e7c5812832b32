/**
 * The transactions of one turn of the event loop, committed as one SQLite transaction
 * (a group commit): each runs in a savepoint of it (the first directly: there is
 * nothing else to keep when it fails), rolled back alone when it throws, and the whole
 * is committed once, right after the turn. A commit writes every page it changed to
 * the write-ahead log, two writes a page, so a commit of its own cost a request more
 * than its statements did (the confirm bench, 2026-12-06: 140–175 µs a commit, 29
 * requests a turn at 50 clients). Whoever answers for a write waits for its commit:
 * `mark()` before, `settled(mark)` after; a commit that fails rejects every waiter.
 */
import type { Db, Statement } from './database';
import { prepare } from './database';

interface Batch {
  readonly id: number;
  readonly done: Promise<void>;
  readonly resolve: () => void;
  readonly reject: (err: unknown) => void;
  /** Transactions that have run in it so far. */
  joined: number;
}

/**
 * The groups of this process with a batch open: before one takes the file's write lock, the
 * others commit theirs (two stores on one file in one thread would otherwise wait on each other).
 */
const open = new Set<GroupCommit>();

/** How a store commits its transactions (`SandboxStore.transaction`): each at once, or a turn's together. */
export interface Commits {
  /** Runs `fn` (which must not await) as one transaction; its writes are taken back if it throws. */
  run<T>(fn: () => T): T;
  /** Where a request stands among the commits: pass it to `settled` once answered. */
  mark(): number;
  /** Resolves once what was written since `mark` is committed, rejects if that failed; undefined: nothing to wait for. */
  settled(mark: number): Promise<void> | undefined;
  /** Commits what is still open. */
  commitNow(): void;
}

/** Each transaction committed at once (an in-memory store's): nothing is ever left to wait for. */
export class CommitEach implements Commits {
  private readonly begin: Statement;
  private readonly commit: Statement;
  private readonly rollback: Statement;

  constructor(private readonly db: Db) {
    // IMMEDIATE: the write lock is taken at the start, so a transaction never fails half way
    // for a lock another connection (a second store on the same file) holds.
    this.begin = prepare(db, 'BEGIN IMMEDIATE');
    this.commit = prepare(db, 'COMMIT');
    this.rollback = prepare(db, 'ROLLBACK');
  }

  run<T>(fn: () => T): T {
    this.begin.run();
    try {
      const result = fn();
      if (result instanceof Promise) throw new Error('sandbox: a store transaction cannot await');
      this.commit.run();
      return result;
    } catch (err) {
      // SQLite may have rolled back already (a full disk does); then there is nothing to undo.
      if (this.db.inTransaction) this.rollback.run();
      throw err;
    }
  }

  mark(): number {
    return 0;
  }

  settled(): undefined {
    return undefined;
  }

  commitNow(): void {}
}

export class GroupCommit implements Commits {
  private readonly begin: Statement;
  private readonly commit: Statement;
  private readonly rollback: Statement;
  private readonly savepoint: Statement;
  private readonly release: Statement;
  private readonly rollbackTo: Statement;
  private batch: Batch | null = null;
  /** Batches opened so far: the next one's id. */
  private opened = 0;
  /** The ids of the last batches whose commit failed. */
  private readonly failedBatches: number[] = [];

  constructor(private readonly db: Db) {
    // IMMEDIATE: the write lock is taken at the start, so no transaction fails half way
    // for a lock another connection (a second store on the same file) holds.
    this.begin = prepare(db, 'BEGIN IMMEDIATE');
    this.commit = prepare(db, 'COMMIT');
    this.rollback = prepare(db, 'ROLLBACK');
    this.savepoint = prepare(db, 'SAVEPOINT request');
    this.release = prepare(db, 'RELEASE request');
    this.rollbackTo = prepare(db, 'ROLLBACK TO request');
  }

  /** Runs `fn` (which must not await) in this turn's batch; its writes are taken back if it throws. */
  run<T>(fn: () => T): T {
    const batch = this.openBatch();
    const inSavepoint = batch.joined > 0;
    if (inSavepoint) this.savepoint.run();
    batch.joined++;
    try {
      const result = fn();
      if (result instanceof Promise) throw new Error('sandbox: a store transaction cannot await');
      if (inSavepoint) this.release.run();
      return result;
    } catch (err) {
      this.undo(batch, inSavepoint, err);
      throw err;
    }
  }

  /**
   * Where a request stands among the batches: pass it to `settled` once answered. Everything
   * the request writes, or reads of others' writes, from now on is in a batch from this one on.
   */
  mark(): number {
    return this.batch === null ? this.opened : this.batch.id;
  }

  /**
   * Resolves once every batch from `mark` to the one open now has committed, rejects if one
   * of them failed; undefined when there is nothing to wait for (most calls: no await then).
   */
  settled(mark: number): Promise<void> | undefined {
    const batch = this.batch;
    if (batch !== null && batch.id >= mark) return batch.done.then(() => this.failure(mark, batch.id));
    return this.failedBatches.some((id) => id >= mark) ? this.failure(mark, this.opened) : undefined;
  }

  /** Commits the open batch now (it is also committed right after the turn that opened it). */
  commitNow(): void {
    const batch = this.batch;
    if (batch === null) return;
    this.close(batch);
    try {
      if (this.db.open && this.db.inTransaction) this.commit.run();
      batch.resolve();
    } catch (err) {
      if (this.db.open && this.db.inTransaction) this.rollback.run();
      this.failed(batch, err);
    }
  }

  private openBatch(): Batch {
    if (this.batch !== null) return this.batch;
    for (const other of open) other.commitNow();
    this.begin.run();
    let resolve!: () => void;
    let reject!: (err: unknown) => void;
    const done = new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    // Waiters hear of a failure through `settled`; nobody has to be listening.
    done.catch(() => undefined);
    const batch: Batch = { id: this.opened++, done, resolve, reject, joined: 0 };
    this.batch = batch;
    open.add(this);
    setImmediate(() => {
      if (this.batch === batch) this.commitNow();
    });
    return batch;
  }

  /** Takes back what a failed transaction wrote: its savepoint, or the batch when it was alone in it. */
  private undo(batch: Batch, inSavepoint: boolean, err: unknown): void {
    if (!this.db.inTransaction) {
      // SQLite rolled the whole transaction back (a full disk can): every write of the batch is gone.
      this.close(batch);
      this.failed(batch, err);
    } else if (inSavepoint) {
      this.rollbackTo.run();
      this.release.run();
    } else {
      // The batch's first transaction: nothing else is in it yet.
      this.rollback.run();
      this.close(batch);
      batch.resolve();
    }
  }

  private close(batch: Batch): void {
    if (this.batch !== batch) return;
    this.batch = null;
    open.delete(this);
  }

  private failed(batch: Batch, err: unknown): void {
    this.failedBatches.push(batch.id);
    // Failures are rare (a full disk); the last few are enough for the requests still waiting.
    if (this.failedBatches.length > 64) this.failedBatches.shift();
    batch.reject(err);
  }

  /** Rejects when a batch from `from` to `to` failed to commit. */
  private failure(from: number, to: number): Promise<void> {
    const failed = this.failedBatches.some((id) => id >= from && id <= to);
    return failed ? Promise.reject(new Error('sandbox: a state write failed to commit')) : Promise.resolve();
  }
}
