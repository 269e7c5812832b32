/**
 * Renders a split card group (number, expiry and CVC frames) in one test document,
 * each in the real element frame with its own scripted API. The frames find each
 * other by the group id, over Node's BroadcastChannel, or, with `relay`, through a
 * stand-in for the merchant page that forwards each frame's `onGroupMessage` to the
 * others as the SDK does. For screen tests.
 */
import { act, screen } from '@testing-library/react';
import { readCallParams, type ElementKind, type FrameOptions } from '../../../../protocol';
import type { GroupMessage } from '../../../../protocol/element-groups';
import { createApiClient } from '../../../platform/api/client';
import { NO_PAGE_LIFECYCLE } from '../../../platform/api/page-lifecycle';
import { byPath, fakeFetch, type FakeFetch, type FakeReply } from '../../../platform/api/testing';
import type { ElementBody } from '../../../host/screen-contract';
import CardNumberElement from './CardNumberElement';
import CvcElement from './CvcElement';
import ExpiryElement from './ExpiryElement';
import { renderInFrame, type FrameUnderTest } from '../../../host/testing';

const BODIES: Partial<Record<ElementKind, ElementBody>> = { 'card-number': CardNumberElement, expiry: ExpiryElement, cvc: CvcElement };
type SplitKind = 'card-number' | 'expiry' | 'cvc';

interface SplitFrame extends FrameUnderTest {
  readonly api: FakeFetch;
}

export interface SplitGroupOptions {
  readonly group?: string;
  /** The kinds to render, in order. */
  readonly kinds?: readonly SplitKind[];
  /** Replies of each frame's API (the number frame's confirm, the contributors' encode/decode). */
  readonly replies?: Partial<Record<SplitKind, FakeReply[]>>;
  /** No BroadcastChannel: group messages go through the page stand-in. */
  readonly relay?: boolean;
  /** The number frame's options from its address (`brands`). */
  readonly numberOptions?: Partial<FrameOptions>;
  /** The number frame's BIN lookups (`/bin/lookup`), apart from its other calls. */
  readonly bin?: FakeFetch;
}

export function renderSplitGroup({
  group = crypto.randomUUID(),
  kinds = ['card-number', 'expiry', 'cvc'],
  replies = {},
  relay = false,
  numberOptions,
  bin,
}: SplitGroupOptions = {}) {
  const frames = {} as Record<SplitKind, SplitFrame>;
  const relayed: GroupMessage[] = [];
  for (const kind of kinds) {
    const api = fakeFetch(...(replies[kind] ?? [() => new Response('{}', { status: 500 })]));
    const fetch = kind === 'card-number' && bin ? byPath({ '/bin/lookup': bin }, api) : api.fetch;
    const client = createApiClient({ base: '', clientSecret: 'cs', trackerId: 't', fetch, lifecycle: NO_PAGE_LIFECYCLE });
    const options = kind === 'card-number' ? numberOptions : undefined;
    const frame = renderInFrame(BODIES[kind]!, { client, kind, group, ...(options ? { options } : {}) });
    frames[kind] = { ...frame, api };
  }
  if (relay) {
    // The page: each frame's onGroupMessage, forwarded to every other frame (sdk/element.ts).
    const forwarded = new Map<SplitKind, number>();
    const pump = () => {
      for (const kind of kinds) {
        const events = frames[kind].events;
        for (let i = forwarded.get(kind) ?? 0; i < events.length; i++) {
          const [event, payload] = events[i]!;
          if (event !== 'onGroupMessage') continue;
          relayed.push(payload as GroupMessage);
          // What the receiving frame's guard lets through.
          const read = readCallParams('update', { action: 'group', message: payload });
          if (!read.ok) continue;
          for (const other of kinds) if (other !== kind) void frames[other].call('update', read.value);
        }
        forwarded.set(kind, events.length);
      }
    };
    const timer = setInterval(pump, 2);
    return { frames, relayed, stop: () => clearInterval(timer) };
  }
  return { frames, relayed, stop: () => {} };
}

export const field = (name: RegExp, index = 0) => screen.getAllByRole('textbox', { name })[index] as HTMLInputElement;

/** Lets messages between the frames (and their re-renders) settle. */
export const settle = (ms = 20) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
