import type { APIRequestContext, Page } from '@playwright/test';
import { jobApplicantsPath, jobPath } from '../packages/shared/src/navigation/marketplace-paths.ts';
import { expectNoSeriousViolations } from './accessibility-helpers.ts';
import { expect, test } from './fixtures.ts';
import { buildProject } from './jobs-helpers.ts';
import { contextAs, createVisitor, uniqueName, type Visitor, watchConsole } from './marketplace-helpers.ts';

/** Profiles you can read and edit, and inviting from them (issue 41 §2, §3, §5). */

/** A stack no seeded or other test profile knows, so the developer made here is the job's best match. */
const STACK = ['Haskell', 'OCaml', 'Clojure'];

async function createFunctionalProfile(request: APIRequestContext, developer: Visitor, name: string) {
  const response = await request.put('/api/developers/me', {
    headers: developer.headers,
    data: { name, title: 'Functional Programmer', hourlyRate: '$60/hr', skills: STACK, availability: 'Available' },
  });
  expect(response.status()).toBe(200);
}

async function postFunctionalJob(request: APIRequestContext, owner: Visitor) {
  const project = buildProject({ technologyStack: STACK.join(', ') });
  const response = await request.post('/api/jobs', {
    headers: { ...owner.headers, 'idempotency-key': crypto.randomUUID() },
    data: project,
  });
  expect(response.status()).toBe(201);
  return { id: ((await response.json()) as { jobId: string }).jobId, title: project.title };
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

test('a developer edits her rate on her page; a client invites her from a suggestion; she opens his page', async ({
  browser,
  request,
}) => {
  // Two people, two in-place edits and an invitation: give a busy 2-core machine the room.
  test.slow();
  const developer = await createVisitor(request);
  const client = await createVisitor(request);
  const name = uniqueName('Kira');
  await createFunctionalProfile(request, developer, name);
  const job = await postFunctionalJob(request, client);
  const developerPage = await (await contextAs(browser, developer, { width: 390, height: 844 })).newPage();
  const clientPage = await (await contextAs(browser, client)).newPage();
  const errors = [developerPage, clientPage].map((page) => watchConsole(page));

  // The developer: "Your profile" in the directory opens her page, where she edits one section.
  await developerPage.goto('/developers');
  await developerPage.getByRole('link', { name: 'Your profile', exact: true }).click();
  await expect(developerPage.getByRole('heading', { level: 1, name })).toBeVisible();
  const rate = section(developerPage, 'Rate and availability');
  await rate.getByRole('button', { name: 'Edit rate and availability' }).click();
  await expect(rate.getByLabel('Hourly rate')).toBeFocused();
  await expectNoSeriousViolations(developerPage, "the developer's own page on a phone, a section open");
  await rate.getByLabel('Hourly rate').fill('$95-120/hr');
  await rate.getByRole('button', { name: 'Save' }).click();
  await expect(rate.getByText('$95-120/hr')).toBeVisible();
  await developerPage.goto(`/developers?q=${encodeURIComponent(name)}`);
  await expect(developerPage.getByRole('article', { name })).toContainText('$95-120/hr');

  // The client sets his company on his own page, reached from his job's "Posted by".
  await clientPage.goto(jobPath(job.id));
  await clientPage.getByRole('article', { name: job.title }).getByRole('link', { name: 'Community Member' }).click();
  const about = section(clientPage, 'About');
  await about.getByRole('button', { name: 'Edit your page' }).click();
  await about.getByLabel('Time zone').fill('Mars/Olympus');
  await about.getByLabel('Company').fill('Acme Gyms');
  await about.getByRole('button', { name: 'Save' }).click();
  await expect(about.getByText('Use a time zone name such as Europe/Paris or America/New_York.')).toBeVisible();
  await expect(about.getByLabel('Company')).toHaveValue('Acme Gyms');
  await about.getByLabel('Time zone').fill('europe/paris');
  await about.getByRole('button', { name: 'Save' }).click();
  await expect(about.getByText('Europe/Paris')).toBeVisible();

  // He opens the suggested developer from his job and invites her from her page.
  await clientPage.goto(`${jobApplicantsPath(job.id)}#suggested-developers`);
  await clientPage.getByRole('list', { name: 'Suggested developer list' }).getByRole('link', { name }).click();
  await expect(clientPage.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(clientPage.getByRole('button', { name: /Edit/ })).toHaveCount(0);
  await clientPage.getByRole('button', { name: `Invite to a job (${name})` }).click();
  const dialog = clientPage.getByRole('dialog', { name: `Invite ${name} to apply` });
  await expect(dialog.getByRole('radio', { name: job.title })).toBeChecked();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(clientPage.getByText(`Invitation sent to ${name}.`)).toBeVisible();

  // The developer's invitation links the client's page, with the company he set.
  await developerPage.goto('/my-applications');
  const invitation = developerPage.getByRole('list', { name: 'Invitation list' }).getByRole('listitem');
  await expect(invitation).toContainText(job.title);
  await invitation.getByRole('link', { name: 'Community Member' }).click();
  await expect(developerPage.getByRole('heading', { level: 1, name: 'Community Member' })).toBeVisible();
  await expect(developerPage.getByText('Acme Gyms').first()).toBeVisible();
  await expect(developerPage.getByRole('button', { name: 'Edit your page' })).toHaveCount(0);
  await expectNoSeriousViolations(developerPage, "a client's page on a phone");
  expect(errors.flat()).toEqual([]);
});
