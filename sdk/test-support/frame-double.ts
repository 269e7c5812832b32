/**
 * Plays a checkout frame for the SDK's jsdom tests: reads the options the SDK wrote
 * into the iframe's address, answers the handshake, records every call that arrives
 * on its port and answers it as a frame would, and emits events.
 */
import { envelope, type PaymentError } from '../../protocol';
import type { PorticoElement } from '../element';

export const CHECKOUT = 'http://127.0.0.1:3100';

export function frameOptions(iframe: HTMLIFrameElement): { channel: string; group?: string } {
  const hash = new URL(iframe.src).hash;
  return JSON.parse(new URLSearchParams(hash.slice(hash.indexOf('?') + 1)).get('options') ?? '{}');
}

/**
 * Plays the frame of a mounted element: answers the handshake and records what arrives on its port.
 * `answerOf` answers a code as the test needs (`undefined`: the default answer).
 */
export function connect(element: PorticoElement, container: string, refuseConfirm?: PaymentError, ready = true, answerOf?: (code: string) => unknown) {
  const iframe = document.querySelector<HTMLIFrameElement>(`${container} iframe`)!;
  const { channel } = frameOptions(iframe);
  let port: MessagePort | null = null;
  iframe.contentWindow!.postMessage = ((_data: unknown, _origin: string, transfer: MessagePort[]) => {
    port = transfer[0]!;
  }) as unknown as Window['postMessage'];
  window.dispatchEvent(new MessageEvent('message', { data: envelope(channel, 'syn', {}), origin: CHECKOUT, source: iframe.contentWindow }));
  const calls: Array<{ id: string; path: string[]; argumentList: Array<{ value: unknown }> }> = [];
  port!.onmessage = ({ data }) => {
    calls.push(data);
    // Answer every call as a frame would: a RAW value, or a payment error thrown as Comlink sends it.
    if (refuseConfirm && data.path[0] === 'confirm') {
      port!.postMessage({ id: data.id, type: 'HANDLER', name: 'throw', value: { isError: false, value: refuseConfirm } });
      return;
    }
    const fallback = data.path[0] === 'confirm' ? { id: 'int_1', status: 'SUCCEEDED' } : { updated: true };
    port!.postMessage({ id: data.id, type: 'RAW', value: answerOf?.(data.path[0]) ?? fallback });
  };
  const emit = (event: string, payload: unknown) => port!.postMessage(envelope(channel, 'event', { event: event as 'onReady', payload }));
  // A frame sends ready once its form is drawn; until then confirm() waits for it (sdk/confirm-before-ready.test.ts).
  if (ready) emit('onReady', { kind: element.kind, title: 'Secure payment input' });
  const next = () =>
    new Promise<(typeof calls)[number]>((resolve) => {
      const seen = calls.length;
      const poll = () => (calls.length > seen ? resolve(calls[seen]!) : setTimeout(poll, 1));
      poll();
    });
  return { element, calls, emit, next, iframe };
}
