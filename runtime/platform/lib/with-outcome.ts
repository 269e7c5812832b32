/**
 * The merchant's page with the outcome added, as the provider's pages add it to a
 * return address: `intent_id` (or `consent_id`) and `status`. The merchant's server
 * reads the intent again; these only say which one.
 */
export function withOutcome(url: string, id: string, status: string, idName: 'intent_id' | 'consent_id' = 'intent_id'): string {
  const target = new URL(url);
  target.searchParams.set(idName, id);
  target.searchParams.set('status', status);
  return target.toString();
}
