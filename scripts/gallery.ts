/**
 * Writes docs/gallery.md from the screen walk's stored screenshots (e2e/screen-walk/looks/):
 * every screen × state at 375 and 1280 px, light and dark. `npm run looks` takes the
 * screenshots again and then runs this, which first drops the screenshots of states a visit
 * no longer has (each look visit lists what it pictured in TAKEN_DIR; `--forget` clears the
 * lists before a run); scripts/gallery.test.ts fails when the page and the screenshots
 * disagree.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LOOK_WALKS, LOOKS_DIR, TAKEN_DIR } from '../e2e/screen-walk/look-walks';

export const GALLERY = 'docs/gallery.md';

/** Screenshot files per walk, as `visit--state.png`. */
export function readLooks(root = LOOKS_DIR): Record<string, string[]> {
  return Object.fromEntries(
    LOOK_WALKS.map((walk) => [
      walk,
      safeList(`${root}/${walk}`)
        .filter((file) => file.endsWith('.png'))
        .sort(),
    ]),
  );
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

export function galleryMarkdown(looks: Record<string, string[]>): string {
  const byVisit = new Map<string, Set<string>>();
  for (const files of Object.values(looks))
    for (const file of files) {
      const [visit, state] = file.replace(/\.png$/, '').split('--') as [string, string];
      byVisit.set(visit, (byVisit.get(visit) ?? new Set()).add(state));
    }
  const lines = [
    '# Gallery: every screen, every state',
    '',
    "What a shopper sees on the demo merchant's pages, screen by screen and state by state, at",
    '375 and 1280 px, light and dark, whole pages (the window alone under a modal such as 3-D Secure, as the shopper',
    'sees it), taken by the screen walk (`e2e/screen-walk.spec.ts`).',
    '`npm test` compares each state with these; `npm run looks` takes them again after a change',
    'meant to alter the look and rewrites this page. What differs on every run is hidden, leaving',
    'its space (QR codes, count-downs, rates and times read off the clock); ids the provider makes',
    'for each run read as `int_000…`.',
    '',
    ...[...byVisit.keys()].sort().map((visit) => `- [${visit}](#${anchor(visit)})`),
    '',
  ];
  for (const visit of [...byVisit.keys()].sort()) {
    lines.push(
      `## ${visit}`,
      '',
      `| state | ${LOOK_WALKS.map((walk) => walk.replace('-', ' · ') + ' px').join(' | ')} |`,
      `|---|${LOOK_WALKS.map(() => '---').join('|')}|`,
    );
    for (const state of [...byVisit.get(visit)!].sort()) {
      const cells = LOOK_WALKS.map((walk) => {
        const file = `${visit}--${state}.png`;
        return looks[walk]!.includes(file) ? `![${visit}, ${state.replace(/-/g, ' ')}, ${walk}](../${LOOKS_DIR}/${walk}/${file})` : '—';
      });
      lines.push(`| ${state.replace(/-/g, ' ')} | ${cells.join(' | ')} |`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** GitHub's heading anchor: lower case, dots and spaces dropped or hyphenated. */
function anchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');
}

/** Drops the screenshots of visits that ran (they left a list in TAKEN_DIR) and no longer picture them. */
function dropUntaken(): string[] {
  const dropped: string[] = [];
  for (const walk of LOOK_WALKS)
    for (const record of safeList(`${TAKEN_DIR}/${walk}`).filter((file) => file.endsWith('.json'))) {
      const visit = record.replace(/\.json$/, '');
      const taken = new Set(JSON.parse(readFileSync(`${TAKEN_DIR}/${walk}/${record}`, 'utf8')) as string[]);
      for (const file of safeList(`${LOOKS_DIR}/${walk}`).filter((png) => png.startsWith(`${visit}--`) && !taken.has(png))) {
        rmSync(`${LOOKS_DIR}/${walk}/${file}`);
        dropped.push(`${walk}/${file}`);
      }
    }
  return dropped;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--forget')) {
    rmSync(TAKEN_DIR, { recursive: true, force: true });
    process.exit(0);
  }
  const dropped = dropUntaken();
  if (dropped.length > 0) console.log(`Dropped ${dropped.length} screenshots of states no longer walked: ${dropped.join(', ')}`);
  const next = galleryMarkdown(readLooks());
  const before = (() => {
    try {
      return readFileSync(GALLERY, 'utf8');
    } catch {
      return '';
    }
  })();
  writeFileSync(GALLERY, next);
  console.log(before === next ? `${GALLERY} was already up to date` : `${GALLERY} written`);
}
