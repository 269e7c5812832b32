/**
 * What the SDK does with each event an element's frame sends: it reads the payload, acts on
 * what is its own (ready, size, a split field's message or focus, the drop-in's Pay), hands the
 * rest to the merchant's handlers, answers with their reply, and follows a redirect.
 */
import {
  EVENT_REPLIES,
  eventNameOf,
  readEventPayload,
  type ElementKind,
  type ElementEventName,
  type HostEvent,
  type HostEventMap,
  type ParentCode,
  type PaymentError,
  type RepliedEvent,
  SDK_ERRORS,
} from '../protocol';
import type { ElementGroup } from './element-group';
import type { Emitter } from './emitter';
import type { PorticoError } from './errors';
import type { MountedFrame } from './mount-frame';

/** The element an event is for, as the dispatch needs it. */
export interface FrameEventTarget {
  readonly kind: ElementKind;
  readonly frame: MountedFrame;
  readonly group: ElementGroup | undefined;
  /** The element's handlers: `emit` runs the merchant's handlers of `name` and gives what each returned. */
  readonly emitter: Pick<Emitter, 'emit'>;
  emitError(error: PaymentError): void;
  /** Calls the frame with a merchant's answer, checked by the code's reader. */
  reply(code: ParentCode, value: unknown): Promise<unknown>;
  /** Hands a split field's message to the other frames of its group. */
  relay(message: HostEventMap['onGroupMessage']): void;
  /** The drop-in's own Pay button: pays as the merchant's confirm() (or verifyConsent()) would. */
  submit(): Promise<unknown>;
}

/** Every payload passes its event's reader before any handler of ours or the merchant's sees it. */
export function dispatchFrameEvent(target: FrameEventTarget, event: HostEvent, raw: unknown): void {
  const { frame, kind } = target;
  const payload = readEventPayload(event, raw, kind);
  if (payload === null) return;
  switch (event) {
    case 'onBootReady':
    case 'onReady': {
      const { title } = payload as HostEventMap['onReady'];
      const told = frame.bootTitle;
      if (event === 'onBootReady') {
        // The boot markup takes keys: the merchant hears `ready` now (once: a reload's is told apart by
        // its title, as the runtime's is); the watchers run on until the runtime's onReady.
        frame.bootTitle = title;
        event = 'onReady';
      } else {
        frame.bootTitle = undefined;
        frame.settle();
      }
      frame.ready = true;
      if (title) frame.iframe.title = title;
      // The runtime took the boot markup over: the merchant already heard this `ready`.
      if (told === title) return;
      break;
    }
    case 'onChange': {
      const change = JSON.stringify(payload);
      if (change === frame.change) return;
      frame.change = change;
      break;
    }
    case 'onResize':
      frame.iframe.style.height = `${Math.ceil((payload as HostEventMap['onResize']).height)}px`;
      break;
    case 'onError':
      target.emitError(payload as PaymentError);
      return;
    case 'onGroupMessage':
      target.relay(payload as HostEventMap['onGroupMessage']);
      return;
    case 'onFocusTo':
      // Only within its own group: a frame cannot move focus to another group's fields.
      for (const other of target.group ?? []) if (other.kind === (payload as HostEventMap['onFocusTo']).kind) other.focus();
      return;
    case 'onSubmit':
      // A failure already reached `error` handlers from the frame, the SDK's own ones are reported here.
      if (kind === 'dropin') target.submit().catch((error: PorticoError) => error.code in SDK_ERRORS && target.emitError(error));
      break;
  }
  const replies = target.emitter.emit(eventNameOf(event) as ElementEventName, payload);
  const reply = EVENT_REPLIES[event as RepliedEvent];
  if (reply) {
    // The first handler's answer, checked by the code's reader; none (or a failed one) answers nothing.
    const answer = (value: unknown) => target.reply(reply, value);
    Promise.resolve(replies[0])
      .then(answer, (error: unknown) => (console.error(error), answer(null)))
      .catch((error: PorticoError) => (target.emitError(error), answer(null)))
      .catch(() => {});
  }
  // The frame only names a web page here (its reader checked); the merchant heard first and may have saved its state.
  if (event === 'onRedirect') location.assign((payload as HostEventMap['onRedirect']).url);
}
