import { SERVICE_MESSAGES } from '@app/shared/waitlists/waitlists.constants';
import { expect, test } from './fixtures.ts';
import { holdRequests } from './network-helpers.ts';
import {
  courseDialog,
  fillServiceForm,
  fillThisMonth,
  GOOD_SUMMARY,
  getAvailability,
  hasSidewaysScroll,
  monthLabelsBetween,
  scrollSettled,
  serviceForm,
  uniqueEmail,
} from './waitlists-helpers.ts';

const SERVICE_POST = '**/api/waitlists/service';
const COURSE_POST = '**/api/waitlists/course';
const FAILED_LOAD = /Failed to load resource/;
const REQUIRED = [
  SERVICE_MESSAGES.nameRequired,
  SERVICE_MESSAGES.phoneRequired,
  SERVICE_MESSAGES.emailRequired,
  SERVICE_MESSAGES.summaryRequired,
];
const spotsRegion = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Secure Your Spot' });
const SPOTS_TEXT = /(\d+) of 10 spots left for |This month is full; new sign-ups start in /;

test.describe('the prototype + pitch deck service page', () => {
  test('the hero states the offer, the limit and the guarantee', async ({ page }) => {
    await page.goto('/landing-page');
    const hero = page.getByRole('region', { name: 'Turn Your Tech Idea Into Reality' });
    await expect(hero.getByRole('heading', { level: 1, name: 'Turn Your Tech Idea Into Reality' })).toBeVisible();
    await expect(hero.getByText('🚀 Limited Launch', { exact: true })).toBeVisible();
    await expect(hero.getByText('Only 10 projects per month', { exact: true })).toBeVisible();
    for (const feature of ['Professional Prototype', 'Investor-Ready Pitch Deck', 'Fast Turnaround']) {
      await expect(hero.getByText(feature, { exact: true })).toBeVisible();
    }
    await expect(hero.getByText(/100% satisfaction guarantee/i)).toBeVisible();
    await expect(hero.getByText(SPOTS_TEXT)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back to Home' })).toBeVisible();
  });

  test('the six features, the stats, three testimonials and Secure Your Spot', async ({ page }) => {
    await page.goto('/landing-page');
    const features = page.getByRole('region', { name: 'Everything you need to launch' });
    await expect(features.getByRole('heading', { level: 3 })).toHaveText([
      'Professional Prototype',
      'Investor-Ready Pitch Deck',
      'Fast Delivery',
      'Design Excellence',
      'Strategic Guidance',
      'Iterative Process',
    ]);
    const stats = page.getByRole('region', { name: 'Our track record' });
    for (const [value, label] of [
      ['500+', 'Ideas validated'],
      ['95%', 'Success rate'],
      ['2-3 weeks', 'Delivery'],
      ['24/7', 'Support'],
    ] as const) {
      await expect(stats.getByText(value, { exact: true })).toBeVisible();
      await expect(stats.getByRole('term').filter({ hasText: label })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'What founders say' }).getByRole('listitem')).toHaveCount(3);
    await expect(spotsRegion(page).getByText('Limited Spots Available', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Secure Your Spot' })).toBeVisible();
  });

  test('Join Waitlist and Secure Your Spot scroll to the form and focus its first field', async ({ page }) => {
    await page.goto('/landing-page');
    const name = serviceForm(page).getByLabel('Name');
    await expect(name).not.toBeInViewport();
    await page.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(name).toBeFocused();
    await expect(name).toBeInViewport();
    await scrollSettled(page);

    await page.getByRole('button', { name: 'Secure Your Spot' }).click();
    await expect(name).toBeFocused();
    await expect(name).toBeInViewport();
  });

  test('See Examples goes to the Proto Hub', async ({ page }) => {
    await page.goto('/landing-page');
    await page.getByRole('link', { name: 'See Examples' }).click();
    await expect(page).toHaveURL(/\/proto-hub$/);
  });

  test('an empty submit shows the four required messages and focuses Name', async ({ page }) => {
    await page.goto('/landing-page');
    await serviceForm(page).getByRole('button', { name: 'Reserve My Spot' }).click();
    for (const message of REQUIRED) await expect(serviceForm(page).getByText(message, { exact: true })).toBeVisible();
    const name = serviceForm(page).getByLabel('Name');
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(SERVICE_MESSAGES.nameRequired);
  });

  test('short name, bad phone, bad email and short summary each get their message', async ({ page }) => {
    await page.goto('/landing-page');
    await fillServiceForm(page, { name: ' A ', phone: '0555 123', email: 'ada@example', summary: 'Too short.' });
    await serviceForm(page).getByRole('button', { name: 'Reserve My Spot' }).click();
    const form = serviceForm(page);
    await expect(form.getByLabel('Name')).toHaveAccessibleDescription(SERVICE_MESSAGES.nameShort);
    await expect(form.getByLabel('Phone')).toHaveAccessibleDescription(SERVICE_MESSAGES.phoneInvalid);
    await expect(form.getByLabel('Email')).toHaveAccessibleDescription(SERVICE_MESSAGES.emailInvalid);
    await expect(form.getByLabel('Project summary')).toHaveAccessibleDescription(SERVICE_MESSAGES.summaryShort);
    for (const message of REQUIRED) await expect(form.getByText(message, { exact: true })).toHaveCount(0);
    await expect(form.getByLabel('Name')).toBeFocused();

    // Fixing one field at a time leaves only the others' messages.
    await fillServiceForm(page, { name: 'Ada', phone: '+44 (20) 7946-0958', email: 'ada@example.com' });
    await form.getByRole('button', { name: 'Reserve My Spot' }).click();
    await expect(form.getByText(SERVICE_MESSAGES.summaryShort, { exact: true })).toBeVisible();
    await expect(form.getByLabel('Project summary')).toBeFocused();
    for (const message of [SERVICE_MESSAGES.nameShort, SERVICE_MESSAGES.phoneInvalid, SERVICE_MESSAGES.emailInvalid]) {
      await expect(form.getByText(message, { exact: true })).toHaveCount(0);
    }
  });

  test("a field's message clears as soon as that field is edited", async ({ page }) => {
    await page.goto('/landing-page');
    const form = serviceForm(page);
    await form.getByRole('button', { name: 'Reserve My Spot' }).click();
    await expect(form.getByText(SERVICE_MESSAGES.emailRequired, { exact: true })).toBeVisible();
    await form.getByLabel('Email').pressSequentially('a');
    await expect(form.getByText(SERVICE_MESSAGES.emailRequired, { exact: true })).toHaveCount(0);
    await expect(form.getByText(SERVICE_MESSAGES.emailInvalid, { exact: true })).toHaveCount(0);
    await expect(form.getByLabel('Email')).not.toHaveAttribute('aria-invalid', 'true');
    for (const message of [SERVICE_MESSAGES.nameRequired, SERVICE_MESSAGES.phoneRequired]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await form.getByLabel('Project summary').pressSequentially('x');
    await expect(form.getByText(SERVICE_MESSAGES.summaryRequired, { exact: true })).toHaveCount(0);
    await expect(form.getByText(SERVICE_MESSAGES.nameRequired, { exact: true })).toBeVisible();
  });

  test('the counter counts the trimmed summary against the 50 minimum', async ({ page }) => {
    await page.goto('/landing-page');
    const form = serviceForm(page);
    await expect(form.getByText('0/50 minimum', { exact: true })).toBeVisible();
    await fillServiceForm(page, { summary: '   A chat app   ' });
    await expect(form.getByText('10/50 minimum', { exact: true })).toBeVisible();
    await fillServiceForm(page, { summary: GOOD_SUMMARY });
    await expect(form.getByText(`${GOOD_SUMMARY.length}/50 minimum`, { exact: true })).toBeVisible();
  });

  test('a sign-up shows Submitting..., then the welcome screen with its month', async ({ page, request }) => {
    const release = await holdRequests(page, SERVICE_POST);
    const before = await getAvailability(request);
    await page.goto('/landing-page');
    await fillServiceForm(page, {
      name: 'Ada Lovelace',
      phone: '+1 (555) 123-4567',
      email: uniqueEmail('ada'),
      summary: GOOD_SUMMARY,
    });
    await serviceForm(page).getByRole('button', { name: 'Reserve My Spot' }).click();
    const submitting = serviceForm(page).getByRole('button', { name: 'Submitting...' });
    await expect(submitting).toBeDisabled();
    release();

    const section = spotsRegion(page);
    await expect(section.getByRole('heading', { name: SERVICE_MESSAGES.successTitle, exact: true })).toBeFocused();
    const after = await getAvailability(request);
    const booked = await section.getByText(/Your project is booked for/).textContent();
    const month = booked?.replace('Your project is booked for ', '').replace(/\.$/, '');
    expect(monthLabelsBetween(before.nextOpenMonth, after.nextOpenMonth)).toContain(month);
  });

  test('signing up again with the same email shows the same month', async ({ page }) => {
    const email = uniqueEmail('again');
    await page.goto('/landing-page');
    await fillServiceForm(page, { name: 'Grace Hopper', phone: '555 123 4567', email, summary: GOOD_SUMMARY });
    await serviceForm(page).getByRole('button', { name: 'Reserve My Spot' }).click();
    const booked = spotsRegion(page).getByText(/Your project is booked for/);
    await expect(booked).toBeVisible();
    const first = await booked.textContent();

    await page.reload();
    await fillServiceForm(page, {
      name: 'Someone Else',
      phone: '555 765 4321',
      email: email.toUpperCase(),
      summary: GOOD_SUMMARY,
    });
    await serviceForm(page).getByRole('button', { name: 'Reserve My Spot' }).click();
    await expect(spotsRegion(page).getByText(/Your project is booked for/)).toHaveText(first ?? '');
  });
});

test.describe('the service form when the server says no', () => {
  test.use({ allowConsoleErrors: FAILED_LOAD });

  test('a server failure says so and keeps every value', async ({ page }) => {
    await page.route(SERVICE_POST, (route) =>
      route.fulfill({ status: 500, json: { success: false, error: 'internal', message: 'Something broke.' } }),
    );
    await page.goto('/landing-page');
    const values = {
      name: 'Ada Lovelace',
      phone: '+1 555 123 4567',
      email: uniqueEmail('fail'),
      summary: GOOD_SUMMARY,
    };
    await fillServiceForm(page, values);
    const form = serviceForm(page);
    await form.getByRole('button', { name: 'Reserve My Spot' }).click();
    await expect(form.getByRole('alert')).toHaveText(SERVICE_MESSAGES.failed);
    await expect(form.getByLabel('Name')).toHaveValue(values.name);
    await expect(form.getByLabel('Phone')).toHaveValue(values.phone);
    await expect(form.getByLabel('Email')).toHaveValue(values.email);
    await expect(form.getByLabel('Project summary')).toHaveValue(values.summary);
    await expect(form.getByRole('button', { name: 'Reserve My Spot' })).toBeEnabled();

    await page.unroute(SERVICE_POST);
    await form.getByRole('button', { name: 'Reserve My Spot' }).click();
    await expect(page.getByRole('heading', { name: SERVICE_MESSAGES.successTitle })).toBeVisible();
  });

  test('a server rejection shows its field messages', async ({ page }) => {
    await page.route(SERVICE_POST, (route) =>
      route.fulfill({
        status: 400,
        json: {
          success: false,
          error: 'invalid_input',
          message: 'Invalid input',
          errors: [{ path: 'email', message: SERVICE_MESSAGES.emailInvalid }],
        },
      }),
    );
    await page.goto('/landing-page');
    await fillServiceForm(page, { name: 'Ada', phone: '5551234567', email: 'ada@example.com', summary: GOOD_SUMMARY });
    await serviceForm(page).getByRole('button', { name: 'Reserve My Spot' }).click();
    await expect(serviceForm(page).getByLabel('Email')).toHaveAccessibleDescription(SERVICE_MESSAGES.emailInvalid);
    await expect(serviceForm(page).getByLabel('Email')).toBeFocused();
    await expect(serviceForm(page).getByText(SERVICE_MESSAGES.failed)).toHaveCount(0);
  });

  test('spots left that cannot load say so, and Retry loads them', async ({ page }) => {
    let fail = true;
    await page.route('**/api/waitlists/service/availability', (route) =>
      fail
        ? route.fulfill({ status: 500, json: { success: false, error: 'internal', message: 'x' } })
        : route.continue(),
    );
    await page.goto('/landing-page');
    const notice = spotsRegion(page)
      .getByRole('alert')
      .filter({ hasText: 'spots left this month could not be loaded' });
    await expect(notice).toBeVisible();
    fail = false;
    await notice.getByRole('button', { name: 'Retry' }).click();
    await expect(spotsRegion(page).getByText(SPOTS_TEXT)).toBeVisible();
  });
});

// These two watch this month's spots, so they run in order: the first needs a spot left, the second fills the month.
test.describe('spots left this month', () => {
  test.describe.configure({ mode: 'serial' });

  test('a sign-up lowers the spots left', async ({ page, request }) => {
    await page.goto('/landing-page');
    const spots = spotsRegion(page).getByText(SPOTS_TEXT);
    await expect(spots).toBeVisible();
    const before = await getAvailability(request);
    expect(before.spotsLeft, 'this month should still have room').toBeGreaterThan(0);
    await expect(spots).toContainText(`of 10 spots left for ${before.monthLabel}`);

    await fillServiceForm(page, {
      name: 'Alan Turing',
      phone: '+44 20 7946 0958',
      email: uniqueEmail('spots'),
      summary: GOOD_SUMMARY,
    });
    await serviceForm(page).getByRole('button', { name: 'Reserve My Spot' }).click();
    await expect(page.getByRole('heading', { name: SERVICE_MESSAGES.successTitle })).toBeVisible();

    await page.reload();
    await expect(spots).toBeVisible();
    const left = Number((await spots.textContent())?.match(/^(\d+) of 10/)?.[1] ?? 0);
    expect(left).toBeLessThan(before.spotsLeft);
  });

  test('a full month books into the next one and says so', async ({ page, request }) => {
    const full = await fillThisMonth(request);
    expect(full.nextOpenMonth > full.month).toBe(true);
    await page.goto('/landing-page');
    await expect(spotsRegion(page).getByText(SPOTS_TEXT)).toHaveText(
      `This month is full; new sign-ups start in ${full.nextOpenMonthLabel}`,
    );
    await expect(
      page.getByRole('region', { name: 'Turn Your Tech Idea Into Reality' }).getByText(SPOTS_TEXT),
    ).toHaveText(`This month is full; new sign-ups start in ${full.nextOpenMonthLabel}`);

    await fillServiceForm(page, {
      name: 'Katherine Johnson',
      phone: '555 222 3333',
      email: uniqueEmail('next'),
      summary: GOOD_SUMMARY,
    });
    await serviceForm(page).getByRole('button', { name: 'Reserve My Spot' }).click();
    const after = await getAvailability(request);
    const booked = spotsRegion(page).getByText(/Your project is booked for/);
    await expect(booked).toBeVisible();
    const month = (await booked.textContent())?.replace('Your project is booked for ', '').replace(/\.$/, '');
    expect(monthLabelsBetween(full.nextOpenMonth, after.nextOpenMonth)).toContain(month);
    expect(month).not.toBe(full.monthLabel);
  });
});

test.describe('the coding education page', () => {
  test('shows the program: modules, stats, sessions and testimonials', async ({ page }) => {
    await page.goto('/coding-education');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back to Home' })).toBeVisible();
    await expect(page.getByText(/8-week, one-on-one full-stack program/)).toBeVisible();
    await expect(page.getByText(/sessions of 5-10 minutes/i).first()).toBeVisible();
    const modules = page.getByRole('region', { name: 'Course overview' });
    await expect(modules.getByRole('heading', { level: 3 })).toHaveText([
      'Frontend Foundations',
      'Backend Development',
      'Full-Stack Integration',
      'Deployment',
    ]);
    const stats = page.getByRole('region', { name: 'The program in numbers' });
    for (const [value, label] of [
      ['8', 'Weeks'],
      ['1-on-1', 'Coaching'],
      ['1', 'Live app'],
      ['3+', 'Years expertise'],
    ] as const) {
      await expect(stats.getByText(value, { exact: true })).toBeVisible();
      await expect(stats.getByRole('term').filter({ hasText: label })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'What learners say' }).getByRole('listitem')).toHaveCount(3);
  });

  test('Join the Waitlist opens the form from the hero and from the closing call to action', async ({ page }) => {
    await page.goto('/coding-education');
    const buttons = page.getByRole('button', { name: 'Join the Waitlist' });
    await expect(buttons).toHaveCount(2);
    await buttons.first().click();
    await expect(courseDialog(page)).toBeVisible();
    await courseDialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(courseDialog(page)).toHaveCount(0);
    await buttons.last().click();
    await expect(courseDialog(page)).toBeVisible();
    await expect(courseDialog(page).getByLabel('Email')).toHaveAttribute('type', 'email');
  });

  test('the required fields each get their message', async ({ page }) => {
    await page.goto('/coding-education');
    await page.getByRole('button', { name: 'Join the Waitlist' }).first().click();
    const dialog = courseDialog(page);
    await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(dialog.getByLabel('Name')).toHaveAccessibleDescription('Name is required');
    await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription('Email is required');
    await expect(dialog.getByLabel('Experience')).toHaveAccessibleDescription('Choose your experience level');
    await expect(dialog.getByLabel('Availability')).toHaveAccessibleDescription('Choose when you are available');
    await expect(dialog.getByLabel('Goals (optional)')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Name')).toBeFocused();

    await dialog.getByLabel('Email').fill('ada@nowhere');
    await expect(dialog.getByText('Email is required')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address');
  });

  test('a sign-up shows the thank-you view, and the next opening starts over', async ({ page }) => {
    await page.goto('/coding-education');
    await page.getByRole('button', { name: 'Join the Waitlist' }).first().click();
    const dialog = courseDialog(page);
    await dialog.getByLabel('Name').fill('Ada Lovelace');
    await dialog.getByLabel('Email').fill(uniqueEmail('course'));
    await dialog.getByLabel('Experience').selectOption('some-experience');
    await dialog.getByLabel('Goals (optional)').fill('Build a booking app for my studio.');
    await dialog.getByLabel('Availability').selectOption('weekday-evening');
    await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(dialog.getByRole('heading', { name: 'Thank you for joining, Ada Lovelace!' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toHaveCount(0);

    await page.getByRole('button', { name: 'Join the Waitlist' }).last().click();
    await expect(dialog.getByLabel('Name')).toHaveValue('');
  });

  test('Escape closes the form, focus returns to the button, and the draft is kept', async ({ page }) => {
    await page.goto('/coding-education');
    const open = page.getByRole('button', { name: 'Join the Waitlist' }).first();
    await open.click();
    await courseDialog(page).getByLabel('Name').fill('Draft Name');
    await page.keyboard.press('Escape');
    await expect(courseDialog(page)).toHaveCount(0);
    await expect(open).toBeFocused();
    await open.click();
    await expect(courseDialog(page).getByLabel('Name')).toHaveValue('Draft Name');
  });
});

test.describe('the course form when the server fails', () => {
  test.use({ allowConsoleErrors: FAILED_LOAD });

  test('says so in an alert and keeps every value', async ({ page }) => {
    await page.route(COURSE_POST, (route) =>
      route.fulfill({ status: 500, json: { success: false, error: 'internal', message: 'Something broke.' } }),
    );
    await page.goto('/coding-education');
    await page.getByRole('button', { name: 'Join the Waitlist' }).first().click();
    const dialog = courseDialog(page);
    const email = uniqueEmail('course-fail');
    await dialog.getByLabel('Name').fill('Grace Hopper');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Experience').selectOption('advanced');
    await dialog.getByLabel('Availability').selectOption('weekend');
    await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(SERVICE_MESSAGES.failed);
    await expect(dialog.getByLabel('Name')).toHaveValue('Grace Hopper');
    await expect(dialog.getByLabel('Email')).toHaveValue(email);
    await expect(dialog.getByLabel('Experience')).toHaveValue('advanced');
    await expect(dialog.getByLabel('Availability')).toHaveValue('weekend');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('neither page scrolls sideways, with or without the form open', async ({ page }) => {
    await page.goto('/landing-page');
    await expect(serviceForm(page)).toBeVisible();
    await serviceForm(page).getByRole('button', { name: 'Reserve My Spot' }).click();
    await expect(serviceForm(page).getByText(SERVICE_MESSAGES.summaryRequired)).toBeVisible();
    expect(await hasSidewaysScroll(page)).toBe(false);

    await page.goto('/coding-education');
    await expect(page.getByRole('region', { name: 'Course overview' })).toBeVisible();
    expect(await hasSidewaysScroll(page)).toBe(false);
    await page.getByRole('button', { name: 'Join the Waitlist' }).first().click();
    await courseDialog(page).getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(courseDialog(page).getByText('Name is required')).toBeVisible();
    const box = await courseDialog(page).boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.width ?? 999) <= 390).toBe(true);
  });
});
