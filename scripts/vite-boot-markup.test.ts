// @vitest-environment jsdom
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PALETTES } from '../runtime/platform/theme/tokens';
import { bootHtml, bootMarkups } from './vite-boot-markup';

// jsdom's URL has no file: scheme; vitest runs from the repository's root.
const RUNTIME = join(process.cwd(), 'runtime');
const SKELETON = '<div class="portico-skeleton portico-skeleton--fill" role="status" aria-busy="true"></div>';
const CARD_CSS = 'static/css/CardFieldInput.x.css';

/** A document as the build serves it, at `hash`, with the boot script run. */
function boot(hash: string) {
  window.location.hash = hash;
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root">${SKELETON}</div>${bootHtml(bootMarkups(RUNTIME), { card: [CARD_CSS] }).replace(/<script>[\s\S]*<\/script>/, '')}`;
  const script = /<script>([\s\S]*)<\/script>/.exec(bootHtml(bootMarkups(RUNTIME), { card: [CARD_CSS] }))?.[1] ?? '';
  new Function(script)();
  const sheet = document.head.querySelector<HTMLLinkElement>('link[rel=stylesheet]');
  return {
    sheet,
    loaded: () => sheet?.dispatchEvent(new Event('load')),
    box: () => document.getElementById('portico-boot'),
  };
}

const address = (options: unknown, extra = '') => `#/elements/card?options=${encodeURIComponent(JSON.stringify(options))}${extra}`;

describe('the boot script', () => {
  afterEach(() => {
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

  it("puts the card's fields in place of the skeleton once its stylesheet has loaded, the palette on its root", () => {
    const { sheet, loaded, box } = boot(address({ channel: 'c', origin: 'https://shop.test' }));
    expect(sheet?.getAttribute('href')).toBe(`/${CARD_CSS}`);
    // Nothing unstyled is ever painted: the skeleton stays until the sheet is there.
    expect(box()).toBeNull();
    expect(document.querySelector('.portico-skeleton')).not.toBeNull();
    loaded();
    expect(document.querySelector('.portico-skeleton')).toBeNull();
    expect(box()?.nextElementSibling?.id).toBe('root');
    expect(box()?.querySelectorAll('input')).toHaveLength(3);
    expect(box()?.style.getPropertyValue('--portico-color-text')).toBe(DEFAULT_PALETTES.light.text);
    expect(performance.getEntriesByName('portico-boot')).toHaveLength(1);
  });

  it("themes it by the address's appearance: the mode's palette, the merchant's valid colours as given", () => {
    const { loaded, box } = boot(
      address({ appearance: { mode: 'dark', variables: { colorBrand: '#ff0000', colorText: 'red; background: url(x)', colorBackground: 'rgb(1, 2, 300)' } } }),
    );
    loaded();
    expect(box()?.getAttribute('data-mode')).toBe('dark');
    expect(box()?.style.getPropertyValue('--portico-color-brand')).toBe('#ff0000');
    expect(box()?.style.getPropertyValue('--portico-color-text')).toBe(DEFAULT_PALETTES.dark.text);
    expect(box()?.style.getPropertyValue('--portico-color-background')).toBe(DEFAULT_PALETTES.dark.background);
  });

  it('sends nothing: an Enter in the fields submits nothing', () => {
    const { loaded, box } = boot(address({}));
    loaded();
    const form = box()?.querySelector('form');
    const submit = new Event('submit', { cancelable: true });
    form?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });

  it('shows English to a browser whose languages the checkout has none of (WebKit\'s "C"), as the runtime does', () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['C']);
    const { loaded, box } = boot(address({}));
    loaded();
    expect(box()).not.toBeNull();
    languages.mockReturnValue(['fr-CA', 'en']);
    const french = boot(address({}));
    french.loaded();
    expect(french.box()).toBeNull();
    languages.mockRestore();
    const asked = boot(address({}, '&lang=EN'));
    asked.loaded();
    expect(asked.box()).not.toBeNull();
  });

  it('leaves the skeleton for another kind, another language, options it cannot read, or a runtime that rendered first', () => {
    for (const hash of ['#/elements/dropin?options=%7B%7D', address({}, '&lang=de'), '#/elements/card?options=%7Bnot-json', '#/standalone/checkout']) {
      const { loaded, box } = boot(hash);
      loaded();
      expect(box(), hash).toBeNull();
      expect(document.querySelector('.portico-skeleton'), hash).not.toBeNull();
    }
    const { loaded, box } = boot(address({}));
    document.getElementById('root')!.innerHTML = '<div data-mode="light"></div>';
    loaded();
    expect(box()).toBeNull();
  });
});
