/**
 * Builds the bench's floor frames (react.html, react-i18next.html) with the runtime's bundler and
 * production React, so the bench can say how much of the card's mount → ready any React 19 frame
 * (with i18next, as the design card names) pays on this machine, and how much is the card's own.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export async function buildBenchFloor(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root,
    base: '/',
    logLevel: 'silent',
    mode: 'production',
    build: {
      outDir,
      emptyOutDir: true,
      modulePreload: { polyfill: false },
      rolldownOptions: { input: { react: `${root}/react.html`, 'react-i18next': `${root}/react-i18next.html` } },
    },
  });
}
