/**
 * GET /api/v1/pa/config/payment_method_types (docs/sandbox/methods.md): the methods
 * the provider takes for a currency, a shopper's country and a mode, in its order.
 * Read from untrusted JSON: an item without a name or flows is left out.
 */
import { isCardBrand, isRecord, type CardBrand } from '../../../protocol';
import type { ApiClient } from '../../platform/api/client';

export interface AvailableMethod {
  readonly name: string;
  readonly flows: readonly string[];
  /** The card's schemes, in the provider's order for the country (spec §9). */
  readonly cardSchemes: readonly CardBrand[];
}

export interface MethodQuery {
  /** Absent: every currency's (recurring mode before the merchant named one). */
  readonly currency?: string;
  /** The shopper's country (ISO 3166 alpha-2); absent: every country's methods. */
  readonly country?: string;
  readonly mode: 'oneoff' | 'recurring';
}

export async function listPaymentMethodTypes(client: ApiClient, query: MethodQuery): Promise<AvailableMethod[]> {
  const params = new URLSearchParams({ transaction_mode: query.mode });
  if (query.currency) params.set('transaction_currency', query.currency);
  if (query.country) params.set('country_code', query.country);
  const answer = await client.request<unknown>('GET', `/api/v1/pa/config/payment_method_types?${params.toString()}`);
  const items = isRecord(answer) && Array.isArray(answer.items) ? answer.items : [];
  return items.flatMap((item): AvailableMethod[] => {
    if (!isRecord(item) || typeof item.name !== 'string' || !Array.isArray(item.flows) || item.active === false) return [];
    const schemes = Array.isArray(item.card_schemes) ? item.card_schemes : [];
    return [
      {
        name: item.name,
        flows: item.flows.filter((flow): flow is string => typeof flow === 'string'),
        cardSchemes: schemes.map((scheme) => (isRecord(scheme) ? scheme.name : null)).filter(isCardBrand),
      },
    ];
  });
}
