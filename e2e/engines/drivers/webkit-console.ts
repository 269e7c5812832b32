/**
 * WebKit's console, as far as W3C WebDriver classic lets a test see it. WebKitWebDriver
 * has no log command and no script to run before a document's own (checked with
 * WebKitGTK 2.50; MiniBrowser's `--enable-write-console-messages-to-stdout` is not
 * applied to the views it opens for automation, and `WEBKIT_INSPECTOR_HTTP_SERVER` on
 * the driver keeps it from ever starting a session). So the driver installs this
 * collector into each document of ours the moment the journey first reads it (the
 * top page, every frame it looks into, every window), and drains it on every later read
 * and at the journey's end: console.error and console.warn, uncaught errors and
 * unhandled rejections, and CSP refusals from then on.
 *
 * Its limit: what a document says before the journey first reads it (while it loads, or
 * in a frame the journey never looks into, such as 3-D Secure's hidden device check),
 * and what a frame says after the journey's last look into it, are not seen.
 */

/** Runs in the page through WebDriver's execute: installs once per document, returns what was seen since the last call. */
export const COLLECT_PROBLEMS = `
const held = window.__porticoEngineProblems;
if (held) return held.splice(0);
const seen = [];
Object.defineProperty(window, '__porticoEngineProblems', { value: seen });
const where = () => ' (' + location.href + ')';
const text = (value) => (value instanceof Error ? value.name + ': ' + value.message : String(value));
for (const level of ['error', 'warn']) {
  const original = console[level];
  console[level] = function (...args) {
    seen.push(level + ': ' + args.map(text).join(' ') + where());
    return original.apply(this, args);
  };
}
addEventListener('error', (event) => seen.push('pageerror: ' + (event.message || text(event.error)) + where()));
addEventListener('unhandledrejection', (event) => seen.push('pageerror: ' + text(event.reason) + where()));
document.addEventListener('securitypolicyviolation', (event) => seen.push('error: CSP refused ' + (event.blockedURI || 'inline') + ' (' + event.effectiveDirective + ')' + where()));
return [];
`;
