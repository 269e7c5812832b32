import { describe, expect, it } from 'vitest';
import { PARENT_CODES } from '../../protocol';
import { CallRegistry } from './call-registry';

describe('CallRegistry', () => {
  it('exposes a closed object: exactly the parent codes, no prototype, frozen', () => {
    const exposed = new CallRegistry().exposed();
    expect(Object.getPrototypeOf(exposed)).toBeNull();
    expect(Object.keys(exposed).sort()).toEqual(Object.keys(PARENT_CODES).sort());
    expect(Object.isFrozen(exposed)).toBe(true);
    expect((exposed as unknown as Record<string, unknown>).toString).toBeUndefined();
  });

  it('answers code_not_supported without a handler, and a handler removed by its own unregister only', async () => {
    const registry = new CallRegistry();
    const exposed = registry.exposed();
    await expect(exposed.on3dsSuccess({})).rejects.toMatchObject({ code: 'code_not_supported', audience: 'merchant' });
    const first = registry.set('update', async () => ({ updated: true }) as const);
    registry.set('update', async () => ({ updated: true }) as const);
    first(); // an older registration going away leaves the newer one
    await expect(exposed.update({ action: 'clear' })).resolves.toEqual({ updated: true });
  });

  it('runs an element request by name, never exposing it to the parent as a code of its own', async () => {
    const registry = new CallRegistry();
    await expect(registry.run('getIntent', { action: 'getIntent' })).rejects.toMatchObject({ code: 'code_not_supported', details: { code: 'getIntent' } });
    registry.set('getIntent', async () => ({ id: 'int_1', status: 'SUCCEEDED' }) as const);
    await expect(registry.run('getIntent', { action: 'getIntent' })).resolves.toEqual({ id: 'int_1', status: 'SUCCEEDED' });
    expect(Object.hasOwn(registry.exposed(), 'getIntent')).toBe(false);
  });

  it('turns anything but a payment error into default_backend_error, with no stack', async () => {
    const registry = new CallRegistry();
    registry.set('confirm', async () => {
      throw new Error('secret internals');
    });
    const failure = await registry
      .exposed()
      .confirm({})
      .catch((error: unknown) => error);
    expect(failure).toEqual({ code: 'default_backend_error', message: expect.any(String), details: { code: 'confirm' }, audience: 'internal' });
  });
});
