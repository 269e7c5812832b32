/**
 * The README's script-tag snippet as a page of the demo merchant (`/readme.html`), so it
 * runs exactly as a merchant pastes it. The one change is the checkout's address: the
 * README names where `npm start` serves it, a test run's sandbox has a port of its own.
 */
import { readFile } from 'node:fs/promises';

const README = new URL('../README.md', import.meta.url);
/** The SDK reference, whose named blocks (```http csp) tests use as written. */
export const SDK_DOCS = new URL('../docs/sdk.md', import.meta.url);
/** Where `npm start` serves the checkout, as the README's snippet says. */
export const DOCUMENTED_CHECKOUT = 'http://localhost:3100';

export interface ReadmeSnippet {
  /** The fence's language: `html`, `sh`, `js`, `tsx`. */
  readonly lang: string;
  /** The file a snippet is, when its fence names one (```tsx main.tsx). */
  readonly file: string | null;
  readonly code: string;
}

/** Every fenced block of the README (or another markdown file of the repository), in order. */
export async function readmeSnippets(markdown: URL = README): Promise<ReadmeSnippet[]> {
  const text = await readFile(markdown, 'utf8');
  return [...text.matchAll(/^```(\w+)(?: (\S+))?\n([\s\S]*?)^```$/gm)].map((match) => ({ lang: match[1]!, file: match[2] ?? null, code: match[3]! }));
}

/** Every ```html block of the README, in order. */
export async function readmeHtmlSnippets(): Promise<string[]> {
  return (await readmeSnippets()).filter((snippet) => snippet.lang === 'html').map((snippet) => snippet.code);
}

/** The README's (or `markdown`'s) block named `file`; throws when there is none, or more than one. */
export async function readmeFile(file: string, markdown: URL = README): Promise<string> {
  const found = (await readmeSnippets(markdown)).filter((snippet) => snippet.file === file);
  if (found.length !== 1) throw new Error(`${markdown.pathname} has ${found.length} blocks named ${file}, not one`);
  return found[0]!.code;
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
