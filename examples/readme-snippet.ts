/**
 * The README's script-tag snippet as a page of the demo merchant (`/readme.html`), so it
 * runs exactly as a merchant pastes it. The one change is the checkout's address: the
 * README names where `npm start` serves it, a test run's sandbox has a port of its own.
 */
import { readFile } from 'node:fs/promises';

const README = new URL('../README.md', import.meta.url);
/** Where `npm start` serves the checkout, as the README's snippet says. */
export const DOCUMENTED_CHECKOUT = 'http://localhost:3100';

/** Every ```html block of the README, in order. */
export async function readmeHtmlSnippets(): Promise<string[]> {
  const text = await readFile(README, 'utf8');
  return [...text.matchAll(/```html\n([\s\S]*?)```/g)].map((match) => match[1]!);
}

/** The first snippet in a page of its own, the SDK loaded from `checkoutOrigin`. */
export async function readmePage(checkoutOrigin: string): Promise<string> {
  const [snippet = ''] = await readmeHtmlSnippets();
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>The README's snippet</title></head>
<body><main>
${snippet.replaceAll(DOCUMENTED_CHECKOUT, checkoutOrigin)}</main></body></html>
`;
}
