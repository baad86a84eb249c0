import { type Browser, test as base, expect, type Page } from '@playwright/test';

const NAVIGATIONS = ['goto', 'reload', 'goBack', 'goForward'] as const;

/**
 * A pre-rendered page is on screen before React hydrates it, in slices (main.tsx), and stays
 * `inert` until then. A person waits for that without noticing; a test that fills a field or picks
 * an option at once would change the frame before React knows it, and the change would be lost.
 * So every navigation here waits for hydration too (at most 15 s: a page that never hydrates
 * fails on what it then does, with its own message).
 */
const waiting = new WeakSet<Page>();

function waitForHydrationAfterNavigations(page: Page) {
  if (waiting.has(page)) return;
  waiting.add(page);
  for (const method of NAVIGATIONS) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        await page
          .waitForFunction(() => !document.querySelector('#root[inert]'), undefined, { timeout: 15_000 })
          .catch(() => {});
        return response;
      },
    });
  }
}

/**
 * The first time a visitor does something others will see, the page asks "How should others see
 * you?" (issue 41 §1). Journeys about something else answer it as a person would, with the name
 * they had by default, so what they check reads as before; a journey about names sets
 * `nameWhenAsked: null` and answers it itself. One test runs at a time in a worker.
 */
let nameWhenAsked: string | null = 'Community Member';
const answered = new WeakSet<Page>();

function answerNamePrompt(page: Page) {
  if (answered.has(page) || nameWhenAsked === null) return;
  answered.add(page);
  const name = nameWhenAsked;
  void page
    .addLocatorHandler(page.getByTestId('display-name-prompt'), async (prompt) => {
      const field = prompt.getByLabel('Your name');
      if (!(await field.inputValue())) await field.fill(name);
      await prompt.getByRole('button', { name: /^Save and / }).click();
    })
    .catch(() => {});
}

function preparePage(page: Page) {
  waitForHydrationAfterNavigations(page);
  answerNamePrompt(page);
}

/** Every context a test opens (the default one, and a second person's) gets the wait on each page. */
function withHydrationWaits(browser: Browser) {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.on('page', preparePage);
    return context;
  };
}

/**
 * Every test fails on an unexpected console error or uncaught page error, and on a pre-rendered
 * page that React could not hydrate as it was (main.tsx warns '[hydration]'). A test that
 * provokes one on purpose lists it with `allowConsoleErrors`.
 */
export const test = base.extend<
  {
    allowConsoleErrors: RegExp | null;
    consoleErrors: string[];
    hydrationWaits: undefined;
    nameWhenAsked: string | null;
  },
  { browserWithHydrationWaits: undefined }
>({
  browserWithHydrationWaits: [
    async ({ browser }, use) => {
      withHydrationWaits(browser);
      await use(undefined);
    },
    { scope: 'worker', auto: true },
  ],
  nameWhenAsked: ['Community Member', { option: true }],
  hydrationWaits: [
    async ({ context, nameWhenAsked: name }, use) => {
      nameWhenAsked = name;
      // The default context may exist before the worker fixture patched newContext.
      for (const page of context.pages()) preparePage(page);
      context.on('page', preparePage);
      await use(undefined);
    },
    { auto: true },
  ],
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
