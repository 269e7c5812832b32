/**
 * Append-only, bounded collections (telemetry logs and metrics, received webhooks):
 * each record has a sequence number; past MAX_RECORDS_PER_KIND the oldest are
 * removed in the same commit that adds the newest. Callers hold the collection's
 * lock (`collectionLockKey`) while planning and committing, so numbers never clash.
 */
import type { CollectionName } from './collections';
import type { SandboxStore } from './store';

export const MAX_RECORDS_PER_KIND = 1000;

export interface Sequenced {
  readonly id: string;
  readonly seq: number;
  readonly name: string;
}

export type BoundedCollection = Extract<CollectionName, 'logs' | 'metrics' | 'webhooks'>;

export function collectionLockKey(collection: BoundedCollection): string {
  return `collection:${collection}`;
}

function oldestFirst<T extends Sequenced>(store: SandboxStore, collection: BoundedCollection): T[] {
  return store.list<T>(collection).sort((a, b) => a.seq - b.seq);
}

export interface AppendPlan {
  /** Sequence numbers for the new records, in order. */
  readonly seqs: readonly number[];
  readonly removals: ReadonlyArray<{ readonly collection: BoundedCollection; readonly id: string }>;
}

/** Numbers for `count` new records and the oldest records to drop so the newest `max` remain. */
export function planAppend(store: SandboxStore, collection: BoundedCollection, count: number, max = MAX_RECORDS_PER_KIND): AppendPlan {
  const existing = oldestFirst(store, collection);
  const last = existing.reduce((m, r) => Math.max(m, Number.isFinite(r.seq) ? r.seq : 0), 0);
  const seqs = Array.from({ length: count }, (_, i) => last + 1 + i);
  const excess = Math.max(0, existing.length + count - max);
  const removals = existing.slice(0, excess).map((r) => ({ collection, id: r.id }));
  return { seqs, removals };
}

export function listByName<T extends Sequenced>(store: SandboxStore, collection: BoundedCollection, name: string | null): T[] {
  const all = oldestFirst<T>(store, collection);
  return name === null ? all : all.filter((r) => r.name === name);
}

/** Removes every record (or every record with `name`); returns how many. */
export async function clearByName(store: SandboxStore, collection: BoundedCollection, name: string | null): Promise<number> {
  const doomed = listByName(store, collection, name);
  if (doomed.length > 0) await store.commit({ removals: doomed.map((r) => ({ collection, id: r.id })) });
  return doomed.length;
}
