/**
 * vite.config.ts is the one place that says which modules share a chunk: every module
 * path its chunk groups name is a file (a group whose module moved away would hold
 * nothing, and the split it kept would go without a failure).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CHUNK_GROUP_MODULES } from '../vite.config';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

describe('the chunk groups of vite.config.ts', () => {
  it.each(Object.entries(CHUNK_GROUP_MODULES))('%s: every module it names exists', (_group, modules) => {
    expect(modules.length).toBeGreaterThan(0);
    for (const module of modules) expect(existsSync(join(ROOT, module)), module).toBe(true);
  });
});
