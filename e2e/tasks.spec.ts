import { expect, test } from './fixtures.ts';
import { buildTask, dayFromToday, SEEDED, taskCard, taskGroup, uniqueTaskTitle } from './tasks-helpers.ts';

const LIST = '**/api/tasks?**';
const FAILED_LOAD = /Failed to load resource/;

test.describe('the task manager', () => {
  test('groups the seeded tasks: overdue first, completed last', async ({ page }) => {
    await page.goto('/task-manager');
    await expect(page.getByRole('heading', { level: 1, name: 'Task Manager' })).toBeVisible();
    await expect(taskGroup(page, 'Overdue').getByRole('heading', { name: SEEDED.docs })).toBeVisible();
    await expect(taskGroup(page, 'Completed').getByRole('heading', { name: SEEDED.schema })).toBeVisible();
    await expect(taskGroup(page, 'Assigned to Me')).toHaveCount(0);
    await expect(taskCard(page, SEEDED.docs)).toContainText('Expired');
    await expect(taskCard(page, SEEDED.docs)).toContainText('Data Analytics Dashboard');
  });

  test('choosing who I am fills Assigned to Me', async ({ page }) => {
    await page.goto('/task-manager');
    await page.getByLabel('I am').selectOption('Lamont Evans');
    const mine = taskGroup(page, 'Assigned to Me');
    await expect(mine.getByRole('heading', { name: SEEDED.auth })).toBeVisible();
    await expect(mine.getByRole('heading', { name: SEEDED.ci })).toBeVisible();
    await expect(mine.getByRole('heading', { name: SEEDED.onboarding })).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel('I am')).toHaveValue('Lamont Evans');
  });

  test('the developer tabs show one developer at a time', async ({ page }) => {
    await page.goto('/task-manager');
    await page.getByRole('tab', { name: 'Julian Faulkner' }).click();
    await expect(page).toHaveURL(/assignee=Julian/);
    await expect(taskCard(page, SEEDED.onboarding)).toBeVisible();
    await expect(taskCard(page, SEEDED.docs)).toHaveCount(0);
    await page.getByRole('tab', { name: 'All Tasks' }).click();
    await expect(taskCard(page, SEEDED.docs)).toBeVisible();
  });

  test('search, status and priority filter the list, and Clear all resets them', async ({ page }) => {
    await page.goto('/task-manager');
    await expect(page.getByRole('button', { name: 'Clear all' })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search tasks' }).fill('SCHEMA');
    await page.getByRole('searchbox', { name: 'Search tasks' }).press('Enter');
    await expect(taskCard(page, SEEDED.schema)).toBeVisible();
    await expect(taskCard(page, SEEDED.docs)).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect(taskCard(page, SEEDED.docs)).toBeVisible();

    await page.getByLabel('Status', { exact: true }).selectOption('In Progress');
    await expect(taskCard(page, SEEDED.onboarding)).toBeVisible();
    await expect(taskCard(page, SEEDED.ci)).toHaveCount(0);
    await page.getByLabel('Priority', { exact: true }).selectOption('High');
    await expect(page).toHaveURL(/status=in_progress&priority=high/);
    await expect(taskCard(page, SEEDED.auth)).toBeVisible();
    await expect(taskCard(page, SEEDED.onboarding)).toHaveCount(0);

    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect(page.getByRole('button', { name: 'Clear all' })).toHaveCount(0);
    await expect(taskCard(page, SEEDED.ci)).toBeVisible();
  });

  test('the due-date range applies only once both ends are set', async ({ page }) => {
    await page.goto('/task-manager');
    await page.getByLabel('From', { exact: true }).fill(dayFromToday(-3));
    await expect(page.getByText('Set both dates to filter by due date.')).toBeVisible();
    await expect(taskCard(page, SEEDED.brand)).toBeVisible();
    await page.getByLabel('To', { exact: true }).fill(dayFromToday(-1));
    await expect(taskCard(page, SEEDED.docs)).toBeVisible();
    await expect(taskCard(page, SEEDED.brand)).toHaveCount(0);
    await expect(taskCard(page, SEEDED.ci)).toHaveCount(0);
  });

  test('completing a task moves it to Completed, and reopening moves it back', async ({ page, request }) => {
    const task = await buildTask(request);
    await page.goto('/task-manager');
    const pending = taskGroup(page, 'Pending');
    await expect(pending.getByRole('heading', { name: task.title })).toBeVisible();

    await taskCard(page, task.title)
      .getByRole('button', { name: /Mark complete/ })
      .click();
    await expect(taskGroup(page, 'Completed').getByRole('heading', { name: task.title })).toBeVisible();
    await expect(pending.getByRole('heading', { name: task.title })).toHaveCount(0);
    await page.reload();
    await expect(taskGroup(page, 'Completed').getByRole('heading', { name: task.title })).toBeVisible();

    await taskCard(page, task.title)
      .getByRole('button', { name: /Reopen/ })
      .click();
    await expect(pending.getByRole('heading', { name: task.title })).toBeVisible();
    await expect(taskGroup(page, 'Completed').getByRole('heading', { name: task.title })).toHaveCount(0);
  });

  test('creating a task needs a title, then lists it', async ({ page }) => {
    const title = uniqueTaskTitle('Draft release notes');
    await page.goto('/task-manager');
    await page.getByRole('button', { name: 'New task' }).click();
    const dialog = page.getByRole('dialog', { name: 'New task' });
    await dialog.getByRole('button', { name: 'Create task' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();

    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill('Summarise what changed for clients.');
    await dialog.getByLabel('Status').selectOption('In Progress');
    await dialog.getByLabel('Priority').selectOption('High');
    await dialog.getByLabel('Assignee').selectOption('Julian Faulkner');
    await dialog.getByLabel('Due date').fill(dayFromToday(2));
    await dialog.getByRole('button', { name: 'Create task' }).click();
    await expect(dialog).toHaveCount(0);
    const card = taskGroup(page, 'In Progress').getByRole('article', { name: title });
    await expect(card).toContainText('Julian Faulkner');
    await expect(card).toContainText('2 days left');
    await expect(card).toContainText('High priority');
  });

  test('editing a task changes it', async ({ page, request }) => {
    const task = await buildTask(request);
    await page.goto('/task-manager');
    await taskCard(page, task.title).getByRole('button', { name: /Edit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit task' });
    await expect(dialog.getByLabel('Title')).toHaveValue(task.title);
    await dialog.getByLabel('Assignee').selectOption('Dantee Fluellen');
    await dialog.getByLabel('Priority').selectOption('Low');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(taskCard(page, task.title)).toContainText('Dantee Fluellen');
    await expect(taskCard(page, task.title)).toContainText('Low priority');
  });

  test('an empty answer shows No tasks found', async ({ page }) => {
    await page.route(LIST, (route) => route.fulfill({ json: { success: true, tasks: [], nextCursor: null } }));
    await page.goto('/task-manager');
    await expect(page.getByText('No tasks found')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Overdue' })).toHaveCount(0);
  });
});

test.describe('when the tasks cannot be loaded', () => {
  test.use({ allowConsoleErrors: FAILED_LOAD });

  test('a 500 shows the sample tasks under a banner, and Retry recovers', async ({ page }) => {
    await page.route(LIST, (route) =>
      route.fulfill({ status: 500, json: { success: false, error: 'internal_error', message: 'Something broke.' } }),
    );
    await page.goto('/task-manager');
    const banner = page.getByRole('alert').filter({ hasText: 'API temporarily unavailable - showing sample data' });
    await expect(banner).toBeVisible();
    for (const title of [SEEDED.auth, SEEDED.schema, SEEDED.docs, SEEDED.ci]) {
      await expect(taskCard(page, title)).toBeVisible();
    }
    await expect(page.getByRole('button', { name: /Mark complete/ })).toHaveCount(0);

    await page.unroute(LIST);
    await banner.getByRole('button', { name: 'Retry' }).click();
    await expect(banner).toHaveCount(0);
    await expect(taskCard(page, SEEDED.contract)).toBeVisible();
  });

  test('an unreachable server shows the network message and the sample tasks', async ({ page }) => {
    await page.route(LIST, (route) => route.abort('internetdisconnected'));
    await page.goto('/task-manager');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Network connection error - please check your internet connection' }),
    ).toBeVisible();
    await expect(taskGroup(page, 'Overdue').getByRole('heading', { name: SEEDED.docs })).toBeVisible();
  });

  test("another refusal names the status and the server's text", async ({ page }) => {
    await page.route(LIST, (route) =>
      route.fulfill({ status: 404, json: { success: false, error: 'not_found', message: 'No such pipeline.' } }),
    );
    await page.goto('/task-manager');
    const banner = page.getByRole('alert').filter({ hasText: 'API request failed with status 404' });
    await expect(banner).toContainText('No such pipeline.');
    await expect(banner.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the page fits the screen without sideways scrolling', async ({ page }) => {
    await page.goto('/task-manager');
    await expect(taskCard(page, SEEDED.docs)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
