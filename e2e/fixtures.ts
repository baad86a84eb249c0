import { test as base, expect } from '@playwright/test';

/**
 * Every test fails on an unexpected console error or uncaught page error, and on a pre-rendered
 * page that React could not hydrate as it was (main.tsx warns '[hydration]'). A test that
 * provokes one on purpose lists it with `allowConsoleErrors`.
 */
export const test = base.extend<{ allowConsoleErrors: RegExp | null; consoleErrors: string[] }>({
  allowConsoleErrors: [null, { option: true }],
  consoleErrors: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.text().startsWith('[hydration]')) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      const unexpected = errors.filter((text) => !allowConsoleErrors?.test(text));
      expect(unexpected, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
