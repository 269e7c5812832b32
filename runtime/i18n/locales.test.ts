import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isSupportedLanguage } from './languages';
import { isTranslationResource, type TranslationResource } from './loader';

const dir = fileURLToPath(new URL('./locales/', import.meta.url));
const read = (file: string): unknown => JSON.parse(readFileSync(`${dir}${file}`, 'utf8'));
const keys = (resource: TranslationResource, prefix = ''): string[] =>
  Object.entries(resource).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );

// Every file here is served at /locales/{lng}.json by vite.config.ts (English is bundled).
describe('locale files', () => {
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  const english = read('en.json') as TranslationResource;

  it('include en.json', () => {
    expect(files).toContain('en.json');
  });

  it.each(files)('%s is a supported language and a valid translation with no key English lacks', (file) => {
    expect(isSupportedLanguage(file.replace(/\.json$/, ''))).toBe(true);
    const resource = read(file);
    expect(isTranslationResource(resource)).toBe(true);
    const known = new Set(keys(english));
    expect(keys(resource as TranslationResource).filter((key) => !known.has(key))).toEqual([]);
  });
});
