import { APPLICATION_MESSAGES } from '../packages/shared/src/applications/applications.constants.ts';
import { developerProfilePath } from '../packages/shared/src/navigation/marketplace-paths.ts';
import { expectNoSeriousViolations, OPEN_DIALOG } from './accessibility-helpers.ts';
import { expect, test } from './fixtures.ts';
import {
  applyTo,
  createProfile,
  createVisitor,
  decide,
  myApplicationList,
  postJob,
  signIn,
} from './marketplace-helpers.ts';

/** The server's refusals (409) and a live stream cut on purpose make the browser log a failed load. */
const REFUSED = /Failed to load resource: (the server responded with a status of 409|net::ERR_FAILED)/;

test.describe('My jobs', () => {
  test('shows a new visitor the way to post a first job', async ({ page }) => {
    await page.goto('/my-jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'My jobs' })).toBeVisible();
    await expect(page.getByText('You have not posted a job yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Post a job with the assistant' })).toHaveAttribute('href', '/chat');
  });

  test('counts the applications of each job, closes one after a confirmation and reopens it', async ({
    page,
    request,
  }) => {
    const owner = await createVisitor(request);
    const job = await postJob(request, owner);
    const quiet = await postJob(request, owner);
    await applyTo(request, await createVisitor(request), job.id);
    await signIn(page, owner);
    await page.goto('/my-jobs');

    const card = page.getByRole('list', { name: 'My job list' }).getByRole('article', { name: job.title });
    await expect(card).toContainText('1 new · 1 total');
    await expect(card.getByText('Published', { exact: true })).toBeVisible();
    await expect(page.getByRole('article', { name: quiet.title })).toContainText('No applications yet');

    await card.getByRole('button', { name: `Close job ${job.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Close this job?' });
    await dialog.getByRole('button', { name: 'Keep it open' }).click();
    await expect(card.getByRole('button', { name: `Close job ${job.title}` })).toBeFocused();
    await card.getByRole('button', { name: `Close job ${job.title}` }).click();
    await dialog.getByRole('button', { name: 'Close job' }).click();
    await expect(page.getByText(`“${job.title}” is closed.`)).toBeVisible();
    await expect(card.getByText('Closed', { exact: true })).toBeVisible();

    await card.getByRole('button', { name: `Reopen job ${job.title}` }).click();
    await expect(card.getByText('Published', { exact: true })).toBeVisible();
    await card.getByRole('link', { name: `View applicants for ${job.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/my-jobs/${job.id}$`));
  });
});

test.describe('My applications', () => {
  test.use({ allowConsoleErrors: REFUSED });

  test("reads the owner's decision, and withdraws an undecided application after a confirmation", async ({
    page,
    request,
  }) => {
    const owner = await createVisitor(request);
    const declinedJob = await postJob(request, owner);
    const openJob = await postJob(request, owner);
    const developer = await createVisitor(request);
    const declined = await applyTo(request, developer, declinedJob.id);
    await applyTo(request, developer, openJob.id);
    const response = await request.post(`/api/applications/${declined}/status`, {
      headers: owner.headers,
      data: { status: 'declined', message: 'We went with a team in our time zone. Thank you!' },
    });
    expect(response.status()).toBe(200);
    await signIn(page, developer);
    await page.goto('/my-applications');

    const declinedCard = myApplicationList(page).getByRole('article', { name: declinedJob.title });
    await expect(declinedCard.getByText('Declined', { exact: true })).toBeVisible();
    await expect(declinedCard).toContainText('We went with a team in our time zone. Thank you!');
    await expect(declinedCard.getByRole('button', { name: /Withdraw/ })).toHaveCount(0);

    const openCard = myApplicationList(page).getByRole('article', { name: openJob.title });
    await openCard.getByRole('button', { name: `Withdraw the application for ${openJob.title}` }).click();
    await page
      .getByRole('dialog', { name: 'Withdraw this application?' })
      .getByRole('button', { name: 'Withdraw' })
      .click();
    await expect(page.getByText('Your application was withdrawn.')).toBeVisible();
    await expect(openCard.getByText('Withdrawn', { exact: true })).toBeVisible();
    await expect(
      openCard.getByRole('group', { name: `Your application for ${openJob.title}: Withdrawn` }),
    ).toBeFocused();
  });

  test('a withdrawal that comes after the hire is refused with the reason', async ({ page, request }) => {
    const owner = await createVisitor(request);
    const job = await postJob(request, owner);
    const developer = await createVisitor(request);
    const applicationId = await applyTo(request, developer, job.id);
    await decide(request, owner, applicationId, 'shortlisted');
    // No live stream: this page learns of the hire only when it acts, as it would have offline.
    await page.route('**/api/notifications/stream', (route) => route.abort());
    await signIn(page, developer);
    await page.goto('/my-applications');

    const card = myApplicationList(page).getByRole('article', { name: job.title });
    await card.getByRole('button', { name: `Withdraw the application for ${job.title}` }).click();
    await decide(request, owner, applicationId, 'hired');
    const dialog = page.getByRole('dialog', { name: 'Withdraw this application?' });
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'This applicant has been hired, so the application can no longer change.',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(card.getByText('Hired', { exact: true })).toBeVisible();
  });
});

test.describe('Invite to apply', () => {
  test.use({ allowConsoleErrors: REFUSED });

  test('a job owner invites a developer once; a second invitation says why it is refused', async ({
    page,
    request,
  }) => {
    const owner = await createVisitor(request);
    const job = await postJob(request, owner);
    const ownProfile = await createProfile(request, owner);
    const developer = await createVisitor(request);
    const profile = await createProfile(request, developer);
    await signIn(page, owner);

    await page.goto(developerProfilePath(profile.id));
    const profileDialog = page.getByRole('dialog', { name: profile.name });
    for (const attempt of [1, 2]) {
      await profileDialog.getByRole('button', { name: `Invite to a job (${profile.name})` }).click();
      const dialog = page.getByRole('dialog', { name: `Invite ${profile.name} to apply` });
      await expect(dialog.getByRole('radio', { name: job.title })).toBeChecked();
      if (attempt === 1) await expectNoSeriousViolations(page, 'the invite dialog', OPEN_DIALOG);
      await dialog.getByRole('button', { name: 'Send invitation' }).click();
      if (attempt === 1) {
        await expect(page.getByText(`Invitation sent to ${profile.name}.`)).toBeVisible();
        await expect(dialog).toBeHidden();
      } else {
        await expect(dialog.getByRole('alert')).toHaveText(APPLICATION_MESSAGES.inviteOnce);
        await page.keyboard.press('Escape');
      }
    }

    // Not on the owner's own profile, nor on a demo developer who has no account.
    await page.goto(developerProfilePath(ownProfile.id));
    await expect(page.getByRole('dialog', { name: ownProfile.name })).toBeVisible();
    await expect(page.getByRole('button', { name: /Invite to a job/ })).toHaveCount(0);
    await page.goto('/developers?q=Lamont');
    await expect(page.getByRole('article', { name: 'Lamont Evans' })).toContainText(
      'Demo profile: it cannot receive invitations',
    );
    await expect(page.getByRole('button', { name: /Invite to a job/ })).toHaveCount(0);
  });
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('My jobs and My applications pass axe', async ({ page, request }) => {
      const owner = await createVisitor(request);
      const job = await postJob(request, owner);
      const invitedTo = await postJob(request, owner);
      const developer = await createVisitor(request);
      const profile = await createProfile(request, developer);
      await applyTo(request, developer, job.id);
      const invited = await request.post(`/api/jobs/${invitedTo.id}/invitations`, {
        headers: owner.headers,
        data: { developerId: profile.id },
      });
      expect(invited.status()).toBe(201);

      await signIn(page, owner);
      await page.goto('/my-jobs');
      await expect(page.getByRole('article', { name: job.title })).toContainText('1 new · 1 total');
      await expectNoSeriousViolations(page, `My jobs at ${viewport.width} px`);

      await page.evaluate((token) => localStorage.setItem('visitor_token', token), developer.token);
      await page.goto('/my-applications');
      await expect(page.getByRole('list', { name: 'Invitation list' })).toContainText(invitedTo.title);
      await expect(myApplicationList(page).getByRole('article', { name: job.title })).toBeVisible();
      await expectNoSeriousViolations(page, `My applications at ${viewport.width} px`);
    });
  });
}
