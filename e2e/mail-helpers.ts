import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';

/** Where e2e/serve.mjs's SMTP server writes what the app sends, one .eml file a mail. */
const root = fileURLToPath(new URL('..', import.meta.url));
const mailDir = () => path.join(root, '.tmp', `e2e-mail-${process.env.E2E_PORT}`);

/** The newest mail to `address` that arrives (the app's outbox sends within a few seconds). */
export async function waitForMail(address: string, { subject }: { subject?: RegExp } = {}) {
  let found: Awaited<ReturnType<typeof simpleParser>> | null = null;
  await expect
    .poll(
      async () => {
        const files = readdirSync(mailDir()).sort().reverse();
        for (const file of files) {
          const mail = await simpleParser(readFileSync(path.join(mailDir(), file)));
          const to = Array.isArray(mail.to) ? mail.to.map((entry) => entry.text).join(',') : (mail.to?.text ?? '');
          if (to.includes(address) && (!subject || subject.test(mail.subject ?? ''))) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000, message: `a mail to ${address}` },
    )
    .toBe(true);
  return found as unknown as Awaited<ReturnType<typeof simpleParser>>;
}

/** The first link in a mail's text part that starts with `prefix` (an app path such as /account/email/verify). */
export function linkIn(mail: { text?: string }, prefix: string): string {
  const match = (mail.text ?? '').match(new RegExp(`https?://[^\\s>]+${prefix.replace(/[/?]/g, '\\$&')}[^\\s>]*`));
  if (!match) throw new Error(`no link to ${prefix} in the mail`);
  return match[0];
}
