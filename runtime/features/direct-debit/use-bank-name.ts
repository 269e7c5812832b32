import { useEffect, useState } from 'react';
import { bankForCode, listDirectDebitBanks } from './direct-debit-banks';
import { useElementFrame } from '../../host';

/**
 * The name of the bank a complete, valid bank code belongs to (the country's list
 * from `pa/direct_debit_banks`), so the shopper sees they typed the right one; null
 * while the code is unfinished, unknown, or the list could not be had (a failed list
 * never stops the form: the name is only a confirmation).
 */
export function useBankName(country: string | null, code: string | null): string | null {
  const { api } = useElementFrame();
  const [found, setFound] = useState<{ readonly code: string; readonly name: string | null } | null>(null);
  useEffect(() => {
    if (!api || !country || !code) return;
    let live = true;
    api()
      .then((client) => listDirectDebitBanks(client, country))
      .then(
        (banks) => live && setFound({ code, name: bankForCode(banks, code)?.name ?? null }),
        () => live && setFound({ code, name: null }),
      );
    return () => {
      live = false;
    };
  }, [api, country, code]);
  return found && found.code === code ? found.name : null;
}
