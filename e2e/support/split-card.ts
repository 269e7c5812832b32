/**
 * The demo merchant's split card page (examples/pages/split-card.html) as a shopper
 * and a test see it: three frames per group, the page's Pay button, and the
 * instrumentation the PAN scan needs.
 */
import { expect, type FrameLocator, type Page, type Request } from '@playwright/test';
import { expectKeysGoTo } from './keys-go-to';

export type SplitField = 'number' | 'expiry' | 'cvc';
const ROUTE: Record<SplitField, string> = { number: 'card-number', expiry: 'expiry', cvc: 'cvc' };

export class SplitCardPage {
  constructor(
    readonly page: Page,
    readonly merchantUrl: string,
    readonly checkoutUrl: string,
  ) {}

  /** Removes BroadcastChannel from every checkout frame (not from the merchant page), before any script runs. */
  async withoutBroadcastChannel(): Promise<void> {
    await this.page.addInitScript((checkout) => {
      if (location.origin === checkout) delete (window as { BroadcastChannel?: unknown }).BroadcastChannel;
    }, this.checkoutUrl);
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(`${this.merchantUrl}/split-card.html${query}`);
    await expect(this.page.locator('#pay')).toBeEnabled();
  }

  /** `prefix`: the group's containers (`card` or `gift`). */
  frame(field: SplitField, prefix = 'card'): FrameLocator {
    return this.page.frameLocator(`#${prefix}-${field} iframe`);
  }

  input(field: SplitField, prefix = 'card') {
    return this.frame(field, prefix).locator(`input[name="${field}"]`);
  }

  /** The shopper's next key goes to this field (support/keys-go-to.ts). */
  expectKeysGoTo(field: SplitField, prefix = 'card'): Promise<void> {
    return expectKeysGoTo(this.page, `#${prefix}-${field} iframe`, this.input(field, prefix));
  }

  async fill(number: string, expiry = '12 / 34', cvc = '123', prefix = 'card'): Promise<void> {
    await this.input('number', prefix).fill(number);
    await this.input('expiry', prefix).fill(expiry);
    await this.input('cvc', prefix).fill(cvc);
  }

  /** The Playwright frame of a field, for evaluating inside it. */
  async frameOf(field: SplitField, prefix = 'card') {
    const handle = await this.page.locator(`#${prefix}-${field} iframe`).elementHandle();
    const frame = await handle?.contentFrame();
    if (!frame || !frame.url().includes(`#/elements/${ROUTE[field]}`)) throw new Error(`no ${field} frame in #${prefix}-${field}`);
    return frame;
  }
}

/** Every request the page and its frames send, with what could carry a card number. */
export function recordRequests(page: Page): Array<{ url: string; method: string; headers: Record<string, string>; body: string }> {
  const requests: Array<{ url: string; method: string; headers: Record<string, string>; body: string }> = [];
  page.on('request', (request: Request) => {
    requests.push({ url: request.url(), method: request.method(), headers: request.headers(), body: request.postData() ?? '' });
  });
  return requests;
}

/**
 * Installed before any script: records, on the merchant page, every message it
 * receives (window messages and the SDK's MessagePorts) and sends over a port; in the
 * checkout frames, every BroadcastChannel message they post. Read with `recorded()`.
 */
export async function recordMessages(page: Page, checkoutUrl: string): Promise<void> {
  await page.addInitScript((checkout) => {
    const log: string[] = [];
    (window as unknown as { __portico_seen: string[] }).__portico_seen = log;
    const note = (where: string, data: unknown) => {
      try {
        log.push(`${where} ${JSON.stringify(data)}`);
      } catch {
        log.push(`${where} ${String(data)}`);
      }
    };
    if (location.origin === checkout) {
      if (typeof BroadcastChannel !== 'function') return;
      const post = BroadcastChannel.prototype.postMessage;
      BroadcastChannel.prototype.postMessage = function (this: BroadcastChannel, data: unknown) {
        note('broadcast', data);
        return post.call(this, data);
      };
      return;
    }
    addEventListener('message', (event) => note('window', event.data), true);
    const portPost = MessagePort.prototype.postMessage;
    MessagePort.prototype.postMessage = function (this: MessagePort, data: unknown, ...rest: never[]) {
      note('port-out', data);
      return portPost.call(this, data, ...rest);
    };
    const onmessage = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage')!;
    Object.defineProperty(MessagePort.prototype, 'onmessage', {
      ...onmessage,
      set(this: MessagePort, handler: ((event: MessageEvent) => void) | null) {
        onmessage.set!.call(
          this,
          handler &&
            ((event: MessageEvent) => {
              note('port-in', event.data);
              handler.call(this, event);
            }),
        );
      },
    });
  }, checkoutUrl);
}

export async function recorded(page: Page): Promise<string[]> {
  const all: string[] = [];
  for (const frame of page.frames()) {
    all.push(...(await frame.evaluate(() => (window as unknown as { __portico_seen?: string[] }).__portico_seen ?? []).catch(() => [])));
  }
  return all;
}
