// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CallParams, CallResult } from '../../protocol';
import { testI18n } from '../platform/i18n/test-i18n';
import { I18nProvider } from '../platform/i18n/react';
import type { ExposedCalls } from './call-registry';
import { ConnectedFrame } from './ConnectedFrame';
import { useElementFrame, useParentCall } from './context';
import type { ParentBridgeOptions } from './parent-bridge';

const Body = () => <input aria-label="Card number" />;

/** Pays the intent the frame holds now, as the card's confirm does: a handler its render registered. */
function PayingBody() {
  const { intentId } = useElementFrame();
  useParentCall('confirm', () => Promise.resolve({ id: intentId ?? '', status: 'SUCCEEDED', amount: 100, currency: 'USD' }));
  return <Body />;
}

/** A connected frame whose language changes are recorded; `update` is called as the guard hands it on. */
function renderFrame(FrameBody: typeof Body = Body) {
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
        Body={FrameBody}
        initialAppearance={undefined}
        channel="test-channel-0000000000"
        parentOrigin="https://shop.example"
        api={null}
        intentId="int_1"
        options={{}}
        group={null}
        setLanguage={setLanguage}
        retarget={(intentId) => ({ api: null, intentId, checkSecret: null })}
        connect={connect}
        browserNamesParent
      />
    </I18nProvider>,
  );
  const update = (params: CallParams<'update'>) => {
    if (!calls) throw new Error('the frame did not connect');
    return (calls.update as (p: CallParams<'update'>) => Promise<CallResult<'update'>>)(params);
  };
  const confirm = () => {
    if (!calls) throw new Error('the frame did not connect');
    return (calls.confirm as (p: CallParams<'confirm'>) => Promise<CallResult<'confirm'>>)({});
  };
  return { setLanguage, update, confirm };
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

  it('pays the new intent with a confirm read right after the update that swapped it in, before any render of its own', async () => {
    const frame = renderFrame(PayingBody);
    // As the port hands them on: the update's message, then the confirm's, with no task between them.
    const updated = frame.update({ action: 'options', intent_id: 'int_2', client_secret: 'int_2_secret_x' });
    const paid = frame.confirm();
    await expect(updated).resolves.toEqual({ updated: true });
    await expect(paid).resolves.toMatchObject({ id: 'int_2' });
  });
});
