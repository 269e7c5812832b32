/** docs/going-live.md shows the edge configuration that is tested, and tells the rules the edge applies. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { documentPolicy } from '../../sandbox/static/content-security-policy';
import { PERMISSIONS_POLICY } from '../../sandbox/static/document-headers';
import { ENVIRONMENTS } from '../../runtime/env/environment';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const doc = readFileSync(join(ROOT, 'docs/going-live.md'), 'utf8');

describe('docs/going-live.md', () => {
  it('shows examples/edge/edge.config.json as it is', () => {
    const shown = /```json\n([\s\S]*?)```/.exec(doc)?.[1];
    expect(shown).toBe(readFileSync(join(ROOT, 'examples/edge/edge.config.json'), 'utf8'));
  });

  it('states the document policy and permissions the sandbox and the edge send', () => {
    const policy = documentPolicy('<script>x</script>').replace(/'sha256-[^']+'/, "'sha256-…'");
    expect(doc).toContain(`| \`Content-Security-Policy\` | \`${policy}\``);
    expect(doc).toContain(`| \`Permissions-Policy\` | \`${PERMISSIONS_POLICY}\` |`);
  });

  it('lists every environment of runtime/env/environment.ts', () => {
    for (const name of Object.keys(ENVIRONMENTS)) expect(doc).toContain(`| \`${name}\` |`);
  });

  it('the built runtime names no API address: the environment table is all it goes by', () => {
    const js = join(ROOT, 'dist/runtime/static/js');
    const files = [join(ROOT, 'dist/runtime/index.html'), ...readdirSync(js).filter((f) => f.endsWith('.js')).map((f) => join(js, f))];
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) expect(readFileSync(file, 'utf8'), file).not.toMatch(/https?:\/\/(?:localhost|127\.0\.0\.1|api(?:-dev|-staging|-demo)?\.)|portico\.dev/);
  });
});
