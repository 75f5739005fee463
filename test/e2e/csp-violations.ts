import type { BrowserContext } from 'playwright-core';

// What the browser refuses under the server's Content-Security-Policy, reported on the console as an
// error the runner collects (`refused by the CSP`). Chromium logs a refused script or style there
// by itself, but not an `eval` whose error the page caught (zod's probe for `new Function`): that one
// only goes to DevTools' Issues panel and fires `securitypolicyviolation` on the document. Listening
// for the event catches every kind, in every engine.

/** Installed before any script of each page of the context runs. */
export async function reportCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
      console.error(`Content Security Policy violation: ${event.violatedDirective} refused ${event.blockedURI || 'inline'}${where}`);
    });
  });
}
