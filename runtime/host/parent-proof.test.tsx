// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HostEvent } from '../../protocol';
import { testI18n } from '../platform/i18n/test-i18n';
import { I18nProvider } from '../platform/i18n/react';
import { ConnectedFrame } from './ConnectedFrame';
import type { ParentBridgeOptions } from './parent-bridge';

const CardNumber = () => <input aria-label="Card number" />;

/** A frame whose browser cannot name its parent (no location.ancestorOrigins), with the parent's ACK held until `ack()`. */
function renderUnproven() {
  const events: HostEvent[] = [];
  let ack: () => void = () => {};
  const connected = new Promise<void>((resolve) => {
    ack = resolve;
  });
  const connect = (_bridge: ParentBridgeOptions) => ({ emit: (event: HostEvent) => void events.push(event), connected, close: () => {} });
  render(
    <I18nProvider i18n={testI18n()}>
      <ConnectedFrame
        kind="card"
        Body={CardNumber}
        initialAppearance={undefined}
        channel="test-channel-0000000000"
        parentOrigin="https://shop.example"
        api={null}
        intentId="int_1"
        options={{}}
        group={null}
        setLanguage={undefined}
        connect={connect}
        browserNamesParent={false}
      />
    </I18nProvider>,
  );
  return { events, ack: () => act(async () => ack()) };
}

describe('a frame whose browser cannot name its parent', () => {
  it('shows nothing payable, and says nothing ready, until the declared origin answered the SYN', async () => {
    const frame = renderUnproven();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(frame.events).not.toContain('onReady');
    await frame.ack();
    expect(screen.getByRole('textbox', { name: 'Card number' })).toBeTruthy();
    expect(frame.events).toContain('onReady');
  });
});
