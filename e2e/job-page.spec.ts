import type { Page } from '@playwright/test';
import { jobApplicantsPath, jobPath } from '../packages/shared/src/navigation/marketplace-paths.ts';
import { expectNoSeriousViolations } from './accessibility-helpers.ts';
import { holdVisitor } from './account-helpers.ts';
import { applicationWizard } from './developers-helpers.ts';
import { expect, test } from './fixtures.ts';
import { buildProject } from './jobs-helpers.ts';
import {
  createProfile,
  createVisitor,
  myApplicationList,
  postJob,
  signIn,
  watchConsole,
} from './marketplace-helpers.ts';

/** A job's own page (issue 33 §5): the whole post, when, how many applied, and one action. */

const action = (page: Page, name: string) => page.getByRole('link', { name, exact: true });
const PROJECT = buildProject();

test('a developer opens a job from its card, applies from its page, and then finds their application there', async ({
  page,
  request,
}) => {
  const owner = await createVisitor(request);
  const job = await postJob(request, owner);
  const developer = await createVisitor(request);
  await createProfile(request, developer);
  await signIn(page, developer);

  await page.goto('/jobs');
  await page.getByRole('tab', { name: 'Published Jobs' }).click();
  const card = page.getByRole('list', { name: 'Published job list' }).getByRole('article', { name: job.title });
  // Anywhere on the card opens it (its middle is the description), not only its title.
  await card.click();
  await expect(page).toHaveURL(jobPath(job.id));

  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  for (const answer of Object.values(buildProject({ title: job.title }))) {
    await expect(page.getByRole('article', { name: job.title })).toContainText(answer);
  }
  await expect(page.locator('time')).toHaveText(/just now \(\w+ \d+, \d{4}\)/);
  await expect(page.getByText('No one has applied yet')).toBeVisible();

  await action(page, 'Apply').click();
  const wizard = applicationWizard(page);
  await expect(wizard.getByLabel('Job title')).toHaveValue(job.title);
  for (let step = 0; step < 3; step++) {
    if (step === 2) await wizard.getByLabel('Cover letter').fill('I shipped two maker marketplaces last year.');
    await wizard.getByRole('button', { name: 'Next' }).click();
  }
  await wizard.getByRole('button', { name: 'Save application' }).click();
  await expect(page.getByText('Application saved')).toBeVisible();

  // Back on the job's page, the action is now the way to that application.
  await page.getByRole('link', { name: job.title }).click();
  await expect(page).toHaveURL(jobPath(job.id));
  await expect(page.getByText('1 person has applied')).toBeVisible();
  await expect(action(page, 'Apply')).toHaveCount(0);
  await action(page, 'Applied: see your application').click();
  await expect(page).toHaveURL(/\/my-applications\?application=/);
  await expect(myApplicationList(page).getByRole('article', { name: job.title })).toBeVisible();
});

test("the owner's action is View applicants; a closed job takes no applications", async ({
  page,
  browser,
  request,
}) => {
  const owner = await createVisitor(request);
  const job = await postJob(request, owner);
  await signIn(page, owner);
  await page.goto(jobPath(job.id));
  await action(page, 'View applicants').click();
  await expect(page).toHaveURL(jobApplicantsPath(job.id));

  const closed = await request.put(`/api/jobs/${job.id}`, { headers: owner.headers, data: { status: 'closed' } });
  expect(closed.status()).toBe(200);
  const strangerContext = await browser.newContext();
  const stranger = await strangerContext.newPage();
  const errors = watchConsole(stranger);
  await stranger.goto(jobPath(job.id));
  await expect(stranger.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await expect(stranger.getByText('No longer taking applications')).toBeVisible();
  await expect(stranger.getByRole('link', { name: 'Apply', exact: true })).toHaveCount(0);
  expect(errors).toEqual([]);
  await strangerContext.close();
});

test.describe('an address that names no job', () => {
  // The browser logs the API's 404 and 400 answers that the page turns into "Job not found".
  test.use({ allowConsoleErrors: /Failed to load resource: the server responded with a status of (404|400)/ });

  test('an unknown job, or an address that is no job id, shows Job not found', async ({ page }) => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-job']) {
      await page.goto(jobPath(id));
      await expect(page.getByRole('heading', { level: 1, name: 'Job not found' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Browse published jobs' })).toBeVisible();
    }
  });
});

test('the job of a deal opens from the pipeline’s View Details, which shows its facts instead of ids', async ({
  page,
  request,
}) => {
  const owner = await createVisitor(request);
  const job = await postJob(request, owner);
  // A real job's deal is shown in full to its owner only (issue 40 §7).
  await holdVisitor(page.context(), owner);
  await page.goto('/jobs');
  const card = page.getByRole('list', { name: 'Opportunity list' }).getByRole('article', { name: job.title });
  await card.getByRole('button', { name: 'View Details' }).click();
  const dialog = page.getByRole('dialog', { name: job.title });
  await expect(dialog).toContainText(`From the published job: ${job.title}`);
  await expect(dialog).toContainText(PROJECT.budget);
  await expect(dialog).not.toContainText(job.id);
  await dialog.getByRole('link', { name: "Open the job's page" }).click();
  await expect(page).toHaveURL(jobPath(job.id));
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the job page passes axe and fits the screen', async ({ page, request }) => {
      const owner = await createVisitor(request);
      const job = await postJob(request, owner);
      await page.goto(jobPath(job.id));
      await expect(action(page, 'Apply')).toBeVisible();
      await expectNoSeriousViolations(page, `a job's page at ${viewport.width} px`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}
