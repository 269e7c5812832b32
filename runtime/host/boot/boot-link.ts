/**
 * The handshake the boot script started (scripts/vite-boot-markup.ts): once its markup was on
 * screen it posted SYN, and on the parent's ACK it told the parent `onBootReady` over the port,
 * before any module had loaded. The runtime adopts that link (host/parent-bridge.ts) instead of
 * posting a SYN of its own: the parent takes a second SYN for a reload and replaces the port.
 */

/** The window property the boot script leaves the link on. */
export const BOOT_LINK_PROPERTY = 'porticoBootLink';

export interface BootLink {
  readonly channel: string;
  readonly origin: string;
  /** The ACK's port, once it came. */
  port: MessagePort | null;
  /** Set by the runtime when it adopts the link before the ACK: the boot script hands it the port then, after its onBootReady. */
  adopt: ((port: MessagePort) => void) | null;
}

/** The boot script's link for this frame's `channel` and declared `origin`, once (it is removed from the window); `null` if there is none. */
export function takeBootLink(win: Window, channel: string, origin: string): BootLink | null {
  const holder = win as unknown as Record<string, BootLink | undefined>;
  const link = holder[BOOT_LINK_PROPERTY];
  delete holder[BOOT_LINK_PROPERTY];
  // Only the boot script, this document's own, sets it (the frame runs no other script).
  return link?.channel === channel && link.origin === origin ? link : null;
}
