import { describe, expect, it } from 'vitest';
import { PAYMENT_METHOD_NAMES } from '../../../protocol';
import { methodTable } from './table';

describe('the drop-in method table', () => {
  it('has a loadable body for every payment method of the protocol, and none for another name', async () => {
    const { methodRowOf } = await methodTable();
    for (const name of PAYMENT_METHOD_NAMES) {
      const row = methodRowOf(name);
      expect(row, name).not.toBeNull();
      expect(typeof (await row!.load()).default, name).toBe('function');
    }
    expect(methodRowOf('toString')).toBeNull();
    expect(methodRowOf('crypto')).toBeNull();
  });
});
