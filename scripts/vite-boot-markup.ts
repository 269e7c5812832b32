/**
 * A Vite plugin: the frame's document carries the first screen of some element kinds as
 * plain markup (`runtime/host/boot/{kind}.html`, one `<template>` each), and a tiny classic
 * script at the end of <body> that, before any module runs, puts the addressed kind's
 * markup on screen, themed by the appearance its address carries: the shopper sees real
 * fields and types into them while React and i18next load. The runtime then takes the
 * typed values, focus and caret over (`runtime/host/boot/boot-fields.ts`) and removes it.
 *
 * The script formats nothing and sends no field anywhere: its form's own submission is stopped
 * (an Enter would otherwise send the card number in a GET to this address). A second script, at
 * the top of <head> (`bootHandshakeScript`), has started the handshake with the merchant's page
 * (the SYN, the ACK read as the runtime reads it); once the fields show and the ACK is in, the
 * body's script says `onBootReady` over the port, kind and title only, so the merchant hears
 * `ready` while the runtime loads; the runtime adopts that port (runtime/host/boot/boot-link.ts)
 * and sends its own `onReady` once it has taken the fields over, which a confirm() waits for.
 * The kinds' stylesheets are in <head> (`bootStylesheets`, inlined by vite-document-styles.ts), so no
 * unstyled field is ever painted; it shows the markup only while the static skeleton is still there. English only: the
 * labels are inline; a frame whose language resolves to another (spec §5, as the runtime
 * resolves it) waits for its strings as before.
 * It marks the moment the fields are on screen (`performance.mark('portico-boot')`), and the one it
 * said onBootReady (`portico-boot-ready`); the runtime marks `portico-boot-taken` when it takes them
 * over. For the journeys, the bench and anyone's profile.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { DEFAULT_PALETTES, PALETTE_VARIABLES } from '../runtime/platform/theme/tokens';
import { SUPPORTED_LANGUAGES } from '../runtime/platform/i18n/languages';
import { elementPreloads, elementScreenModules, type ChunkLike } from './vite-route-preload';
import { elementTitleKey, isElementKind } from '../protocol/element-kinds';
import { CHANNEL_PATTERN } from '../protocol/boundary/guard';
import { NAMESPACE, PROTOCOL_VERSION } from '../protocol/boundary/envelope';
import { BOOT_LINK_PROPERTY } from '../runtime/host/boot/boot-link';

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
 * The inline script. It runs after <head>'s stylesheets (inline since vite-document-styles.ts; a
 * parser-inserted classic script waits for linked ones, in every engine), the boot kinds' own among
 * them (`bootStylesheets`), so the markup it shows is styled at once. Spec §5's colour rule (hex of 3 or 6 digits, or
 * rgb() of 0–255) is checked here too: only such a string reaches CSS, set through the CSSOM,
 * which a strict `style-src` allows.
 */
export function bootScript(titles: Readonly<Record<string, string>>): string {
  const lines = [
    `(function(palettes,names,anchors,languages,titles,ns,v1,link){`,
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
    `if(!root.querySelector('.portico-skeleton'))return;root.textContent='';root.parentNode.insertBefore(box,root);performance.mark('portico-boot');`,
    // Focus the page gives the frame (element.focus(), a split field moving on) with nothing inside it focused lands in the
    // first empty field, as host/use-focus-from-page.ts does once the runtime runs, and so does a key typed at the body
    // (WebKit refuses that focus() outside a key's gesture); the runtime takes that focus over (host/boot/boot-fields.ts).
    // A merchant may call focus() as soon as the markup said ready, before any module ran.
    `var z=function(){var e=document.activeElement,f=box.querySelectorAll('input'),i=0;if(box.parentNode&&(!e||e===document.body)){while(f[i+1]&&f[i].value)i++;f[i].focus()}};`,
    `addEventListener('focus',function(){setTimeout(z)});`,
    `document.addEventListener('keydown',function(e){document.hasFocus()&&!e.ctrlKey&&!e.metaKey&&!e.altKey&&(e.key.length<2||e.key=='Backspace')&&z()},!0);`,
    // Ready only where the runtime's theme is the markup's: no merchant colour (the runtime holds them to AA,
    // runtime/platform/theme/derive/), and a page as light as a light frame or as dark as a dark one (else the runtime
    // paints a slab behind it). Elsewhere the fields still take keys, and the runtime's onReady is the merchant's ready.
    `var w=/^#[0-9a-f]{6}$/.test(o.page_color)?parseInt(o.page_color.slice(1),16):-1,y=w<0?-1:(0.2126*(w>>16)+0.7152*(w>>8&255)+0.0722*(w&255))/255;`,
    `for(n in anchors)if(Object.prototype.hasOwnProperty.call(v,n))return;`,
    `if(y>=0&&(mode==='dark'?y>0.2:y<0.8))return;`,
    // The handshake the head's script started (`bootHandshakeScript`): onBootReady and nothing else over its port, on the
    // ACK or now if it came already, then the port to the runtime if it adopted the link already (host/boot/boot-link.ts):
    // its own events, queued until then, follow onBootReady on the port (in Firefox the ACK can come after the runtime has loaded).
    `var L=window[link];if(!L||!titles[k[1]])return;`,
    `var say=function(){L.port.postMessage({ns:ns,v:v1,channel:L.channel,type:'event',event:'onBootReady',payload:{kind:k[1],title:titles[k[1]]}});performance.mark('portico-boot-ready');if(L.adopt)L.adopt(L.port)};`,
    `if(L.port)say();else L.acked=say`,
    `})(${JSON.stringify(DEFAULT_PALETTES)},${JSON.stringify(PALETTE_VARIABLES)},${JSON.stringify(ANCHORS)},${JSON.stringify(LANGUAGES)},`,
    `${JSON.stringify(titles)},${JSON.stringify(NAMESPACE)},${PROTOCOL_VERSION},${JSON.stringify(BOOT_LINK_PROPERTY)})`,
  ];
  return lines.join('');
}

/**
 * The inline script at the top of <head>, for the boot kinds (`kinds`): the handshake's steps 2, 3
 * and 5 (protocol/boundary/handshake.ts) as host/frame-context.ts and guard.ts's readAck take them,
 * started before the document's body is parsed, so the parent's ACK is in the frame before its
 * first layout (posted from the body's script once the fields showed, the ACK waited behind that
 * layout: traced warm, 2026-12-07, 20 ms of the merchant's ready). It leaves the link on the window
 * (host/boot/boot-link.ts); on the ACK it keeps the port and hands it on: to the body's script
 * (`bootScript`), which says onBootReady over it once its fields are shown, or else to the runtime,
 * which adopts the link instead of posting a SYN of its own. It sends nothing over the port itself.
 */
export function bootHandshakeScript(kinds: readonly string[]): string {
  return [
    `(function(kinds,channel,ns,v1,link){`,
    `var k=/^#\\/elements\\/([a-z0-9-]+)/.exec(location.hash);if(!k||kinds.indexOf(k[1])<0)return;`,
    `var q=new URLSearchParams(location.hash.split('?')[1]||''),o;`,
    `try{o=JSON.parse(q.get('options')||'{}')}catch(e){return}`,
    `if(!o||typeof o!=='object')return;`,
    `var c=o.channel,d=o.origin,x=location.ancestorOrigins,u,L;`,
    `try{u=typeof d==='string'&&d.length<=300&&new URL(d)}catch(e){}`,
    `if(parent===window||typeof c!=='string'||!channel.test(c)||!u||u.origin!==d||!/^https?:$/.test(u.protocol)||(x&&x.length&&x[0]!==d))return;`,
    `L=window[link]={channel:c,origin:d,port:null,adopt:null,acked:null};`,
    `addEventListener('message',function h(e){var m=e.data;`,
    `if(L.port||e.source!==parent||e.origin!==d||!m||typeof m!=='object'||Object.keys(m).length!==4||m.ns!==ns||m.v!==v1||m.channel!==c||m.type!=='ack'||e.ports.length!==1)return;`,
    `removeEventListener('message',h);L.port=e.ports[0];`,
    `if(L.acked)L.acked();else if(L.adopt)L.adopt(L.port)});`,
    `parent.postMessage({ns:ns,v:v1,channel:c,type:'syn'},d)`,
    `})(${JSON.stringify(kinds)},${CHANNEL_PATTERN.toString()},${JSON.stringify(NAMESPACE)},${PROTOCOL_VERSION},${JSON.stringify(BOOT_LINK_PROPERTY)})`,
  ].join('');
}

/** Where the runtime's English strings live, relative to runtime/: the boot markup is English only. */
const ENGLISH_STRINGS = 'platform/i18n/locales/en.json';

/** kind → the frame's accessible name in English, as the runtime's onReady gives it (`elementTitleKey`). */
export function bootTitles(runtimeDir: string, kinds: readonly string[]): Record<string, string> {
  const strings = JSON.parse(readFileSync(join(runtimeDir, ENGLISH_STRINGS), 'utf8')) as Record<string, unknown>;
  const lookUp = (key: string): unknown => key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], strings);
  return Object.fromEntries(
    kinds.map((kind) => {
      const title = isElementKind(kind) ? lookUp(elementTitleKey(kind)) : undefined;
      if (typeof title !== 'string') throw new Error(`boot markup: no English title for the element kind "${kind}"`);
      return [kind, title];
    }),
  );
}

/** The kinds' templates (their markup, and their skeletons) and the script, for the end of <body>. */
export function bootHtml(
  markups: Readonly<Record<string, string>>,
  skeletons: Readonly<Record<string, string>>,
  titles: Readonly<Record<string, string>>,
): string {
  const templates = [
    ...Object.entries(markups).map(([kind, markup]) => `<template id="portico-boot-${kind}">${markup}</template>`),
    ...Object.entries(skeletons).map(([kind, markup]) => `<template id="portico-skeleton-${kind}">${markup}</template>`),
  ];
  return [...templates, `<script>${bootScript(titles)}</script>`].join('\n    ');
}

/**
 * The boot kinds' stylesheets, linked at the end of <head> (after the entry's, where their chunks'
 * loader would link them) and then put inline in their place (vite-document-styles.ts, which also
 * keeps every loader from linking them again): in place before the boot script runs. A
 * script-inserted stylesheet's load event did not come in Firefox ESR 153 before the runtime
 * rendered. About 2 KB in every document of the checkout, which the card and the split and Korean
 * fields load anyway.
 */
export function bootStylesheets(css: Readonly<Record<string, readonly string[]>>, kinds: readonly string[]): string {
  const files = new Set(kinds.flatMap((kind) => css[kind] ?? []));
  return [...files].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('\n    ');
}

/** kind → the CSS files its screen's chunks import, for every element kind of `bundle`. */
function kindsCss(bundle: Readonly<Record<string, ChunkLike>>, runtimeDir: string): Record<string, string[]> {
  const entry = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
  const entryFiles = new Set([entry?.fileName ?? '', ...(entry?.imports ?? [])]);
  const preloads = elementPreloads(bundle, entryFiles, elementScreenModules(runtimeDir));
  return Object.fromEntries(Object.entries(preloads).map(([kind, files]) => [kind, files.filter((file) => file.endsWith('.css'))]));
}

/** The CSS files the boot kinds' screens import, which the document holds for their markup (`bootStylesheets`). */
export function bootKindsCss(bundle: Readonly<Record<string, ChunkLike>>, runtimeDir: string): string[] {
  const css = kindsCss(bundle, runtimeDir);
  return [...new Set(Object.keys(bootMarkups(runtimeDir)).flatMap((kind) => css[kind] ?? []))];
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
        // After the skeleton: the script replaces it, and runs once the <head>'s stylesheets are in place.
        const skeletons = bootMarkups(runtimeDir, BOOT_SKELETON_DIR);
        return html
          .replace('</title>', `</title>\n    <script>${bootHandshakeScript(Object.keys(markups))}</script>`)
          .replace('</head>', `  ${bootStylesheets(kindsCss(bundle, runtimeDir), Object.keys(markups))}\n  </head>`)
          .replace('</body>', `  ${bootHtml(markups, skeletons, bootTitles(runtimeDir, Object.keys(markups)))}\n  </body>`);
      },
    },
  };
}
