/**
 * A Vite plugin: the frame's document carries the first screen of some element kinds as
 * plain markup (`runtime/host/boot/{kind}.html`, one `<template>` each), and a tiny classic
 * script at the end of <body> that, before any module runs, puts the addressed kind's
 * markup on screen, themed by the appearance its address carries: the shopper sees real
 * fields and types into them while React and i18next load. The runtime then takes the
 * typed values, focus and caret over (`runtime/host/boot/boot-fields.ts`) and removes it.
 *
 * The script formats nothing and sends nothing: no listener but one that stops the form's
 * own submission (an Enter would otherwise send the card number in a GET to this address).
 * The kinds' stylesheets are linked in <head> (`bootStylesheets`), so no unstyled field is
 * ever painted; it shows the markup only while the static skeleton is still there. English only: the
 * labels are inline; a frame whose language resolves to another (spec §5, as the runtime
 * resolves it) waits for its strings as before.
 * It marks the moment the fields are on screen (`performance.mark('portico-boot')`; the runtime
 * marks `portico-boot-taken` when it takes them over), for the journeys and anyone's profile.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { DEFAULT_PALETTES, PALETTE_VARIABLES } from '../runtime/platform/theme/tokens';
import { SUPPORTED_LANGUAGES } from '../runtime/platform/i18n/languages';
import { elementPreloads, elementScreenModules, type ChunkLike } from './vite-route-preload';

/** Where the kinds' markup lives, relative to runtime/: `{kind}.html`, one root element each. */
export const BOOT_MARKUP_DIR = 'host/boot';

/** The merchant's appearance variables (spec §3) → the palette token each one sets, as `appearance.ts` lays them before derive/ has loaded. */
const ANCHORS = { colorBrand: 'brand', colorText: 'text', colorBackground: 'background' } as const;

/** The UI's languages, lower-cased, as the script compares them. */
const LANGUAGES = Object.keys(SUPPORTED_LANGUAGES).map((language) => language.toLowerCase());

/**
 * Where the skeletons shaped like a kind's first screen live, relative to runtime/: `{kind}.html`, for
 * kinds with no boot markup of their own (the full-featured card). The script puts one in place of
 * index.html's generic skeleton in any language: it holds no words.
 */
export const BOOT_SKELETON_DIR = 'host/boot/skeleton';

/** kind → its first screen's markup (or, from `subdir`, its skeleton's), without the file's leading comment. */
export function bootMarkups(runtimeDir: string, subdir = BOOT_MARKUP_DIR): Record<string, string> {
  const dir = join(runtimeDir, subdir);
  if (!existsSync(dir)) return {};
  const files = readdirSync(dir).filter((file) => file.endsWith('.html'));
  return Object.fromEntries(
    files.map((file) => [
      file.slice(0, -'.html'.length),
      readFileSync(join(dir, file), 'utf8')
        .replace(/^<!--[\s\S]*?-->/, '')
        .trim(),
    ]),
  );
}

/**
 * The inline script. It runs after <head>'s stylesheets have loaded (a parser-inserted classic
 * script waits for them, in every engine), the boot kinds' own among them (`bootStylesheets`),
 * so the markup it shows is styled at once. Spec §5's colour rule (hex of 3 or 6 digits, or
 * rgb() of 0–255) is checked here too: only such a string reaches CSS, set through the CSSOM,
 * which a strict `style-src` allows.
 */
export function bootScript(): string {
  const lines = [
    `(function(palettes,names,anchors,languages){`,
    `var k=/^#\\/elements\\/([a-z0-9-]+)/.exec(location.hash),root=document.getElementById('root'),t=k&&document.getElementById('portico-boot-'+k[1]);`,
    `var s=k&&root&&document.getElementById('portico-skeleton-'+k[1]),f=root&&root.firstElementChild;`,
    `if(s&&f&&f.classList.contains('portico-skeleton'))root.replaceChild(s.content.firstElementChild.cloneNode(true),f);`,
    `if(!t||!root)return;`,
    `var q=new URLSearchParams(location.hash.split('?')[1]||''),o;`,
    `try{o=JSON.parse(q.get('options')||'{}')}catch(e){return}`,
    `if(!o||typeof o!=='object')return;`,
    // Spec §5 as runtime/platform/i18n/languages.ts resolves it: the address's language if supported, else the browser's first supported one (whole, then its prefix), else English.
    `var m=function(t){t=String(t).trim().replace(/_/g,'-').toLowerCase();return languages.indexOf(t)<0?null:t},r=q.get('lang')||q.get('locale'),l=r?m(r):null,b=navigator.languages||[navigator.language],i;`,
    `for(i=0;!l&&i<b.length;i++)l=m(b[i])||m(String(b[i]).split(/[-_]/)[0]);`,
    `if((l||'en')!=='en')return;`,
    `var a=o.appearance&&typeof o.appearance==='object'?o.appearance:{},v=a.variables&&typeof a.variables==='object'?a.variables:{},`,
    `mode=a.mode==='dark'?'dark':'light',box=t.content.firstElementChild.cloneNode(true),p,n,c,g;`,
    `box.setAttribute('data-mode',mode);`,
    `for(p in names)box.style.setProperty(names[p],palettes[mode][p]);`,
    `for(n in anchors){c=v[n];if(typeof c==='string'&&(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(c)||((g=/^rgb\\(\\s*(\\d{1,3})\\s*,\\s*(\\d{1,3})\\s*,\\s*(\\d{1,3})\\s*\\)$/i.exec(c))&&Math.max(g[1],g[2],g[3])<256)))box.style.setProperty(names[anchors[n]],c)}`,
    `box.querySelector('form').addEventListener('submit',function(e){e.preventDefault()});`,
    `if(!root.querySelector('.portico-skeleton'))return;root.textContent='';root.parentNode.insertBefore(box,root);performance.mark('portico-boot')`,
    `})(${JSON.stringify(DEFAULT_PALETTES)},${JSON.stringify(PALETTE_VARIABLES)},${JSON.stringify(ANCHORS)},${JSON.stringify(LANGUAGES)})`,
  ];
  return lines.join('');
}

/** The kinds' templates (their markup, and their skeletons) and the script, for the end of <body>. */
export function bootHtml(markups: Readonly<Record<string, string>>, skeletons: Readonly<Record<string, string>> = {}): string {
  const templates = [
    ...Object.entries(markups).map(([kind, markup]) => `<template id="portico-boot-${kind}">${markup}</template>`),
    ...Object.entries(skeletons).map(([kind, markup]) => `<template id="portico-skeleton-${kind}">${markup}</template>`),
  ];
  return [...templates, `<script>${bootScript()}</script>`].join('\n    ');
}

/**
 * The boot kinds' stylesheets, linked at the end of <head> (after the entry's, as their chunks'
 * loader would link them; it finds them there and links nothing twice): parser-inserted, so
 * render-blocking and loaded before the boot script runs. A script-inserted stylesheet's load
 * event did not come in Firefox ESR 153 before the runtime rendered. About 2 KB in every
 * document of the checkout, which the card and the split and Korean fields load anyway.
 */
export function bootStylesheets(css: Readonly<Record<string, readonly string[]>>, kinds: readonly string[]): string {
  const files = new Set(kinds.flatMap((kind) => css[kind] ?? []));
  return [...files].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('\n    ');
}

export function bootMarkup(runtimeDir: string): Plugin {
  return {
    name: 'portico-boot-markup',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle as Record<string, ChunkLike> | undefined;
        const markups = bootMarkups(runtimeDir);
        if (!bundle || Object.keys(markups).length === 0) return html;
        const entry = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && context.chunk?.fileName === chunk.fileName);
        const entryFiles = new Set([entry?.fileName ?? '', ...(entry?.imports ?? [])]);
        const preloads = elementPreloads(bundle, entryFiles, elementScreenModules(runtimeDir));
        const css = Object.fromEntries(Object.entries(preloads).map(([kind, files]) => [kind, files.filter((file) => file.endsWith('.css'))]));
        // After the skeleton: the script replaces it, and runs once the <head>'s stylesheets have loaded.
        const skeletons = bootMarkups(runtimeDir, BOOT_SKELETON_DIR);
        return html
          .replace('</head>', `  ${bootStylesheets(css, Object.keys(markups))}\n  </head>`)
          .replace('</body>', `  ${bootHtml(markups, skeletons)}\n  </body>`);
      },
    },
  };
}
