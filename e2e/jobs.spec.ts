import { formatMoney } from '@app/shared/format/format';
import { JOB_MESSAGES } from '@app/shared/jobs/jobs.schemas';
import { DEFAULT_BUDGET, DEFAULT_TIMELINE } from '@app/shared/jobs/project-slots';
import { OPPORTUNITY_MESSAGES } from '@app/shared/opportunities/opportunities.constants';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { buildProject, field, fillWizard, listJobs, publishJob, WIZARD_STEPS, wizard } from './jobs-helpers.ts';

const SEEDED_OPPORTUNITIES = [
  { name: 'E-commerce AI Chatbot', value: 25000, stage: 'Discovery Call' },
  { name: 'Mobile App Development', value: 45000, stage: 'Proposal Sent' },
  { name: 'Data Analytics Dashboard', value: 18000, stage: 'Qualified Lead' },
];

const opportunityCard = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Opportunity list' }).getByRole('article', { name });
const publishButton = (page: Page) => wizard(page).getByRole('button', { name: 'Publish' });

test.describe('Post Job Wizard', () => {
  test('Next is enabled only once the step is filled, and Previous goes back', async ({ page }) => {
    const project = buildProject();
    await page.goto('/post-job');
    await expect(page.getByRole('heading', { level: 1, name: 'Post a Job' })).toBeVisible();
    const next = wizard(page).getByRole('button', { name: 'Next' });

    for (const step of WIZARD_STEPS.slice(0, 2)) {
      await expect(wizard(page).getByRole('heading', { name: new RegExp(step.title) })).toBeVisible();
      for (const name of step.fields) {
        await expect(next).toBeDisabled();
        await field(page, name).fill(project[name]);
      }
      await expect(next).toBeEnabled();
      await field(page, step.fields[0] ?? 'title').fill('   ');
      await expect(next).toBeDisabled();
      await field(page, step.fields[0] ?? 'title').fill(project[step.fields[0] ?? 'title']);
      await next.click();
    }

    // Budget comes with the spec's defaults.
    await expect(field(page, 'budget')).toHaveValue(DEFAULT_BUDGET);
    await expect(field(page, 'timeline')).toHaveValue(DEFAULT_TIMELINE);
    await expect(next).toBeEnabled();
    await field(page, 'timeline').fill('');
    await expect(next).toBeDisabled();
    await field(page, 'timeline').fill('2 months');
    await next.click();

    await expect(page.getByRole('list', { name: 'Wizard steps' }).getByRole('listitem').nth(3)).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(publishButton(page)).toBeDisabled();
    await field(page, 'successCriteria').fill(project.successCriteria);
    await expect(publishButton(page)).toBeDisabled();
    await field(page, 'potentialChallenges').fill(project.potentialChallenges);
    await expect(publishButton(page)).toBeEnabled();
    await expect(wizard(page).getByText('2 months')).toBeVisible();

    await wizard(page).getByRole('button', { name: 'Previous' }).click();
    await expect(field(page, 'timeline')).toHaveValue('2 months');
  });

  test('a published job is live under Published Jobs', async ({ page }) => {
    const project = buildProject();
    await page.goto('/post-job');
    await fillWizard(page, project);
    await expect(wizard(page).getByText(project.keyFeatures)).toBeVisible();
    await publishButton(page).click();

    await expect(page.getByText(JOB_MESSAGES.published)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('jobDraft'))).toBeNull();
    await page.getByRole('link', { name: 'View Project Listings' }).click();
    await expect(page).toHaveURL('/jobs?tab=published');
    await expect(page.getByRole('tab', { name: 'Published Jobs' })).toHaveAttribute('aria-selected', 'true');
    const card = page.getByRole('list', { name: 'Published job list' }).getByRole('article', { name: project.title });
    await expect(card).toContainText(project.budget);
    await expect(card).toContainText(project.category);
  });

  test('the wizard resumes the draft stored on this device', async ({ page }) => {
    const project = buildProject();
    await page.addInitScript((draft) => {
      if (!sessionStorage.getItem('seeded')) localStorage.setItem('jobDraft', JSON.stringify(draft));
      sessionStorage.setItem('seeded', '1');
    }, project);
    await page.goto('/post-job');
    await expect(field(page, 'title')).toHaveValue(project.title);
    await field(page, 'targetAudience').fill('Makers in small towns');
    await page.reload();
    await expect(field(page, 'targetAudience')).toHaveValue('Makers in small towns');
  });

  test.describe('when publishing fails', () => {
    test.use({ allowConsoleErrors: /Failed to load resource/ });

    test("a refusal shows the server's message on the field", async ({ page }) => {
      await page.route('**/api/jobs', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({
              status: 400,
              json: {
                success: false,
                error: 'invalid_input',
                message: 'Invalid title: Title is required',
                errors: [{ path: 'title', message: 'Title is required' }],
              },
            })
          : route.continue(),
      );
      await page.goto('/post-job');
      await fillWizard(page, buildProject());
      await publishButton(page).click();

      await expect(
        wizard(page).getByRole('alert').filter({ hasText: 'Invalid title: Title is required' }),
      ).toBeVisible();
      await expect(wizard(page).getByRole('heading', { name: /Basics/ })).toBeVisible();
      await expect(field(page, 'title')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(JOB_MESSAGES.published)).toBeHidden();
    });

    test('an unexpected answer says so and keeps the wizard open', async ({ page }) => {
      await page.route('**/api/jobs', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({ status: 201, json: { success: true } })
          : route.continue(),
      );
      await page.goto('/post-job');
      await fillWizard(page, buildProject());
      await publishButton(page).click();
      await expect(wizard(page).getByRole('alert').filter({ hasText: JOB_MESSAGES.publishFailed })).toBeVisible();
      await expect(publishButton(page)).toBeEnabled();
    });

    test('without a connection the job is kept as pending publication, then published', async ({ page, request }) => {
      const project = buildProject();
      await page.route('**/api/jobs', (route) =>
        route.request().method() === 'POST' ? route.abort() : route.continue(),
      );
      await page.goto('/post-job');
      await fillWizard(page, project);
      await publishButton(page).click();

      await expect(page.getByText('Your job is pending publication.')).toBeVisible();
      await expect(page.getByText(/published automatically when the connection is back/)).toBeVisible();
      await expect(page.getByText(JOB_MESSAGES.published)).toBeHidden();
      expect((await listJobs(request)).some((job) => job.title === project.title)).toBe(false);

      await page.getByRole('link', { name: 'View Project Listings' }).click();
      await expect(page.getByRole('article').filter({ hasText: project.title })).toContainText('Pending publication');

      await page.unroute('**/api/jobs');
      await page.getByRole('button', { name: 'Try now' }).click();
      await expect
        .poll(async () => (await listJobs(request)).filter((job) => job.title === project.title).length)
        .toBe(1);
      // Stored once; the list then refetches it (slower on a loaded CI machine, which once took over 10 s).
      await expect(page.getByRole('article', { name: project.title })).toBeVisible({ timeout: 20_000 });
    });
  });
});

test.describe('Project Listings', () => {
  test('the pipeline shows the sample opportunities with their value, stage and status', async ({ page }) => {
    await page.goto('/jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Project Listings' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Pipeline Projects' })).toHaveAttribute('aria-selected', 'true');
    for (const sample of SEEDED_OPPORTUNITIES) {
      const card = opportunityCard(page, sample.name);
      await expect(card).toContainText(formatMoney(sample.value));
      await expect(card).toContainText(sample.stage);
      await expect(card).toContainText('Open');
    }
    await expect(opportunityCard(page, 'E-commerce AI Chatbot')).toContainText('$25,000');
    await expect(page.getByText('Closed Won', { exact: true }).first()).toBeVisible();
  });

  test('View Details opens every field of the opportunity', async ({ page }) => {
    await page.goto('/jobs');
    await opportunityCard(page, 'Mobile App Development').getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mobile App Development' });
    for (const text of ['Proposal Sent', '$45,000', 'Julian Faulkner', 'client-projects', 'OPP-SAMPLE-']) {
      await expect(dialog).toContainText(text);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test.describe('when the pipeline cannot be read', () => {
    test.use({ allowConsoleErrors: /Failed to load resource/ });
    // The list retries twice by itself (1 s, then 2 s) before it gives up and says so.
    const AFTER_RETRIES = { timeout: 15_000 };

    test('an error offers Try Again, which loads the list', async ({ page }) => {
      let isDown = true;
      await page.route('**/api/opportunities?**', (route) => (isDown ? route.abort() : route.continue()));
      await page.goto('/jobs');
      await expect(page.getByText(OPPORTUNITY_MESSAGES.loadFailed)).toBeVisible(AFTER_RETRIES);
      isDown = false;
      await page.getByRole('button', { name: 'Try Again' }).click();
      await expect(opportunityCard(page, 'Data Analytics Dashboard')).toBeVisible();
      await expect(page.getByText(OPPORTUNITY_MESSAGES.loadFailed)).toBeHidden();
    });

    test("an answer with success false is an error with the server's message", async ({ page }) => {
      await page.route('**/api/opportunities?**', (route) =>
        route.fulfill({ json: { success: false, error: 'crm_unavailable', message: 'The CRM is not answering' } }),
      );
      await page.goto('/jobs');
      await expect(page.getByText(OPPORTUNITY_MESSAGES.loadFailed)).toBeVisible(AFTER_RETRIES);
      await expect(page.getByText('The CRM is not answering')).toBeVisible();
    });
  });

  test('an empty pipeline says so in CRM words', async ({ page }) => {
    await page.route('**/api/opportunities?**', (route) =>
      route.fulfill({ json: { success: true, opportunities: [], nextCursor: null } }),
    );
    await page.goto('/jobs');
    await expect(page.getByText(OPPORTUNITY_MESSAGES.empty)).toBeVisible();
  });

  test('Published Jobs pages with Load more', async ({ page, request }) => {
    for (let index = 0; index < 13; index++) await publishJob(request);
    await page.goto('/jobs');
    await page.getByRole('tab', { name: 'Published Jobs' }).click();
    await expect(page).toHaveURL('/jobs?tab=published');
    const cards = page.getByRole('list', { name: 'Published job list' }).getByRole('article');
    await expect(cards).toHaveCount(12);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(12);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ['/chat', '/post-job', '/jobs']) {
    test(`${path} fits the screen without sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path === '/jobs') await expect(opportunityCard(page, 'E-commerce AI Chatbot')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
