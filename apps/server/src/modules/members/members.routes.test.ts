import type { Review } from '@app/shared/contracts/contracts.schemas';
import { MEMBER_REVIEWS_SHOWN } from '@app/shared/members/members.constants';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveAccount } from '../../test/account-factories.ts';
import {
  applyToJob,
  createNamedVisitor,
  decideOk,
  publishJob,
  saveDeveloperProfile,
  type Visitor,
} from '../../test/application-factories.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import {
  buildCompletedContract,
  type CompletedContract,
  DAY_MS,
  developerWithProfile,
  review,
} from '../../test/review-factories.ts';
import { createVirtualAuthenticator } from '../../test/virtual-authenticator.ts';
import { contracts } from '../contracts/contracts.tables.ts';
import { getMember as readMember } from './members.service.ts';
import { memberProfiles } from './members.tables.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('members’ pages (issue 41 §2, §3)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
  });
  afterAll(() => testApp.close());

  const getMember = (id: string) => testApp.app.inject({ method: 'GET', url: `/api/members/${id}` });
  const getReviews = (id: string, query: Record<string, string>) =>
    testApp.app.inject({ method: 'GET', url: `/api/members/${id}/reviews?${new URLSearchParams(query)}` });

  /** Completed contracts between `client` and `developer`, in this order (the factory writes them for a client of its own). */
  async function completedContractsOf(
    client: Visitor,
    developer: Awaited<ReturnType<typeof developerWithProfile>>,
    options: { title: string; completedAt?: Date }[],
  ) {
    const deals: CompletedContract[] = [];
    for (const option of options) {
      const deal = await buildCompletedContract(testApp.app, testApp.database.db, developer, {
        ...option,
        paid: false,
      });
      deal.client = { userId: client.user.id, name: client.user.name, role: 'client' };
      deal.contract.clientId = client.user.id;
      deals.push(deal);
    }
    await testApp.database.db
      .update(contracts)
      .set({ clientId: client.user.id, clientName: client.user.name })
      .where(
        inArray(
          contracts.id,
          deals.map((deal) => deal.contract.contractId),
        ),
      );
    return deals;
  }
  const saveMine = (visitor: Visitor | null, payload: Record<string, unknown>) =>
    testApp.app.inject({ method: 'PUT', url: '/api/members/me', headers: visitor?.headers ?? {}, payload });

  it('shows a new member with blanks and zero counts, and nothing private', async () => {
    const member = await createNamedVisitor(testApp.app, 'Nora New');
    const response = await getMember(member.user.id);
    expect(response.statusCode).toBe(200);
    const user = (await testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: member.headers })).json()
      .user;
    expect(response.json().member).toEqual({
      id: member.user.id,
      name: 'Nora New',
      avatar: user.avatar,
      company: '',
      location: '',
      timeZone: '',
      about: '',
      memberSince: user.createdAt,
      savedAccount: false,
      counts: { jobsPosted: 0, hires: 0, contractsCompleted: 0 },
      reviews: [],
      reviewCount: 0,
      reviewsNextCursor: null,
    });
  });

  it('lets a member set their own page, trimmed, with the time zone spelled canonically', async () => {
    const member = await createNamedVisitor(testApp.app, 'Carla Client');
    const saved = await saveMine(member, {
      company: '  Acme Gyms ',
      location: 'Lyon, France',
      timeZone: 'europe/paris',
      about: 'We run twelve gyms.',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().member).toMatchObject({
      company: 'Acme Gyms',
      location: 'Lyon, France',
      timeZone: 'Europe/Paris',
      about: 'We run twelve gyms.',
    });
    expect((await getMember(member.user.id)).json().member.company).toBe('Acme Gyms');
    // Saving again replaces every field: a blank clears one.
    await saveMine(member, { company: 'Acme Gyms', location: '', timeZone: '', about: '' });
    expect((await getMember(member.user.id)).json().member).toMatchObject({ location: '', timeZone: '' });
  });

  it('refuses bad fields with a sentence per field and keeps what was there', async () => {
    const member = await createNamedVisitor(testApp.app, 'Bea Bad');
    await saveMine(member, { company: 'Kept Ltd' });
    const refused = await saveMine(member, { company: 'x'.repeat(101), timeZone: 'Mars/Olympus' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { path: 'company', message: 'Company must be at most 100 characters.' },
      { path: 'timeZone', message: 'Use a time zone name such as Europe/Paris or America/New_York.' },
    ]);
    expect((await getMember(member.user.id)).json().member.company).toBe('Kept Ltd');
    expect((await saveMine(null, { company: 'Nobody' })).statusCode).toBe(401);
  });

  it('counts published jobs, hires and completed contracts, and shows revealed reviews newest first', async () => {
    const client = await createNamedVisitor(testApp.app, 'Olga Owner');
    const hiredJob = await publishJob(testApp.app, client);
    await publishJob(testApp.app, client);
    const developer = await createNamedVisitor(testApp.app, 'Hana Hired');
    await saveDeveloperProfile(testApp.app, developer, { name: 'Hana Hired' });
    const applicationId = await applyToJob(testApp.app, developer, hiredJob);
    await decideOk(testApp.app, client, applicationId, 'shortlisted');
    await decideOk(testApp.app, client, applicationId, 'hired');

    // Two completed contracts with this client.
    const dev = await developerWithProfile(testApp.app, 'Rita Reviewer');
    const [older, newer] = await completedContractsOf(client, dev, [{ title: 'Older' }, { title: 'Newer' }]);
    if (!older || !newer) throw new Error('Two contracts were asked for');
    // Both sides of the older one are in (revealed); the newer has only the developer's (hidden, double-blind).
    await review(testApp.database.db, older, 'developer', 5, { text: 'Clear brief and paid on time, every time.' });
    await review(testApp.database.db, older, 'client', 4);
    await review(testApp.database.db, newer, 'developer', 3);

    const member = (await getMember(client.user.id)).json().member;
    expect(member.counts).toEqual({ jobsPosted: 2, hires: 1, contractsCompleted: 2 });
    expect(member.reviewCount).toBe(1);
    expect(member.reviews).toEqual([
      expect.objectContaining({
        contractTitle: 'Older',
        rating: 5,
        authorName: 'Rita Reviewer',
        authorRole: 'developer',
      }),
    ]);
    // After the reveal date the newer one shows too, first.
    const later = new Date(Date.now() + 15 * DAY_MS);
    const revealed = await readMember(testApp.database.db, client.user.id, later);
    expect(revealed.reviews.map((entry) => entry.contractTitle)).toEqual(['Newer', 'Older']);
  });

  it('pages the reviews: the page holds the newest 20 and GET /reviews goes on from its cursor', async () => {
    const client = await createNamedVisitor(testApp.app, 'Paula Paged');
    const dev = await developerWithProfile(testApp.app, 'Rex Reviewer');
    // Completed three weeks ago: a developer's review alone is past the double blind's reveal date.
    const completedAt = new Date(Date.now() - 21 * DAY_MS);
    const deals = await completedContractsOf(
      client,
      dev,
      Array.from({ length: MEMBER_REVIEWS_SHOWN + 2 }, (_, index) => ({ title: `Job ${index + 1}`, completedAt })),
    );
    for (const deal of deals) await review(testApp.database.db, deal, 'developer', 4);
    const newestFirst = deals.map((deal) => deal.contract.contractTitle).reverse();

    const member = (await getMember(client.user.id)).json().member;
    expect(member.reviewCount).toBe(MEMBER_REVIEWS_SHOWN + 2);
    expect(member.reviews.map((entry: Review) => entry.contractTitle)).toEqual(newestFirst.slice(0, 20));
    expect(member.reviewsNextCursor).toEqual(expect.any(String));

    const titlesOf = (response: { json(): { reviews: Review[] } }) =>
      response.json().reviews.map((entry) => entry.contractTitle);
    const next = await getReviews(client.user.id, { cursor: member.reviewsNextCursor, limit: '1' });
    expect(next.statusCode).toBe(200);
    expect(titlesOf(next)).toEqual([newestFirst[20]]);
    const last = await getReviews(client.user.id, { cursor: next.json().nextCursor });
    expect(last.json()).toMatchObject({ success: true, nextCursor: null });
    expect(titlesOf(last)).toEqual([newestFirst[21]]);
    // From the start, page by page, the same order.
    const first = await getReviews(client.user.id, { limit: '2' });
    expect(titlesOf(first)).toEqual(newestFirst.slice(0, 2));
  });

  it('answers the reviews of a member without any with an empty page, and refuses a foreign cursor', async () => {
    const quiet = await createNamedVisitor(testApp.app, 'Quinn Quiet');
    expect((await getMember(quiet.user.id)).json().member).toMatchObject({ reviews: [], reviewsNextCursor: null });
    expect((await getReviews(quiet.user.id, {})).json()).toEqual({ success: true, reviews: [], nextCursor: null });
    const bad = await getReviews(quiet.user.id, { cursor: 'not-a-cursor' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid cursor: ask for the first page again.');
    const unknown = await getReviews(UNKNOWN_ID, {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'not_found', message: 'No member with this id.' });
  });

  it('says "Saved account" for a member with a passkey', async () => {
    const member = await createNamedVisitor(testApp.app, 'Sam Saved');
    await saveAccount(testApp.app, member, createVirtualAuthenticator());
    expect((await getMember(member.user.id)).json().member.savedAccount).toBe(true);
  });

  it('answers 404 for an unknown member and for one who deleted their account, 400 for a bad id', async () => {
    expect((await getMember(UNKNOWN_ID)).statusCode).toBe(404);
    const leaving = await createNamedVisitor(testApp.app, 'Lea Leaving');
    await saveMine(leaving, { company: 'Gone Ltd' });
    const deleted = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: leaving.headers,
      payload: { confirm: 'DELETE' },
    });
    expect(deleted.statusCode).toBe(200);
    const gone = await getMember(leaving.user.id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ error: 'not_found', message: 'No member with this id.' });
    // What they wrote about themselves goes with the account (account-data.policy.ts).
    const rows = await testApp.database.db
      .select()
      .from(memberProfiles)
      .where(eq(memberProfiles.userId, leaving.user.id));
    expect(rows).toEqual([]);
    const bad = await getMember('someone');
    expect(bad.statusCode).toBe(400);
  });
});
