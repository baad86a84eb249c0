import type { APIRequestContext, APIResponse, Dialog, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Stored payloads: each would set window.__xss (and one would open a dialog) if it ever ran. */
export const XSS = {
  script: '<script>window.__xss=1</script>',
  img: '<img src=x onerror="window.__xss=1">',
  jsUrl: 'javascript:window.__xss=1',
  /** Closes an attribute and opens an element: for text that ends up in aria-label, title or value. */
  breakout: '"><svg onload="window.__xss=1;alert(1)">',
  /** The same attacks within 30 characters, for tags. */
  shortScript: '<script>__xss=1</script>',
  shortImg: '<img src=x onerror=__xss=1>',
} as const;

/** A word only this test's content holds, to find it among everything other tests create. */
export function uniqueMarker(): string {
  return `xss${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Records every alert/confirm/prompt the page opens (there must be none). */
export function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog: Dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return opened;
}

/**
 * The stored text shows literally on the screen, and none of it became markup or ran: no element
 * or handler from the payloads, no javascript: link, window.__xss never set, no dialog opened.
 */
export async function expectInert(page: Page, dialogs: string[], texts: readonly string[]): Promise<void> {
  for (const text of texts) await expect(page.getByText(text).first(), `"${text}" shows as text`).toBeVisible();
  await expect(page.locator('img[src="x"], svg[onload], [onerror], [onload]')).toHaveCount(0);
  await expect(page.locator('script', { hasText: '__xss' })).toHaveCount(0);
  await expect(page.locator('[href^="javascript:" i], [src^="javascript:" i], [action^="javascript:" i]')).toHaveCount(
    0,
  );
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
}

export type Headers = { authorization: string };

/** A new visitor whose display name is `name` (shown as the author of what they post). */
export async function namedVisitor(request: APIRequestContext, name: string): Promise<Headers> {
  const session = await request.post('/api/session');
  expect(session.status()).toBe(201);
  const { token } = (await session.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const me = await request.get('/api/users/me', { headers });
  const { user } = (await me.json()) as { user: { id: string } };
  const renamed = await request.put(`/api/users/${user.id}`, { headers, data: { name } });
  expect(renamed.status(), await renamed.text()).toBe(200);
  return headers;
}

/** Stores content through the API and returns the created record under `key`. */
export async function store<T>(response: Promise<APIResponse>, key: string): Promise<T> {
  const answer = await response;
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as Record<string, T>)[key] as T;
}

/** The server refuses a javascript: URL with a 400 in the error shape, naming the field. */
export async function expectUrlRefused(response: Promise<APIResponse>, field: string): Promise<void> {
  const answer = await response;
  expect(answer.status()).toBe(400);
  const body = (await answer.json()) as { success: boolean; error: string; errors?: { path: string }[] };
  expect(body.success).toBe(false);
  expect(body.errors?.map((error) => error.path).join(' ')).toContain(field);
}
