import { describe, expect, it } from 'vitest';
import { crc16, payNowQrContent } from './paynow-payload';

/** Splits an EMVCo string into its top-level `[id, value]` fields. */
function fields(content: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (let i = 0; i < content.length;) {
    const id = content.slice(i, i + 2);
    const length = Number(content.slice(i + 2, i + 4));
    out.push([id, content.slice(i + 4, i + 4 + length)]);
    i += 4 + length;
  }
  return out;
}

describe('PayNow QR content', () => {
  it('computes CRC-16/CCITT-FALSE', () => {
    // The standard check value of the algorithm.
    expect(crc16('123456789')).toBe('29B1');
  });

  it('carries the UEN, the locked amount, the reference and a valid checksum', () => {
    const content = payNowQrContent({
      uen: '201912345K',
      amount: 25,
      reference: 'PRTABCDEFGH23',
      merchantName: 'Portico Demo Store',
      deadline: '2026-11-24T17:00:00.000Z', // 01:00 on the 25th in Singapore
    });
    const top = Object.fromEntries(fields(content));
    expect(top).toMatchObject({ '00': '01', '01': '12', '52': '0000', '53': '702', '54': '25.00', '58': 'SG', '59': 'Portico Demo Store', '60': 'Singapore' });
    expect(Object.fromEntries(fields(top['26']!))).toEqual({ '00': 'SG.PAYNOW', '01': '2', '02': '201912345K', '03': '0', '04': '20261125' });
    expect(Object.fromEntries(fields(top['62']!))).toEqual({ '01': 'PRTABCDEFGH23' });
    expect(content.slice(-8, -4)).toBe('6304');
    expect(content.slice(-4)).toBe(crc16(content.slice(0, -4)));
  });

  it('keeps the name field to printable ASCII of at most 25 characters', () => {
    const content = payNowQrContent({ uen: 'U', amount: 1.5, reference: 'R', merchantName: '店 Very Long Merchant Name Pte Ltd', deadline: 'x' });
    const top = Object.fromEntries(fields(content));
    expect(top['59']).toBe('Very Long Merchant Name P');
    expect(top['54']).toBe('1.50');
    expect(Object.fromEntries(fields(top['26']!))['04']).toBeUndefined();
  });
});
