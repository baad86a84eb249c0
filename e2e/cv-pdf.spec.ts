import { CV_PDF_MESSAGES } from '@app/shared/assistant/assistant.constants';
import type { Page } from '@playwright/test';
import { buildEmptyOperatorsPdf, buildScannedPdf, buildTextPdf } from '../apps/server/src/test/pdf-fixtures.ts';
import { expectNoSeriousViolations } from './accessibility-helpers.ts';
import { messages, profileWizard, uniqueName } from './developers-helpers.ts';
import { expect, test } from './fixtures.ts';

/** Issue 33: a CV uploaded as a PDF on the developer assistant goes through the pasted CV's draft. */

const FORM = 'form[aria-label="Fill your profile from your CV"]';
const cvForm = (page: Page) => page.getByRole('form', { name: 'Fill your profile from your CV' });
const pdfInput = (page: Page) => cvForm(page).getByLabel('Or upload a PDF');
const pdfFile = (name: string, buffer: Buffer) => ({ name, mimeType: 'application/pdf', buffer });

function cvLines(name: string) {
  return [
    name,
    'Senior Backend Engineer, Lagos, Nigeria (UTC+1)',
    '8 years of experience with Go, PostgreSQL and Kubernetes.',
  ];
}

async function openPdfUpload(page: Page) {
  await page.goto('/developer-chat');
  await page.getByRole('button', { name: 'or upload a PDF' }).click();
  await expect(pdfInput(page)).toBeFocused();
}

test.describe('a CV as a PDF', () => {
  test.use({ allowConsoleErrors: /status of 422/ });

  test('a scan is refused with its sentence; a text PDF fills the box, then the profile draft', async ({ page }) => {
    await openPdfUpload(page);
    await pdfInput(page).setInputFiles(pdfFile('scan.pdf', buildScannedPdf()));
    await expect(cvForm(page).getByRole('alert')).toHaveText(
      'This PDF has no text we can read; paste your CV instead.',
    );
    await expectNoSeriousViolations(page, 'the CV form with a refused PDF', FORM);

    const name = uniqueName();
    const lines = cvLines(name);
    await pdfInput(page).setInputFiles(pdfFile('cv.pdf', buildTextPdf([lines])));
    const box = cvForm(page).getByLabel('Your CV or LinkedIn summary');
    await expect(box).toHaveValue(lines.join('\n'));
    await expect(box).toBeFocused();
    await expect(cvForm(page).getByRole('status')).toContainText('Read cv.pdf: check the text above');
    await expect(cvForm(page).getByRole('alert')).toHaveCount(0);

    await cvForm(page).getByRole('button', { name: 'Fill my profile' }).click();
    await expect(messages(page).nth(-2)).toContainText('I read your CV and filled in: Name, Professional title');
    const wizard = profileWizard(page);
    await expect(wizard.getByLabel('Name')).toHaveValue(name);
    await expect(wizard.getByLabel('Professional title')).toHaveValue('Senior Backend Engineer');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect(wizard.getByRole('list', { name: 'Skills: selected' }).getByRole('listitem')).toHaveText([
      'Go',
      'PostgreSQL',
      'Kubernetes',
    ]);
  });

  test('a PDF that takes too long is stopped, and says so; the box stays for pasting', async ({ page }) => {
    await openPdfUpload(page);
    const sent = page.waitForRequest('**/api/assistant/cv-text');
    await pdfInput(page).setInputFiles(pdfFile('slow.pdf', buildEmptyOperatorsPdf()));
    // Issue 40: the upload carries the visitor's token; the server stops the parse at its deadline.
    expect((await sent).headers().authorization).toMatch(/^Bearer \S+$/);
    await expect(cvForm(page).getByRole('alert')).toHaveText('This PDF could not be read in time.', {
      timeout: 20_000,
    });
    await expect(cvForm(page).getByLabel('Your CV or LinkedIn summary')).toBeEditable();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the upload fits the screen and passes axe, before and after reading a PDF', async ({ page }) => {
    const scrollsSideways = () => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    await openPdfUpload(page);
    expect(await scrollsSideways()).toBe(false);
    await pdfInput(page).setInputFiles(pdfFile('my-cv.pdf', buildTextPdf([cvLines(uniqueName())])));
    await expect(cvForm(page).getByRole('status')).toContainText('Read my-cv.pdf');
    expect(await scrollsSideways()).toBe(false);
    await expectNoSeriousViolations(page, 'the CV form at 390 px', FORM);
    // Checked on the client too, with the server's sentence.
    await pdfInput(page).setInputFiles({ name: 'cv.docx', mimeType: 'application/msword', buffer: Buffer.from('x') });
    await expect(cvForm(page).getByRole('alert')).toHaveText(CV_PDF_MESSAGES.notPdf);
  });
});
