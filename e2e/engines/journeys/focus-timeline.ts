/**
 * Auto-advance as a screen reader and a caret see it (issue 38, problem 10): a card typed in
 * one go into the split fields moves focus once, number → expiry → CVC, never back to a field
 * it completed. Each frame records its own focus events (window and input) on the page's
 * shared clock (performance.timeOrigin + now); the timelines are merged and read in order.
 */
import { expect } from '@playwright/test';
import { waitFor, waitForEnabled, type Shopper } from '../shopper';
import type { Journey } from './journey';

/** A group of fields typed into in one go: each field's iframe and input, in focus order, and what is typed. */
interface Group {
  readonly page: string;
  readonly fields: readonly { readonly name: string; readonly frame: string; readonly input: string }[];
  readonly typed: string;
}

const SPLIT: Group = {
  page: '/split-card.html',
  fields: ['number', 'expiry', 'cvc'].map((name) => ({ name, frame: `#card-${name} iframe`, input: `input[name="${name}"]` })),
  typed: '4111111111111111' + '1234' + '123',
};
const KOREAN: Group = {
  page: '/kr-card.html',
  fields: ['kr-card-number', 'kr-card-expiry', 'kr-card-psw-first-two', 'kr-card-identifier'].map((name) => ({
    name,
    frame: `#${name} iframe`,
    input: 'input',
  })),
  typed: '9410000000000005' + '1234' + '12' + '900101',
};

/** Installs the recorder in a frame's document: focus and blur of its window and of each element, with their time. */
const RECORD = `(() => {
  const log = (window.__focusLog = []);
  const at = () => performance.timeOrigin + performance.now();
  const name = (target) => (target === window ? 'window' : target && target.name ? 'input:' + target.name : target && target.tagName ? target.tagName.toLowerCase() : 'other');
  window.addEventListener('focus', (event) => event.target === window && log.push({ t: at(), type: 'focus', on: 'window' }), true);
  window.addEventListener('blur', (event) => event.target === window && log.push({ t: at(), type: 'blur', on: 'window' }), true);
  document.addEventListener('focusin', (event) => log.push({ t: at(), type: 'focus', on: name(event.target) }), true);
  return true;
})()`;
const READ = 'JSON.stringify(window.__focusLog || [])';

interface FocusEvent {
  readonly t: number;
  readonly type: 'focus' | 'blur';
  readonly on: string;
  readonly field: string;
}

/** The frames' timelines merged in time order. */
async function timeline(shopper: Shopper, group: Group): Promise<FocusEvent[]> {
  const logs = await Promise.all(
    group.fields.map(async ({ name, frame }) =>
      (JSON.parse(String(await shopper.evaluate([frame], READ))) as Omit<FocusEvent, 'field'>[]).map((event) => ({ ...event, field: name })),
    ),
  );
  return logs.flat().sort((a, b) => a.t - b.t);
}

/** The fields an input took focus in, in order, each only when it differs from the one before. */
function focusPath(events: readonly FocusEvent[]): string[] {
  const path: string[] = [];
  for (const event of events) if (event.type === 'focus' && event.on.startsWith('input:') && path.at(-1) !== event.field) path.push(event.field);
  return path;
}

async function typeInOneGo(shopper: Shopper, group: Group): Promise<void> {
  await shopper.goto(group.page);
  await waitForEnabled(shopper, { css: '#pay' });
  for (const { name, frame, input } of group.fields) {
    await waitFor(
      `the ${name} field`,
      () => shopper.value({ frames: [frame], css: input }),
      (value) => value !== null,
    );
    await shopper.evaluate([frame], RECORD);
  }
  const [first] = group.fields;
  if (!first) return;
  await shopper.fill({ frames: [first.frame], css: first.input }, group.typed);
  // Focus has reached the last field: its frame is the top page's active element (read on the top page, since
  // WebDriver's switch into a frame focuses it in WebKit, which would be the test's own focus move), then its input
  // took focus (read in that frame, which already has it). On a loaded machine that has taken seconds after the last key.
  const last = group.fields.at(-1)!;
  await waitFor(
    `focus in the ${last.name} frame`,
    () => shopper.evaluate([], `document.activeElement === document.querySelector(${JSON.stringify(last.frame)})`),
    (inLast) => inLast === true,
  );
  await waitFor(
    `focus in the ${last.name} field`,
    async () => JSON.parse(String(await shopper.evaluate([last.frame], READ))) as Omit<FocusEvent, 'field'>[],
    (events) => events.some((event) => event.type === 'focus' && event.on.startsWith('input:')),
  );
  // Late focus moves back (a second request for an earlier frame) would come within a few hundred ms. No other
  // frame is read meanwhile, so the timeline ends before the first read of one.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const until = Date.now();
  const events = (await timeline(shopper, group)).filter((event) => event.t < until);
  const seen = events.map(({ field, type, on, t }) => `${Math.round(t - (events[0]?.t ?? 0))}ms ${field} ${type} ${on}`).join('\n');
  // Forward only, ending in the last field (a field whose keys were all carried may be passed through quickly).
  const order = group.fields.map(({ name }) => name);
  const path = focusPath(events);
  expect(
    path.map((name) => order.indexOf(name)),
    seen,
  ).toEqual([...path.map((name) => order.indexOf(name))].sort((a, b) => a - b));
  expect(path.at(-1), seen).toBe(order.at(-1));
  // Once a field's window had focus, no field before it took focus back.
  group.fields.forEach(({ name }, index) => {
    const reached = events.findIndex((event) => event.field === name && event.type === 'focus');
    const earlier = new Set(group.fields.slice(0, index).map((field) => field.name));
    expect(
      events.slice(reached).filter((event) => earlier.has(event.field) && event.type === 'focus'),
      seen,
    ).toEqual([]);
  });
  expect(await shopper.value({ frames: [last.frame], css: last.input })).not.toBe('');
}

export const focusTimeline: Journey = {
  name: 'split fields: focus moves once to each next field as a card is typed in one go, never back',
  run: (shopper) => typeInOneGo(shopper, SPLIT),
};

export const koreanFocusTimeline: Journey = {
  name: 'Korean fields: focus moves once to each next field as a card is typed in one go, never back',
  run: (shopper) => typeInOneGo(shopper, KOREAN),
};
