// @vitest-environment jsdom
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PALETTES } from '../runtime/platform/theme/tokens';
import { BOOT_SKELETON_DIR, bootHtml, bootMarkups, bootStylesheets } from './vite-boot-markup';

// jsdom's URL has no file: scheme; vitest runs from the repository's root.
const RUNTIME = join(process.cwd(), 'runtime');
const SKELETON = '<div class="portico-skeleton portico-skeleton--fill" role="status" aria-busy="true"></div>';
const CARD_CSS = 'static/css/CardFieldInput.x.css';

/** A document as the build serves it, at `hash`, with the boot script run (the head's stylesheets have loaded by then). */
function boot(hash: string) {
  window.location.hash = hash;
  document.head.innerHTML = bootStylesheets({ card: [CARD_CSS], 'card-number': [CARD_CSS] }, ['card', 'card-number']);
  const html = bootHtml(bootMarkups(RUNTIME), bootMarkups(RUNTIME, BOOT_SKELETON_DIR));
  document.body.innerHTML = `<div id="root">${SKELETON}</div>${html.replace(/<script>[\s\S]*<\/script>/, '')}`;
  new Function(/<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? '')();
  return { box: () => document.getElementById('portico-boot') };
}

const address = (options: unknown, extra = '') => `#/elements/card?options=${encodeURIComponent(JSON.stringify(options))}${extra}`;

describe('the boot script', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
    window.location.hash = '';
    performance.clearMarks();
  });

  it('has the markup of the card, each split card field and each Korean card field', () => {
    expect(Object.keys(bootMarkups(RUNTIME)).sort()).toEqual([
      'card',
      'card-number',
      'cvc',
      'expiry',
      'kr-card-expiry',
      'kr-card-identifier',
      'kr-card-number',
      'kr-card-psw-first-two',
    ]);
  });

  it("links the boot kinds' stylesheets in <head>, each once, and puts the card's fields in place of the skeleton, the palette on its root", () => {
    const { box } = boot(address({ channel: 'c', origin: 'https://shop.test' }));
    expect([...document.head.querySelectorAll('link[rel=stylesheet]')].map((link) => link.getAttribute('href'))).toEqual([`/${CARD_CSS}`]);
    expect(document.querySelector('.portico-skeleton')).toBeNull();
    expect(box()?.nextElementSibling?.id).toBe('root');
    expect(box()?.querySelectorAll('input')).toHaveLength(3);
    expect(box()?.style.getPropertyValue('--portico-color-text')).toBe(DEFAULT_PALETTES.light.text);
    expect(performance.getEntriesByName('portico-boot')).toHaveLength(1);
  });

  it("themes it by the address's appearance: the mode's palette, the merchant's valid colours as given", () => {
    const { box } = boot(
      address({ appearance: { mode: 'dark', variables: { colorBrand: '#ff0000', colorText: 'red; background: url(x)', colorBackground: 'rgb(1, 2, 300)' } } }),
    );
    expect(box()?.getAttribute('data-mode')).toBe('dark');
    expect(box()?.style.getPropertyValue('--portico-color-brand')).toBe('#ff0000');
    expect(box()?.style.getPropertyValue('--portico-color-text')).toBe(DEFAULT_PALETTES.dark.text);
    expect(box()?.style.getPropertyValue('--portico-color-background')).toBe(DEFAULT_PALETTES.dark.background);
  });

  it("puts the full-featured card's own skeleton, shaped like its fields, in place of the generic one, in any language", () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CA']);
    const generic = SKELETON;
    boot(`#/elements/full-featured-card?options=${encodeURIComponent('{}')}`);
    const skeleton = document.querySelector('#root > .portico-skeleton');
    expect(skeleton?.outerHTML).not.toBe(generic);
    expect(skeleton?.getAttribute('aria-busy')).toBe('true');
    // The brands, two headings, and the first six labelled fields (expiry and code side by side): no taller
    // than the frame's shortest ready height (550 px), whose lower part stays blank as the form's does.
    expect(skeleton?.querySelectorAll('.portico-skeleton__bar--label')).toHaveLength(9);
    expect(skeleton?.querySelectorAll('.portico-skeleton__bar:not(.portico-skeleton__bar--label)')).toHaveLength(6);
    expect(document.getElementById('portico-boot')).toBeNull();
    // A kind with boot markup of its own and no skeleton keeps the generic one until its markup shows.
    boot(address({}, '&lang=fr'));
    expect(document.querySelector('#root')?.innerHTML).toBe(generic);
  });

  it('sends nothing: an Enter in the fields submits nothing', () => {
    const { box } = boot(address({}));
    const form = box()?.querySelector('form');
    const submit = new Event('submit', { cancelable: true });
    form?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });

  it('shows English to a browser whose languages the checkout has none of (WebKit\'s "C"), as the runtime does', () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['C']);
    expect(boot(address({})).box()).not.toBeNull();
    languages.mockReturnValue(['fr-CA', 'en']);
    expect(boot(address({})).box()).toBeNull();
    languages.mockRestore();
    expect(boot(address({}, '&lang=EN')).box()).not.toBeNull();
  });

  it('leaves the skeleton for another kind, another language, or options it cannot read', () => {
    for (const hash of ['#/elements/dropin?options=%7B%7D', address({}, '&lang=de'), '#/elements/card?options=%7Bnot-json', '#/standalone/checkout']) {
      const { box } = boot(hash);
      expect(box(), hash).toBeNull();
      expect(document.querySelector('.portico-skeleton'), hash).not.toBeNull();
    }
  });
});
