/**
 * Test doubles for the API client: a scripted fetch and a page lifecycle whose
 * events the test fires by hand. Imported by tests only.
 */
import type { PageInterruption, PageLifecycle } from './page-lifecycle';

export interface RecordedCall {
  readonly url: string;
  readonly init: RequestInit;
  /** The parsed JSON body, or undefined when none was sent. */
  readonly body: unknown;
}

export type FakeReply = (call: RecordedCall) => Response | Promise<Response>;

export interface FakeFetch {
  readonly fetch: typeof fetch;
  readonly calls: RecordedCall[];
}

/** Each call takes the next reply; the last one repeats. */
export function fakeFetch(...replies: FakeReply[]): FakeFetch {
  const calls: RecordedCall[] = [];
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { url, init, body };
    const reply = replies[Math.min(calls.length, replies.length - 1)];
    calls.push(call);
    if (!reply) throw new Error('fakeFetch: no reply scripted');
    return reply(call);
  };
  return { fetch, calls };
}

export const json =
  (status: number, body: unknown, statusText = ''): FakeReply =>
  () =>
    new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });

export const text =
  (status: number, body: string, statusText = ''): FakeReply =>
  () =>
    new Response(body, { status, statusText });

/** Rejects like a browser fetch does when the network fails. */
export const networkFailure: FakeReply = () => Promise.reject(new TypeError('Failed to fetch'));

/** Never settles unless the request's signal aborts, like a real fetch on a stalled socket. */
export const hang: FakeReply = ({ init }) =>
  new Promise<Response>((_, reject) => {
    init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
  });

export interface FakeLifecycle extends PageLifecycle {
  emit(kind: PageInterruption): void;
  readonly listenerCount: () => number;
}

export function fakeLifecycle(): FakeLifecycle {
  const listeners = new Set<(kind: PageInterruption) => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(kind) {
      for (const listener of [...listeners]) listener(kind);
    },
    listenerCount: () => listeners.size,
  };
}

/** One fetch for several scripted ones: a call goes to the first whose path fragment its URL contains, else to `fallback`. */
export function byPath(routes: Readonly<Record<string, FakeFetch>>, fallback: FakeFetch): typeof fetch {
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const route = Object.keys(routes).find((fragment) => url.includes(fragment));
    return (route ? routes[route]! : fallback).fetch(input, init);
  };
}
