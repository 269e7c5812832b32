/**
 * Parent → frame calls travel as Comlink messages over the pinned MessagePort
 * (protocol/boundary/handshake.ts step 6). Comlink resolves any property path on the object
 * it exposes and trusts whatever reaches it, so a guard sits between the port and
 * Comlink, on the frame side, and lets through only:
 *   an `APPLY` whose path is one own key of PARENT_CODES, with exactly one `RAW`
 *   argument that passes that code's reader, and no transferred ports.
 * `GET`, `SET`, `CONSTRUCT`, `ENDPOINT`, `RELEASE`, nested or prototype paths,
 * proxies (`HANDLER` arguments) and transferred ports are dropped before Comlink
 * sees them; what passes is rebuilt from the checked values.
 *
 * The SDK calls through Comlink's `wrap()` (sdk/frame-connection.ts); `rpcCallMessage` is the
 * guard's rebuild of a checked call (and the tests' way to forge one).
 */
import { readCallParams } from './call-readers';
import { isParentCode, type ParentCode } from '../codes';
import type { CallParams } from '../events/payloads';
import { isPlainData, isRecord } from './plain-data';

const ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/;

/** Comlink's wire names the guard lets through (its `MessageType.APPLY`, `WireValueType.RAW`). */
export const RPC_WIRE = { apply: 'APPLY', raw: 'RAW' } as const;

export interface RpcCall<C extends ParentCode = ParentCode> {
  readonly id: string;
  readonly type: typeof RPC_WIRE.apply;
  readonly path: readonly [C];
  readonly argumentList: readonly [{ readonly type: typeof RPC_WIRE.raw; readonly value: CallParams<C> }];
}

function hasExactly(value: Record<string, unknown>, keys: readonly string[]): boolean {
  const own = Object.keys(value);
  return own.length === keys.length && keys.every((key) => Object.hasOwn(value, key));
}

/** The Comlink `APPLY` message for one call, as Comlink's `wrap()` sends it. */
export function rpcCallMessage<C extends ParentCode>(id: string, code: C, params: CallParams<C>): RpcCall<C> {
  return { id, type: RPC_WIRE.apply, path: [code], argumentList: [{ type: RPC_WIRE.raw, value: params }] };
}

/** Frame side: the call in `data` if the guard lets it through, rebuilt from checked values; else `null`. */
export function readRpcCall(data: unknown, ports: readonly MessagePort[] = []): RpcCall | null {
  if (ports.length > 0 || !isRecord(data) || !isPlainData(data)) return null;
  if (!hasExactly(data, ['id', 'type', 'path', 'argumentList']) || data.type !== RPC_WIRE.apply) return null;
  const { id, path, argumentList } = data;
  if (typeof id !== 'string' || !ID_PATTERN.test(id)) return null;
  if (!Array.isArray(path) || path.length !== 1 || !isParentCode(path[0])) return null;
  if (!Array.isArray(argumentList) || argumentList.length !== 1) return null;
  const argument: unknown = argumentList[0];
  if (!isRecord(argument) || !hasExactly(argument, ['type', 'value']) || argument.type !== RPC_WIRE.raw) return null;
  const code: ParentCode = path[0];
  const params = readCallParams(code, argument.value);
  return params.ok ? rpcCallMessage(id, code, params.value) : null;
}

type Listener = EventListenerOrEventListenerObject;

/**
 * Comlink's `Endpoint`, written out here: the SDK's published types (which include the
 * protocol's) must not need Comlink, a package the SDK does not depend on.
 */
export interface RpcEndpoint {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  addEventListener(type: string, listener: Listener, options?: object): void;
  removeEventListener(type: string, listener: Listener, options?: object): void;
  start?: () => void;
}

/**
 * Frame side: the port as a Comlink endpoint that delivers only guarded calls.
 * `onDropped` hears every message the guard refused (for tests and telemetry).
 */
export function guardedEndpoint(port: MessagePort, onDropped?: (data: unknown) => void): RpcEndpoint {
  const wrapped = new Map<Listener, (event: MessageEvent) => void>();
  return {
    postMessage: (message: unknown, transfer?: Transferable[]) => port.postMessage(message, transfer ?? []),
    addEventListener(type, listener) {
      if (type !== 'message' || wrapped.has(listener)) return;
      const guarded = (event: MessageEvent) => {
        const call = readRpcCall(event.data, event.ports);
        if (!call) return onDropped?.(event.data);
        const checked = { data: call } as MessageEvent;
        if (typeof listener === 'function') listener(checked);
        else listener.handleEvent(checked);
      };
      wrapped.set(listener, guarded);
      port.addEventListener('message', guarded);
    },
    removeEventListener(type, listener) {
      const guarded = wrapped.get(listener);
      if (type !== 'message' || !guarded) return;
      wrapped.delete(listener);
      port.removeEventListener('message', guarded);
    },
    start: () => port.start(),
  };
}
