import { expect, test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test`, plus a watch on the browser console: a Content Security Policy violation
 * (the headers must not break the app) or a missing text (a raw i18n key on screen, reported by
 * the web app's i18n setup) on any page of the test's context fails the test.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      const watch = (page: Page) =>
        page.on('console', (message) => {
          if (/Content Security Policy|^Fehlender Text:/i.test(message.text()))
            violations.push(message.text());
        });
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(violations);
      expect(violations, 'CSP violations or missing texts in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});
