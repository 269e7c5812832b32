/**
 * What a browser build gets for `import … from 'portico/server'` (the package's
 * `browser` condition): an error at once, naming the mistake, instead of a secret key
 * and node:crypto bundled into a page.
 */
throw new Error("portico/server runs on your server only (it holds your secret key); import 'portico' in the browser.");
export {};
