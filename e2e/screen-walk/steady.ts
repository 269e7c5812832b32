/**
 * Makes a tab look the same on every run before its screenshot is compared, in every frame
 * of it, by the walk itself rather than by Playwright's `mask` (which, in full runs, now and
 * then left a masked element bare, and always did in documents where axe had run):
 * - what differs on every run by design is hidden but keeps its box, through a constructed
 *   style sheet (the checkout's policy refuses inline style attributes, not the CSSOM): a
 *   fresh intent's QR code and its count-down, times read off the clock (a quote's rate and
 *   validity, a payment's deadline), and on the demo merchant's page the log of what it was
 *   answered;
 * - an id the provider made for this run (`int_…`, `att_…`), a test server's port and the
 *   codes a payment is given (a konbini payment code, a transfer's reference) read as a
 *   placeholder of the same length, and a time in HTTP's form as one fixed time;
 * - each frame shows its content from the top (a frame the SDK sizes to its content may
 *   have been scrolled by a field focused before it grew);
 * - no caret blinks in any frame (Playwright's `caret: 'hide'` is asked for too), and no progress
 *   spinner turns;
 * - the web fonts are loaded and every image decoded.
 * `undo` puts back what was changed, so the visit goes on with the real page.
 */
import type { Frame, Page } from '@playwright/test';

/** An id the provider made for this run (`int_…`, `att_…`, `cus_…`). */
const AN_ID = /\b[a-z]{2,5}_[A-Za-z0-9]{10,}/g;
/** The port of a test server, free and so different on each run. */
const A_PORT = /(?<=\b(?:127\.0\.0\.1|localhost):)\d+/g;
/** A time read off the clock as HTTP writes it (the sandbox bank's page expiry), read as one fixed time. */
const A_TIME = /\b[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT\b/g;
const FIXED_TIME = 'Thu, 01 Jan 2026 00:00:00 GMT';
/**
 * Codes the provider makes for each payment, shown in a fixed-width face: each letter and digit
 * read as `0` (a reference mixes letters and digits differently on each run).
 */
const CODES = '.portico-instr__number';
const VOLATILE = [
  '[data-qr-content]',
  '.portico-qr__expiry',
  '.portico-fx__rate',
  '[data-row="deadline"] dd',
  '[data-line="date"] dd',
  'canvas',
  'time',
  'pre',
];
/**
 * The progress spinner turns on under reduced motion too (slowed, by design), and Playwright's
 * `animations: 'disabled'` does not always reach it in a cross-origin frame: drawn at rest.
 */
const SPINNER = '.portico-spinner { animation: none !important; }';
/**
 * A hidden time keeps its box, but its length moves with the date and hour ("Dec 9, 3:05 AM" vs
 * "Nov 28, 12:55 AM"; a rate's validity too) and a longer one wraps: held to one line's height (its width left as it was), the box is the same on every day.
 */
const ONE_LINE = [
  '[data-line="date"] dd, .portico-fx__rate { height: 1lh !important; overflow: hidden !important; }',
  // A voucher's deadline on the shopper's clock and, the walk's browser being on UTC, on the shop's below it.
  '[data-row="deadline"] dd { height: 2lh !important; overflow: hidden !important; }',
].join('\n');
const RULES = [
  `${VOLATILE.join(', ')} { visibility: hidden !important; }`,
  ONE_LINE,
  '*, *::before, *::after { caret-color: transparent !important; }',
  SPINNER,
];
/** Where a frame keeps what it changed, to undo it. */
const KEPT = '__porticoSteady';

/** Steadies every frame of `target`; the answer undoes it. */
export async function steady(target: Page): Promise<() => Promise<void>> {
  const frames = target.frames().filter((frame) => !frame.isDetached());
  await Promise.all(frames.map((frame) => quietly(frame, steadyFrame)));
  return async () => {
    await Promise.all(frames.map((frame) => quietly(frame, undoFrame)));
  };
}

/** A frame that navigates or goes away meanwhile has nothing left to steady or undo. */
async function quietly(frame: Frame, work: (frame: Frame) => Promise<void>): Promise<void> {
  try {
    await work(frame);
  } catch (error) {
    if (frame.isDetached() || /Execution context was destroyed|Target closed|frame was detached|navigation/i.test(String(error))) return;
    throw error;
  }
}

async function steadyFrame(frame: Frame): Promise<void> {
  await frame.evaluate(
    async ({ rules, idSource, portSource, timeSource, fixedTime, codes, kept }) => {
      type Kept = { sheet: CSSStyleSheet; texts: Array<{ node: Text; was: string; now: string }>; scrolled: [number, number] };
      const store = window as unknown as Record<string, Kept | undefined>;
      if (store[kept]) return;
      // A frame grows to its content, but a field focused before it grew may have scrolled it: shown from its top.
      const scrolled: [number, number] = [scrollX, scrollY];
      if (window !== window.top) scrollTo(0, 0);
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(rules.join('\n'));
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      const texts: Kept['texts'] = [];
      const walker = document.createTreeWalker(document.body ?? document.documentElement, NodeFilter.SHOW_TEXT);
      const anId = new RegExp(idSource, 'g');
      const aPort = new RegExp(portSource, 'g');
      const aTime = new RegExp(timeSource, 'g');
      const code = (node: Text) => node.parentElement?.closest(codes) != null;
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const was = node.data;
        const now = code(node)
          ? was.replace(/[A-Za-z0-9]/g, '0')
          : was
              .replace(anId, (id) => id.slice(0, id.indexOf('_') + 1).padEnd(id.length, '0'))
              .replace(aPort, (port) => '0'.repeat(port.length))
              .replace(aTime, fixedTime);
        if (now === was) continue;
        node.data = now;
        texts.push({ node, was, now });
      }
      store[kept] = { sheet, texts, scrolled };
      await document.fonts.ready;
      await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    },
    { rules: RULES, idSource: AN_ID.source, portSource: A_PORT.source, timeSource: A_TIME.source, fixedTime: FIXED_TIME, codes: CODES, kept: KEPT },
  );
}

async function undoFrame(frame: Frame): Promise<void> {
  await frame.evaluate((kept) => {
    type Kept = { sheet: CSSStyleSheet; texts: Array<{ node: Text; was: string; now: string }>; scrolled: [number, number] };
    const store = window as unknown as Record<string, Kept | undefined>;
    const changed = store[kept];
    if (!changed) return;
    if (window !== window.top) scrollTo(...changed.scrolled);
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== changed.sheet);
    // A text the page has rewritten since is the page's, not ours to put back.
    for (const { node, was, now } of changed.texts) if (node.data === now) node.data = was;
    store[kept] = undefined;
  }, KEPT);
}
