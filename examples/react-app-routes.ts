/**
 * Serves the React merchant app (examples/react-app), built twice by `npm run build`:
 * with React at `/react/`, with Preact through preact/compat at `/preact/`. Its page is
 * a template like every demo page (the checkout origin filled in); its assets are the
 * build's hashed files.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Hono } from 'hono';

export const REACT_APP_BUILDS = [
  { ui: 'react', path: '/react/', title: 'Card element — React app (portico/react)', variant: 'React' },
  { ui: 'preact', path: '/preact/', title: 'Card element — Preact app (portico/react through preact/compat)', variant: 'Preact' },
] as const;

const ASSET = /^[\w.-]+\.(js|js\.map|css)$/;
const TYPES: Record<string, string> = { js: 'text/javascript; charset=utf-8', 'js.map': 'application/json; charset=utf-8', css: 'text/css; charset=utf-8' };
const NOT_BUILT = 'The React app is not built: run `npm run build`.';

/** `fill` replaces a template's placeholders as for every demo page. */
export function addReactAppRoutes(app: Hono, appsDir: string, fill: (template: string, variant: string) => Promise<string>): void {
  for (const build of REACT_APP_BUILDS) {
    const dir = join(appsDir, build.ui);
    app.get(build.path.slice(0, -1), (c) => c.redirect(build.path, 301));
    app.get(build.path, async (c) => {
      const template = await readFile(join(dir, 'index.html'), 'utf8').catch(() => null);
      return template === null ? c.text(NOT_BUILT, 404) : c.html(await fill(template, build.variant));
    });
    app.get(`${build.path}assets/:file`, async (c) => {
      const file = c.req.param('file');
      const kind = ASSET.exec(file)?.[1];
      if (!kind) return c.notFound();
      const body = await readFile(join(dir, 'assets', file)).catch(() => null);
      if (body === null) return c.notFound();
      // Hashed names: a new build is a new name.
      return c.body(body, 200, { 'Content-Type': TYPES[kind]!, 'Cache-Control': 'public, max-age=31536000, immutable' });
    });
  }
}
