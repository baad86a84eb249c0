import { BLOCKED_MESSAGE } from '@app/shared/members/blocks.constants';
import { developerPagePath, developerProfilePath } from '@app/shared/navigation/marketplace-paths';
import { expectNoSeriousViolations } from './accessibility-helpers.ts';
import { expect, test } from './fixtures.ts';
import { contextAs, createProfile, createVisitor, watchConsole } from './marketplace-helpers.ts';

/**
 * Issue 41 §5, two people: a member writes to a developer from their profile with no application;
 * it arrives live in the developer's inbox as a direct message; the developer blocks the member,
 * whose next message is refused with the server's sentence, the text kept in the box; the developer
 * unblocks them on the account page, and the kept message goes through.
 */
test.use({ allowConsoleErrors: /Failed to load resource: the server responded with a status of 403/ });

test('a member messages a developer, it arrives live, and once blocked their next message is refused', async ({
  browser,
  page,
  request,
}) => {
  const developer = await createVisitor(request);
  const member = await createVisitor(request);
  const profile = await createProfile(request, developer);

  // The developer's inbox is open and empty.
  const developerContext = await contextAs(browser, developer);
  const developerPage = await developerContext.newPage();
  const developerErrors = watchConsole(developerPage);
  await developerPage.goto('/messages');
  await expect(developerPage.getByText('No conversations yet')).toBeVisible();

  // The member, on a phone, writes from the developer's profile: Shift+Enter adds a line, Enter sends.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript((token) => {
    if (!localStorage.getItem('visitor_token')) localStorage.setItem('visitor_token', token);
  }, member.token);
  await page.goto(developerProfilePath(profile.id));
  await page.getByRole('button', { name: `Message ${profile.name}` }).click();
  const box = page.getByRole('textbox', { name: `Message to ${profile.name}` });
  await expect(box).toBeFocused();
  await box.fill('Hello! Before I post a job:');
  await box.press('Shift+Enter');
  await box.pressSequentially('are you free in May?');
  await box.press('Enter');

  // The member lands on the thread in their inbox.
  await expect(page).toHaveURL(/\/messages\?direct=/);
  const memberThread = page.getByRole('region', { name: `Conversation with ${profile.name}` });
  await expect(memberThread.getByRole('log')).toContainText('are you free in May?');
  const memberHeading = page.getByRole('heading', { name: `Direct message with ${profile.name}` });
  await expect(memberHeading).toBeVisible();
  // The developer's name leads to their page.
  await expect(memberHeading.getByRole('link', { name: profile.name })).toHaveAttribute(
    'href',
    developerPagePath(profile.id),
  );

  // It arrives live on the developer's side, labelled as a direct message.
  const item = developerPage.getByRole('list', { name: 'Conversations' }).getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Direct message');
  await expect(item).toContainText('are you free in May?');
  await item.getByRole('link').click();
  const developerThread = developerPage.getByRole('region', { name: 'Conversation with Community Member' });
  await expect(developerThread.getByRole('log')).toContainText('Hello! Before I post a job:');

  // The developer blocks the member, after a confirmation.
  await developerPage.getByRole('button', { name: 'Block Community Member' }).click();
  const confirm = developerPage.getByRole('dialog', { name: 'Block Community Member?' });
  await confirm.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(developerPage.getByText('You blocked Community Member')).toBeVisible();
  await expect(developerPage.getByRole('button', { name: 'Unblock Community Member' })).toBeVisible();

  // The member's next message is refused with the server's sentence, and stays in the box.
  const reply = memberThread.getByRole('textbox', { name: `Message to ${profile.name}` });
  await reply.fill('Hello again?');
  await reply.press('Enter');
  await expect(memberThread.getByRole('alert')).toHaveText(BLOCKED_MESSAGE);
  await expect(reply).toHaveValue('Hello again?');
  await expectNoSeriousViolations(page, 'a direct conversation at 390 px');

  // The developer's account page lists the member, linked to their page, and unblocks them there.
  await developerPage.goto('/account');
  const blocked = developerPage.getByRole('region', { name: 'Blocked members' });
  const blockedList = blocked.getByRole('list', { name: 'Members you blocked' });
  await expect(blockedList.getByRole('link', { name: 'Community Member' })).toHaveAttribute('href', /^\/members\//);
  await blocked.getByRole('button', { name: 'Unblock Community Member' }).click();
  await expect(blocked.getByRole('status')).toContainText('You unblocked Community Member.');
  await expect(blocked.getByText('You have not blocked anyone.')).toBeVisible();
  await expect(blocked.getByRole('heading', { name: 'Blocked members' })).toBeFocused();

  // Now the member's kept message goes through.
  await reply.press('Enter');
  await expect(memberThread.getByRole('log')).toContainText('Hello again?');
  await expect(reply).toHaveValue('');

  expect(developerErrors).toEqual([]);
  await developerContext.close();
});
