/**
 * docs/guides/accept-a-payment.md and docs/frameworks.md's Next.js files are run by
 * holding each of their code blocks equal to a file an e2e spec builds and pays with:
 * the script tag and React blocks are the README's (pasted as they are by
 * e2e/readme.spec.ts), the Next.js blocks are examples/nextjs/'s files (built and paid
 * under Turbopack, webpack and `next dev` by e2e/nextjs.spec.ts). A block changed in
 * one place and not the other, or a block that is none of these, fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readmeHtmlSnippets, readmeFile, readmeSnippets } from './readme-snippet';

const GUIDE = new URL('../docs/guides/accept-a-payment.md', import.meta.url);
const FRAMEWORKS = new URL('../docs/frameworks.md', import.meta.url);
const NEXT_APP = new URL('./nextjs/', import.meta.url);

/** What an e2e spec runs for a block: the README's block of that name, or the Next.js example's file. */
async function runCopy(lang: string, file: string | null): Promise<string> {
  if (lang === 'html' && file === null) {
    const [html] = await readmeHtmlSnippets();
    return html ?? '';
  }
  if (file === 'main.tsx') return readmeFile('main.tsx');
  if (file?.startsWith('app/')) return readFileSync(new URL(file, NEXT_APP), 'utf8');
  throw new Error(`a \`\`\`${lang} ${file ?? ''} block that no e2e spec runs`);
}

describe('docs/guides/accept-a-payment.md', () => {
  it('has a script tag, a React and a Next.js page, each block a file an e2e spec pays with', async () => {
    const blocks = await readmeSnippets(GUIDE);
    expect(blocks.map((block) => block.file ?? block.lang)).toEqual([
      'html',
      'main.tsx',
      'app/layout.tsx',
      'app/api/create-intent/route.ts',
      'app/page.tsx',
      'app/checkout.tsx',
      'app/paid/page.tsx',
    ]);
    for (const block of blocks) expect(block.code, block.file ?? block.lang).toBe(await runCopy(block.lang, block.file));
  });
});

describe("docs/frameworks.md's Next.js files", () => {
  it('are whole: each the example file the Next.js spec builds', async () => {
    const next = (await readmeSnippets(FRAMEWORKS)).filter((block) => block.lang === 'tsx' || block.lang === 'ts');
    expect(next.map((block) => block.file)).toEqual(['app/layout.tsx', 'app/checkout.tsx']);
    for (const block of next) expect(block.code, block.file ?? '').toBe(await runCopy(block.lang, block.file));
  });
});
