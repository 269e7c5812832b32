import { describe, expect, it } from 'vitest';
import { parseSignatureHeader } from './webhook-signature';

const A = 'a'.repeat(64);
const B = 'b'.repeat(64);

describe('parseSignatureHeader', () => {
  it('reads t and every v1, in order (a secret roll sends the new one, then the old)', () => {
    expect(parseSignatureHeader(`t=1700000000,v1=${A},v1=${B}`)).toEqual({ timestamp: 1700000000, signatures: [A, B] });
    expect(parseSignatureHeader(` t=1 , v0=zz, v1=${A}`)).toEqual({ timestamp: 1, signatures: [A] });
  });

  it('refuses a header without one whole t, or without a well-formed v1', () => {
    for (const header of [null, undefined, '', `v1=${A}`, 't=1', 't=1,v1=ABC', `t=1.5,v1=${A}`, `t=-1,v1=${A}`, `t=1,t=2,v1=${A}`, `t=,v1=${A}`]) {
      expect(parseSignatureHeader(header)).toBeNull();
    }
  });
});
