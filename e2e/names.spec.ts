import { ACCOUNT_MESSAGES } from '@app/shared/accounts/accounts.constants';
import { JOB_MESSAGES } from '@app/shared/jobs/jobs.schemas';
import { contractPath, jobPath } from '@app/shared/navigation/marketplace-paths';
import { DISPLAY_NAME_MESSAGES, DISPLAY_NAME_PROMPT } from '@app/shared/users/users.schemas';
import { expectNoSeriousViolations } from './accessibility-helpers.ts';
import { answerList, buildQuestion } from './community-helpers.ts';
import { apiMove } from './contracts-helpers.ts';
import { expect, test } from './fixtures.ts';
import { buildProject, fillWizard, listJobs, wizard } from './jobs-helpers.ts';
import { applyTo, contextAs, createProfile, createVisitor, decide, signIn } from './marketplace-helpers.ts';

// This journey answers the name question itself.
test.use({ nameWhenAsked: null });

test('a visitor chooses a name before their first answer, others see it, and a fresh device signs in from the header', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const question = await buildQuestion(request);
  await page.goto(`/proto-hub?question=${question.id}`);
  const text = 'Five interviews with a clickable prototype told us more than any survey.';
  await page.getByRole('textbox', { name: 'Your Answer' }).fill(text);
  await page.getByRole('button', { name: 'Post Answer' }).click();

  // Asked in place, before anything is posted.
  const prompt = page.getByRole('region', { name: DISPLAY_NAME_PROMPT });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByLabel('Your name')).toBeFocused();
  await expectNoSeriousViolations(page, 'the name question');
  await prompt.getByLabel('Your name').fill('Deleted member');
  await prompt.getByRole('button', { name: 'Save and post your answer' }).click();
  await expect(prompt.getByText(DISPLAY_NAME_MESSAGES.reserved)).toBeVisible();
  await prompt.getByLabel('Your name').fill('   ');
  await prompt.getByLabel('Your name').press('Enter');
  await expect(prompt.getByText(DISPLAY_NAME_MESSAGES.required)).toBeVisible();
  await expect(answerList(page).getByText(text)).toHaveCount(0);

  await prompt.getByLabel('Your name').fill('Clara Okafor');
  await prompt.getByLabel('Your name').press('Enter');
  await expect(page.getByText('Your answer was posted.')).toBeVisible();
  await expect(prompt).toBeHidden();
  const answer = answerList(page).getByRole('article').filter({ hasText: text });
  await expect(answer).toContainText('Clara Okafor');
  await page.getByRole('button', { name: 'Your account menu' }).click();
  await expect(page.getByText('Clara Okafor', { exact: true }).first()).toBeVisible();

  // Someone else, on a phone, on another device: the answer is Clara's; "Sign in" is in the header.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const other = await phone.newPage();
  await other.goto(`/proto-hub?question=${question.id}`);
  await expect(answerList(other).getByRole('article').filter({ hasText: text })).toContainText('Clara Okafor');
  await other.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign in' }).click();
  const signIn = other.getByRole('dialog', { name: 'Sign in' });
  await expect(signIn.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
  await signIn.getByRole('button', { name: 'Use a recovery code' }).click();
  await signIn.getByRole('textbox', { name: 'Recovery code' }).fill('AAAA-BBBB-CCCC-DDDD');
  await signIn.getByRole('button', { name: 'Sign in with this code' }).click();
  await expect(signIn.getByText(ACCOUNT_MESSAGES.recoveryFailed)).toBeVisible();
  await expectNoSeriousViolations(other, 'the header sign-in at 390 px');
  await phone.close();
});

test('a client is asked for a name when publishing, and the developer on a phone sees it on the job page and the contract', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const client = await createVisitor(request);
  await signIn(page, client);
  const project = buildProject();
  await page.goto('/post-job');
  await fillWizard(page, project);
  await wizard(page).getByRole('button', { name: 'Publish' }).click();
  const prompt = page.getByRole('region', { name: DISPLAY_NAME_PROMPT });
  await expect(prompt.getByLabel('Your name')).toBeFocused();
  await prompt.getByLabel('Your name').fill('Ines Duarte');
  await prompt.getByLabel('Your name').press('Enter');
  await expect(page.getByText(JOB_MESSAGES.published)).toBeVisible();
  const job = (await listJobs(request)).find((listed) => listed.title === project.title);
  const jobId = job?.id ?? '';

  // The developer, on a phone: the job is Ines's, and so is the contract she proposes.
  const developer = await createVisitor(request);
  await createProfile(request, developer);
  const phone = await contextAs(browser, developer, { width: 390, height: 844 });
  const developerPage = await phone.newPage();
  await developerPage.goto(jobPath(jobId));
  await expect(developerPage.getByRole('link', { name: 'Ines Duarte' })).toHaveAttribute('href', /^\/members\//);
  const applicationId = await applyTo(request, developer, jobId);
  await decide(request, client, applicationId, 'shortlisted');
  await decide(request, client, applicationId, 'hired');
  const contract = await apiMove(request, client, `/api/applications/${applicationId}/contract`, {
    title: 'Checkout rebuild',
    scope: 'The whole checkout, keyboard first.',
    currency: 'TOKENS',
    milestones: [{ title: 'Checkout', amount: 100, dueDate: null }],
  });
  await developerPage.goto(contractPath(contract.id));
  await expect(developerPage.getByRole('link', { name: 'Ines Duarte' }).first()).toBeVisible();
  expect(await developerPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await phone.close();
});
