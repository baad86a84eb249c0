import {
  applicationContractPath,
  contractPath,
  developerProfilePath,
  jobApplicantsPath,
} from '../packages/shared/src/navigation/marketplace-paths.ts';
import { expectNoSeriousViolations, OPEN_DIALOG } from './accessibility-helpers.ts';
import { ADMIN_TOKEN, saveAdminToken } from './ai-member-helpers.ts';
import { apiMove, balanceOf, confirmMove, earnTokens, hiredPair, milestoneCard } from './contracts-helpers.ts';
import { expect, test } from './fixtures.ts';
import { applicantCard, contextAs, watchConsole } from './marketplace-helpers.ts';
import { dealCards } from './pipeline-helpers.ts';

const PHONE = { width: 390, height: 844 };

/**
 * Issue 32 in two browsers at once, the developer's on a phone: nothing below reloads a page to
 * see what the other person did.
 */
test('a TOKENS contract: proposed, accepted, funded, delivered twice, approved, reviewed; the deal is won', async ({
  browser,
  request,
}) => {
  test.slow();
  const { client, developer, job, profile, applicationId } = await hiredPair(request);
  await earnTokens(request, client, 60);
  const clientContext = await contextAs(browser, client);
  const developerContext = await contextAs(browser, developer, PHONE);
  const clientPage = await clientContext.newPage();
  const developerPage = await developerContext.newPage();
  const errors = [clientPage, developerPage].map((page) => watchConsole(page, /409|Conflict/));

  // The developer waits on the hired application's contract; nothing is proposed yet.
  await developerPage.goto(applicationContractPath(applicationId));
  await expect(developerPage.getByText('No contract has been proposed for this application yet.')).toBeVisible();
  await expectNoSeriousViolations(developerPage, 'the application contract page on a phone');

  // The client proposes from the hired applicant's card; the form checks the terms first.
  await clientPage.goto(jobApplicantsPath(job.id));
  await applicantCard(clientPage, profile.name)
    .getByRole('link', { name: /^Contract/ })
    .click();
  const form = clientPage.getByRole('region', { name: 'Propose a contract' });
  await form.getByRole('textbox', { name: 'Title', exact: true }).first().fill('Ab');
  await form.getByRole('button', { name: 'Propose contract' }).click();
  await expect(form.getByText('A title must be at least 3 characters.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Title', exact: true }).first().fill('Accessible checkout');
  await form.getByLabel('Scope').fill('Keyboard and screen-reader fixes for the whole checkout.');
  await form.getByLabel('Currency').selectOption('TOKENS');
  await form.getByRole('group', { name: 'Milestone 1' }).getByLabel('Title').fill('Checkout audit and fixes');
  await form.getByLabel('Amount (TOKENS)').fill('100');
  await expectNoSeriousViolations(clientPage, 'the proposal form');
  await form.getByRole('button', { name: 'Propose contract' }).click();
  await expect(clientPage.getByRole('heading', { level: 1, name: 'Accessible checkout' })).toBeVisible();

  // The developer's page turns into the proposal. While they confirm, the client changes the scope:
  // the acceptance is refused (issue 40 §2), the page shows the new terms, and they accept those.
  await developerPage.getByRole('button', { name: 'Accept contract' }).click();
  const acceptDialog = developerPage.getByRole('dialog', { name: 'Accept this contract?' });
  const contractId = new URL(clientPage.url()).pathname.split('/').at(-1) ?? '';
  const edited = await request.patch(`/api/contracts/${contractId}`, {
    headers: client.headers,
    data: {
      title: 'Accessible checkout',
      scope: 'Keyboard and screen-reader fixes for the checkout and the receipts page.',
      currency: 'TOKENS',
      milestones: [{ title: 'Checkout audit and fixes', amount: 100, dueDate: null }],
    },
  });
  expect(edited.ok()).toBe(true);
  await acceptDialog.getByRole('button', { name: 'Accept contract' }).click();
  await expect(acceptDialog.getByText('The terms changed since you opened them.')).toBeVisible();
  await acceptDialog.getByRole('button', { name: 'Go back' }).click();
  await expect(
    developerPage.getByText('Keyboard and screen-reader fixes for the checkout and the receipts page.'),
  ).toBeVisible();
  await developerPage.getByRole('button', { name: 'Accept contract' }).click();
  await acceptDialog.getByRole('button', { name: 'Accept contract' }).click();
  await expect(developerPage.getByText('Active', { exact: true })).toBeVisible();
  await expect(clientPage.getByText('Active', { exact: true })).toBeVisible();

  // Funding more than the balance is refused with the server's sentence; with enough it lands in escrow.
  const clientMilestone = milestoneCard(clientPage, 1, 'Checkout audit and fixes');
  await clientMilestone.getByRole('button', { name: 'Fund milestone' }).click();
  const fund = clientPage.getByRole('dialog', { name: /^Fund/ });
  await expectNoSeriousViolations(clientPage, 'the funding confirmation', OPEN_DIALOG);
  await fund.getByRole('button', { name: 'Fund 100 tokens' }).click();
  await expect(fund.getByText('You have 60 tokens available; this milestone needs 100.')).toBeVisible();
  await fund.getByRole('button', { name: /Go back|Cancel/ }).click();
  await earnTokens(request, client, 40);
  await confirmMove(clientPage, 'Fund milestone', /^Fund/, 'Fund 100 tokens', '100 tokens moved into escrow.');
  expect(await balanceOf(request, client)).toBe(0);

  // The developer delivers (a plain http link is refused first), the client asks for changes.
  const developerMilestone = milestoneCard(developerPage, 1, 'Checkout audit and fixes');
  await expect(developerMilestone.getByText('Funded', { exact: true })).toBeVisible();
  await developerMilestone.getByRole('button', { name: 'Submit delivery' }).click();
  const delivery = developerPage.getByRole('dialog', { name: /^Submit a delivery/ });
  await delivery.getByLabel('What you delivered').fill('Every checkout step works with a keyboard now.');
  await delivery.getByRole('button', { name: 'Add a link' }).click();
  await delivery.getByRole('textbox', { name: /Link 1/ }).fill('http://staging.example.com');
  await delivery.getByRole('button', { name: 'Submit delivery' }).click();
  await expect(delivery.getByText('Links must be full URLs starting with https://.')).toBeVisible();
  await delivery.getByRole('textbox', { name: /Link 1/ }).fill('https://staging.example.com');
  await expectNoSeriousViolations(developerPage, 'the delivery dialog', OPEN_DIALOG);
  await delivery.getByRole('button', { name: 'Submit delivery' }).click();
  await expect(clientMilestone.getByText('Every checkout step works with a keyboard now.')).toBeVisible();
  await clientMilestone.getByRole('button', { name: 'Request changes' }).click();
  const changes = clientPage.getByRole('dialog', { name: /^Ask for changes/ });
  await changes.getByLabel('What should change').fill('The card form still traps focus.');
  await expectNoSeriousViolations(clientPage, 'the changes dialog', OPEN_DIALOG);
  await changes.getByRole('button', { name: 'Request changes' }).click();

  // "Changes requested" on both sides: the client can no longer cancel it alone, the developer can
  // deliver again or dispute. They see the note live and deliver again; the client approves.
  await expect(developerMilestone.getByText('The card form still traps focus.')).toBeVisible();
  for (const card of [clientMilestone, developerMilestone]) {
    await expect(card.getByText('Changes requested', { exact: true })).toBeVisible();
  }
  await expect(clientMilestone.getByRole('button', { name: /^Cancel milestone/ })).toHaveCount(0);
  await expect(clientMilestone.getByRole('button', { name: /^Ask to cancel/ })).toBeVisible();
  await expect(developerMilestone.getByRole('button', { name: /^Open a dispute/ })).toBeVisible();
  await developerMilestone.getByRole('button', { name: 'Submit delivery' }).click();
  await delivery.getByLabel('What you delivered').fill('Focus trap fixed in the card form.');
  await delivery.getByRole('button', { name: 'Submit delivery' }).click();
  await expect(clientMilestone.getByText('Focus trap fixed in the card form.')).toBeVisible();
  await confirmMove(
    clientPage,
    'Approve',
    /^Approve/,
    'Approve and release 100 tokens',
    'Approved: 100 tokens released to the developer.',
  );
  await expect(developerPage.getByText('Completed', { exact: true }).first()).toBeVisible();
  expect(await balanceOf(request, developer)).toBe(100);

  // Both review; each sees the other's once both are in.
  for (const [page, text] of [
    [clientPage, 'Careful work, explained every fix clearly.'],
    [developerPage, 'Quick answers and a clear scope throughout.'],
  ] as const) {
    const review = page.getByRole('form', { name: /^Review / });
    // The star is the label the person clicks; the radio itself is visually hidden.
    await review.locator('label').filter({ hasText: '5 stars' }).click();
    await expect(review.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await review.getByLabel('Your review').fill(text);
    if (page === developerPage) await expectNoSeriousViolations(page, 'the review form on a phone');
    await review.getByRole('button', { name: 'Send review' }).click();
  }
  await expect(developerPage.getByText('Careful work, explained every fix clearly.')).toBeVisible();
  await expect(clientPage.getByText('Quick answers and a clear scope throughout.')).toBeVisible();
  await expectNoSeriousViolations(developerPage, 'the completed contract on a phone');

  // The developer's profile shows the earned rating, the completed project and the review.
  await clientPage.goto(developerProfilePath(profile.id));
  const profileDialog = clientPage.getByRole('dialog', { name: profile.name });
  const reviews = profileDialog.getByRole('list', { name: 'Client reviews list' });
  await expect(reviews).toContainText('Careful work, explained every fix clearly.');
  await expect(profileDialog).toContainText('5.0');
  await expect(profileDialog).toContainText(/1\s*(completed )?projects?/i);

  // The pipeline: the job's deal is Closed Won.
  await clientPage.goto('/pipeline-dashboard?stage=closed-won');
  await expect(dealCards(clientPage).filter({ hasText: job.title })).toContainText('Closed Won');

  expect(errors.flat()).toEqual([]);
  await clientContext.close();
  await developerContext.close();
});

test('a currency contract: the payment is recorded, disputed, and the admin splits it; both are told live', async ({
  browser,
  request,
}) => {
  test.slow();
  const { client, developer, applicationId } = await hiredPair(request);
  const proposed = await apiMove(request, client, `/api/applications/${applicationId}/contract`, {
    title: 'Accessible checkout',
    scope: 'Keyboard and screen-reader fixes for the whole checkout.',
    currency: 'EUR',
    // Paid directly, not held in escrow by the platform (issue 42), so the payment is recorded.
    paymentRail: 'direct',
    milestones: [{ title: 'Whole checkout', amount: 900, dueDate: null }],
  });
  const id = proposed.milestones[0]?.id ?? '';
  const base = `/api/contracts/${proposed.id}`;
  await apiMove(request, developer, `${base}/accept`, { termsVersion: 1 });
  await apiMove(request, client, `${base}/milestones/${id}/fund`);
  await apiMove(request, developer, `${base}/milestones/${id}/submit`, { note: 'All fixed.', links: [] });
  await apiMove(request, client, `${base}/milestones/${id}/approve`);

  const clientContext = await contextAs(browser, client);
  const developerContext = await contextAs(browser, developer, PHONE);
  const adminContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  const developerPage = await developerContext.newPage();
  const adminPage = await adminContext.newPage();
  await clientPage.goto(contractPath(proposed.id));
  await developerPage.goto(contractPath(proposed.id));
  await expect(clientPage.getByText(/does not hold or move money in currencies/)).toBeVisible();

  // The client records the payment made elsewhere; the date is required.
  const clientMilestone = milestoneCard(clientPage, 1, 'Whole checkout');
  await clientMilestone.getByRole('button', { name: 'Record payment' }).click();
  const payment = clientPage.getByRole('dialog', { name: /^Record the payment/ });
  await payment.getByLabel('Date paid').fill('');
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(payment.getByText('Enter a date as YYYY-MM-DD.')).toBeVisible();
  await payment.getByLabel('Date paid').fill('2026-11-20');
  await payment.getByLabel('Method').selectOption('Bank transfer');
  await payment.getByLabel('Reference (optional)').fill('INV-0042');
  await expectNoSeriousViolations(clientPage, 'the payment dialog', OPEN_DIALOG);
  await payment.getByRole('button', { name: 'Record payment' }).click();

  // The developer, who received half, disputes it on their phone.
  const developerMilestone = milestoneCard(developerPage, 1, 'Whole checkout');
  await expect(developerMilestone.getByText('Payment recorded', { exact: true })).toBeVisible();
  await developerMilestone.getByRole('button', { name: 'Open a dispute' }).click();
  const dispute = developerPage.getByRole('dialog', { name: /^Open a dispute/ });
  await dispute.getByLabel('Why you dispute it').fill('Short.');
  await dispute.getByRole('button', { name: 'Open dispute' }).click();
  await expect(dispute.getByText('A reason must be at least 10 characters.')).toBeVisible();
  await dispute.getByLabel('Why you dispute it').fill('Only EUR 450 of the EUR 900 arrived in my account.');
  await expectNoSeriousViolations(developerPage, 'the dispute dialog on a phone', OPEN_DIALOG);
  await dispute.getByRole('button', { name: 'Open dispute' }).click();
  await expect(clientMilestone.getByText('Disputed', { exact: true })).toBeVisible();

  // The admin splits it in the control center; both pages show the outcome and the note.
  await adminPage.goto('/ai-community-member');
  await saveAdminToken(adminPage, ADMIN_TOKEN);
  const openDisputes = adminPage.getByRole('list', { name: 'Open disputes' });
  const item = openDisputes.getByRole('listitem').filter({ hasText: 'Only EUR 450 of the EUR 900 arrived' });
  await item.getByRole('button', { name: /^Resolve/ }).click();
  const resolve = adminPage.getByRole('dialog', { name: /^Resolve the dispute/ });
  await resolve.getByLabel('Split between them').check();
  await resolve.getByRole('button', { name: 'Resolve dispute' }).click();
  await expect(resolve.getByText(/developer's share|A note to both parties is required/).first()).toBeVisible();
  await resolve.getByLabel(/The developer's share/).fill('700');
  await resolve.getByLabel('Note to both parties').fill('The client pays the remaining EUR 250 this week.');
  await expectNoSeriousViolations(adminPage, 'the resolve dialog', OPEN_DIALOG);
  await resolve.getByRole('button', { name: 'Resolve dispute' }).click();
  await expect(item).toHaveCount(0);
  for (const page of [clientPage, developerPage]) {
    await expect(page.getByText('The client pays the remaining EUR 250 this week.')).toBeVisible();
    await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();
  }

  // The developer's list of contracts, on the phone.
  await developerPage.goto('/contracts?role=developer');
  await expect(developerPage.getByRole('list', { name: 'Contract list' })).toContainText('Accessible checkout');
  await expectNoSeriousViolations(developerPage, 'the contracts list on a phone');
  await clientContext.close();
  await developerContext.close();
  await adminContext.close();
});
