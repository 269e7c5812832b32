// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { internationalNumber } from './calling-codes';
import { useCallingCodes } from './use-calling-codes';

const logged: unknown[][] = [];
vi.mock('../../../platform/telemetry', () => ({ logEvent: (...args: unknown[]) => void logged.push(args) }));

describe('the phone field’s country calling codes (spec §8)', () => {
  afterEach(() => {
    logged.length = 0;
  });

  it('lists the countries of spec §5 with their codes, named and sorted in the shopper’s language', async () => {
    const { result } = renderHook(() => useCallingCodes('de'));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    if (result.current.status !== 'ready') return;
    const { options } = result.current;
    expect(options).toContainEqual({ region: 'GB', code: '44', name: 'Vereinigtes Königreich' });
    expect(options).toContainEqual({ region: 'DE', code: '49', name: 'Deutschland' });
    expect(options.length).toBeGreaterThan(200);
    const names = options.map((option) => option.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
    expect(logged).toEqual([]);
  });

  it('logs onGetCountryCallingCodeError when the codes cannot be loaded, or come back empty', async () => {
    const broken = () => Promise.reject(new Error('ChunkLoadError'));
    const failed = renderHook(() => useCallingCodes('en', broken));
    await waitFor(() => expect(failed.result.current.status).toBe('failed'));
    const empty = () => import('./calling-codes').then((module) => ({ ...module, callingCodes: () => [] }));
    const none = renderHook(() => useCallingCodes('en', empty));
    await waitFor(() => expect(none.result.current.status).toBe('failed'));
    expect(logged).toEqual([
      ['onGetCountryCallingCodeError', 'error', { error: 'Error: ChunkLoadError' }],
      ['onGetCountryCallingCodeError', 'error', { error: 'Error: no country calling codes' }],
    ]);
  });

  it('makes a number typed without + international in the chosen country’s plan', () => {
    expect(internationalNumber('020 7946 0958', 'GB')).toBe('+442079460958');
    expect(internationalNumber('06 1234 5678', 'IT')).toBe('+390612345678');
    expect(internationalNumber(' +1 415 555 0100 ', 'GB')).toBe('+1 415 555 0100');
    expect(internationalNumber('', 'GB')).toBe('');
    expect(internationalNumber('12345', 'ZZ')).toBe('12345');
  });
});
