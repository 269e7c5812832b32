/**
 * Each kind's demo page, and how tall its frame is once ready (issue 26's placeholder heights,
 * sdk/ready-heights.ts): shared by e2e/layout-shift.spec.ts and e2e/ready-heights.spec.ts.
 */
import type { Frame, Page } from '@playwright/test';

/** Each demo page and the kinds it mounts (together: every kind of protocol/element-kinds.ts, the drop-in in both layouts). */
export const READY_PAGES = [
  { path: '/card-script.html', kinds: ['card'] },
  { path: '/full-featured-card.html', kinds: ['full-featured-card'] },
  { path: '/split-card.html', kinds: ['card-number', 'expiry', 'cvc'] },
  { path: '/kr-card.html', kinds: ['kr-card-number', 'kr-card-expiry', 'kr-card-psw-first-two', 'kr-card-identifier'] },
  { path: '/dropin.html?layout=accordion', kinds: ['dropin'] },
  { path: '/dropin.html?layout=tab', kinds: ['dropin'], row: 'dropin-tab' },
  { path: '/redirect.html', kinds: ['redirect'] },
  { path: '/wechat.html', kinds: ['wechat'] },
  { path: '/qrcode.html', kinds: ['qrcode'] },
  { path: '/apple-pay.html', kinds: ['apple-pay'] },
  { path: '/google-pay.html', kinds: ['google-pay'] },
] as const;

/** The frame's drawn height when ready (no skeleton left, `aria-busy` gone), else -1. */
export async function drawnHeight(page: Page, kind: string): Promise<number> {
  const frame: Frame | undefined = page.frames().find((f) => f.url().includes(`#/elements/${kind}?`) || f.url().endsWith(`#/elements/${kind}`));
  if (!frame) return -1;
  return frame
    .evaluate(() => {
      const root = document.querySelector('#root > div');
      if (!root || root.childElementCount === 0 || document.querySelector('[aria-busy="true"]')) return -1;
      return Math.ceil(root.getBoundingClientRect().height);
    })
    .catch(() => -1);
}

/** The iframe's height on the merchant's page. */
export async function iframeHeight(page: Page, kind: string): Promise<number> {
  return page.locator(`iframe[data-portico-kind="${kind}"]`).evaluate((iframe: HTMLIFrameElement) => iframe.offsetHeight);
}

/** Ready: the frame's content drawn and the iframe as tall as it (onResize handled). */
export async function frameReady(page: Page, kind: string): Promise<boolean> {
  const inner = await drawnHeight(page, kind);
  return inner > 0 && inner === (await iframeHeight(page, kind));
}
