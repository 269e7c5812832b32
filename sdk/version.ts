/**
 * This build's version. The checkout origin serves the build's on-demand modules
 * under `/sdk/v{version}/` (sdk/version.test.ts keeps it equal to package.json's).
 */
export const SDK_VERSION = '0.1.0';

/** The URL of one of this build's on-demand modules on the checkout origin. */
export function lazyModuleUrl(checkoutOrigin: string, name: string): string {
  return `${checkoutOrigin}/sdk/v${SDK_VERSION}/${name}.mjs`;
}

/**
 * Imports one of those modules, by the browser, at run time, from the checkout origin.
 * The merchant's bundler must leave this `import()` alone: webpack makes a context
 * module of a template it cannot resolve (it builds, and the import fails in the
 * browser), Turbopack refuses to build (`Can't resolve <dynamic>`), Vite warns. Each
 * bundler's ignore comment says so (sdk/lazy-import.test.ts checks they survive the
 * build). The URL is built inside `import()` on purpose: given a variable, terser
 * inlines it as `import(a = …, b)`, and a comma inside `import()` is its second
 * argument (import options), not a sequence.
 */
export function importLazyModule<T>(checkoutOrigin: string, name: string): Promise<T> {
  return import(/* webpackIgnore: true */ /* turbopackIgnore: true */ /* @vite-ignore */ `${checkoutOrigin}/sdk/v${SDK_VERSION}/${name}.mjs`) as Promise<T>;
}
