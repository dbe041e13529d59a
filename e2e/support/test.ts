import { expect, test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test`, plus a watch on the browser console: a Content Security Policy violation
 * on any page of the test's context fails the test (the headers must not break the app).
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      const watch = (page: Page) =>
        page.on('console', (message) => {
          if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
        });
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(violations);
      expect(violations, 'Content Security Policy violations in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});
