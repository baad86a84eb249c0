import { APPLICATION_REPLIES } from '@app/shared/developers/developer-assistant';
import { holdVisitor } from './account-helpers.ts';
import { saveAdminToken } from './ai-member-helpers.ts';
import { ADMIN_HEADERS, bountyCard } from './bounties-helpers.ts';
import { answerList } from './community-helpers.ts';
import { applicationWizard, openWithStoredChat } from './developers-helpers.ts';
import { expect, test } from './fixtures.ts';
import { startVisitor } from './gamification-helpers.ts';
import { buildProject } from './jobs-helpers.ts';
import { dealList } from './pipeline-helpers.ts';
import { uniquePagesUrl } from './prototypes-helpers.ts';
import {
  expectInert,
  expectUrlRefused,
  namedVisitor,
  store,
  uniqueMarker,
  watchDialogs,
  XSS,
} from './stored-xss-helpers.ts';
import { taskCard } from './tasks-helpers.ts';

/**
 * Script and javascript: payloads stored through the real API render as plain text on every
 * screen that shows them (DESIGN.md §7: React renders user text as text; URLs must be https:).
 */

test('a question, its tags, an answer, their authors and a report', async ({ page, request }) => {
  const dialogs = watchDialogs(page);
  const marker = uniqueMarker();
  const asker = await namedVisitor(request, `Asker ${XSS.img}`);
  const question = await store<{ id: string }>(
    request.post('/api/questions', {
      headers: asker,
      data: {
        title: `${marker} ${XSS.script}`,
        content: `${XSS.img} then ${XSS.jsUrl} then ${XSS.breakout}`,
        tags: [XSS.shortScript, XSS.shortImg],
      },
    }),
    'question',
  );
  const answerer = await namedVisitor(request, `Answerer ${XSS.breakout}`);
  await store(
    request.post(`/api/questions/${question.id}/answers`, {
      headers: answerer,
      data: { content: `${marker} answer ${XSS.script} ${XSS.jsUrl}` },
    }),
    'answer',
  );
  const reporter = await namedVisitor(request, XSS.script);
  await store(
    request.post('/api/reports', {
      headers: reporter,
      data: {
        contentType: 'question',
        contentId: question.id,
        reason: 'spam',
        description: `${marker} report ${XSS.img} ${XSS.jsUrl}`,
      },
    }),
    'report',
  );

  await page.goto(`/proto-hub?q=${marker}`);
  const card = page.getByRole('list', { name: 'Question list' }).getByRole('article');
  await expect(card).toHaveCount(1);
  await expectInert(page, dialogs, [
    `${marker} ${XSS.script}`,
    XSS.img,
    XSS.shortScript,
    XSS.shortImg,
    `Asker ${XSS.img}`,
  ]);

  await card.getByRole('link', { name: `${marker} ${XSS.script}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: `${marker} ${XSS.script}` })).toBeVisible();
  await expect(answerList(page).getByText(`${marker} answer`)).toBeVisible();
  await expectInert(page, dialogs, [
    `${XSS.img} then ${XSS.jsUrl} then ${XSS.breakout}`,
    `${marker} answer ${XSS.script} ${XSS.jsUrl}`,
    XSS.shortScript,
    `Asker ${XSS.img}`,
    `Answerer ${XSS.breakout}`,
  ]);

  await page.goto('/ai-community-member');
  await saveAdminToken(page);
  const report = page.getByRole('list', { name: 'Pending reports' }).getByRole('article').filter({ hasText: marker });
  await expect(report).toHaveCount(1);
  await expectInert(page, dialogs, [`${marker} report ${XSS.img} ${XSS.jsUrl}`]);
});

test('a prototype: javascript: links are refused, the text shows literally in the gallery', async ({
  page,
  request,
}) => {
  const dialogs = watchDialogs(page);
  const marker = uniqueMarker();
  const author = await namedVisitor(request, `Maker ${XSS.script}`);
  const prototype = {
    title: `${marker} ${XSS.script}`,
    description: `${XSS.img} ${XSS.jsUrl} ${XSS.breakout}`,
    githubPagesUrl: uniquePagesUrl(),
    category: 'web',
    tags: [XSS.script, XSS.jsUrl],
    technologies: [XSS.img],
    status: 'live',
  };
  await expectUrlRefused(
    request.post('/api/prototypes', { headers: author, data: { ...prototype, githubPagesUrl: XSS.jsUrl } }),
    'githubPagesUrl',
  );
  await expectUrlRefused(
    request.post('/api/prototypes', { headers: author, data: { ...prototype, githubRepoUrl: XSS.jsUrl } }),
    'githubRepoUrl',
  );
  await store(request.post('/api/prototypes', { headers: author, data: prototype }), 'prototype');

  await page.goto('/proto-hub');
  await page.getByRole('button', { name: 'Prototype Gallery' }).click();
  const gallery = page.getByRole('dialog', { name: 'Prototype Gallery' });
  await gallery.getByRole('searchbox', { name: 'Search prototypes' }).fill(marker);
  await gallery.getByRole('button', { name: 'Search', exact: true }).click();
  const card = gallery.getByRole('article', { name: prototype.title, exact: true });
  await expect(card).toBeVisible();
  await expectInert(page, dialogs, [prototype.title, XSS.img, XSS.script, XSS.jsUrl, `Maker ${XSS.script}`]);
  await gallery.getByRole('button', { name: 'List view' }).click();
  await expectInert(page, dialogs, [prototype.description]);
});

test('a developer profile: javascript: links are refused, every field shows literally', async ({ page, request }) => {
  const dialogs = watchDialogs(page);
  const marker = uniqueMarker();
  const owner = await namedVisitor(request, `Owner ${marker}`);
  const profile = {
    name: `${marker} ${XSS.script}`,
    title: XSS.img,
    location: XSS.breakout,
    hourlyRate: XSS.shortScript,
    skills: [XSS.script, XSS.img, XSS.jsUrl],
    languages: [XSS.breakout],
    experience: `${XSS.script} years`,
    bio: `${XSS.img} ${XSS.jsUrl}`,
    timezone: XSS.shortImg,
  };
  for (const link of ['portfolio', 'github', 'linkedin']) {
    await expectUrlRefused(
      request.put('/api/developers/me', { headers: owner, data: { ...profile, [link]: XSS.jsUrl } }),
      link,
    );
  }
  const saved = await request.put('/api/developers/me', { headers: owner, data: profile });
  expect(saved.status(), await saved.text()).toBeLessThan(300);

  await page.goto(`/developers?q=${marker}`);
  const card = page.getByRole('article', { name: profile.name, exact: true });
  await expect(card).toBeVisible();
  await expectInert(page, dialogs, [profile.name, XSS.img, XSS.shortScript]);
  await card.getByRole('button', { name: `View profile of ${profile.name}` }).click();
  const details = page.getByRole('dialog', { name: profile.name });
  await expect(details).toBeVisible();
  await expectInert(page, dialogs, [XSS.breakout, XSS.jsUrl, profile.experience, profile.bio, XSS.shortImg]);
});

test('a job: the listing, its pipeline deal, the deal modal and the application wizard', async ({ page, request }) => {
  test.setTimeout(60_000);
  const dialogs = watchDialogs(page);
  const marker = uniqueMarker();
  const job = buildProject({
    title: `${marker} ${XSS.script}`,
    category: XSS.img,
    targetAudience: XSS.breakout,
    description: `${XSS.img} ${XSS.jsUrl}`,
    keyFeatures: XSS.script,
    technologyStack: XSS.img,
    budget: XSS.script,
    timeline: XSS.img,
    successCriteria: XSS.jsUrl,
    potentialChallenges: XSS.breakout,
  });
  const owner = await namedVisitor(request, XSS.img);
  await store(
    request.post('/api/jobs', {
      headers: { ...owner, 'idempotency-key': crypto.randomUUID() },
      data: { ...job, developerName: XSS.script, developerRef: XSS.jsUrl, source: XSS.img },
    }),
    'job',
  );

  await page.goto('/jobs?tab=published');
  const listing = page.getByRole('article').filter({ hasText: marker });
  await expect(listing).toHaveCount(1);
  await expectInert(page, dialogs, [job.title, job.description, `Referred by ${XSS.script}`]);

  // A real job's deal is shown in full to its owner only (issue 40 §7): the page is the owner's.
  await holdVisitor(page.context(), { token: owner.authorization.slice('Bearer '.length), headers: owner });
  await page.goto('/jobs');
  const opportunity = page.getByRole('list', { name: 'Opportunity list' }).getByRole('article', { name: job.title });
  await opportunity.getByRole('button', { name: 'View Details' }).click();
  await expect(page.getByRole('dialog', { name: job.title })).toBeVisible();
  await expectInert(page, dialogs, [job.title]);

  await page.goto('/pipeline-dashboard');
  await dealList(page)
    .getByRole('button', { name: new RegExp(marker) })
    .click();
  await expect(page.getByRole('dialog', { name: job.title })).toBeVisible();
  await expectInert(page, dialogs, [job.title]);

  await openWithStoredChat(page, {
    mode: 'application',
    lastReply: APPLICATION_REPLIES.complete,
    draftKey: 'jobApplicationDraft',
    draft: { coverLetter: 'Hello' },
  });
  const listedJobs = applicationWizard(page).getByLabel('Apply to a listed job (optional)');
  await expect(listedJobs.locator('option', { hasText: job.title })).toHaveCount(1);
  await expectInert(page, dialogs, []);
});

test('a task: its card (assignee included) and the edit form', async ({ page, request }) => {
  const dialogs = watchDialogs(page);
  const marker = uniqueMarker();
  const owner = await namedVisitor(request, XSS.script);
  const task = await store<{ id: string; title: string; description: string }>(
    request.post('/api/tasks', {
      headers: owner,
      data: {
        title: `${marker} ${XSS.script}`,
        description: `${XSS.img} ${XSS.jsUrl} ${XSS.breakout}`,
        assignedTo: XSS.shortImg,
        dueDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      },
    }),
    'task',
  );

  await page.goto('/task-manager');
  await expect(taskCard(page, task.title)).toBeVisible();
  await expectInert(page, dialogs, [task.title, task.description, XSS.shortImg]);
  await taskCard(page, task.title)
    .getByRole('button', { name: `Edit: ${task.title}` })
    .click();
  const form = page.getByRole('dialog', { name: 'Edit task' });
  await expect(form.getByLabel('Title')).toHaveValue(task.title);
  await expect(form.getByLabel('Description')).toHaveValue(task.description);
  await expectInert(page, dialogs, []);
});

test('a feedback comment and its author on the dashboard and the feature card', async ({ page, request }) => {
  const dialogs = watchDialogs(page);
  const marker = uniqueMarker();
  const author = await namedVisitor(request, `Critic ${XSS.breakout}`);
  const comment = `${marker} ${XSS.script} ${XSS.img} ${XSS.jsUrl}`;
  await store(
    request.post('/api/feedback', {
      headers: { ...author, 'idempotency-key': crypto.randomUUID() },
      data: { type: 'general', rating: 4, feature: 'proto-hub', comment, source: 'widget', path: '/proto-hub' },
    }),
    'feedback',
  );

  await page.goto('/user-feedback');
  await expect(page.getByRole('list', { name: 'Recent feedback' }).getByText(marker)).toBeVisible();
  await expectInert(page, dialogs, [comment, `Critic ${XSS.breakout}`]);

  await page.goto('/user-feedback?tab=features');
  await page.getByRole('button', { name: /^Proto Hub/ }).click();
  await expectInert(page, dialogs, [comment]);
});

test('a bounty submission: javascript: URLs are refused, the description shows literally', async ({
  page,
  request,
}) => {
  const dialogs = watchDialogs(page);
  const marker = uniqueMarker();
  const bounty = {
    title: `${marker} ${XSS.script}`,
    description: `${XSS.img} ${XSS.jsUrl}`,
    reward: 30,
    difficulty: 'Easy',
    category: 'Frontend',
    requirements: [XSS.breakout],
    skills: [XSS.img],
  };
  await expectUrlRefused(
    request.post('/api/bounties', { headers: ADMIN_HEADERS, data: { ...bounty, githubIssue: XSS.jsUrl } }),
    'githubIssue',
  );
  const created = await store<{ id: string }>(
    request.post('/api/bounties', { headers: ADMIN_HEADERS, data: bounty }),
    'bounty',
  );
  const visitor = await startVisitor(page, request);
  const submission = { submissionUrl: XSS.jsUrl, description: `${marker} work ${XSS.script} ${XSS.img}` };
  await expectUrlRefused(
    request.post(`/api/bounties/${created.id}/submissions`, {
      headers: { ...visitor, 'idempotency-key': crypto.randomUUID() },
      data: submission,
    }),
    'submissionUrl',
  );
  await store(
    request.post(`/api/bounties/${created.id}/submissions`, {
      headers: { ...visitor, 'idempotency-key': crypto.randomUUID() },
      data: { ...submission, submissionUrl: 'https://github.com/example/platform/pull/9' },
    }),
    'submission',
  );

  await page.goto(`/code-contributions?tab=bounties&q=${marker}`);
  await expect(bountyCard(page, bounty.title)).toBeVisible();
  await expectInert(page, dialogs, [bounty.title, bounty.description, XSS.breakout]);

  await page.goto('/gamification?tab=submissions');
  await expect(page.getByText(submission.description)).toBeVisible();
  await expectInert(page, dialogs, [submission.description]);
});
