/**
 * The kinds of record the sandbox keeps. Each collection is a map from id to a
 * JSON record; its TypeScript type lives with the routes that own it.
 */
export const COLLECTIONS = [
  'intents',
  'customers',
  'payment_methods',
  // What decides a saved card's payments (customers/card-outcome.ts): never answered by a route.
  'card_outcomes',
  'consents',
  'links',
  'quotes',
  'sessions',
  'logs',
  'metrics',
  'webhooks',
  // The account's registered origins (account/registered-origins.ts), keyed by the origin.
  'registered_origins',
  // Single-use stand-ins for a client secret in a whole-tab address (handoffs/handoffs.ts).
  'handoffs',
  // Webhooks to the merchant (webhooks/): its endpoints, the events, and one delivery per event and endpoint.
  'webhook_endpoints',
  'webhook_events',
  'webhook_deliveries',
  // Refunds of paid intents (refunds/), looked up by their intent.
  'refunds',
  // The test clock's offset from the wall clock (core/clock.ts): one record.
  'clock',
] as const;

export type CollectionName = (typeof COLLECTIONS)[number];

export interface StoredRecord {
  readonly id: string;
}

/**
 * Every field a route looks records up by (a dot path into the JSON document),
 * per collection. Each gets an index, so a lookup costs the same at 100,000
 * records as at 10; `SandboxStore.findBy` accepts these fields only.
 */
export const LOOKUPS = {
  customers: ['merchant_customer_id'],
  payment_methods: ['customer_id'],
  consents: ['customer_id', 'payment_method.id'],
  links: ['code'],
  sessions: ['payment_attempt_id', 'attempt_id'],
  webhook_deliveries: ['status', 'event_id'],
  refunds: ['payment_intent_id'],
} as const satisfies { readonly [C in CollectionName]?: readonly string[] };

export type LookupField<C extends CollectionName> = C extends keyof typeof LOOKUPS ? (typeof LOOKUPS)[C][number] : never;
