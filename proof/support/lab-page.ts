/**
 * A page of the demo merchant's origin with the SDK loaded by its script tag and
 * `init()` done: the scenarios mount card elements on it by name, as a merchant's
 * code would, and read back every event each element emitted.
 */
import type { BrowserContext, FrameLocator, Page } from '@playwright/test';
import type { World } from './world';

type Sdk = typeof import('../../sdk/index');
type Portico = Awaited<ReturnType<Sdk['init']>>;
type CardElement = ReturnType<Portico['createElement']>;

/** What the page keeps, on `window.__lab`. */
export interface LabState {
  readonly portico: Portico;
  readonly elements: Record<string, CardElement>;
  /** Each element's events in order: the event's name and its payload. */
  readonly events: Record<string, Array<{ readonly name: string; readonly payload: unknown }>>;
}

export interface Intent {
  readonly intent_id: string;
  readonly client_secret: string;
}

/** What the shopper was told by one `confirm()`: paid (the merchant's page goes on) or the error the merchant got. */
export type Told = { readonly paid: true; readonly status: string } | { readonly paid: false; readonly code: string };

/** A new intent from the demo merchant's server (which holds the secret key), as its pages get one. */
export async function createIntent(world: World): Promise<Intent> {
  const response = await fetch(`${world.servers.merchantUrl}/api/create-intent`, { method: 'POST', body: '{}' });
  if (!response.ok) throw new Error(`create-intent: ${response.status} ${await response.text()}`);
  const { intent_id, client_secret } = (await response.json()) as Intent;
  return { intent_id, client_secret };
}

export async function openLabPage(context: BrowserContext, world: World): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${world.servers.merchantUrl}/`);
  await page.addScriptTag({ url: world.sdkUrl });
  await page.evaluate(async () => {
    const w = window as unknown as { Portico: Sdk; __lab: LabState };
    w.__lab = { portico: await w.Portico.init(), elements: {}, events: {} };
  });
  return page;
}

const EVENT_NAMES = [
  'ready',
  'change',
  'submit',
  'success',
  'error',
  'cancel',
  'focus',
  'blur',
  'resize',
  'redirect',
  'binInfo',
  '3dsChallenge',
  '3dsResult',
] as const;

/**
 * Mounts a card element for `intent` in a new `<div id="{name}">` and waits for `ready`
 * (or the element's error, which rejects with its code).
 */
export async function mountCard(page: Page, name: string, intent: Intent): Promise<void> {
  await page.evaluate(
    async ({ name, intent, eventNames }) => {
      const lab = (window as unknown as { __lab: LabState }).__lab;
      const host = document.body.appendChild(document.createElement('div'));
      host.id = name;
      const element = lab.portico.createElement('card', intent);
      const events: LabState['events'][string] = [];
      lab.elements[name] = element;
      lab.events[name] = events;
      for (const event of eventNames) element.on(event, (payload: unknown) => void events.push({ name: event, payload }));
      await new Promise<void>((resolve, reject) => {
        element.on('ready', () => resolve());
        element.on('error', (error: { code: string }) => reject(new Error(error.code)));
        element.mount(host);
      });
    },
    { name, intent, eventNames: EVENT_NAMES },
  );
}

export function cardFrame(page: Page, name: string): FrameLocator {
  return page.frameLocator(`#${name} iframe`);
}

export async function fillCard(page: Page, name: string, number: string): Promise<void> {
  const frame = cardFrame(page, name);
  await frame.locator('input[name="number"]').fill(number);
  await frame.locator('input[name="expiry"]').fill('12 / 34');
  await frame.locator('input[name="cvc"]').fill('123');
}

/** `confirm()` as the merchant's Pay button calls it: what the page is told. */
export function confirmCard(page: Page, name: string): Promise<Told> {
  return page.evaluate(async (name) => {
    const lab = (window as unknown as { __lab: LabState }).__lab;
    try {
      const intent = await lab.elements[name]!.confirm();
      return { paid: true as const, status: intent.status };
    } catch (error) {
      return { paid: false as const, code: String((error as { code?: unknown }).code) };
    }
  }, name);
}

/** The element's events so far. */
export function eventsOf(page: Page, name: string): Promise<LabState['events'][string]> {
  return page.evaluate((name) => (window as unknown as { __lab: LabState }).__lab.events[name] ?? [], name);
}

/** Destroys the element and removes its container. */
export async function removeCard(page: Page, name: string): Promise<void> {
  await page.evaluate((name) => {
    const lab = (window as unknown as { __lab: LabState }).__lab;
    lab.elements[name]?.destroy();
    delete lab.elements[name];
    document.getElementById(name)?.remove();
  }, name);
}
