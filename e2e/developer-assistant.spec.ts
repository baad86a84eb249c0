import { PROFILE_REPLIES } from '@app/shared/developers/developer-assistant';
import { narrowerQuestion, notedText } from '@app/shared/developers/developer-questions';
import type { Page } from '@playwright/test';
import { messages, profileWizard, say, uniqueName } from './developers-helpers.ts';
import { expect, test } from './fixtures.ts';

/** Issue 33: the developer assistant understands its answers and asks only for what is missing. */

/** Everything the assistant said, in order. */
async function assistantTexts(page: Page): Promise<string[]> {
  const texts = await messages(page).allTextContents();
  return texts.filter((text) => text.startsWith('Assistant: ')).map((text) => text.slice('Assistant: '.length));
}

async function expectNoQuestionTwice(page: Page) {
  const texts = await assistantTexts(page);
  expect(new Set(texts).size, texts.join('\n')).toBe(texts.length);
}

test.describe.configure({ timeout: 60_000 });

test('one answer with everything and answers in the wrong order fill the profile, each question asked once', async ({
  page,
}) => {
  const name = uniqueName('Ana');
  const handle = name.toLowerCase().replace(' ', '-');
  await page.goto('/developer-chat');
  await say(page, 'profile', PROFILE_REPLIES.start);

  // Name, title, place, skills and rate at once: the skills question is skipped, the rest of the rates question asked.
  await say(
    page,
    `I'm ${name}, a backend dev in Lisbon, Node and Postgres, 70/h`,
    narrowerQuestion(['languages', 'timezone']),
  );
  await expect(messages(page).nth(-2)).toContainText(notedText(['skills', 'hourlyRate']));

  // The link comes with the languages: the links question is skipped, only the bio is still asked.
  await say(page, `github.com/${handle}, and I speak English and Portuguese`, narrowerQuestion(['bio']));
  await expect(messages(page).nth(-2)).toContainText(notedText(['links']));
  await say(page, 'I build payment APIs that stay up.', PROFILE_REPLIES.complete);
  await expectNoQuestionTwice(page);

  const wizard = profileWizard(page);
  await expect(wizard.getByLabel('Name')).toHaveValue(name);
  await expect(wizard.getByLabel('Professional title')).toHaveValue('Backend dev');
  await expect(wizard.getByLabel('Location')).toHaveValue('Lisbon');
  await expect(wizard.getByLabel('Hourly rate')).toHaveValue('70/hr');
  await expect(wizard.getByLabel('Time zone')).toHaveValue('');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('list', { name: 'Skills: selected' }).getByRole('listitem')).toHaveText([
    'Node.js',
    'PostgreSQL',
  ]);
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('list', { name: 'Languages you speak: selected' }).getByRole('listitem')).toHaveText([
    'English',
    'Portuguese',
  ]);
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByLabel('GitHub')).toHaveValue(`https://github.com/${handle}`);
  await expect(wizard.getByLabel('Bio')).toHaveValue('I build payment APIs that stay up.');
});

test('a name given alone is followed by the title and place, and the skills question is asked once', async ({
  page,
}) => {
  const name = uniqueName('Ines');
  await page.goto('/developer-chat');
  await say(page, 'I want to create my profile', PROFILE_REPLIES.start);
  await say(page, name, narrowerQuestion(['title', 'location']));
  await say(page, 'Porto, frontend engineer', PROFILE_REPLIES.under4);
  await say(page, 'React, TypeScript and Playwright', PROFILE_REPLIES.under6);
  await expectNoQuestionTwice(page);
});

test.describe('when the server cannot read the answers', () => {
  test.use({ allowConsoleErrors: /Failed to load resource: the server responded with a status of 503/ });

  test('the answers are read in the browser, it says so once, and still asks only what is missing', async ({
    page,
  }) => {
    await page.route('**/api/assistant/profile-draft', (route) =>
      route.fulfill({ status: 503, json: { success: false, error: 'internal_error', message: 'Unavailable' } }),
    );
    const name = uniqueName('Rui');
    await page.goto('/developer-chat');
    await say(page, 'profile', PROFILE_REPLIES.start);
    await say(page, name, narrowerQuestion(['title', 'location']));
    await expect(messages(page).nth(-2)).toContainText("I couldn't reach the assistant's server just now");
    await say(page, 'frontend engineer, Porto', PROFILE_REPLIES.under4);
    await expect(messages(page).nth(-2)).not.toContainText("I couldn't reach");
    await expectNoQuestionTwice(page);
  });
});
