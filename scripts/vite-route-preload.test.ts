import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ELEMENT_KINDS } from '../protocol';
import { elementPreloads, elementScreenModules, entryPreloadLinks, staticImports } from './vite-route-preload';

const RUNTIME = fileURLToPath(new URL('../runtime', import.meta.url));

describe('elementScreenModules', () => {
  it("reads every kind's screen module from its family's index.ts, and each is a file", () => {
    const screens = elementScreenModules(RUNTIME);
    expect(Object.keys(screens).sort()).toEqual(Object.keys(ELEMENT_KINDS).sort());
    for (const module of Object.values(screens)) expect(existsSync(`${RUNTIME}/${module}`), module).toBe(true);
    expect(screens).toMatchObject({ card: 'features/card/CardElement.tsx', wechat: 'features/qr-wechat/wechat/WechatBody.tsx' });
  });
});

const chunk = (fileName: string, extra: Record<string, unknown> = {}) => ({ type: 'chunk' as const, fileName, imports: [], ...extra });
const css = (...files: string[]) => ({ viteMetadata: { importedCss: new Set(files) } });

describe('elementPreloads', () => {
  it("lists a screen's chunk, every chunk it imports however deep (not the entry's), and their CSS, once each", () => {
    const bundle = {
      'index.js': chunk('index.js', { imports: ['vendor.js'] }),
      'vendor.js': chunk('vendor.js'),
      'Expiry.js': chunk('Expiry.js', {
        isDynamicEntry: true,
        facadeModuleId: '/r/runtime/features/kr-card/KrCardExpiryElement.tsx',
        imports: ['Contributor.js'],
      }),
      'Identifier.js': chunk('Identifier.js', {
        isDynamicEntry: true,
        facadeModuleId: '/r/runtime/features/kr-card/KrCardIdentifierElement.tsx',
        imports: ['Contributor.js', 'field.js'],
      }),
      'Contributor.js': chunk('Contributor.js', { imports: ['field.js', 'group.js', 'index.js'] }),
      'field.js': chunk('field.js', { imports: ['vendor.js'], ...css('field.css') }),
      'group.js': chunk('group.js', { imports: ['field.js'] }),
      'Frame.js': chunk('Frame.js', { isDynamicEntry: true, facadeModuleId: '/r/runtime/payment/confirm-payment.ts' }),
      // A lazy module in a kind's folder is not that kind's screen (it once replaced the card's list).
      'Card.js': chunk('Card.js', { isDynamicEntry: true, facadeModuleId: '/r/runtime/features/card/CardElement.tsx' }),
      'bin-info.js': chunk('bin-info.js', { isDynamicEntry: true, facadeModuleId: '/r/runtime/features/card/bin-info.ts' }),
    };
    const screens = {
      'kr-card-expiry': 'features/kr-card/KrCardExpiryElement.tsx',
      'kr-card-identifier': 'features/kr-card/KrCardIdentifierElement.tsx',
      card: 'features/card/CardElement.tsx',
    };
    const preloads = elementPreloads(bundle, new Set(['index.js', 'vendor.js']), screens);
    expect(preloads).toEqual({
      'kr-card-expiry': ['Expiry.js', 'Contributor.js', 'field.js', 'group.js', 'field.css'],
      'kr-card-identifier': ['Identifier.js', 'Contributor.js', 'field.js', 'group.js', 'field.css'],
      card: ['Card.js'],
    });
  });

  it("adds the theme's derive/ chunk to every element's list: the SDK gives every frame a page colour", () => {
    const bundle = {
      'index.js': chunk('index.js'),
      'Card.js': chunk('Card.js', { isDynamicEntry: true, facadeModuleId: '/r/runtime/features/card/CardElement.tsx', imports: ['field.js'] }),
      'field.js': chunk('field.js'),
      'derive.js': chunk('derive.js', { isDynamicEntry: true, facadeModuleId: '/r/runtime/platform/theme/derive/index.ts', imports: ['field.js', 'index.js'] }),
    };
    expect(elementPreloads(bundle, new Set(['index.js']), { card: 'features/card/CardElement.tsx' })).toEqual({ card: ['Card.js', 'field.js', 'derive.js'] });
  });
});

describe('the entry preload links', () => {
  it('lists every chunk the entry imports statically, however deep, once each, as modulepreload links', () => {
    const bundle = {
      'index.js': chunk('index.js', { imports: ['foundation.js'] }),
      'foundation.js': chunk('foundation.js', { imports: ['runtime.js'] }),
      'runtime.js': chunk('runtime.js', { imports: ['foundation.js'] }),
      'lazy.js': chunk('lazy.js', {}),
    };
    const files = staticImports(bundle, ['foundation.js']);
    expect(files).toEqual(['foundation.js', 'runtime.js']);
    expect(entryPreloadLinks(files)).toBe(
      '<link rel="modulepreload" crossorigin href="/foundation.js">\n    <link rel="modulepreload" crossorigin href="/runtime.js">\n    ',
    );
  });
});
