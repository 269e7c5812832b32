import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inDocument, inlineStylesheets } from './vite-document-styles';

const RUNTIME = join(process.cwd(), 'runtime');
const css = (fileName: string, source: string | Uint8Array) => ({ type: 'asset' as const, fileName, source });

describe('inlineStylesheets', () => {
  const bundle = {
    'static/css/index.a.css': css('static/css/index.a.css', 'a{color:red}\n'),
    'static/css/card.b.css': css('static/css/card.b.css', new TextEncoder().encode('.card{margin:0}')),
  };

  it('puts each linked stylesheet in a <style> where its link was, in the same order, its link disabled beside it, and leaves every other tag', () => {
    const html = [
      '<head><script type="module" crossorigin src="/static/js/index.js"></script>',
      '<link rel="stylesheet" crossorigin href="/static/css/index.a.css">',
      '<link rel="modulepreload" crossorigin href="/static/js/foundation.js">',
      '<link rel="stylesheet" crossorigin href="/static/css/card.b.css"></head>',
    ].join('');
    expect(inlineStylesheets(html, bundle)).toBe(
      [
        '<head><script type="module" crossorigin src="/static/js/index.js"></script>',
        '<style>a{color:red}</style><link rel="stylesheet" href="/static/css/index.a.css" disabled>',
        '<link rel="modulepreload" crossorigin href="/static/js/foundation.js">',
        '<style>.card{margin:0}</style><link rel="stylesheet" href="/static/css/card.b.css" disabled></head>',
      ].join(''),
    );
  });

  it('refuses a link to a file the build did not write, and CSS that would end its <style> early', () => {
    expect(() => inlineStylesheets('<link rel="stylesheet" crossorigin href="/static/css/gone.css">', bundle)).toThrow(/gone\.css/);
    const closing = { 'x.css': css('x.css', 'a::after{content:"</STYLE>"}') };
    expect(() => inlineStylesheets('<link rel="stylesheet" crossorigin href="/x.css">', closing)).toThrow(/<\/style/);
  });
});

describe('inDocument', () => {
  it("holds the entry's CSS and the CSS of the boot kinds' screens, not another kind's", () => {
    const chunk = (fileName: string, extra: Record<string, unknown>) => ({ type: 'chunk' as const, fileName, imports: [], ...extra });
    const imported = (...files: string[]) => ({ viteMetadata: { importedCss: new Set(files) } });
    const bundle = {
      'index.js': chunk('index.js', { isEntry: true, ...imported('index.css') }),
      'Card.js': chunk('Card.js', {
        isDynamicEntry: true,
        facadeModuleId: `${RUNTIME}/features/card/CardElement.tsx`,
        imports: ['fields.js'],
        ...imported('card-screen.css'),
      }),
      'fields.js': chunk('fields.js', imported('fields.css')),
      'Dropin.js': chunk('Dropin.js', { isDynamicEntry: true, facadeModuleId: `${RUNTIME}/features/dropin/DropinElement.tsx`, ...imported('dropin.css') }),
    };
    expect([...inDocument(bundle, RUNTIME)].sort()).toEqual(['card-screen.css', 'fields.css', 'index.css']);
  });
});
