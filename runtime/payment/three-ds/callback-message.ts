/**
 * `/page/3ds-callback` (the notification URL we give the bank's pages) tells the
 * checkout frame above it that a 3DS step is over. Both are on the checkout origin,
 * so the message goes to `parent` at our own origin, and the listener accepts it
 * only from the one frame it made, at our own origin: no other page can fake it.
 */
import { isRecord } from '../../../protocol';

export const CALLBACK_MESSAGE_TYPE = 'portico:3ds-callback';

export interface CallbackMessage {
  readonly type: typeof CALLBACK_MESSAGE_TYPE;
  readonly intent_id: string;
  readonly status: string;
}

function isCallbackMessage(value: unknown): value is CallbackMessage {
  return isRecord(value) && value.type === CALLBACK_MESSAGE_TYPE && typeof value.intent_id === 'string' && typeof value.status === 'string';
}

/** The notification URL for the bank's pages: our callback page, on this origin. */
export function callbackUrl(origin: string): string {
  return `${origin}/page/3ds-callback`;
}

/**
 * Resolves when `frame` (made by the caller) posts the callback message, or with
 * `null` after `timeoutMs`. The listener goes away either way.
 */
export function waitForCallback(win: Window, frame: HTMLIFrameElement, timeoutMs: number): Promise<CallbackMessage | null> {
  return new Promise((resolve) => {
    const done = (message: CallbackMessage | null) => {
      win.removeEventListener('message', onMessage);
      clearTimeout(timer);
      resolve(message);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.contentWindow || event.origin !== win.location.origin) return;
      if (isCallbackMessage(event.data)) done(event.data);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    win.addEventListener('message', onMessage);
  });
}
