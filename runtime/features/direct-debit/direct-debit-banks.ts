/**
 * GET /pa/direct_debit_banks?country_code=… (docs/sandbox/links-and-helpers.md): the
 * banks of a country's direct-debit scheme, each with its bank code (routing number,
 * sort code, BSB prefix or BIC). Read from untrusted JSON: an item without a string
 * code and name is left out. One request per country for the page's life; a failed
 * one is forgotten, so a later look may ask again.
 */
import { isRecord } from '../../../protocol';
import type { ApiClient } from '../../platform/api/client';

export interface DirectDebitBank {
  readonly bankCode: string;
  readonly name: string;
}

const lists = new Map<string, Promise<readonly DirectDebitBank[]>>();

export function listDirectDebitBanks(client: ApiClient, country: string): Promise<readonly DirectDebitBank[]> {
  const key = country.toUpperCase();
  let list = lists.get(key);
  if (!list) {
    list = client.request<unknown>('GET', `/pa/direct_debit_banks?country_code=${encodeURIComponent(key)}`).then(readBanks);
    list.catch(() => lists.delete(key));
    lists.set(key, list);
  }
  return list;
}

function readBanks(answer: unknown): readonly DirectDebitBank[] {
  const items = isRecord(answer) && Array.isArray(answer.items) ? answer.items : [];
  return items.flatMap((item): DirectDebitBank[] =>
    isRecord(item) && typeof item.bank_code === 'string' && item.bank_code !== '' && typeof item.name === 'string' && item.name !== ''
      ? [{ bankCode: item.bank_code, name: item.name.slice(0, 80) }]
      : [],
  );
}

/**
 * The bank a typed code belongs to: the listed code it starts with, the longest
 * first (a US routing number or UK sort code matches whole; an Australian BSB by
 * its bank's prefix, `062` Commonwealth Bank for `062-000`).
 */
export function bankForCode(banks: readonly DirectDebitBank[], code: string): DirectDebitBank | null {
  return banks.filter((bank) => code.startsWith(bank.bankCode)).sort((a, b) => b.bankCode.length - a.bankCode.length)[0] ?? null;
}

/** Forgets every list (tests). */
export function forgetBankLists(): void {
  lists.clear();
}
