/**
 * One walk through a screen's states: at each state the test calls `check`, which looks at
 * every document of the checkout's origin in the tab (the page itself, or the element
 * frames on the merchant's page) and records, per route of the screen table, which states
 * were seen. What it checks in each document:
 * - axe, the WCAG 2.2 A and AA rules, no rule left out;
 * - nothing wider than the window (no horizontal scrolling, at 320 px too);
 * - a field marked invalid is described by a message that has words in it;
 * - when the shopper asked for reduced motion, nothing turns faster than once in 2 s (a
 *   slowed progress spinner may stay; a shimmer or a 1 s spinner may not);
 * - on the merchant's page, every frame of the checkout has a title.
 *
 * axe runs in each document by itself (injected once per document, then re-run per state),
 * not through @axe-core/playwright, which injects into every frame again on each call.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type APIRequestContext, type Frame, type Page } from '@playwright/test';
import { parseLocation, type RouteName } from '../../runtime/platform/router';
import { steady } from './steady';
import { expectFrameSettled } from '../support/frame-settled';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] as const;
export type Scheme = 'light' | 'dark';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface WalkServers {
  readonly merchantUrl: string;
  readonly checkoutUrl: string;
  readonly request: APIRequestContext;
}

/** One document's findings in one state. */
export interface DocumentFindings {
  readonly route: RouteName | null;
  readonly url: string;
  readonly violations: readonly { id: string; impact: string | null; help: string; targets: string[] }[];
  readonly overflow: { scrollWidth: number; width: number } | null;
  readonly undescribedInvalid: readonly string[];
  /** Animations running despite `prefers-reduced-motion: reduce`, faster than once in 2 s. */
  readonly fastMotion: readonly string[];
}

interface AxeWindow {
  axe?: {
    configure(options: unknown): void;
    run(
      context: Document,
      options: unknown,
    ): Promise<{ violations: Array<{ id: string; impact?: string | null; help: string; nodes: Array<{ target: unknown[]; failureSummary?: string }> }> }>;
  };
}

/** One stored look of each state: its folder (scheme and width) and the window it is pictured in. */
export interface LookDuty {
  readonly folder: string;
  readonly viewport: { readonly width: number; readonly height: number };
}

/**
 * What a walk does at each state: `audit` runs the checks above in every document; each of
 * `looks` compares the tab with its stored screenshot (Playwright's `toHaveScreenshot`), so a
 * change that breaks the look fails, after making the tab the same on every run
 * (e2e/screen-walk/steady.ts). `name` keys the screenshots of one visit. A look asks for
 * reduced motion while it pictures, so a walk that audits without it can look too; a look at
 * another width resizes the window for its picture and puts it back, so one drive through the
 * states pictures them at both widths (a drive costs as much as the looks it serves).
 */
export interface WalkDuties {
  readonly audit: boolean;
  readonly name: string;
  readonly looks: readonly LookDuty[];
}

export class Walk {
  /** Route → states it was checked in. */
  readonly seen = new Map<RouteName, Set<string>>();
  /** How many documents × states axe ran on. */
  checks = 0;
  /** Time spent checking (not driving), for the suite's budget. */
  checkMs = 0;

  /** Screenshot names taken so far in this visit, so a state checked twice gets its own picture. */
  private readonly looked = new Map<string, number>();
  /** The screenshot files this visit compared with, for `npm run looks` to drop the others. */
  readonly looks: string[] = [];
  /** Time spent taking and comparing screenshots, for the suite's budget. */
  lookMs = 0;

  constructor(
    readonly page: Page,
    readonly servers: WalkServers,
    readonly scheme: Scheme,
    readonly duties: WalkDuties = { audit: true, name: '', looks: [] },
  ) {}

  get checkoutOrigin(): string {
    return new URL(this.servers.checkoutUrl).origin;
  }

  /**
   * Checks every checkout document in `target` (default: the walk's tab) in the state
   * named `state`. The colour scheme is set again first: Chromium drops an emulated scheme
   * after some cross-origin navigations.
   */
  async check(state: string, target: Page = this.page): Promise<void> {
    const started = Date.now();
    try {
      await this.checkNow(state, target);
    } finally {
      this.checkMs += Date.now() - started;
    }
  }

  private async checkNow(state: string, target: Page): Promise<void> {
    // The tab looked at is the one in front, as the shopper's is. A tab behind another (the wallet app's page
    // opened after the merchant's) draws no frames: each animation frame waited for takes seconds, and a click
    // after a resize is hit-tested against the last frame it drew, at the old size, and lands nowhere.
    await target.bringToFront();
    await target.emulateMedia({ colorScheme: this.scheme });
    const frames = target.frames().filter((frame) => this.isCheckout(frame) && !frame.isDetached());
    expect(frames.length, `no document of the checkout's origin in the tab at "${state}"`).toBeGreaterThan(0);
    if (this.duties.looks.length > 0) await this.lookAt(state, target);
    if (!this.duties.audit) return void this.note(state, frames);
    for (const frame of frames) {
      const findings = await this.findings(frame);
      if (findings === null) continue;
      this.checks += 1;
      if (findings.route) {
        const states = this.seen.get(findings.route) ?? new Set<string>();
        states.add(state);
        this.seen.set(findings.route, states);
      }
      const where = `${findings.route ?? findings.url} · ${state} · ${this.scheme}`;
      expect.soft(findings.violations, `axe violations: ${where}`).toEqual([]);
      expect.soft(findings.overflow, `wider than the window: ${where}`).toBeNull();
      expect.soft(findings.undescribedInvalid, `invalid fields without a message: ${where}`).toEqual([]);
      expect.soft(findings.fastMotion, `motion despite prefers-reduced-motion: ${where}`).toEqual([]);
    }
    if (!this.isCheckout(target.mainFrame())) {
      // A hidden frame (the SDK's warm-up) is outside the accessibility tree and needs no name.
      const untitled = await target
        .locator(`iframe[src^="${this.checkoutOrigin}"]:not([hidden])`)
        .evaluateAll((frames) => frames.filter((frame) => (frame.getAttribute('title') ?? '').trim() === '').map((frame) => frame.getAttribute('src')));
      expect.soft(untitled, `checkout frames without a title on the merchant's page · ${state}`).toEqual([]);
    }
  }

  /** Records the routes on screen without auditing them (a walk that only looks). */
  private note(state: string, frames: readonly Frame[]): void {
    for (const frame of frames) {
      const parsed = new URL(frame.url());
      const route = parseLocation({ pathname: parsed.pathname, search: parsed.search, hash: parsed.hash }).route?.name;
      if (route) this.seen.set(route, (this.seen.get(route) ?? new Set<string>()).add(state));
    }
  }

  private async lookAt(state: string, target: Page): Promise<void> {
    const started = Date.now();
    const base = `${this.duties.name}--${fileSafe(state)}`;
    const count = (this.looked.get(base) ?? 0) + 1;
    this.looked.set(base, count);
    const file = `${count === 1 ? base : `${base}-${count}`}.png`;
    this.looks.push(file);
    const motion = await reducedMotionFor(target);
    const driven = target.viewportSize();
    try {
      await settle(target);
      const undo = await steady(target);
      try {
        for (const look of this.duties.looks) {
          if (driven !== null && look.viewport.width !== driven.width) await resized(target, look.viewport);
          const view = await wholePageInView(target);
          try {
            await expect.soft(target, `looks as before: ${this.duties.name} · ${state} · ${look.folder}`).toHaveScreenshot([look.folder, file], {
              animations: 'disabled',
              caret: 'hide',
              fullPage: view.fullPage,
            });
          } finally {
            await view.restore();
          }
        }
      } finally {
        await undo();
      }
    } finally {
      // Back to the window the visit drives in, its frames at their size again before the next step clicks anything.
      if (driven !== null && !sameSize(target.viewportSize(), driven)) await resized(target, driven);
      await motion.restore();
      this.lookMs += Date.now() - started;
    }
  }

  private isCheckout(frame: Frame): boolean {
    try {
      return new URL(frame.url()).origin === this.checkoutOrigin;
    } catch {
      return false;
    }
  }

  /** `null`: the document went away while it was being looked at (a page that moves on by itself). */
  async findings(frame: Frame): Promise<DocumentFindings | null> {
    const url = frame.url();
    const parsed = new URL(url);
    const route = parseLocation({ pathname: parsed.pathname, search: parsed.search, hash: parsed.hash }).route?.name ?? null;
    try {
      const injected = await frame.evaluate(() => typeof (window as AxeWindow).axe !== 'undefined');
      if (!injected) await frame.evaluate(AXE_SOURCE);
      const backdrop = await backdropOf(frame);
      const result = await frame.evaluate(
        async ([tags, behind]) => {
          const axe = (window as AxeWindow).axe!;
          const root = document.documentElement;
          // A transparent frame shows the page behind it: axe, run inside the frame alone, would assume white.
          const transparent = (element: Element) => /^(transparent|rgba\(0, 0, 0, 0\))$/.test(getComputedStyle(element).backgroundColor);
          const paint = behind !== null && transparent(root) && transparent(document.body);
          if (paint) root.style.backgroundColor = behind;
          const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }).finally(() => {
            if (paint) root.style.backgroundColor = '';
          });
          const overflow = root.scrollWidth > root.clientWidth + 1 ? { scrollWidth: root.scrollWidth, width: root.clientWidth } : null;
          const undescribedInvalid = [...document.querySelectorAll<HTMLElement>('[aria-invalid="true"]')]
            .filter((field) => {
              const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
              return !ids.some((id) => (document.getElementById(id)?.textContent ?? '').trim() !== '');
            })
            .map((field) => field.getAttribute('name') ?? field.id ?? field.tagName);
          const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
          const fastMotion = reduced
            ? document
                .getAnimations()
                .filter((animation) => animation.playState === 'running' && Number(animation.effect?.getComputedTiming().duration ?? 0) < 2000)
                .map((animation) => (animation as CSSAnimation).animationName ?? 'an animation')
            : [];
          return {
            fastMotion,
            violations: violations.map((v) => ({
              id: v.id,
              impact: v.impact ?? null,
              help: v.help,
              targets: v.nodes.map((node) => `${node.target.join(' > ')}: ${node.failureSummary ?? ''}`),
            })),
            overflow,
            undescribedInvalid,
          };
        },
        [[...WCAG_TAGS], backdrop] as const,
      );
      return { route, url, ...result };
    } catch (error) {
      if (frame.isDetached() || /Execution context was destroyed|Target closed|frame was detached/i.test(String(error))) return null;
      throw error;
    }
  }
}

/** The colour a frame is drawn over: the first ancestor of its iframe element that paints a background (white if none does). */
async function backdropOf(frame: Frame): Promise<string | null> {
  if (frame.parentFrame() === null) return null;
  const element = await frame.frameElement();
  return element.evaluate((iframe) => {
    for (let node: Element | null = iframe as Element; node; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor;
      if (!/^(transparent|rgba\(0, 0, 0, 0\))$/.test(colour)) return colour;
    }
    return 'rgb(255, 255, 255)';
  });
}

/** A screenshot file name: lower case, words joined by hyphens. */
export function fileSafe(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Asks for reduced motion while a look is pictured (no animation caught midway), in a walk
 * that audits without it; the answer puts the preference back.
 */
async function reducedMotionFor(target: Page): Promise<{ readonly restore: () => Promise<void> }> {
  const reduced = await target.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
  if (!reduced) await target.emulateMedia({ reducedMotion: 'reduce' });
  return { restore: async () => (reduced ? undefined : target.emulateMedia({ reducedMotion: 'no-preference' })) };
}

/**
 * Makes the window show what the screenshot is of, and answers how to take it and how to put
 * the window back. The whole page, not the part the window had scrolled to (where a click
 * scrolled it depends on when the frames grew), through a window made as tall as the page:
 * Playwright's `fullPage` alone captures beyond the window, where the checkout's frames (other
 * processes) are left undrawn far from it (a frame's top rows once Pay scrolled the page down
 * to the button) and a full-window 3-D Secure overlay's frames come out blank. A page that fits
 * the window keeps `fullPage`, so one still growing past it is taken whole. Under a modal dialog
 * the shopper sees the window alone, so the window alone is pictured.
 */
async function wholePageInView(target: Page): Promise<{ readonly fullPage: boolean; readonly restore: () => Promise<void> }> {
  // The page's height once its element frames have their content's (a QR code gone, the frame shrinks after a debounce).
  await expectFrameSettled(target.locator('iframe[data-portico-kind]:not([hidden])'), [40]);
  const shown = target.viewportSize();
  const { modal, scrolled } = await target.evaluate(() => ({ modal: document.querySelector('dialog:modal') !== null, scrolled: [scrollX, scrollY] as const }));
  const unchanged = { fullPage: !modal, restore: async () => undefined };
  if (modal || shown === null) return unchanged;
  const height = await steadyHeight(target);
  if (height <= shown.height) return unchanged;
  await target.setViewportSize({ width: shown.width, height });
  await target.evaluate(() => scrollTo(0, 0));
  await settle(target);
  return {
    // The window is the page now; asked for again, the page would be measured anew, taller where it sizes itself by the window.
    fullPage: false,
    restore: async () => {
      await target.setViewportSize(shown);
      await target.evaluate(([x, y]) => scrollTo(x, y), scrolled);
    },
  };
}

/** Resizes the window and waits for the element frames to take their new sizes. */
async function resized(target: Page, viewport: { readonly width: number; readonly height: number }): Promise<void> {
  await target.setViewportSize({ width: viewport.width, height: viewport.height });
  await settle(target);
  // Polled often: the frames report their new height after a 60 ms debounce, twice a state.
  await expectFrameSettled(target.locator('iframe[data-portico-kind]:not([hidden])'), [40]);
  await settle(target);
}

function sameSize(a: { width: number; height: number } | null, b: { width: number; height: number }): boolean {
  return a !== null && a.width === b.width && a.height === b.height;
}

/** The page's height once it stayed the same for three looks 50 ms apart (a page still drawing its form grows), measured in the page. */
async function steadyHeight(target: Page): Promise<number> {
  return target.evaluate(async () => {
    const measure = () => document.documentElement.scrollHeight;
    let height = measure();
    for (let look = 0, same = 0; look < 60 && same < 2; look += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const now = measure();
      same = now === height ? same + 1 : 0;
      height = now;
    }
    return height;
  });
}

/** Waits for the frames to have been drawn at their current size (the SDK resizes them after a debounce). */
async function settle(target: Page): Promise<void> {
  await target.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
