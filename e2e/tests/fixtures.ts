import { expect, test as base } from '@playwright/test';

/**
 * Every end-to-end test runs with a watch on the Content-Security-Policy: a violation the browser
 * reports (a blocked script, style, frame, image or connection) fails the test that caused it, so
 * each screen the suite visits is also proof that the app works under the policy the server sends.
 */
export const test = base.extend<{ cspWatch: void }>({
  cspWatch: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`,
          );
        });
      });
      await use();
      expect(violations, 'CSP violations on this test’s screens').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
