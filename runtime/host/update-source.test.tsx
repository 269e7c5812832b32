// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CallParams, CallResult } from '../../protocol';
import { testI18n } from '../platform/i18n/test-i18n';
import { I18nProvider } from '../platform/i18n/react';
import type { ExposedCalls } from './call-registry';
import { ConnectedFrame } from './ConnectedFrame';
import type { ParentBridgeOptions } from './parent-bridge';

const Body = () => <input aria-label="Card number" />;

/** A connected frame whose language changes are recorded; `update` is called as the guard hands it on. */
function renderFrame() {
  const setLanguage = vi.fn((_tag: string) => Promise.resolve());
  let calls: ExposedCalls | null = null;
  const connect = (bridge: ParentBridgeOptions) => {
    calls = bridge.calls;
    return { emit: () => {}, connected: Promise.resolve(), close: () => {} };
  };
  render(
    <I18nProvider i18n={testI18n()}>
      <ConnectedFrame
        kind="card"
        Body={Body}
        initialAppearance={undefined}
        channel="test-channel-0000000000"
        parentOrigin="https://shop.example"
        api={null}
        intentId="int_1"
        options={{}}
        group={null}
        setLanguage={setLanguage}
        connect={connect}
        browserNamesParent
      />
    </I18nProvider>,
  );
  const update = (params: CallParams<'update'>) => {
    if (!calls) throw new Error('the frame did not connect');
    return (calls.update as (p: CallParams<'update'>) => Promise<CallResult<'update'>>)(params);
  };
  return { setLanguage, update };
}

describe('update (spec §4)', () => {
  it("reads the language from initOptions.locale as from locale, the update's own locale first", async () => {
    const frame = renderFrame();
    await expect(frame.update({ action: 'options', initOptions: { locale: 'de' } })).resolves.toEqual({ updated: true });
    await frame.update({ action: 'options', locale: 'fr', initOptions: { locale: 'ja' } });
    expect(frame.setLanguage.mock.calls).toEqual([['de'], ['fr']]);
  });

  it('ignores an update whose source is OTHER, and answers so', async () => {
    const frame = renderFrame();
    await expect(frame.update({ action: 'options', source: 'OTHER', locale: 'fr', initOptions: { locale: 'ja' } })).resolves.toEqual({ updated: false });
    // A valid update last: once it is answered, only it has acted.
    await expect(frame.update({ action: 'options', source: 'merchant', locale: 'de' })).resolves.toEqual({ updated: true });
    expect(frame.setLanguage.mock.calls).toEqual([['de']]);
  });
});
