/**
 * The visit of an element kind that has none of its own: mounted on the demo merchant's
 * page with the options its row requires (a fresh intent's id and client secret) and
 * looked at once ready, its initial state. A kind with more states (errors, processing,
 * paid) lists its own visit, which takes the place of this one (visits.ts).
 */
import { expect } from '@playwright/test';
import { ELEMENT_KINDS, type ElementKind } from '../../protocol';
import { SDK_VERSION } from '../../sdk/version';
import { createIntent, type Visit } from './visit';

/** The required options a default visit knows how to fill: from the intent it makes. */
const FROM_INTENT = { intent_id: 'id', client_secret: 'client_secret' } as const;

/** The options the kind's row requires, each from a fresh intent; a required option of another name is the kind's own visit's to give. */
function defaultOptions(kind: ElementKind, intent: { id: string; client_secret: string }): Record<string, string> {
  const required = Object.entries(ELEMENT_KINDS[kind].options as Record<string, { required: boolean }>).filter(([, spec]) => spec.required);
  return Object.fromEntries(
    required.map(([name]) => {
      if (!(name in FROM_INTENT)) throw new Error(`elements.${kind} requires "${name}": give the kind a visit of its own (e2e/screen-walk/visits.ts)`);
      return [name, intent[FROM_INTENT[name as keyof typeof FROM_INTENT]]];
    }),
  );
}

export function defaultElementVisit(kind: ElementKind): Visit {
  return async (walk) => {
    const { page } = walk;
    const options = defaultOptions(kind, await createIntent(walk));
    await page.goto(walk.servers.merchantUrl);
    await page.addScriptTag({ url: `${walk.servers.checkoutUrl}/sdk/v${SDK_VERSION}/portico.js` });
    const ready = await page.evaluate(
      async ({ kind, options }) => {
        document.body.insertAdjacentHTML('beforeend', '<div id="walk-element"></div>');
        const { Portico } = window as unknown as { Portico: typeof import('../../sdk/index') };
        const element = (await Portico.init()).createElement(kind, options as never);
        return new Promise<unknown>((resolve) => {
          element.on('ready', resolve);
          element.mount('#walk-element');
        });
      },
      { kind, options },
    );
    expect(ready).toMatchObject({ kind });
    await walk.check('initial');
  };
}
