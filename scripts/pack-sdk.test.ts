/**
 * What `npm pack ./sdk` puts in the package (scripts/pack-sdk.mjs, its prepack), read from
 * `npm pack --dry-run --json`: every subpath export has types under every condition, for
 * each module format one copy of the declarations and no test helper, no source map, and
 * the size the README states. sdk/package.test.ts installs the tarball and uses it.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { packSdkDryRun, type PackResult } from '../e2e/support/scratch-app';

const ROOT = new URL('..', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(`${ROOT}sdk/package.json`, 'utf8')) as {
  exports: Record<string, unknown>;
  typesVersions: Record<string, Record<string, string[]>>;
};

/** The condition objects of an export that name a file to run (`default`, `import`, `require` as a string). */
function leaves(value: unknown, conditions: readonly string[] = []): Array<{ conditions: string; target: unknown }> {
  if (typeof value !== 'object' || value === null) return [{ conditions: conditions.join('.') || '(none)', target: value }];
  const record = value as Record<string, unknown>;
  if ('default' in record && typeof record.default === 'string') return [{ conditions: conditions.join('.') || '(none)', target: record }];
  return Object.entries(record).flatMap(([condition, inner]) => leaves(inner, [...conditions, condition]));
}

let packed: PackResult;
let files: Set<string>;

beforeAll(() => {
  packed = packSdkDryRun();
  files = new Set(packed.files.map((file) => file.path));
}, 600_000);

describe('npm pack ./sdk', () => {
  it('gives every subpath export types, under each of its conditions, in a file the package holds', () => {
    const subpaths = Object.keys(manifest.exports).filter((subpath) => subpath !== './package.json');
    expect(subpaths.length).toBeGreaterThan(2);
    const untyped: string[] = [];
    for (const subpath of subpaths) {
      for (const { conditions, target } of leaves(manifest.exports[subpath])) {
        const types = typeof target === 'object' && target !== null ? (target as { types?: unknown }).types : undefined;
        if (typeof types !== 'string') untyped.push(`${subpath} (${conditions}): no types`);
        else if (!files.has(types.replace(/^\.\//, ''))) untyped.push(`${subpath} (${conditions}): ${types} is not in the package`);
      }
      // moduleResolution node10 reads no exports: typesVersions names each subpath's types.
      if (subpath !== '.') {
        const [types] = manifest.typesVersions['*']?.[subpath.slice(2)] ?? [];
        if (!types || !files.has(types.replace(/^\.\//, ''))) untyped.push(`${subpath} (node10): no typesVersions entry in the package`);
      }
    }
    expect(untyped).toEqual([]);
  });

  it('holds no test helper, no source map, and one copy of the declarations per module format', () => {
    const paths = [...files];
    expect(paths.filter((path) => /test-support|\.test\.|type-tests/.test(path))).toEqual([]);
    expect(paths.filter((path) => path.endsWith('.map'))).toEqual([]);
    const esm = paths.filter((path) => path.startsWith('dist/types/')).map((path) => path.slice('dist/types/'.length));
    const cjs = paths.filter((path) => path.startsWith('dist/types-cjs/') && path.endsWith('.d.ts')).map((path) => path.slice('dist/types-cjs/'.length));
    expect(esm.length).toBeGreaterThan(10);
    expect(cjs.sort()).toEqual(esm.sort());
    // Only what the entry points reach: the script-tag entry, the 3-D Secure module and the call readers are the checkout's to serve.
    expect(esm.filter((path) => /script-entry|three-ds\/|on-demand-calls|mount-frame/.test(path))).toEqual([]);
    expect(paths.filter((path) => path.endsWith('.d.ts') && !/^dist\/(types|types-cjs)\//.test(path))).toEqual(['dist/script/portico.d.ts']);
  });

  it("is the size the READMEs say (the repository's and the package's), within a tenth", () => {
    console.log(`portico package: ${(packed.size / 1024).toFixed(1)} KB packed, ${(packed.unpackedSize / 1024).toFixed(1)} KB unpacked, ${files.size} files`);
    for (const path of ['README.md', 'sdk/README.md']) {
      const stated = /tarball is (\d+) KB \((\d+) KB unpacked\)/.exec(readFileSync(`${ROOT}${path}`, 'utf8'));
      expect(stated, `${path}: "the tarball is N KB (M KB unpacked)"`).not.toBeNull();
      const [, tarball, unpacked] = stated!.map(Number);
      expect(Math.abs(packed.size / 1024 - tarball!) / tarball!, path).toBeLessThan(0.1);
      expect(Math.abs(packed.unpackedSize / 1024 - unpacked!) / unpacked!, path).toBeLessThan(0.1);
    }
  });
});
