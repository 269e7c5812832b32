/**
 * The phone field's country calling codes: libphonenumber-js's (calling-codes.ts, its
 * own chunk, loaded with spec §9's chunk retry) for the countries of spec §5's list,
 * named in the shopper's language (`Intl.DisplayNames`, platform/lib/countries.ts) and
 * sorted as that language sorts. A list that cannot be loaded or derived is spec §8's
 * onGetCountryCallingCodeError, logged; the field then takes the number as typed, with its `+`.
 */
import { useEffect, useMemo, useState } from 'react';
import { countryOptions } from '../../../platform/lib/countries';
import { importWithRetry } from '../../../platform/lib/import-with-retry';
import { logEvent } from '../../../platform/telemetry';

type CallingCodesModule = typeof import('./calling-codes');

export interface CallingCodeOption {
  readonly region: string;
  readonly code: string;
  readonly name: string;
}

export type CallingCodes =
  | { readonly status: 'loading' | 'failed' }
  | {
      readonly status: 'ready';
      readonly options: readonly CallingCodeOption[];
      readonly international: CallingCodesModule['internationalNumber'];
    };

const loadCallingCodes = (): Promise<CallingCodesModule> => importWithRetry(() => import('./calling-codes'));

interface Loaded {
  readonly codes: ReadonlyMap<string, string>;
  readonly international: CallingCodesModule['internationalNumber'];
}

export function useCallingCodes(language: string, load: () => Promise<CallingCodesModule> = loadCallingCodes): CallingCodes {
  const [loaded, setLoaded] = useState<Loaded | 'loading' | 'failed'>('loading');
  useEffect(() => {
    let live = true;
    const failed = (error: unknown) => {
      logEvent('onGetCountryCallingCodeError', 'error', { error: String(error) });
      if (live) setLoaded('failed');
    };
    load()
      .then((module) => {
        const codes = new Map(module.callingCodes().map(({ region, code }) => [region, code]));
        if (codes.size === 0) return failed(new Error('no country calling codes'));
        if (live) setLoaded({ codes, international: module.internationalNumber });
      })
      .catch(failed);
    return () => {
      live = false;
    };
  }, [load]);

  return useMemo((): CallingCodes => {
    if (typeof loaded === 'string') return { status: loaded };
    const options = countryOptions(language).flatMap(({ code: region, name }) => {
      const code = loaded.codes.get(region);
      return code ? [{ region, code, name }] : [];
    });
    return { status: 'ready', options, international: loaded.international };
  }, [loaded, language]);
}
