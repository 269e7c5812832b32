/**
 * The kinds of record the sandbox keeps. Each collection is a map from id to a
 * JSON record; its TypeScript type lives with the routes that own it.
 */
export const COLLECTIONS = [
  'intents',
  'customers',
  'payment_methods',
  'consents',
  'links',
  'quotes',
  'sessions',
  'logs',
  'metrics',
  'webhooks',
] as const;

export type CollectionName = (typeof COLLECTIONS)[number];

export interface StoredRecord {
  readonly id: string;
}

export function isCollectionName(value: unknown): value is CollectionName {
  return typeof value === 'string' && (COLLECTIONS as readonly string[]).includes(value);
}
