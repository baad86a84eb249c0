import { expect, test } from './fixtures.ts';
import { createVisitor, postJob, uniqueName } from './marketplace-helpers.ts';
import {
  buildDeal,
  buildPipeline,
  dealCards,
  dealList,
  fulfillJson,
  PIPELINE_API,
  stageCard,
} from './pipeline-helpers.ts';

/** Requests the tests refuse or cut off on purpose make the browser log a failed load. */
const FAILED_LOAD = /Failed to load resource/;

test('shows the stats and a card per stage from the pipeline', async ({ page }) => {
  await page.goto('/pipeline-dashboard');
  const stats = page.getByRole('list', { name: 'Pipeline stats' });
  for (const label of [
    'Total Opportunities',
    'Total Value',
    'Average Deal Size',
    'Conversion Rate',
    'Average Sales Cycle',
    'Health Score',
  ]) {
    await expect(stats.getByText(label)).toBeVisible();
  }
  await expect(stats.getByText(/^(Excellent|Good|Needs Attention)$/)).toBeVisible();
  const discovery = stageCard(page, 'Discovery Call');
  await expect(discovery.getByRole('button', { name: /E-commerce AI Chatbot/ })).toBeVisible();
  await expect(discovery.getByText('Converts')).toBeVisible();
  // The seeded deal of that stage (other specs may hire into it too, so it need not be among the card's first three).
  await expect(stageCard(page, 'Contract Negotiation').getByText('Value')).toBeVisible();
  await expect(dealList(page).getByRole('button', { name: /Blockchain Supply Chain Tracker/ })).toBeVisible();
  await expect(dealList(page).getByRole('button', { name: 'Healthcare Appointment App' })).toBeVisible();
});

test("a stage with more than three deals shows '+N more', which shows them all", async ({ page }) => {
  const names = ['Alpha Portal', 'Beta Shop', 'Gamma Bot', 'Delta CRM', 'Epsilon App'];
  const deals = [
    ...names.map((name) => buildDeal({ name, stage: 'Proposal Sent' })),
    buildDeal({ name: 'Zeta Site', stage: 'New Lead' }),
  ];
  await page.route(PIPELINE_API, (route) => fulfillJson(route, buildPipeline(deals)));
  await page.goto('/pipeline-dashboard');

  const proposal = stageCard(page, 'Proposal Sent');
  await expect(proposal.getByRole('listitem')).toHaveCount(3);
  await proposal.getByRole('button', { name: '+2 more in Proposal Sent' }).click();
  await expect(page.getByText('Showing 5 deals in Proposal Sent')).toBeVisible();
  await expect(dealCards(page)).toHaveCount(5);
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(dealCards(page)).toHaveCount(6);
});

test('each filter narrows the deals, and Clear all resets them all', async ({ page }) => {
  await page.goto('/pipeline-dashboard');
  await expect(dealList(page).getByRole('button', { name: 'Mobile App Development' })).toBeVisible();
  const cases = [
    {
      label: 'Stage',
      option: 'Discovery',
      param: 'stage=discovery',
      kept: 'E-commerce AI Chatbot',
      gone: 'Mobile App Development',
    },
    {
      label: 'Assignee',
      option: 'Unassigned',
      param: 'assignee=unassigned',
      kept: 'Marketing Automation Workflows',
      gone: 'E-commerce AI Chatbot',
    },
    {
      label: 'Created',
      option: 'Last 7 days',
      param: 'dateRange=week',
      kept: 'Marketing Automation Workflows',
      gone: 'Healthcare Appointment App',
    },
    {
      label: 'Value',
      option: '$50,000 and more',
      param: 'valueRange=50000%2B',
      kept: 'Blockchain Supply Chain Tracker',
      gone: 'E-commerce AI Chatbot',
    },
  ];
  for (const filter of cases) {
    await page.getByLabel(filter.label, { exact: true }).selectOption({ label: filter.option });
    await expect(page).toHaveURL(new RegExp(filter.param.replace('+', '\\+')));
    await expect(dealList(page).getByRole('button', { name: filter.gone })).toBeHidden();
    await expect(dealList(page).getByRole('button', { name: filter.kept })).toBeVisible();
    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect(page.getByLabel(filter.label, { exact: true })).toHaveValue('');
    await expect(dealList(page).getByRole('button', { name: filter.gone })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear all' })).toBeHidden();
  }
});

test('"Assigned to me" shows the deals of the developer chosen under "I am"', async ({ page }) => {
  await page.goto('/pipeline-dashboard?assignee=me');
  await expect(page.getByText('Choose who you are under "I am" to see your deals.')).toBeVisible();
  await page.getByLabel('I am').selectOption('Lamont Evans');
  await expect(dealList(page).getByRole('button', { name: 'Mobile App Development' })).toBeHidden();
  await expect(dealList(page).getByRole('button', { name: 'E-commerce AI Chatbot' })).toBeVisible();
  await expect(dealList(page).getByRole('button', { name: 'Blockchain Supply Chain Tracker' })).toBeVisible();
});

test('switches the deals between grid and list view', async ({ page }) => {
  await page.goto('/pipeline-dashboard');
  const grid = page.getByRole('button', { name: 'Grid view' });
  const list = page.getByRole('button', { name: 'List view' });
  await expect(grid).toHaveAttribute('aria-pressed', 'true');
  await list.click();
  await expect(list).toHaveAttribute('aria-pressed', 'true');
  await expect(grid).toHaveAttribute('aria-pressed', 'false');
  await expect(page).toHaveURL(/view=list/);
  await expect(dealList(page).getByRole('button', { name: 'Mobile App Development' })).toBeVisible();
  await grid.click();
  await expect(grid).toHaveAttribute('aria-pressed', 'true');
});

test("a client's real deal shows in full to its owner only; others see it as a stage total", async ({
  page,
  request,
}) => {
  const owner = await createVisitor(request);
  const { title } = await postJob(request, owner, `${uniqueName('Ledger')} rollout`);
  const projects = page.getByRole('list', { name: 'Opportunity list' });
  const deal = dealList(page).getByRole('button', { name: title });

  // Anyone else: the demo deals, and the real one only counted in its stage.
  await page.goto('/jobs');
  await expect(projects.getByRole('article', { name: 'Mobile App Development' })).toBeVisible();
  await expect(projects.getByRole('article', { name: title })).toBeHidden();
  await page.goto('/pipeline-dashboard');
  await expect(dealList(page).getByRole('button', { name: 'Mobile App Development' })).toBeVisible();
  await expect(stageCard(page, 'New Lead').getByText(/private deals? of other clients/)).toBeVisible();
  await expect(deal).toBeHidden();

  // The same pages as the job's owner.
  await page.evaluate((token) => localStorage.setItem('visitor_token', token), owner.token);
  await page.reload();
  await expect(deal).toBeVisible();
  await page.goto('/jobs');
  await expect(projects.getByRole('article', { name: title })).toBeVisible();
});

test.describe('the deal details', () => {
  test.use({ allowConsoleErrors: FAILED_LOAD });

  test('shows every field and the stage history; moving a deal needs its developer', async ({ page }) => {
    await page.goto('/pipeline-dashboard');
    await dealList(page).getByRole('button', { name: 'Mobile App Development' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mobile App Development' });
    await expect(dialog.getByText('OPP-SAMPLE-002')).toBeVisible();
    await expect(dialog.getByText('$45,000')).toBeVisible();
    await expect(dialog.getByText('Julian Faulkner').first()).toBeVisible();
    const history = dialog.getByRole('list', { name: 'Stage history' });
    await expect(history.getByRole('listitem').filter({ hasText: 'Qualified Lead' }).first()).toBeVisible();
    await expect(history.getByRole('listitem').last()).toContainText('Proposal Sent');
    await expect(
      dialog.getByText('Only the admin or the developer assigned to this deal can move or assign it.'),
    ).toBeVisible();

    await dialog.getByLabel('Move to stage').selectOption('Contract Negotiation');
    await dialog.getByRole('button', { name: 'Move stage' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Only the admin or the assigned developer can change this deal.',
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(
      stageCard(page, 'Proposal Sent').getByRole('button', { name: /Mobile App Development/ }),
    ).toBeVisible();
  });
});

test('analyses the pipeline, then each insight shows its deals', async ({ page }) => {
  await page.goto('/pipeline-dashboard');
  await expect(page.getByRole('list', { name: 'Insights' })).toBeVisible();
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(PIPELINE_API, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel('Value', { exact: true }).selectOption({ label: '$15,000 – $50,000' });
  await expect(page.getByRole('status').filter({ hasText: 'Analysing your pipeline…' })).toBeVisible();
  release();

  const insight = page.getByRole('list', { name: 'Insights' }).getByRole('listitem').filter({ hasText: 'gone quiet' });
  await insight.getByRole('button', { name: /^Show \d+ deals?$/ }).click();
  await expect(page.getByText('Showing 1 deal from this insight')).toBeVisible();
  await expect(dealCards(page)).toHaveCount(1);
  await expect(dealCards(page)).toContainText('Data Analytics Dashboard');
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(page.getByText('Showing 1 deal from this insight')).toBeHidden();
  await expect(dealList(page).getByRole('button', { name: 'Mobile App Development' })).toBeVisible();
});

test.describe('when the pipeline cannot load', () => {
  test.use({ allowConsoleErrors: FAILED_LOAD });

  test('says so, shows the sample data under a banner, and Try Again loads the real one', async ({ page }) => {
    let calls = 0;
    await page.route(PIPELINE_API, (route) => (calls++ === 0 ? route.abort() : route.continue()));
    await page.goto('/pipeline-dashboard');

    await expect(
      page.getByRole('alert').filter({ hasText: 'Error loading pipeline data. Please try again later.' }),
    ).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Showing sample data' })).toBeVisible();
    await expect(dealCards(page)).toHaveCount(3);
    for (const name of ['E-commerce AI Chatbot', 'Mobile App Development', 'Data Analytics Dashboard']) {
      await expect(dealList(page).getByRole('button', { name })).toBeVisible();
    }
    await expect(page.getByRole('list', { name: 'Pipeline stats' }).getByText('$88,000')).toBeVisible();

    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Showing sample data' })).toBeHidden();
    await expect(dealList(page).getByRole('button', { name: 'Blockchain Supply Chain Tracker' })).toBeVisible();
  });
});
