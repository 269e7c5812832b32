import { describe, expect, it } from 'vitest';
import { unlistedFiles } from './vite-preload-lists';

const chunk = (fileName: string, extra: Record<string, unknown> = {}) => ({ type: 'chunk' as const, fileName, imports: [], ...extra });

describe('unlistedFiles', () => {
  const bundle = {
    'index.js': chunk('index.js', { isEntry: true, imports: ['foundation.js'] }),
    'foundation.js': chunk('foundation.js', { imports: ['runtime.js'] }),
    'runtime.js': chunk('runtime.js'),
    'Card.js': chunk('Card.js', { isDynamicEntry: true, facadeModuleId: '/r/runtime/features/card/CardElement.tsx', imports: ['fields.js', 'foundation.js'] }),
    'fields.js': chunk('fields.js', { imports: ['foundation.js'] }),
    'Page.js': chunk('Page.js', { isDynamicEntry: true, facadeModuleId: '/r/runtime/features/hosted/HostedPage.tsx', imports: ['fields.js'] }),
    'index.css': { type: 'asset' as const, fileName: 'index.css' },
  };

  it("names the element screens' chunks, the entry, and what the entry loads however deep, and nothing a page loads", () => {
    const { screens, entries, loaded } = unlistedFiles(bundle, ['features/card/CardElement.tsx']);
    expect([...screens]).toEqual(['Card.js']);
    expect([...entries]).toEqual(['index.js']);
    expect([...loaded].sort()).toEqual(['foundation.js', 'index.js', 'runtime.js']);
  });
});

describe('preloadLists', () => {
  it("lists nothing for an element screen the entry imports, the rest without the entry's files, everything before the bundle is read", async () => {
    const { preloadLists } = await import('./vite-preload-lists');
    const lists = preloadLists(new URL('../runtime', import.meta.url).pathname);
    const deps = ['fields.js', 'foundation.js', 'runtime.js'];
    expect(lists.resolveDependencies('Card.js', deps, { hostId: 'index.js' })).toEqual(deps);
    const generate = lists.plugin.generateBundle as { handler: (options: unknown, bundle: unknown) => void };
    generate.handler(
      {},
      {
        'index.js': chunk('index.js', { isEntry: true, imports: ['foundation.js'] }),
        'foundation.js': chunk('foundation.js', { imports: ['runtime.js'] }),
        'Card.js': chunk('Card.js', { isDynamicEntry: true, facadeModuleId: '/r/runtime/features/card/CardElement.tsx' }),
      },
    );
    expect(lists.resolveDependencies('Card.js', deps, { hostId: 'index.js' })).toEqual([]);
    // A page that opens the card keeps the card's list, less what the entry loaded.
    expect(lists.resolveDependencies('Card.js', deps, { hostId: 'Page.js' })).toEqual(['fields.js']);
    expect(lists.resolveDependencies('Page.js', deps, { hostId: 'index.js' })).toEqual(['fields.js']);
  });
});
