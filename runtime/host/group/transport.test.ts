import { describe, expect, it } from 'vitest';
import type { UnreadGroupMessage } from '../../../protocol';
import type { GroupMessage } from '../../../protocol/element-groups';
import { relayTransport } from './transport';

/** A codec whose answers the test releases by hand, in any order. */
function manualCodec() {
  const pending: Array<{ value: string; resolve: (value: string) => void }> = [];
  const codec = (value: string) => new Promise<string>((resolve) => pending.push({ value, resolve }));
  const release = (index: number, prefix = 'enc:') => pending[index]!.resolve(prefix + pending[index]!.value);
  return { codec, pending, release };
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('relayTransport (no BroadcastChannel: through the page)', () => {
  it('sends control messages at once and values encoded, the latest of each code only, keeping a sync id it answered', async () => {
    const encode = manualCodec();
    const sent: GroupMessage[] = [];
    const transport = relayTransport(
      { send: (m) => sent.push(m), listen: () => () => {}, encode: encode.codec, decode: async (v) => v },
      () => {},
      () => true,
    );
    transport.post({ code: 'update_cvc', value: '1', sync: 'sync-0000000000000001' });
    transport.post({ code: 'update_cvc', value: '12' });
    transport.post({ code: 'update_expiry', value: '12 / 34' });
    transport.post({ code: 'focus', kind: 'cvc' });
    expect(sent).toEqual([{ code: 'focus', kind: 'cvc' }]);
    // The newer CVC finishes first; the older one, finishing later, is dropped.
    encode.release(1);
    encode.release(0);
    encode.release(2);
    await tick();
    expect(sent).toEqual([
      { code: 'focus', kind: 'cvc' },
      { code: 'update_cvc', value: 'enc:12', sync: 'sync-0000000000000001' },
      { code: 'update_expiry', value: 'enc:12 / 34' },
    ]);
  });

  it('decodes only the values of codes it wants, the latest of each; other messages pass as they are', async () => {
    const decode = manualCodec();
    let relay: (m: UnreadGroupMessage) => void = () => {};
    const received: GroupMessage[] = [];
    relayTransport(
      { send: () => {}, listen: (listener) => ((relay = listener), () => {}), encode: async (v) => v, decode: decode.codec },
      (m) => received.push(m),
      (code) => code === 'update_expiry',
    );
    // What the guard let through unread: only what readGroupMessage accepts is acted on.
    relay({ code: 'nope', value: 'x' });
    relay({ code: 'update_expiry', value: 42 });
    relay({ code: 'update_cvc', value: 'enc:123' });
    relay({ code: 'update_expiry', value: 'enc:01 / 30' });
    relay({ code: 'update_expiry', value: 'enc:02 / 30' });
    relay({ code: 'brand', brand: 'visa', cvcSize: 3 });
    expect(decode.pending.map((p) => p.value)).toEqual(['enc:01 / 30', 'enc:02 / 30']);
    decode.release(1, '');
    decode.release(0, '');
    await tick();
    expect(received).toEqual([
      { code: 'brand', brand: 'visa', cvcSize: 3 },
      { code: 'update_expiry', value: 'enc:02 / 30' },
    ]);
  });
});
