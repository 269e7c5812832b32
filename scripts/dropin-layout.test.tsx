// @vitest-environment jsdom
/**
 * The drop-in's default layout is decided on both sides of the frame: by the frame as it
 * draws, and by the SDK as it sizes the frame's placeholder before that (sdk/ready-heights.ts).
 * When they disagree the merchant's page moves as the frame draws (an iPad once did: the SDK
 * read no touch points). Here the runtime's drop-in is rendered and the SDK's placeholder read
 * on the same device; this file sits outside both, as only scripts/ may import both.
 */
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../runtime/platform/api/client';
import { NO_PAGE_LIFECYCLE } from '../runtime/platform/api/page-lifecycle';
import { byPath, fakeFetch, json } from '../runtime/platform/api/testing';
import { renderInFrame } from '../runtime/host/testing';
import DropinElement from '../runtime/features/dropin/DropinElement';
import { readyHeight } from '../sdk/ready-heights';

const CARD = { name: 'card', flows: ['inline'], active: true, card_schemes: [{ name: 'visa' }] };
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
/** iPadOS's Safari asks for desktop sites: a Mac's user agent, with a touch screen. */
const IPAD = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

interface Device {
  readonly userAgent: string;
  readonly maxTouchPoints: number;
  readonly screenWidth: number;
  readonly userAgentData?: { readonly mobile: boolean };
}

const own: Array<[object, string]> = [];
function pretend(device: Device): void {
  const set = (target: object, key: string, value: unknown) => {
    Object.defineProperty(target, key, { value, configurable: true });
    own.push([target, key]);
  };
  set(navigator, 'userAgent', device.userAgent);
  set(navigator, 'maxTouchPoints', device.maxTouchPoints);
  set(navigator, 'userAgentData', device.userAgentData);
  set(screen, 'width', device.screenWidth);
}

async function frameLayout(): Promise<string | null> {
  const client = createApiClient({
    base: '',
    clientSecret: 'cs',
    trackerId: 't',
    fetch: byPath(
      { '/config/payment_method_types': fakeFetch(json(200, { items: [CARD], has_more: false })) },
      fakeFetch(json(200, { id: 'int_1', status: 'REQUIRES_PAYMENT_METHOD', amount: 1200, currency: 'JPY' })),
    ),
    lifecycle: NO_PAGE_LIFECYCLE,
  });
  renderInFrame(DropinElement, { client, kind: 'dropin', options: {} });
  // The first render loads the drop-in's chunks cold: more than waitFor's default second on a busy machine.
  const dropin = await waitFor(
    () => {
      const found = document.querySelector('.portico-dropin');
      expect(found).not.toBeNull();
      return found!;
    },
    { timeout: 8000 },
  );
  return dropin.getAttribute('data-layout');
}

describe("the drop-in's default layout: the frame's and the SDK's placeholder's agree", () => {
  afterEach(() => {
    cleanup();
    for (const [target, key] of own.splice(0)) delete (target as Record<string, unknown>)[key];
  });

  it.each([
    ['a phone', { userAgent: PHONE, maxTouchPoints: 5, screenWidth: 390 }, 'tab'],
    ["an iPad (a Mac's user agent, a touch screen)", { userAgent: IPAD, maxTouchPoints: 5, screenWidth: 1024 }, 'tab'],
    ['a desktop', { userAgent: DESKTOP, maxTouchPoints: 0, screenWidth: 1280 }, 'accordion'],
    ['a browser whose client hints say mobile', { userAgent: DESKTOP, maxTouchPoints: 0, screenWidth: 1280, userAgentData: { mobile: true } }, 'tab'],
  ] as const)('%s: %s', async (_, device, layout) => {
    pretend(device);
    expect(await frameLayout()).toBe(layout);
    // At a width where the two layouts' heights differ, the placeholder is the frame's layout's.
    const width = 400;
    expect(readyHeight('dropin', { layout: 'tab' }, width)).not.toBe(readyHeight('dropin', { layout: 'accordion' }, width));
    expect(readyHeight('dropin', {}, width)).toBe(readyHeight('dropin', { layout }, width));
  });
});
