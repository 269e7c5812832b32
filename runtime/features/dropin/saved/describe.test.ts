import { describe, expect, it } from 'vitest';
import type { SavedAccount, SavedCard } from './saved-methods';
import { cvcProblem, offeredMethods, savedDetail, savedTitle, spokenTitle } from './describe';

const t = (key: string, values: Record<string, string> = {}) => `${key}${Object.keys(values).length ? JSON.stringify(values) : ''}`;
const VISA: SavedCard = { kind: 'card', id: 'mtd_1', brand: 'visa', last4: '1111', expiryMonth: '12', expiryYear: '2029' };
const AMEX: SavedCard = { ...VISA, id: 'mtd_amex', brand: 'amex', last4: '0005' };
const ACH: SavedAccount = { kind: 'account', id: 'mtd_2', scheme: 'ach_direct_debit', holder: 'Ada Lovelace', last4: '6789', currency: 'USD', linked: null };
const LINKED: SavedAccount = { ...ACH, id: 'mtd_3', holder: null, last4: '0000', linked: { bankName: 'First Platypus Bank', accountName: 'Plaid Checking' } };
const NOW = new Date(2026, 10, 21);

describe('how a saved method reads', () => {
  it('titles a card by its brand and an account by its bank or scheme, masked to the last four', () => {
    expect(savedTitle(VISA, t)).toBe('Visa ••••\u00a01111');
    expect(savedTitle({ ...VISA, brand: null }, t)).toBe('dropin.method.card ••••\u00a01111');
    expect(savedTitle(ACH, t)).toBe('dropin.method.ach_direct_debit ••••\u00a06789');
    expect(savedTitle(LINKED, t)).toBe('First Platypus Bank ••••\u00a00000');
  });

  it('says the title aloud without the bullets', () => {
    expect(spokenTitle(VISA, t)).toBe('savedMethods.endingIn{"name":"Visa","last4":"1111"}');
  });

  it('puts the expiry under a card, the holder or linked account under an account', () => {
    expect(savedDetail(VISA, t)).toBe('savedMethods.expires{"date":"12/29"}');
    expect(savedDetail(ACH, t)).toBe('Ada Lovelace');
    expect(savedDetail(LINKED, t)).toBe('Plaid Checking');
  });
});

describe('cvcProblem', () => {
  it.each([
    ['', VISA, 'required'],
    ['12', VISA, 'incomplete'],
    ['123', VISA, null],
    ['123', AMEX, 'incomplete'],
    ['1234', AMEX, null],
    ['1234', VISA, 'incomplete'],
    ['12a', VISA, 'incomplete'],
  ] as const)('%j for %s', (cvc, card, problem) => {
    expect(cvcProblem(cvc, card.brand)).toBe(problem);
  });
});

describe('offeredMethods', () => {
  it("offers cards and the accounts in the intent's currency, in the order saved", () => {
    expect(offeredMethods([VISA, ACH, LINKED], { currency: 'USD', now: NOW }).map((m) => m.id)).toEqual(['mtd_1', 'mtd_2', 'mtd_3']);
    expect(offeredMethods([VISA, ACH], { currency: 'EUR', now: NOW }).map((m) => m.id)).toEqual(['mtd_1']);
  });

  it("keeps to the merchant's brands and methods, and leaves out an expired card", () => {
    expect(offeredMethods([VISA, AMEX], { currency: 'USD', brands: ['amex'], now: NOW }).map((m) => m.id)).toEqual(['mtd_amex']);
    expect(offeredMethods([VISA, ACH], { currency: 'USD', methods: ['ach_direct_debit'], now: NOW }).map((m) => m.id)).toEqual(['mtd_2']);
    expect(offeredMethods([{ ...VISA, expiryMonth: '10', expiryYear: '2026' }], { currency: 'USD', now: NOW })).toEqual([]);
    expect(offeredMethods([{ ...VISA, expiryMonth: '11', expiryYear: '2026' }], { currency: 'USD', now: NOW })).toHaveLength(1);
  });
});
