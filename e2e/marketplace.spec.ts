import { developerProfilePath, jobApplicantsPath } from '../packages/shared/src/navigation/marketplace-paths.ts';
import { expect, test } from './fixtures.ts';
import {
  applicantCard,
  bell,
  contextAs,
  conversationOf,
  createProfile,
  createVisitor,
  myApplicationList,
  postJob,
  watchConsole,
} from './marketplace-helpers.ts';
import { dealCards } from './pipeline-helpers.ts';

/**
 * The marketplace loop of issue 20, end to end, in two browsers at once: nothing below reloads a
 * page to see what the other person did.
 */
test('a client invites a developer, who applies; they talk, the client hires them, and both see it live', async ({
  browser,
  request,
}) => {
  test.slow();
  const client = await createVisitor(request);
  const job = await postJob(request, client);
  const developer = await createVisitor(request);
  const profile = await createProfile(request, developer);
  const clientContext = await contextAs(browser, client);
  const developerContext = await contextAs(browser, developer);
  const clientPage = await clientContext.newPage();
  const developerPage = await developerContext.newPage();
  const errors = [...[clientPage, developerPage].map((page) => watchConsole(page))];

  // The client finds the developer's profile and invites them to the job.
  await clientPage.goto(developerProfilePath(profile.id));
  const profileDialog = clientPage.getByRole('dialog', { name: profile.name });
  await profileDialog.getByRole('button', { name: /Invite to a job/ }).click();
  const inviteDialog = clientPage.getByRole('dialog', { name: `Invite ${profile.name} to apply` });
  await inviteDialog.getByRole('radio', { name: job.title }).check();
  await inviteDialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(clientPage.getByText(`Invitation sent to ${profile.name}.`)).toBeVisible();

  // The client keeps the job's applicants open; nobody has applied yet.
  await clientPage.goto(jobApplicantsPath(job.id));
  await expect(clientPage.getByText('No applications yet')).toBeVisible();
  await expect(bell(clientPage)).toHaveAccessibleName('Notifications, 0 unread');

  // The developer answers the invitation: the wizard opens filled with that job.
  await developerPage.goto('/my-applications');
  const invitation = developerPage.getByRole('list', { name: 'Invitation list' }).getByRole('listitem');
  await expect(invitation).toContainText(job.title);
  await invitation.getByRole('link', { name: `Apply to ${job.title}` }).click();
  const wizard = developerPage.getByRole('form', { name: 'Job Application Wizard' });
  await expect(wizard.getByLabel('Job title')).toHaveValue(job.title);
  for (let step = 0; step < 3; step++) {
    if (step === 2) await wizard.getByLabel('Cover letter').fill('I audited forty shops and fixed every blocker.');
    await wizard.getByRole('button', { name: 'Next' }).click();
  }
  await wizard.getByRole('button', { name: 'Save application' }).click();
  await expect(developerPage.getByText('Application saved')).toBeVisible();
  await developerPage.getByRole('link', { name: 'My applications' }).click();
  await expect(invitation.getByText('Applied')).toBeVisible();
  const myApplication = myApplicationList(developerPage).getByRole('article', { name: job.title });
  await expect(myApplication.getByText('Submitted', { exact: true })).toBeVisible();

  // The client's open page shows the new applicant, and the bell counts it.
  const card = applicantCard(clientPage, profile.name);
  await expect(card).toBeVisible();
  await expect(card).toContainText('I audited forty shops and fixed every blocker.');
  await expect(bell(clientPage)).not.toHaveAccessibleName('Notifications, 0 unread');

  // They exchange messages, each seeing the other's arrive.
  await card.getByRole('button', { name: `Messages with ${profile.name}` }).click();
  const clientThread = conversationOf(clientPage, profile.name);
  await clientThread.getByLabel(`Message to ${profile.name}`).fill('Thanks for applying! Can you start on Monday?');
  await clientThread.getByRole('button', { name: 'Send' }).click();
  await expect(clientThread.getByRole('log')).toContainText('Can you start on Monday?');

  await myApplication.getByRole('button', { name: `Messages about ${job.title}` }).click();
  const developerThread = developerPage.getByRole('region', { name: /^Conversation with / });
  await expect(developerThread.getByRole('log')).toContainText('Can you start on Monday?');
  await developerThread.getByRole('textbox').fill('Yes, Monday works for me.');
  await developerThread.getByRole('button', { name: 'Send' }).click();
  await expect(clientThread.getByRole('log')).toContainText('Yes, Monday works for me.');

  // The client shortlists, then hires; the developer's page follows.
  await card.getByRole('button', { name: `Shortlist ${profile.name}` }).click();
  await expect(card.getByText('Shortlisted', { exact: true })).toBeVisible();
  await expect(myApplication.getByText('Shortlisted', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: `Hire ${profile.name}` }).click();
  await clientPage
    .getByRole('dialog', { name: `Hire ${profile.name}?` })
    .getByRole('button', { name: 'Hire' })
    .click();
  await expect(clientPage.getByText(`You hired ${profile.name}.`)).toBeVisible();
  await expect(card.getByText('Hired', { exact: true })).toBeVisible();
  await expect(clientPage.getByText('Filled', { exact: true })).toBeVisible();
  await expect(myApplication.getByText('Hired', { exact: true })).toBeVisible();
  await expect(myApplication).toContainText('You were hired for this job.');

  // The pipeline follows: the job's deal is in Contract Negotiation with the developer.
  await clientPage.goto('/pipeline-dashboard?stage=contract');
  const deal = dealCards(clientPage).filter({ hasText: job.title });
  await expect(deal).toContainText('Contract Negotiation');
  await expect(deal).toContainText(profile.name);

  expect(errors.flat()).toEqual([]);
  await clientContext.close();
  await developerContext.close();
});
