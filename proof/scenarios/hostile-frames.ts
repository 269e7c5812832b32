/**
 * Issue 15: "foreign-origin and look-alike-origin frames (10,000 messages …)". A card
 * element is mounted and filled on a merchant page; three frames of other origins on that
 * page (a foreign one, one on the merchant's host at another port, one on the checkout's
 * host at another port) send the card frame 10,000 window messages
 * (support/hostile-messages.ts), then each a marker. Once the frame has heard every
 * marker (messages from one source arrive in order), the merchant's code makes a valid
 * call and waits for its answer: every message before it has been acted on by then.
 * Counted as handled: an answer on any hijack port or to any hostile window, an event
 * the SDK heard, the card's fields changed, the intent charged, a prototype polluted.
 */
import fc from 'fast-check';
import type { BrowserContext, Frame, Page } from '@playwright/test';
import { scaled, type Scenario } from '../scenario';
import { chargesOf } from '../support/charges';
import { hostileMessage, type HostileMessage } from '../support/hostile-messages';
import { createIntent, eventsOf, fillCard, mountCard, openLabPage, type LabState } from '../support/lab-page';
import { BLANK_PAGE, serveOn, type LoopbackServer } from '../support/loopback-server';
import { inContext, type World } from '../support/world';

const NAME = 'target';
/**
 * Events that would mean a message acted: paid, failed, cancelled, submitted, sent the
 * page away, reloaded. The typing's own `change`, `binInfo`, `focus` and `resize` may still
 * be on their way (debounced); a cleared field is counted from the field itself.
 */
const ACTION_EVENTS = new Set(['ready', 'submit', 'success', 'error', 'cancel', 'redirect', '3dsChallenge', '3dsResult']);
const CARD = '4111 1111 1111 1111';

/** Hosts of the hostile frames: foreign, the merchant's (localhost) and the checkout's (127.0.0.1), each at a port of its own. */
const HOSTS = ['127.0.0.2', 'localhost', '127.0.0.1'] as const;

async function addHostileFrames(page: Page, servers: readonly LoopbackServer[]): Promise<Frame[]> {
  const urls = servers.map((server) => `${server.url}/hostile.html`);
  await page.evaluate(
    (urls) =>
      Promise.all(
        urls.map(
          (url) =>
            new Promise<void>((resolve) => {
              const frame = document.body.appendChild(document.createElement('iframe'));
              frame.onload = () => resolve();
              frame.src = url;
            }),
        ),
      ),
    urls,
  );
  return urls.map((url) => {
    const frame = page.frames().find((candidate) => candidate.url() === url);
    if (!frame) throw new Error(`no frame at ${url}`);
    return frame;
  });
}

/** The card frame's index in `window.frames` of the page, as a sibling frame reaches it. */
function cardFrameIndex(page: Page): Promise<number> {
  return page.evaluate((name) => {
    const target = document.querySelector<HTMLIFrameElement>(`#${name} iframe`)!.contentWindow;
    return Array.from({ length: window.frames.length }, (_, i) => i).find((i) => window.frames[i] === target) ?? -1;
  }, NAME);
}

/** Sends `messages` from `frame` to the card frame, then `marker`; returns nothing: what comes back is counted on `window.__proofAnswers`. */
function flood(frame: Frame, index: number, messages: readonly HostileMessage[], checkout: string, marker: string): Promise<void> {
  return frame.evaluate(
    ({ index, messages, checkout, marker }) => {
      const w = window as unknown as { __proofAnswers: number };
      w.__proofAnswers = 0;
      addEventListener('message', () => void (w.__proofAnswers += 1));
      const target = parent.frames[index]!;
      for (const message of messages) {
        const data: unknown = message.parse ? JSON.parse(message.data as string) : message.data;
        const origin = message.toAnyone ? '*' : checkout;
        if (!message.withPort) {
          target.postMessage(data, origin);
          continue;
        }
        const hijack = new MessageChannel();
        hijack.port1.onmessage = () => void (w.__proofAnswers += 1);
        target.postMessage(data, origin, [hijack.port2]);
        hijack.port1.postMessage({ id: 'hijack', type: 'APPLY', path: ['update'], argumentList: [{ type: 'RAW', value: { action: 'clear' } }] });
      }
      target.postMessage(marker, checkout);
    },
    { index, messages, checkout, marker },
  );
}

/** A filled card element on a merchant page, its frame recording the window messages it is delivered. */
async function filledCard(context: BrowserContext, world: World) {
  const page = await openLabPage(context, world);
  const intent = await createIntent(world);
  await mountCard(page, NAME, intent);
  await fillCard(page, NAME, CARD);
  // The per-mount channel, from the iframe's address: a script on the page can read it too.
  const channel = await page.evaluate((name) => {
    const hash = new URL(document.querySelector<HTMLIFrameElement>(`#${name} iframe`)!.src).hash;
    return (JSON.parse(new URLSearchParams(hash.slice(hash.indexOf('?') + 1)).get('options') ?? '{}') as { channel: string }).channel;
  }, NAME);
  const cardFrame = page.frames().find((frame) => frame.url().includes(channel))!;
  await cardFrame.evaluate(() => {
    const seen = { delivered: 0, markers: 0 };
    (window as unknown as { __proofSeen: typeof seen }).__proofSeen = seen;
    addEventListener('message', (event) => {
      if (typeof event.data === 'string' && event.data.startsWith('proof-done-')) seen.markers += 1;
      else seen.delivered += 1;
    });
  });
  return { page, intent, channel, cardFrame };
}

const seenIn = (frame: Frame) => frame.evaluate(() => (window as unknown as { __proofSeen: { delivered: number; markers: number } }).__proofSeen);

async function probe(context: BrowserContext, world: World, servers: readonly LoopbackServer[], seed: number, count: number) {
  const { page, intent, channel, cardFrame } = await filledCard(context, world);
  const frames = await addHostileFrames(page, servers);
  const index = await cardFrameIndex(page);
  const messages = fc.sample(hostileMessage(channel), { seed, numRuns: count });
  const eventsBefore = (await eventsOf(page, NAME)).length;
  const share = Math.ceil(count / frames.length);
  await Promise.all(frames.map((frame, i) => flood(frame, index, messages.slice(i * share, (i + 1) * share), world.servers.checkoutUrl, `proof-done-${i}`)));
  await cardFrame.waitForFunction((expected) => (window as unknown as { __proofSeen: { markers: number } }).__proofSeen.markers === expected, frames.length);
  // The valid call last, from the merchant's code over the pinned port: a no-op update, answered once all before it was handled.
  await page.evaluate((name) => (window as unknown as { __lab: LabState }).__lab.elements[name]!.update({}), NAME);
  const events = (await eventsOf(page, NAME)).slice(eventsBefore).filter((event) => ACTION_EVENTS.has(event.name));
  const answers = await Promise.all(frames.map((frame) => frame.evaluate(() => (window as unknown as { __proofAnswers: number }).__proofAnswers)));
  const polluted = await Promise.all([page, cardFrame].map((where) => where.evaluate(() => 'polluted' in Object.prototype)));
  return {
    index,
    delivered: (await seenIn(cardFrame)).delivered,
    answers: answers.reduce((a, b) => a + b, 0),
    events,
    fieldsChanged: (await cardFrame.locator('input[name="number"]').inputValue()) !== CARD,
    ...(await chargesOf(world, intent.intent_id)),
    polluted: polluted.some(Boolean),
    stayed: new URL(page.url()).pathname === '/',
  };
}

export const hostileFrames: Scenario = {
  id: 'hostile-frames',
  title: 'Window messages to a mounted card frame from foreign and look-alike origins',
  async run(seed, scale, lazyWorld) {
    const world = await lazyWorld.get();
    const count = scaled(10_000, scale);
    const servers = await Promise.all(HOSTS.map((host) => serveOn(host, new Map([['/hostile.html', BLANK_PAGE]]))));
    const seen = await inContext(world, (context) => probe(context, world, servers, seed, count)).finally(() =>
      Promise.all(servers.map((server) => server.close())),
    );
    const handled = seen.answers + seen.events.length + Number(seen.fieldsChanged) + seen.charges + Number(seen.polluted) + Number(!seen.stayed);
    const problems = [
      seen.index < 0 ? "the card frame was not found among the page's frames" : '',
      seen.delivered !== count ? `the card frame was delivered ${seen.delivered} of ${count} messages` : '',
      seen.answers > 0 ? `${seen.answers} answers to hostile windows or ports` : '',
      seen.events.length > 0 ? `the SDK heard ${seen.events.map((event) => event.name).join(', ')}` : '',
      seen.fieldsChanged ? 'the card number changed' : '',
      seen.status !== 'REQUIRES_PAYMENT_METHOD' ? `the intent is ${seen.status}` : '',
      seen.polluted ? 'a prototype was polluted' : '',
      seen.stayed ? '' : 'the merchant page navigated',
    ].filter(Boolean);
    return {
      runs: count,
      figure: `${seen.delivered.toLocaleString('en-US')} delivered from ${HOSTS.length} origins, ${handled} handled; a valid call after them answered`,
      pass: problems.length === 0,
      ...(problems.length > 0 ? { detail: problems.join('; ') } : {}),
    };
  },
};
