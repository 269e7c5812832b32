/**
 * Hears every Content-Security-Policy violation in every document of a browser context:
 * the merchant's page and each frame in it, the checkout's under its own policy included
 * (an init script in each document listens for `securitypolicyviolation` and reports
 * through a binding), and counts the documents it listened in.
 */
import type { BrowserContext } from '@playwright/test';

export interface PolicyListener {
  /** `directive blocked-URI (document)`, one per violation. */
  readonly violations: readonly string[];
  /** Every document the listener ran in. */
  readonly documents: ReadonlySet<string>;
}

export async function listenForViolations(context: BrowserContext): Promise<PolicyListener> {
  const violations: string[] = [];
  const documents = new Set<string>();
  await context.exposeBinding('__proofPolicy', (_source, kind: 'document' | 'violation', text: string) => {
    if (kind === 'document') documents.add(text);
    else violations.push(text);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { __proofPolicy: (kind: string, text: string) => Promise<void> }).__proofPolicy;
    void report('document', location.href.split('#')[0] ?? '');
    document.addEventListener('securitypolicyviolation', (event) => {
      void report('violation', `${event.violatedDirective} ${event.blockedURI} (${location.origin})`);
    });
  });
  return { violations, documents };
}
