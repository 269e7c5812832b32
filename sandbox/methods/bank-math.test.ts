import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { abaValid, clabeValid, makeAba, makeClabe, makeIban, normaliseIban } from './bank-math';

describe('bank identifier check digits', () => {
  it('accepts published IBAN examples and refuses a changed digit', () => {
    expect(normaliseIban('GB82 WEST 1234 5698 7654 32')).toBe('GB82WEST12345698765432');
    expect(normaliseIban('de89370400440532013000')).toBe('DE89370400440532013000');
    expect(normaliseIban('DE89370400440532013001')).toBeNull();
    expect(normaliseIban('DE89')).toBeNull();
  });

  it('checks ABA routing numbers and CLABEs with their 3-7-1 weights', () => {
    expect(abaValid('021000021')).toBe(true);
    expect(abaValid('011000015')).toBe(true);
    expect(abaValid('021000022')).toBe(false);
    expect(clabeValid('002010077777777771')).toBe(true);
    expect(clabeValid('002010077777777772')).toBe(false);
  });

  it('makes identifiers that pass their own checks', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{18}$/), fc.stringMatching(/^\d{8}$/), fc.stringMatching(/^\d{17}$/), (bban, aba, clabe) => {
        expect(normaliseIban(makeIban('DE', bban))).toBe(makeIban('DE', bban));
        expect(abaValid(makeAba(aba))).toBe(true);
        expect(clabeValid(makeClabe(clabe))).toBe(true);
      }),
    );
  });
});
