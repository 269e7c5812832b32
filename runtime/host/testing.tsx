/**
 * Renders an element body inside the real element frame (ConnectedFrame), with a
 * recorder in place of the merchant page: what the frame emits is collected, and
 * calls go to the object the frame would expose to Comlink. For screen tests.
 */
import { render } from '@testing-library/react';
import { I18nProvider } from '../platform/i18n/react';
import type { Appearance, CallParams, CallResult, ElementKind, FrameOptions, HostEvent, ParentCode } from '../../protocol';
import type { ApiClient } from '../platform/api/client';
import { testI18n } from '../platform/i18n/test-i18n';
import type { ElementBody } from './screen-contract';
import type { ExposedCalls } from './call-registry';
import type { ClientSecretVerdict } from './client-secret-check';
import { ConnectedFrame, type FrameTarget } from './ConnectedFrame';
import type { ParentBridgeOptions } from './parent-bridge';

export interface FrameUnderTest {
  readonly events: Array<[HostEvent, unknown]>;
  /** Calls `code` as the merchant page would, after the guard has read its params. */
  call<C extends ParentCode>(code: C, params: CallParams<C>): Promise<CallResult<C>>;
}

export interface RenderInFrameOptions {
  readonly client: ApiClient | null;
  readonly intentId?: string | null;
  /** The address's client secret beside the options (a plain `client_secret=`); by default the options'. */
  readonly clientSecret?: string | null;
  readonly kind?: ElementKind;
  /** A split field's group id. */
  readonly group?: string | null;
  /** The element's options from its address (`brands`, `customer_id`, …). */
  readonly options?: Partial<FrameOptions>;
  /** The merchant's appearance from the frame's address. */
  readonly appearance?: Appearance;
  /** The client secret's check once the element is up (client-secret-check.ts); absent: not checked. */
  readonly checkSecret?: () => Promise<ClientSecretVerdict>;
  /** The target for `update({ intent_id, client_secret })` (ElementFrame's); absent: refused. */
  readonly retarget?: (intentId: string, clientSecret: string) => FrameTarget;
}

export function renderInFrame(Body: ElementBody, options: RenderInFrameOptions): FrameUnderTest {
  const events: Array<[HostEvent, unknown]> = [];
  let exposed: ExposedCalls | null = null;
  const connect = (bridge: ParentBridgeOptions) => {
    exposed = bridge.calls;
    return { emit: (event: HostEvent, payload: unknown) => void events.push([event, payload]), connected: new Promise<void>(() => {}), close: () => {} };
  };
  render(
    <I18nProvider i18n={testI18n()}>
      <ConnectedFrame
        kind={options.kind ?? 'card'}
        Body={Body}
        channel="test-channel-0000000000"
        parentOrigin="http://merchant.test"
        initialAppearance={options.appearance}
        api={options.client ? async () => options.client as ApiClient : null}
        checkSecret={options.checkSecret ?? null}
        retarget={options.retarget}
        intentId={options.intentId === undefined ? 'int_1' : options.intentId}
        clientSecret={options.clientSecret === undefined ? (options.options?.client_secret ?? null) : options.clientSecret}
        options={options.options ?? {}}
        group={options.group ?? null}
        setLanguage={undefined}
        connect={connect}
        // As in Chromium: the browser names the parent, no ACK is awaited.
        browserNamesParent
      />
    </I18nProvider>,
  );
  return {
    events,
    call: (code, params) => {
      if (!exposed) throw new Error('the frame did not connect');
      return (exposed[code] as (p: typeof params) => Promise<CallResult<typeof code>>)(params);
    },
  };
}
