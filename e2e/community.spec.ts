import {
  answerList,
  askQuestion,
  buildAnswer,
  buildQuestion,
  openQuestion,
  questionCards,
  questionList,
  SEEDED,
  uniqueTitle,
  voteCount,
} from './community-helpers.ts';
import { expect, test } from './fixtures.ts';

/** Requests the tests refuse or cut off on purpose make the browser log a failed load. */
const FAILED_LOAD = /Failed to load resource/;

test.describe('asking a question', () => {
  test('names what is missing, then posts it at the top of the list', async ({ page }) => {
    await page.goto('/proto-hub');
    await page.getByRole('button', { name: 'Ask a Question' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ask a Question' });
    const tagWarning = dialog.getByText('Please select at least one tag to categorize your question');
    const incomplete = dialog.getByRole('alert').filter({
      hasText: 'Please fill in title, content, and select at least one tag',
    });
    await expect(tagWarning).toBeVisible();

    await dialog.getByRole('button', { name: 'Post Question' }).click();
    await expect(incomplete).toBeVisible();

    const title = uniqueTitle('Is Figma enough to test a checkout flow?');
    await dialog.getByLabel('Title').fill(title);
    await expect(dialog.getByText(`${title.length}/200`)).toBeVisible();
    await dialog.getByLabel('Details').fill('I want to see where shoppers drop off before we build anything.');
    await dialog.getByRole('button', { name: 'Post Question' }).click();
    await expect(incomplete).toBeVisible();
    await expect(tagWarning).toBeVisible();

    await dialog.getByRole('button', { name: 'prototyping', exact: true }).click();
    await expect(dialog.getByRole('button', { name: 'prototyping', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(tagWarning).toBeHidden();
    await expect(incomplete).toBeHidden();
    await dialog.getByRole('button', { name: 'Post Question' }).click();

    await expect(dialog).toBeHidden();
    await expect(page.getByText('Your question was posted.')).toBeVisible();
    await expect(questionCards(page).first()).toContainText(title);

    await page.reload();
    await expect(questionList(page).getByRole('link', { name: title })).toBeVisible();
  });

  test.describe('when the server fails', () => {
    test.use({ allowConsoleErrors: FAILED_LOAD });

    test('says the question was not posted, with the server’s reason', async ({ page }) => {
      await page.route('**/api/questions', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({
              status: 400,
              json: { success: false, error: 'invalid_input', message: 'Title is required' },
            })
          : route.fallback(),
      );
      await page.goto('/proto-hub');
      const dialog = await askQuestion(page, {
        title: uniqueTitle('Refused question'),
        content: 'This one the server refuses.',
        tags: ['web'],
      });
      await expect(dialog.getByRole('alert')).toContainText('Failed to submit question. Please try again.');
      await expect(dialog.getByRole('alert')).toContainText('Title is required');
    });

    test('keeps a question written offline as pending', async ({ page }) => {
      await page.route('**/api/questions', (route) =>
        route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
      );
      await page.goto('/proto-hub');
      const title = uniqueTitle('Written on a train');
      const dialog = await askQuestion(page, { title, content: 'No signal here, but I had to ask.', tags: ['mvp'] });
      await expect(dialog).toBeHidden();
      const first = questionCards(page).first();
      await expect(first).toContainText(title);
      await expect(first).toContainText('Pending');
      await expect(page.getByText('1 change is pending')).toBeVisible();
    });
  });
});

test.describe('answering', () => {
  test('checks the length, then shows the new answer first and counts it', async ({ page, request }) => {
    const question = await buildQuestion(request);
    await page.goto(`/proto-hub?question=${question.id}`);
    await expect(page.getByRole('heading', { name: '0 Answers' })).toBeVisible();
    const answer = page.getByRole('textbox', { name: 'Your Answer' });
    const post = page.getByRole('button', { name: 'Post Answer' });

    await answer.fill('Too short');
    await post.click();
    await expect(page.getByText('Answer content must be at least 10 characters long')).toBeVisible();

    await answer.fill('x'.repeat(10_001));
    await expect(page.getByText('10001/10000')).toBeVisible();
    await post.click();
    await expect(page.getByText('Answer content must be less than 10000 characters')).toBeVisible();

    const text = 'Run it as a think-aloud session: one person at a time, you play the computer.';
    await answer.fill(text);
    await post.click();
    await expect(answerList(page).getByRole('listitem').first()).toContainText(text);
    await expect(page.getByRole('heading', { name: '1 Answer', exact: true })).toBeVisible();
    await expect(answer).toHaveValue('');
    await expect(page.getByText('0/10000')).toBeVisible();
  });

  test.describe('when the server refuses or cannot be reached', () => {
    test.use({ allowConsoleErrors: FAILED_LOAD });

    test('shows the server’s validation messages', async ({ page, request }) => {
      const question = await buildQuestion(request);
      await page.route('**/api/questions/*/answers', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({
              status: 400,
              json: {
                success: false,
                error: 'invalid_input',
                message: 'Invalid input',
                errors: [{ path: 'content', message: 'Answer content must be less than 10000 characters' }],
              },
            })
          : route.fallback(),
      );
      await page.goto(`/proto-hub?question=${question.id}`);
      await page.getByRole('textbox', { name: 'Your Answer' }).fill('A perfectly reasonable answer.');
      await page.getByRole('button', { name: 'Post Answer' }).click();
      await expect(page.getByRole('alert')).toHaveText(
        'Validation failed: Answer content must be less than 10000 characters',
      );
      await expect(page.getByRole('heading', { name: '0 Answers' })).toBeVisible();
    });

    test('says "Failed to submit answer" when the server refuses without reasons', async ({ page, request }) => {
      const question = await buildQuestion(request);
      await page.route('**/api/questions/*/answers', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({ status: 404, json: { success: false, error: 'not_found', message: 'Question not found' } })
          : route.fallback(),
      );
      await page.goto(`/proto-hub?question=${question.id}`);
      await page.getByRole('textbox', { name: 'Your Answer' }).fill('A perfectly reasonable answer.');
      await page.getByRole('button', { name: 'Post Answer' }).click();
      await expect(page.getByRole('alert')).toContainText('Failed to submit answer. Please try again.');
    });

    test('keeps an answer written offline as pending', async ({ page, request }) => {
      const question = await buildQuestion(request);
      await page.route('**/api/questions/*/answers', (route) =>
        route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
      );
      await page.goto(`/proto-hub?question=${question.id}`);
      const text = 'Written offline: test with five people, fix, repeat.';
      await page.getByRole('textbox', { name: 'Your Answer' }).fill(text);
      await page.getByRole('button', { name: 'Post Answer' }).click();
      await expect(page.getByRole('article', { name: 'Your pending answer' })).toContainText(text);
      await expect(page.getByText('1 change is pending')).toBeVisible();
    });
  });
});

test('voting shows my vote, switches it, takes it back and survives a reload', async ({ page, request }) => {
  // A question of its own: a seeded one may be voted on by a test running in parallel.
  const question = await buildQuestion(request);
  await page.goto(`/proto-hub?question=${question.id}`);
  const score = voteCount(page, 'question');
  await expect(score).toHaveText('0');
  const before = 0;
  const up = page.getByRole('button', { name: 'Upvote question' });
  const down = page.getByRole('button', { name: 'Downvote question' });
  await expect(up).toHaveAttribute('aria-pressed', 'false');

  const voted = page.waitForResponse((response) => response.url().endsWith('/vote') && response.ok());
  await up.click();
  await expect(score).toHaveText(String(before + 1));
  await expect(up).toHaveAttribute('aria-pressed', 'true');
  // Reload only once the vote is stored: a reload would cancel a request still in flight.
  await voted;

  await page.reload();
  await expect(score).toHaveText(String(before + 1));
  await expect(up).toHaveAttribute('aria-pressed', 'true');

  await down.click();
  await expect(score).toHaveText(String(before - 1));
  await expect(down).toHaveAttribute('aria-pressed', 'true');
  await expect(up).toHaveAttribute('aria-pressed', 'false');

  await down.click();
  await expect(score).toHaveText(String(before));
  await expect(down).toHaveAttribute('aria-pressed', 'false');
});

test.describe('a refused vote', () => {
  test.use({ allowConsoleErrors: FAILED_LOAD });

  test('is rolled back with the server’s reason', async ({ page, request }) => {
    const question = await buildQuestion(request);
    await page.route('**/api/questions/*/vote', (route) =>
      route.fulfill({ status: 403, json: { success: false, error: 'forbidden', message: 'Voting is closed here.' } }),
    );
    await page.goto(`/proto-hub?question=${question.id}`);
    await page.getByRole('button', { name: 'Upvote question' }).click();
    await expect(page.getByText('Voting is closed here.')).toBeVisible();
    await expect(voteCount(page, 'question')).toHaveText('0');
    await expect(page.getByRole('button', { name: 'Upvote question' })).toHaveAttribute('aria-pressed', 'false');
  });
});

test('the asker accepts an answer from another member', async ({ page, request }) => {
  await page.goto('/proto-hub');
  const title = uniqueTitle('Should my MVP have a login?');
  const dialog = await askQuestion(page, {
    title,
    content: 'Every extra step loses testers. Is a login worth it in the first version?',
    tags: ['mvp'],
  });
  await expect(dialog).toBeHidden();
  await openQuestion(page, title);
  // Nobody votes on their own question.
  await expect(page.getByRole('button', { name: 'Upvote question' })).toBeDisabled();

  const questionId = new URL(page.url()).searchParams.get('question') ?? '';
  await buildAnswer(request, questionId, 'Skip it: a magic link at checkout is enough for the first test.');
  await page.reload();

  const accept = page.getByRole('button', { name: 'Accept answer' });
  await expect(accept).toHaveAttribute('aria-pressed', 'false');
  await accept.click();
  await expect(accept).toHaveAttribute('aria-pressed', 'true');
  await expect(answerList(page).getByText('Accepted answer')).toBeVisible();
  await expect(page.getByRole('article', { name: title }).getByText('Answered')).toBeVisible();
});

test.describe('reporting', () => {
  test.use({ allowConsoleErrors: FAILED_LOAD });

  test('asks for a reason, thanks me, and tells me when I already reported it', async ({ page }) => {
    await page.goto('/proto-hub');
    await openQuestion(page, SEEDED.saasValidation);
    await page.getByRole('button', { name: 'Report question' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this question' });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Choose a reason');

    await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
    await dialog.getByLabel('Details (optional)').fill('Links to a paid course in every paragraph.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('Thanks — a moderator will review this report.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Report question' }).click();
    await dialog.getByRole('radio', { name: 'Duplicate' }).check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByRole('alert')).toContainText('already reported');
  });
});

test.describe('the question list', () => {
  test('filtering by tag keeps the choice in the address', async ({ page }) => {
    await page.goto('/proto-hub');
    const tags = page.getByRole('group', { name: 'Filter by tag' });
    await tags.getByRole('button', { name: 'No-Code' }).click();
    await expect(page).toHaveURL(/[?&]tag=nocode/);
    await expect(tags.getByRole('button', { name: 'No-Code' })).toHaveAttribute('aria-pressed', 'true');
    await expect(questionList(page).getByRole('link', { name: SEEDED.clickable })).toBeVisible();
    await expect(questionList(page).getByRole('link', { name: SEEDED.saasValidation })).toBeHidden();

    await page.reload();
    await expect(tags.getByRole('button', { name: 'No-Code' })).toHaveAttribute('aria-pressed', 'true');
    await expect(questionList(page).getByRole('link', { name: SEEDED.saasValidation })).toBeHidden();

    await tags.getByRole('button', { name: 'All Tags' }).click();
    await expect(questionList(page).getByRole('link', { name: SEEDED.saasValidation })).toBeVisible();
  });

  test('sorting by most viewed puts the most viewed first', async ({ page }) => {
    await page.goto('/proto-hub');
    // selectOption sets the value even on the inert pre-rendered frame: wait until it is hydrated.
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await page.getByLabel('Sort by').selectOption({ label: 'Most Viewed' });
    await expect(page).toHaveURL(/[?&]sort=views/);
    const cards = questionCards(page);
    await expect(cards.first()).toBeVisible();
    const views = (await cards.allTextContents()).map((text) =>
      Number(/([\d,]+)\s*views?/.exec(text)?.[1]?.replace(/,/g, '')),
    );
    expect(views.length).toBeGreaterThan(1);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });

  test('searching finds a question by its words', async ({ page }) => {
    await page.goto('/proto-hub');
    await page.getByRole('searchbox', { name: 'Search questions' }).fill('wireframes');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/[?&]q=wireframes/);
    await expect(questionList(page).getByRole('link', { name: SEEDED.wireframes })).toBeVisible();
    await expect(questionList(page).getByRole('link', { name: SEEDED.saasValidation })).toBeHidden();

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(questionList(page).getByRole('link', { name: SEEDED.saasValidation })).toBeVisible();
  });

  test('"Load more" brings the next page', async ({ page }) => {
    // Pages of two, so the seeded questions alone need several pages.
    await page.route('**/api/questions?**', (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('limit', '2');
      return route.continue({ url: url.toString() });
    });
    await page.goto('/proto-hub');
    const cards = questionCards(page);
    await expect(cards).toHaveCount(2);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards).toHaveCount(4);
    const titles = await cards.getByRole('heading').allTextContents();
    expect(new Set(titles).size).toBe(4);
  });

  test('opening a question records one view and Back returns to the same place in the list', async ({
    page,
    request,
  }) => {
    const question = await buildQuestion(request, { tags: ['prototyping'] });
    await page.setViewportSize({ width: 1280, height: 500 });
    let viewRequests = 0;
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().endsWith(`/api/questions/${question.id}/view`)) viewRequests += 1;
    });
    await page.goto('/proto-hub?tag=prototyping');
    const link = questionList(page).getByRole('link', { name: question.title });
    await link.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const listScroll = await page.evaluate(() => window.scrollY);

    await openQuestion(page, question.title);
    await expect(page.getByText('1 view', { exact: true })).toBeVisible();
    expect(viewRequests).toBe(1);

    await page.getByRole('button', { name: 'Back to questions' }).click();
    await expect(page).toHaveURL(/\/proto-hub\?tag=prototyping$/);
    await expect(questionList(page)).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(listScroll);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the list and an open question fit the screen without sideways scrolling', async ({ page }) => {
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      await page.goto('/proto-hub');
      await expect(questionCards(page).first()).toBeVisible();
      expect(await overflow()).toBeLessThanOrEqual(0);
      await openQuestion(page, SEEDED.wireframes);
      await expect(answerList(page)).toBeVisible();
      expect(await overflow()).toBeLessThanOrEqual(0);
    });
  });

  test.describe('when the questions cannot be loaded', () => {
    test.use({ allowConsoleErrors: /Failed to load resource/ });

    test('shows the sample questions, read-only, under a banner, until Retry works', async ({ page }) => {
      await page.route('**/api/questions?**', (route) => route.abort());
      await page.goto('/proto-hub');
      const banner = page
        .getByRole('alert')
        .filter({ hasText: 'Server temporarily unavailable - showing sample data' });
      await expect(banner).toBeVisible({ timeout: 15_000 });
      for (const title of Object.values(SEEDED)) {
        await expect(questionList(page).getByRole('link', { name: title })).toBeVisible();
      }

      await openQuestion(page, SEEDED.wireframes);
      await expect(page.getByText(/sample question: voting, answering and reporting are turned off/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Upvote question' })).toHaveCount(0);
      await expect(page.getByRole('textbox', { name: 'Your Answer' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Back to questions' }).click();
      await expect(banner).toBeVisible();

      await page.unrouteAll();
      await banner.getByRole('button', { name: 'Retry' }).click();
      await expect(banner).toBeHidden();
      await expect(questionList(page).getByRole('link', { name: SEEDED.wireframes })).toBeVisible();
    });
  });
});

test('reading an answer counts a view of it', async ({ page }) => {
  const answerView = page.waitForRequest(
    (request) => /\/api\/questions\/[^/]+\/answers\/[^/]+\/view$/.test(request.url()) && request.method() === 'POST',
  );
  await page.goto('/proto-hub');
  await openQuestion(page, SEEDED.wireframes);
  const answer = answerList(page).getByRole('article').first();
  await answer.scrollIntoViewIfNeeded();
  await expect(answer).toBeInViewport();
  const response = await (await answerView).response();
  expect(response?.status()).toBe(200);
});
