import { alreadyAppliedMessage } from '@app/shared/applications/applications.constants';
import { JOB_MESSAGES } from '@app/shared/jobs/jobs.schemas';
import { MATCH_MESSAGES } from '@app/shared/matching/matching.constants';
import type { APIRequestContext, Page } from '@playwright/test';
import { jobApplicantsPath, jobPath } from '../packages/shared/src/navigation/marketplace-paths.ts';
import { ACTIVE_TAB_PANEL, expectNoSeriousViolations } from './accessibility-helpers.ts';
import { applicationWizard } from './developers-helpers.ts';
import { expect, test } from './fixtures.ts';
import { buildProject, fillWizard, wizard } from './jobs-helpers.ts';
import {
  applyTo,
  contextAs,
  createVisitor,
  signIn,
  uniqueName,
  type Visitor,
  watchConsole,
} from './marketplace-helpers.ts';

/** Matching (issue 33): suggested developers for a job, jobs for a developer, each with its reasons. */

/** A stack no seeded or other test profile knows, so the developers made here are the best matches. */
const STACK = 'Elixir, Phoenix, PostgreSQL';

async function createElixirProfile(request: APIRequestContext, developer: Visitor, name = uniqueName('Ines')) {
  const response = await request.put('/api/developers/me', {
    headers: developer.headers,
    data: {
      name,
      title: 'Elixir Developer',
      hourlyRate: '$60/hr',
      skills: ['Elixir', 'Phoenix', 'PostgreSQL'],
      bio: 'I build real-time marketplaces with Phoenix LiveView.',
      availability: 'Available',
    },
  });
  expect(response.status()).toBe(200);
  return name;
}

async function postElixirJob(request: APIRequestContext, owner: Visitor) {
  const project = buildProject({ technologyStack: STACK });
  const response = await request.post('/api/jobs', {
    headers: { ...owner.headers, 'idempotency-key': crypto.randomUUID() },
    data: project,
  });
  expect(response.status()).toBe(201);
  return { id: ((await response.json()) as { jobId: string }).jobId, title: project.title };
}

const suggestedCard = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Suggested developer list' }).getByRole('article', { name });
const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('a client publishes a job, invites a suggested developer, who finds it under Jobs for you and applies', async ({
  page,
  browser,
  request,
}) => {
  // Two people, a published job, an application and two accessibility passes: ran over 30 s on a
  // busy 2-core CI machine (2026-12-01).
  test.slow();
  const developer = await createVisitor(request);
  // The job asks for Kubernetes too, which the profile lacks: the developer is told so.
  const name = await createElixirProfile(request, developer);
  const project = buildProject({ technologyStack: `${STACK}, Kubernetes` });

  await page.goto('/post-job');
  await fillWizard(page, project);
  await wizard(page).getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(JOB_MESSAGES.published)).toBeVisible();
  await expect(page.getByText(/^\d+( or more)? developers? match(es)? this job$/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Best matches' }).getByRole('link', { name })).toBeVisible();

  await page.getByRole('link', { name: 'See all suggested developers' }).click();
  await expect(page).toHaveURL(/\/my-jobs\/[0-9a-f-]{36}#suggested-developers$/);
  const jobId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await expect(page.getByRole('heading', { name: 'Suggested developers' })).toBeFocused();
  const card = suggestedCard(page, name);
  await expect(card.getByText(/^Match score \d+ out of 100$/)).toBeAttached();
  await expect(card.getByRole('list', { name: `Why ${name} matches` })).toContainText(
    "Knows Elixir, Phoenix and PostgreSQL (3 of the job's 4 technologies)",
  );
  await expectNoSeriousViolations(page, 'the suggested developers', '#suggested-developers');

  await card.getByRole('button', { name: `Invite ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Invite ${name} to apply` });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Invited')).toBeFocused();

  // The developer: the assistant's start shows the job, and so does the Jobs for you tab.
  const developerContext = await contextAs(browser, developer);
  const developerPage = await developerContext.newPage();
  const errors = watchConsole(developerPage);
  await developerPage.goto('/developer-chat');
  const preview = developerPage.getByRole('region', { name: 'Jobs for you' });
  await expect(preview.getByRole('link', { name: project.title })).toHaveAttribute('href', jobPath(jobId));
  await preview.getByRole('link', { name: 'See all jobs for you' }).click();
  await expect(developerPage).toHaveURL('/jobs?tab=for-you');
  await developerPage.getByRole('tab', { name: 'Pipeline Projects' }).click();
  await developerPage.getByRole('tab', { name: 'Jobs for you' }).click();
  await expect(developerPage).toHaveURL('/jobs?tab=for-you');
  const jobCard = developerPage
    .getByRole('list', { name: 'Jobs for you list' })
    .getByRole('article', { name: project.title });
  await expect(jobCard.getByRole('list', { name: 'Why it matches you' })).toContainText(
    'You know Elixir, Phoenix and PostgreSQL',
  );
  await expect(jobCard.getByRole('list', { name: 'Not on your profile' })).toContainText(
    'The job asks for Kubernetes, which is not on your profile',
  );
  await expectNoSeriousViolations(developerPage, 'Jobs for you', ACTIVE_TAB_PANEL);

  await jobCard.getByRole('link', { name: project.title }).click();
  await expect(developerPage).toHaveURL(jobPath(jobId));
  await developerPage.getByRole('link', { name: 'Apply', exact: true }).click();
  const application = applicationWizard(developerPage);
  await expect(application.getByLabel('Job title')).toHaveValue(project.title);
  for (let step = 0; step < 3; step++) {
    if (step === 2) await application.getByLabel('Cover letter').fill('I shipped two Phoenix marketplaces.');
    await application.getByRole('button', { name: 'Next' }).click();
  }
  await application.getByRole('button', { name: 'Save application' }).click();
  await expect(developerPage.getByText('Application saved')).toBeVisible();
  expect(errors).toEqual([]);
  await developerContext.close();

  // Having applied, they are an applicant now, no longer a suggestion.
  await page.goto(jobApplicantsPath(jobId));
  await expect(page.getByRole('list', { name: 'Applicant list' }).getByRole('article', { name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Suggested developers' })).toBeVisible();
  await expect(suggestedCard(page, name)).toHaveCount(0);
});

test.describe('with no live connection', () => {
  // The aborted stream is logged by the browser, and so is the refused invitation.
  test.use({
    allowConsoleErrors: /Failed to load resource: (net::ERR_FAILED|the server responded with a status of 409)/,
  });

  test('inviting a suggested developer who applied meanwhile says so, and the suggestion leaves once read', async ({
    page,
    request,
  }) => {
    // A page with no live connection (a phone's dropped stream): it still shows the developer as a suggestion.
    await page.route('**/api/notifications/stream', (route) => route.abort());
    const owner = await createVisitor(request);
    const job = await postElixirJob(request, owner);
    const developer = await createVisitor(request);
    const name = await createElixirProfile(request, developer, uniqueName('Quentin'));
    await signIn(page, owner);
    await page.goto(jobApplicantsPath(job.id));
    const card = suggestedCard(page, name);
    await card.getByRole('button', { name: `Invite ${name}` }).click();

    await applyTo(request, developer, job.id);
    const dialog = page.getByRole('dialog', { name: `Invite ${name} to apply` });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(alreadyAppliedMessage(name));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(card).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Applicant list' }).getByRole('article', { name })).toBeVisible();
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('"Not a fit" hides a developer for good, and the focus stays in the suggestions', async ({ page, request }) => {
    const owner = await createVisitor(request);
    const job = await postElixirJob(request, owner);
    const names = [];
    for (const first of ['Odile', 'Pavel'])
      names.push(await createElixirProfile(request, await createVisitor(request), uniqueName(first)));
    const [hidden = '', kept = ''] = names;
    await signIn(page, owner);

    await page.goto(jobApplicantsPath(job.id));
    await expect(suggestedCard(page, kept)).toBeVisible();
    await expectNoSeriousViolations(page, 'the suggested developers at 390 px', '#suggested-developers');
    expect(await noOverflow(page)).toBeLessThanOrEqual(0);

    await suggestedCard(page, hidden)
      .getByRole('button', { name: `Not a fit (${hidden})` })
      .click();
    await expect(suggestedCard(page, hidden)).toHaveCount(0);
    await expect(page.locator('#suggested-developers').getByRole('status')).toHaveText(
      `${hidden}: ${MATCH_MESSAGES.dismissed}`,
    );
    await expect(page.locator('#suggested-developers :focus')).toHaveCount(1);

    await page.reload();
    await expect(suggestedCard(page, kept)).toBeVisible();
    await expect(suggestedCard(page, hidden)).toHaveCount(0);
  });

  test.describe('without a developer profile', () => {
    // The browser logs the API's 404, which the tab turns into its message.
    test.use({ allowConsoleErrors: /Failed to load resource: the server responded with a status of 404/ });

    test('Jobs for you asks for a profile first, and links to the assistant', async ({ page, request }) => {
      await signIn(page, await createVisitor(request));
      await page.goto('/jobs?tab=for-you');
      await expect(page.getByRole('tab', { name: 'Jobs for you' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByText(MATCH_MESSAGES.noProfile)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Create your developer profile' })).toHaveAttribute(
        'href',
        '/developer-chat',
      );
      await expectNoSeriousViolations(page, 'Jobs for you without a profile', ACTIVE_TAB_PANEL);
      expect(await noOverflow(page)).toBeLessThanOrEqual(0);
    });
  });
});
