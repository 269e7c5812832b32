/**
 * The design system owns every field, button and focus style (issue 24 item 4): a
 * stylesheet outside runtime/ui/ that selects an input, button, select or textarea by
 * its element name, or styles :focus, :focus-visible or :focus-within, fails here. A
 * feature lays out ui/ parts by their classes; their look and focus live in ui/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';

const RUNTIME = fileURLToPath(new URL('..', import.meta.url));
const UI = fileURLToPath(new URL('.', import.meta.url));

/** An element name where a type selector can stand (after a start, a combinator or an opening bracket), or a focus pseudo-class. */
const CONTROL = /(?:^|[\s>+~,(])(input|button|select|textarea)(?![\w-])/;
const FOCUS = /:focus(?:-visible|-within)?(?![\w-])/;

/** What a selector styles that only ui/ may: attribute values and strings are not selectors, so they are blanked first. */
function forbiddenIn(selector: string): string | null {
  const bare = selector.replace(/\[[^\]]*\]/g, '[]').replace(/(["'])(?:\\.|(?!\1).)*\1/g, '""');
  return bare.match(CONTROL)?.[1] ?? bare.match(FOCUS)?.[0] ?? null;
}

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === UI.replace(/\/$/, '') ? [] : cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

function violations(file: string): string[] {
  const found: string[] = [];
  postcss.parse(readFileSync(file, 'utf8'), { from: file }).walkRules((rule) => {
    // Keyframe steps (from, to, 50%) are not selectors.
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    for (const selector of rule.selectors) {
      const what = forbiddenIn(selector);
      if (what) found.push(`${relative(RUNTIME, file)}:${rule.source?.start?.line ?? 0} ${selector} (${what})`);
    }
  });
  return found;
}

describe('field, button and focus CSS lives in runtime/ui/ only', () => {
  it('reads the selectors it must refuse, and not the ones it must let pass', () => {
    expect(forbiddenIn('.portico-card__field input')).toBe('input');
    expect(forbiddenIn('button')).toBe('button');
    expect(forbiddenIn('.a > select')).toBe('select');
    expect(forbiddenIn('.x:has(textarea)')).toBe('textarea');
    expect(forbiddenIn('.x:focus')).toBe(':focus');
    expect(forbiddenIn('.x:focus-visible')).toBe(':focus-visible');
    expect(forbiddenIn('.row:focus-within')).toBe(':focus-within');
    expect(forbiddenIn('.h:focus:not(:focus-visible)')).toBe(':focus');
    expect(forbiddenIn('.portico-dd__input')).toBeNull();
    expect(forbiddenIn('.portico-button--primary')).toBeNull();
    expect(forbiddenIn('[data-kind="button"]')).toBeNull();
    expect(forbiddenIn('.portico-instr__input-row')).toBeNull();
  });

  it('no stylesheet outside ui/ selects a control by name or styles focus', () => {
    const files = cssFiles(RUNTIME);
    // Guards the walk itself: a runtime without feature stylesheets would pass anything.
    expect(files.length).toBeGreaterThan(10);
    expect(files.some((file) => file.startsWith(UI))).toBe(false);
    expect(files.flatMap(violations)).toEqual([]);
  });
});
