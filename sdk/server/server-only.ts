/**
 * What a browser build gets for `import … from 'portico/server'` (the package's
 * `browser` condition): no exports, so a bundler that checks named imports fails the
 * build, and an error naming the mistake when loaded, instead of the client and
 * node:crypto bundled into a page.
 */
throw new Error("portico/server runs on your server only (it holds your secret key); import 'portico' in the browser.");
export {};
