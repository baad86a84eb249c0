import { APPLICATION_REPLIES, PROFILE_REPLIES } from '@app/shared/developers/developer-assistant';
import { PROJECT_SLOTS } from '@app/shared/jobs/project-slots';
import { ROUTE_PATHS } from '@app/shared/navigation/routes';
import type { Locator, Page } from '@playwright/test';
import { ACTIVE_TAB_PANEL, expectNoSeriousViolations, OPEN_DIALOG } from './accessibility-helpers.ts';
import { buildReportedQuestion, saveAdminToken } from './ai-member-helpers.ts';
import { bountyCard, buildBounty, openBounty } from './bounties-helpers.ts';
import { SEEDED as SEEDED_QUESTIONS } from './community-helpers.ts';
import { applicationWizard, openWithStoredChat, profileWizard, uniqueName } from './developers-helpers.ts';
import { expect, test } from './fixtures.ts';
import { buildProject, field, WIZARD_STEPS, wizard } from './jobs-helpers.ts';
import { scrollToEnd } from './scroll-helpers.ts';

/**
 * axe-core (WCAG 2.x A and AA rules) on every route, every modal, every wizard step and every tab:
 * no serious or critical violation. One test per page; each screen is checked once it has loaded.
 */

/** Opens a route and waits for its heading and for its data (no loading indicator left). */
async function openRoute(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await waitForData(page);
}

/** Every spinner gone: the lists and numbers the screen loads are on it. */
async function waitForData(page: Page): Promise<void> {
  await expect(page.locator('.animate-spin:visible')).toHaveCount(0);
}

/**
 * Each tab of the page's first tab list, clicked in turn: the whole page with the first one, then
 * each other panel once it has loaded.
 */
async function checkEveryTab(page: Page, path: string): Promise<void> {
  const names = (await page.getByRole('tablist').first().getByRole('tab').allInnerTexts()).map((name) => name.trim());
  expect(names.length).toBeGreaterThan(1);
  for (const [index, name] of names.entries()) {
    const tab = page.getByRole('tablist').first().getByRole('tab', { name, exact: true });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await waitForData(page);
    await expectNoSeriousViolations(page, `${path}, tab "${name}"`, index === 0 ? undefined : ACTIVE_TAB_PANEL);
  }
}

/** Checks an open dialog (the page behind it is inert and checked on its own). */
async function checkDialog(page: Page, dialog: Locator, screen: string): Promise<void> {
  await expect(dialog).toBeVisible();
  await waitForData(page);
  await expectNoSeriousViolations(page, screen, OPEN_DIALOG);
}

// axe takes seconds per screen on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

/** The routes with a test of their own below (their modals, steps and tabs too). */
const ROUTES_WITH_OWN_TEST = new Set<string>([
  ROUTE_PATHS.home,
  ROUTE_PATHS.chat,
  ROUTE_PATHS.developerChat,
  ROUTE_PATHS.protoHub,
  ROUTE_PATHS.jobs,
  ROUTE_PATHS.postJob,
  ROUTE_PATHS.developers,
  ROUTE_PATHS.gamification,
  ROUTE_PATHS.aiCommunityMember,
  ROUTE_PATHS.taskManager,
  ROUTE_PATHS.pitchDeck,
  ROUTE_PATHS.landingPage,
  ROUTE_PATHS.defiPlatform,
  ROUTE_PATHS.pipelineDashboard,
  ROUTE_PATHS.userFeedback,
  ROUTE_PATHS.codeContributions,
  ROUTE_PATHS.codingEducation,
]);

// A route added later is still checked, as it first shows, until it gets a test of its own.
for (const path of Object.values(ROUTE_PATHS).filter((route) => !ROUTES_WITH_OWN_TEST.has(route))) {
  test(`${path} as it first shows`, async ({ page }) => {
    await openRoute(page, path);
    await expectNoSeriousViolations(page, path);
  });
}

test('/chat, then its summary and wizard once every question is answered', async ({ page }) => {
  await openRoute(page, ROUTE_PATHS.chat);
  await expectNoSeriousViolations(page, '/chat');
  const project = buildProject();
  const slots = Object.fromEntries(
    PROJECT_SLOTS.map(({ key }) => [key, project[key === 'key_features' ? 'keyFeatures' : key]]),
  );
  const finished = {
    messages: [{ id: 'done', sender: 'AI', text: 'Here is a summary of your project.' }],
    state: { slotIndex: PROJECT_SLOTS.length, slots },
  };
  await page.evaluate((conversation) => localStorage.setItem('assistantState', JSON.stringify(conversation)), finished);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Project summary' })).toBeVisible();
  await expect(wizard(page)).toBeVisible();
  await expectNoSeriousViolations(page, '/chat with the summary and the wizard');
});

test('/landing-page and its form with errors', async ({ page }) => {
  await openRoute(page, ROUTE_PATHS.landingPage);
  await expectNoSeriousViolations(page, '/landing-page');
  const form = page.getByRole('form', { name: 'Service waitlist' });
  await form.getByRole('button', { name: 'Reserve My Spot' }).click();
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(page, '/landing-page form with its errors', 'form[aria-label="Service waitlist"]');
});

test('/ and the floating feedback widget at every step', async ({ page }) => {
  await openRoute(page, ROUTE_PATHS.home);
  await expectNoSeriousViolations(page, '/');
  // At the end of the page the room kept for it is clear: the button shows (it steps aside from the cards above).
  await scrollToEnd(page);
  await page.getByRole('button', { name: 'Feedback', exact: true }).click();
  const widget = page.getByRole('dialog', { name: 'Share your feedback' });
  await checkDialog(page, widget, 'the feedback widget');
  await widget.getByRole('radio', { name: 'Bug Report' }).check();
  await widget.getByRole('radio', { name: '4 stars, Good' }).check();
  await expect(widget.getByLabel('Comment (optional)')).toBeVisible();
  await expectNoSeriousViolations(page, 'the feedback widget with type, rating and comment', OPEN_DIALOG);
});

test('/proto-hub: questions, a question, Ask a Question, the Prototype Gallery and Share Prototype', async ({
  page,
}) => {
  await openRoute(page, ROUTE_PATHS.protoHub);
  await expectNoSeriousViolations(page, '/proto-hub');

  await page.getByRole('button', { name: 'Ask a Question' }).click();
  const ask = page.getByRole('dialog', { name: 'Ask a Question' });
  await checkDialog(page, ask, 'the Ask a Question modal');
  await ask.getByRole('button', { name: 'Post Question' }).click();
  await expectNoSeriousViolations(page, 'the Ask a Question modal with its errors', OPEN_DIALOG);
  await page.keyboard.press('Escape');
  await expect(ask).toBeHidden();

  await page
    .getByRole('list', { name: 'Question list' })
    .getByRole('link', { name: SEEDED_QUESTIONS.wireframes })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: SEEDED_QUESTIONS.wireframes })).toBeVisible();
  await waitForData(page);
  await expectNoSeriousViolations(page, 'a question with its answers');

  await page.goto(ROUTE_PATHS.protoHub);
  await page.getByRole('button', { name: 'Prototype Gallery' }).click();
  const gallery = page.getByRole('dialog', { name: 'Prototype Gallery' });
  await expect(gallery.getByRole('list', { name: 'Prototype list' }).getByRole('article').first()).toBeVisible();
  await checkDialog(page, gallery, 'the Prototype Gallery');
  await gallery.getByRole('button', { name: 'List view' }).click();
  await expectNoSeriousViolations(page, 'the Prototype Gallery in list view', OPEN_DIALOG);

  await gallery.getByRole('button', { name: 'Share Your Prototype' }).click();
  const share = page.getByRole('dialog', { name: 'Share Your Prototype' });
  await checkDialog(page, share, 'the Share Prototype form');
  await share.getByRole('button', { name: 'Share Prototype' }).click();
  await expectNoSeriousViolations(page, 'the Share Prototype form with its errors', OPEN_DIALOG);
});

test('/jobs: both tabs and a project', async ({ page }) => {
  await openRoute(page, ROUTE_PATHS.jobs);
  await checkEveryTab(page, '/jobs');
  await page.getByRole('tab', { name: 'Pipeline Projects' }).click();
  await page
    .getByRole('list', { name: 'Opportunity list' })
    .getByRole('article', { name: 'Mobile App Development' })
    .getByRole('button', { name: 'View Details' })
    .click();
  await checkDialog(page, page.getByRole('dialog', { name: 'Mobile App Development' }), 'a project on /jobs');
});

test('/post-job: every step of the Post Job Wizard', async ({ page }) => {
  const project = buildProject();
  await openRoute(page, ROUTE_PATHS.postJob);
  for (const step of WIZARD_STEPS) {
    await expect(wizard(page).getByRole('heading', { name: new RegExp(step.title) })).toBeVisible();
    await expectNoSeriousViolations(page, `Post Job Wizard step "${step.title}"`);
    for (const name of step.fields) await field(page, name).fill(project[name]);
    if (step.title !== 'Review') await wizard(page).getByRole('button', { name: 'Next' }).click();
  }
  await expectNoSeriousViolations(page, 'Post Job Wizard, filled review');
});

test('/developer-chat and every step of the Developer Profile Wizard', async ({ page }) => {
  await openRoute(page, ROUTE_PATHS.developerChat);
  await expectNoSeriousViolations(page, '/developer-chat');
  await openWithStoredChat(page, {
    mode: 'profile',
    lastReply: PROFILE_REPLIES.complete,
    draftKey: 'developerProfileDraft',
    draft: { name: uniqueName('Ada'), title: 'Accessibility Engineer', skills: ['React'], languages: ['English'] },
  });
  const form = profileWizard(page);
  for (let step = 1; step <= 4; step += 1) {
    await expect(form.getByRole('heading', { name: new RegExp(`Step ${step} of 4`) })).toBeVisible();
    await expectNoSeriousViolations(page, `Developer Profile Wizard step ${step}`);
    if (step < 4) await form.getByRole('button', { name: 'Next' }).click();
  }
});

test('every step of the Job Application Wizard', async ({ page }) => {
  await openWithStoredChat(page, {
    mode: 'application',
    lastReply: APPLICATION_REPLIES.complete,
    draftKey: 'jobApplicationDraft',
    draft: { jobTitle: 'Frontend Engineer', company: 'Acme', skills: ['React'], coverLetter: 'I build for everyone.' },
  });
  const form = applicationWizard(page);
  for (let step = 1; step <= 4; step += 1) {
    await expect(form.getByRole('heading', { name: new RegExp(`Step ${step} of 4`) })).toBeVisible();
    await waitForData(page);
    await expectNoSeriousViolations(page, `Job Application Wizard step ${step}`);
    if (step < 4) await form.getByRole('button', { name: 'Next' }).click();
  }
});

test('/developers and a developer profile', async ({ page }) => {
  await openRoute(page, ROUTE_PATHS.developers);
  await expectNoSeriousViolations(page, '/developers');
  await page.getByRole('button', { name: 'View profile of Lamont Evans' }).click();
  await checkDialog(page, page.getByRole('dialog', { name: 'Lamont Evans' }), 'a developer profile');
});

test('/gamification: every tab', async ({ page }) => {
  await openRoute(page, ROUTE_PATHS.gamification);
  await checkEveryTab(page, '/gamification');
});

test('/ai-community-member with the admin pending reports', async ({ page, request }) => {
  await buildReportedQuestion(request, 'Looks like an advert');
  await openRoute(page, ROUTE_PATHS.aiCommunityMember);
  await saveAdminToken(page);
  await expect(page.getByRole('list', { name: 'Pending reports' }).getByRole('article').first()).toBeVisible();
  await waitForData(page);
  await expectNoSeriousViolations(page, '/ai-community-member as the admin');
});

test('/task-manager and the task form', async ({ page }) => {
  await openRoute(page, ROUTE_PATHS.taskManager);
  await expectNoSeriousViolations(page, '/task-manager');
  await page.getByRole('button', { name: 'New task' }).click();
  const dialog = page.getByRole('dialog', { name: 'New task' });
  await checkDialog(page, dialog, 'the task form');
  await dialog.getByRole('button', { name: 'Create task' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expectNoSeriousViolations(page, 'the task form with its errors', OPEN_DIALOG);
});

test('/pitch-deck: every slide', async ({ page }) => {
  await openRoute(page, ROUTE_PATHS.pitchDeck);
  for (let slide = 1; slide <= 10; slide += 1) {
    if (slide > 1) await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText(`${slide} / 10`, { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, `/pitch-deck slide ${slide}`, slide === 1 ? undefined : `#slide-${slide}`);
  }
});

test('/defi-platform: every tab', async ({ page }) => {
  await openRoute(page, ROUTE_PATHS.defiPlatform);
  await checkEveryTab(page, '/defi-platform');
});

test('/pipeline-dashboard and the deal modal', async ({ page }) => {
  await openRoute(page, ROUTE_PATHS.pipelineDashboard);
  await expectNoSeriousViolations(page, '/pipeline-dashboard');
  await page
    .getByRole('list', { name: 'Deals', exact: true })
    .getByRole('button', { name: 'Mobile App Development' })
    .click();
  await checkDialog(page, page.getByRole('dialog', { name: 'Mobile App Development' }), 'the deal modal');
});

test('/user-feedback: every tab and the report', async ({ page }) => {
  await openRoute(page, ROUTE_PATHS.userFeedback);
  await checkEveryTab(page, '/user-feedback');
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await page.getByRole('button', { name: 'Generate Report' }).click();
  await checkDialog(page, page.getByRole('dialog', { name: 'Feedback Report' }), 'the feedback report');
});

test('/code-contributions: every tab and the Submit Work dialog', async ({ page, request }) => {
  const bounty = await buildBounty(request);
  await openRoute(page, ROUTE_PATHS.codeContributions);
  await checkEveryTab(page, '/code-contributions');
  await openBounty(page, bounty.title);
  await bountyCard(page, bounty.title)
    .getByRole('button', { name: /Submit Work/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Submit Work' });
  await checkDialog(page, dialog, 'the Submit Work dialog');
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  await expectNoSeriousViolations(page, 'the Submit Work dialog with its errors', OPEN_DIALOG);
});

test('/coding-education and the course waitlist modal', async ({ page }) => {
  await openRoute(page, ROUTE_PATHS.codingEducation);
  await expectNoSeriousViolations(page, '/coding-education');
  await page.getByRole('button', { name: 'Join the Waitlist' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Join the Course Waitlist' });
  await checkDialog(page, dialog, 'the course waitlist modal');
  await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
  await expect(dialog.getByLabel('Name')).toHaveAccessibleDescription('Name is required');
  await expectNoSeriousViolations(page, 'the course waitlist modal with its errors', OPEN_DIALOG);
});
