/**
 * Runs in every document before its own scripts (a preload script): a Content Security
 * Policy refusal becomes a console error, where each driver's console watch sees it.
 * WebKit and Chromium log refusals to the console themselves; Firefox's BiDi log does not
 * carry them. Serialised into the page: it must not close over anything.
 */
export function reportCspViolations(): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(`CSP refused ${event.blockedURI || 'inline'} (${event.effectiveDirective}) on ${event.documentURI}`);
  });
}
