import { test as base, expect } from '@playwright/test';

// Chromium's console line for a blocked script, style, image, font, request, frame or form.
const CSP_VIOLATION = /violates the following Content Security Policy directive/;

/**
 * Playwright's `test`, failing a journey when any of its pages logs a Content-Security-Policy
 * violation: a page that "works" while the policy blocks one of its parts is a broken page.
 */
export const test = base.extend<{ failOnCspViolation: undefined }>({
  failOnCspViolation: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (CSP_VIOLATION.test(message.text()))
          violations.push(`${message.page()?.url()}: ${message.text()}`);
      });
      await use(undefined);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
