/**
 * The handshake, started before the element's screen has loaded or rendered. The
 * SYN → ACK round trip through the merchant page then overlaps the chunk load and
 * the first render, instead of following them, so `onReady` leaves as soon as the
 * body is committed. Calls that arrive first wait until the frame hands over the
 * object it exposes (after the body's handlers are registered).
 */
import { PARENT_CODES, type FrameOptions, type ParentCode } from '../../protocol';
import type { ExposedCalls } from './call-registry';
import { readFrameContext } from './frame-context';
import { takeBootLink } from './boot/boot-link';
import { connectToParent, type ParentBridge, type ParentBridgeOptions } from './parent-bridge';

export type Connect = (options: ParentBridgeOptions) => ParentBridge;

export interface EarlyBridge {
  /** What the element frame calls to connect: it gets the early bridge, once. */
  readonly connect: Connect;
  /** The address will not render this element after all (overtaken, or its chunk failed). */
  close(): void;
}

/**
 * Connects now when the address is a frame that may talk to its parent; `null` when
 * it may not (the element frame then shows its refusal, as without this).
 */
export function connectEarly(win: Window, options: Partial<FrameOptions> | null, onPostError?: (error: unknown) => void): EarlyBridge | null {
  const context = readFrameContext(win, options);
  if (!context.ok) return null;
  let handOver: (calls: ExposedCalls) => void = () => {};
  const handedOver = new Promise<ExposedCalls>((resolve) => {
    handOver = resolve;
  });
  const waiting = Object.create(null) as Record<ParentCode, (params: never) => Promise<unknown>>;
  for (const code of Object.keys(PARENT_CODES) as ParentCode[]) {
    waiting[code] = async (params) => ((await handedOver)[code] as (params: never) => Promise<unknown>)(params);
  }
  const bridge = connectToParent({
    win,
    channel: context.channel,
    parentOrigin: context.parentOrigin,
    calls: Object.freeze(waiting) as unknown as ExposedCalls,
    onPostError,
    // The boot markup's script may have shaken hands already (its onBootReady told the merchant it can be used).
    boot: takeBootLink(win, context.channel, context.parentOrigin),
  });
  let used = false;
  return {
    connect: (frame) => {
      // Once, and only for the frame this address describes; anything else connects afresh.
      if (used || frame.channel !== context.channel || frame.parentOrigin !== context.parentOrigin) return connectToParent(frame);
      used = true;
      handOver(frame.calls);
      return bridge;
    },
    close: () => {
      if (!used) bridge.close();
    },
  };
}
