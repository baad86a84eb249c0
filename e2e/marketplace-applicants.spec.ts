import type { APIRequestContext } from '@playwright/test';
import { APPLICATION_MESSAGES } from '../packages/shared/src/applications/applications.constants.ts';
import { jobApplicantsPath } from '../packages/shared/src/navigation/marketplace-paths.ts';
import { expectNoSeriousViolations, OPEN_DIALOG } from './accessibility-helpers.ts';
import { expect, test } from './fixtures.ts';
import {
  applicantCard,
  applicantList,
  applyTo,
  conversationOf,
  createProfile,
  createVisitor,
  decide,
  postJob,
  signIn,
  type Visitor,
} from './marketplace-helpers.ts';

/** The server's refusals (403, 409) are what some of these tests are about. */
const REFUSED = /Failed to load resource: the server responded with a status of 40[39]/;

/** A job of `owner` with one application per name, from developers with profiles. */
async function jobWithApplicants(request: APIRequestContext, owner: Visitor, names: string[]) {
  const job = await postJob(request, owner);
  const applicants = [];
  for (const name of names) {
    const developer = await createVisitor(request);
    await createProfile(request, developer, name);
    applicants.push({ name, developer, applicationId: await applyTo(request, developer, job.id) });
  }
  return { job, applicants };
}

test.describe('the applicants of a job', () => {
  test.use({ allowConsoleErrors: REFUSED });

  test('shows what each applicant sent, filters by status, and declines with a message of at most 1,000 characters', async ({
    page,
    request,
  }) => {
    const owner = await createVisitor(request);
    const { job, applicants } = await jobWithApplicants(request, owner, ['Nadia Okafor', 'Tomas Berg']);
    await decide(request, owner, applicants[0]?.applicationId ?? '', 'shortlisted');
    await signIn(page, owner);
    await page.goto(jobApplicantsPath(job.id));

    await expect(page.getByRole('heading', { level: 1, name: 'Applicants' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(job.title);
    const nadia = applicantCard(page, 'Nadia Okafor');
    await expect(nadia.getByText('Shortlisted', { exact: true })).toBeVisible();
    await expect(nadia.getByRole('list', { name: 'Skills' })).toContainText('Accessibility');
    await expect(nadia.getByRole('link', { name: 'View full profile of Nadia Okafor' })).toHaveAttribute(
      'href',
      /^\/developers\?developer=/,
    );
    await nadia.getByText('Application details').click();
    await expect(nadia.getByRole('list', { name: 'Relevant experience' })).toContainText('national retailer');
    await expect(nadia.getByRole('list', { name: 'Materials' })).toContainText('Portfolio of audit reports');
    await expect(nadia.getByRole('list', { name: 'Interview notes' })).toContainText('Keyboard traps');

    await page.getByRole('button', { name: 'Shortlisted', exact: true }).click();
    await expect(page).toHaveURL(/status=shortlisted/);
    await expect(applicantList(page).getByRole('article')).toHaveCount(1);
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(applicantList(page).getByRole('article')).toHaveCount(2);

    const tomas = applicantCard(page, 'Tomas Berg');
    await tomas.getByRole('button', { name: 'Decline Tomas Berg' }).click();
    const dialog = page.getByRole('dialog', { name: 'Decline Tomas Berg?' });
    await dialog.getByLabel('Message to the applicant').fill('x'.repeat(1001));
    await expect(dialog.getByText('1001/1000')).toBeVisible();
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await expect(dialog.getByText('A message is at most 1,000 characters.')).toBeVisible();
    // Nothing was sent: the corrected message declines it (a second decision would be refused).
    await dialog.getByLabel('Message to the applicant').fill('Thank you. We chose someone closer to our time zone.');
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByText('You declined Tomas Berg.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(tomas.getByText('Declined', { exact: true })).toBeVisible();
    // The Decline button is gone: the focus stays on Tomas's card rather than falling to the page.
    await expect(tomas.getByRole('group', { name: 'Decisions about Tomas Berg: Declined' })).toBeFocused();
    await expect(tomas).toContainText('We chose someone closer to our time zone.');
    await expect(tomas.getByRole('button', { name: /Shortlist|Hire|Decline/ })).toHaveCount(0);
  });

  test('a hire that lost the race says why, and "Decline the others" answers everyone left', async ({
    page,
    request,
  }) => {
    const owner = await createVisitor(request);
    const { job, applicants } = await jobWithApplicants(request, owner, ['Ines Duarte', 'Kofi Mensah', 'Lea Vogel']);
    const [ines, kofi] = applicants;
    for (const applicant of [ines, kofi]) await decide(request, owner, applicant?.applicationId ?? '', 'shortlisted');
    await signIn(page, owner);
    await page.goto(jobApplicantsPath(job.id));
    await expect(applicantCard(page, 'Kofi Mensah').getByText('Shortlisted', { exact: true })).toBeVisible();

    // Another tab hires Ines first; this page still offers to hire Kofi.
    await decide(request, owner, ines?.applicationId ?? '', 'hired');
    await applicantCard(page, 'Kofi Mensah').getByRole('button', { name: 'Hire Kofi Mensah' }).click();
    const hire = page.getByRole('dialog', { name: 'Hire Kofi Mensah?' });
    await hire.getByRole('button', { name: 'Hire' }).click();
    await expect(hire.getByRole('alert')).toHaveText(APPLICATION_MESSAGES.jobFilled);
    await hire.getByRole('button', { name: 'Cancel' }).click();
    await expect(applicantCard(page, 'Ines Duarte').getByText('Hired', { exact: true })).toBeVisible();
    await expect(page.getByText('Filled', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Decline the others' }).click();
    const declineAll = page.getByRole('dialog', { name: 'Decline every other applicant?' });
    await declineAll.getByLabel('Message to the applicants').fill('The position has been filled. Thank you!');
    await declineAll.getByRole('button', { name: 'Decline the others' }).click();
    await expect(page.getByText('Declined 2 applications.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Decline the others' })).toBeHidden();
    for (const name of ['Kofi Mensah', 'Lea Vogel']) {
      await expect(applicantCard(page, name).getByText('Declined', { exact: true })).toBeVisible();
    }
  });

  test('tells a visitor who does not own the job that only its owner sees the applicants', async ({
    page,
    request,
  }) => {
    const owner = await createVisitor(request);
    const job = await postJob(request, owner);
    await signIn(page, await createVisitor(request));
    await page.goto(jobApplicantsPath(job.id));
    await expect(page.getByRole('alert').filter({ hasText: APPLICATION_MESSAGES.onlyOwnerSees })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close job' })).toHaveCount(0);
  });
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the applicants and an open conversation pass axe, and the conversation is reached and left by keyboard', async ({
      page,
      request,
    }) => {
      const owner = await createVisitor(request);
      const { job } = await jobWithApplicants(request, owner, ['Priya Raman']);
      await signIn(page, owner);
      await page.goto(jobApplicantsPath(job.id));
      const card = applicantCard(page, 'Priya Raman');
      await expect(card).toBeVisible();
      await expectNoSeriousViolations(page, `applicants at ${viewport.width} px`);

      await card.getByRole('button', { name: 'Messages with Priya Raman' }).click();
      await expect(page).toHaveURL(/application=/);
      const conversation = conversationOf(page, 'Priya Raman');
      await expect(conversation.getByRole('log')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Conversation with Priya Raman' })).toBeVisible();
      await expectNoSeriousViolations(page, `an open conversation at ${viewport.width} px`);

      if (viewport.width < 1024) {
        // On a phone the conversation takes the screen; the way back returns to the list.
        await expect(applicantList(page)).toBeHidden();
        await page.getByRole('button', { name: 'All applicants' }).click();
        await expect(page).not.toHaveURL(/application=/);
        await expect(applicantList(page)).toBeVisible();
      }

      await card.getByRole('button', { name: 'Decline Priya Raman' }).click();
      await expectNoSeriousViolations(page, `the decline dialog at ${viewport.width} px`, OPEN_DIALOG);
      await page.keyboard.press('Escape');
      await expect(card.getByRole('button', { name: 'Decline Priya Raman' })).toBeFocused();
    });
  });
}
