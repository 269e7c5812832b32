/**
 * dashboard/ → dist/dashboard: the sandbox's test-mode dashboard, served by the sandbox at
 * /dashboard/ (sandbox/dashboard/document.ts). A build of its own, so the runtime's chunks,
 * its route preload and its size budgets never see it.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/dashboard/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../dist/dashboard', import.meta.url)),
    emptyOutDir: true,
    // No inline polyfill: the page's CSP allows scripts from the origin and by hash only.
    modulePreload: { polyfill: false },
    assetsDir: 'static',
    rolldownOptions: {
      output: {
        entryFileNames: 'static/js/[name].[hash].js',
        chunkFileNames: 'static/js/[name].[hash].js',
        assetFileNames: 'static/[ext]/[name].[hash][extname]',
      },
    },
  },
});
