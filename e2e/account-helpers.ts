import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, BrowserContext, CDPSession, Download, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { approveSubmission, createBounty, submitWork } from './gamification-helpers.ts';
import { createProfile, createVisitor, postJob, uniqueName, type Visitor } from './marketplace-helpers.ts';

/**
 * Passkeys are bound to a host name, and Chromium refuses WebAuthn on an IP address: the account
 * specs open the app at http://localhost:<port>, the origin e2e/serve.mjs gives the server as
 * PUBLIC_ORIGIN.
 */
export const ACCOUNT_BASE_URL = `http://localhost:${process.env.E2E_PORT}`;

/** Chromium's virtual authenticator in this page: a platform passkey with user verification, as a phone's. */
export async function addAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { cdp, authenticatorId };
}

export type Authenticator = Awaited<ReturnType<typeof addAuthenticator>>;

/** The passkeys one authenticator holds, put into another (the same passkey, synced to a second device). */
export async function copyPasskeys(from: Authenticator, to: Authenticator): Promise<number> {
  const { credentials } = await from.cdp.send('WebAuthn.getCredentials', { authenticatorId: from.authenticatorId });
  for (const credential of credentials)
    await to.cdp.send('WebAuthn.addCredential', { authenticatorId: to.authenticatorId, credential });
  return credentials.length;
}

/** A fresh browser (no storage) at the account specs' origin. */
export function newBrowser(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<BrowserContext> {
  return browser.newContext({ baseURL: ACCOUNT_BASE_URL, viewport });
}

/** Puts the visitor's token in this context's storage before the app starts. */
export async function holdVisitor(context: BrowserContext, visitor: Visitor): Promise<void> {
  await context.addInitScript((token) => {
    if (!sessionStorage.getItem('account-spec-seeded')) {
      sessionStorage.setItem('account-spec-seeded', '1');
      localStorage.setItem('visitor_token', token);
    }
  }, visitor.token);
}

export interface OwnedContent {
  name: string;
  jobTitle: string;
  developerName: string;
  tokens: number;
}

/** A visitor with a name of their own, a developer profile, a job and tokens earned from a bounty, all through the API. */
export async function buildVisitorWithContent(request: APIRequestContext): Promise<Visitor & OwnedContent> {
  const visitor = await createVisitor(request);
  const me = await request.get('/api/users/me', { headers: visitor.headers });
  const { user } = (await me.json()) as { user: { id: string } };
  const name = uniqueName('Noor');
  const renamed = await request.put(`/api/users/${user.id}`, { headers: visitor.headers, data: { name } });
  expect(renamed.status()).toBe(200);
  const profile = await createProfile(request, visitor);
  const job = await postJob(request, visitor);
  const bounty = await createBounty(request, { reward: 120 });
  await approveSubmission(request, (await submitWork(request, visitor.headers, bounty.id)).id);
  return { ...visitor, name, jobTitle: job.title, developerName: profile.name, tokens: 120 };
}

/** The token this page's app holds (lib/storage STORAGE_KEYS.visitorToken). */
export const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('visitor_token'));

/** One figure of "Who you are" (Jobs posted, Developer profile, Wallet...). */
export const ownedValue = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Who you are' })
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

export const recoveryCodesDialog = (page: Page) => page.getByRole('dialog', { name: 'Save your recovery codes' });

/** The "Confirm it's you" prompt of the sensitive account actions (issue 35). */
export const confirmItsYouDialog = (page: Page) => page.getByRole('dialog', { name: "Confirm it's you" });

/** Saves the page's visitor with a passkey and returns the recovery codes the dialog shows once. */
export async function savePasskey(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Save this account with a passkey' }).click();
  const dialog = recoveryCodesDialog(page);
  await expect(dialog).toBeVisible();
  const codes = await dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allInnerTexts();
  expect(codes).toHaveLength(10);
  await dialog.getByRole('button', { name: 'I have saved them' }).click();
  await expect(dialog).toBeHidden();
  return codes;
}

/** A file the page downloaded, as text. */
export async function readDownload(download: Download): Promise<string> {
  return readFile(await download.path(), 'utf8');
}
