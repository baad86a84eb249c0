import { CONTRACT_MESSAGES } from '@app/shared/contracts/contracts.constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsOf } from '../../test/application-factories.ts';
import { earnTokens } from '../../test/bounty-factories.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import {
  activeContract,
  buildTerms,
  completeMilestone,
  DELIVERY,
  getContractAs,
  milestoneActionOk,
  type Visitor,
} from '../../test/contract-factories.ts';
import { runContractDueWork } from './contract-due-work.ts';
import { contractMilestones } from './contracts.tables.ts';

const DAY_MS = 86_400_000;
const USD_ONE = buildTerms({ currency: 'USD', milestones: [{ title: 'Whole app', amount: 500, dueDate: null }] });
const TOKENS_ONE = { ...USD_ONE, currency: 'TOKENS' as const };

describe('reviews after completion, and reminders of unanswered deliveries (issue 32 §2, §4)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
  });
  afterAll(() => testApp.close());

  const writeReview = (visitor: Visitor, contractId: string, body: object) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/contracts/${contractId}/reviews`,
      headers: visitor.headers,
      payload: body,
    });

  /** Paid through the platform's escrow, so its reviews count (issue 40 §3). */
  async function completedContract() {
    const { app } = testApp;
    const setup = await activeContract(app, TOKENS_ONE);
    await earnTokens(app, setup.client, 500);
    await completeMilestone(
      app,
      setup.client,
      setup.developer,
      setup.contract.id,
      setup.contract.milestones[0]?.id ?? '',
    );
    return setup;
  }

  it('refuses a review before completion', async () => {
    const { app } = testApp;
    const { client, contract } = await activeContract(app, USD_ONE);
    const response = await writeReview(client, contract.id, { rating: 5, text: 'A pleasure to work with, every day.' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(CONTRACT_MESSAGES.notCompleted);
  });

  it('keeps reviews double-blind until both are in, then earns the developer a rating', async () => {
    const { app, database } = testApp;
    const { client, developer, contract, profileId } = await completedContract();
    const short = await writeReview(client, contract.id, { rating: 5, text: 'Great.' });
    expect(short.json().errors[0].message).toBe('A review is at least 20 characters.');
    const stars = await writeReview(client, contract.id, { rating: 6, text: 'A pleasure to work with, every day.' });
    expect(stars.json().errors[0].message).toBe('Choose a rating from 1 to 5 stars.');

    const first = await writeReview(client, contract.id, {
      rating: 4,
      text: 'Clear updates and tidy code, a bit late.',
    });
    expect(first.statusCode).toBe(201);
    expect((await notificationsOf(database.db, developer.user.id)).at(-1)?.kind).toBe('review.received');
    const hidden = (await getContractAs(app, developer, contract.id)).json().contract.reviews;
    expect(hidden).toMatchObject({ mine: null, theirs: null, theirsWritten: true, canReview: true });
    const profileBefore = (await app.inject({ method: 'GET', url: `/api/developers/${profileId}` })).json().developer;
    expect(profileBefore).toMatchObject({ rating: null, completedProjects: 1 });
    expect(
      (await writeReview(client, contract.id, { rating: 5, text: 'Changing my mind about it now.' })).statusCode,
    ).toBe(409);

    await writeReview(developer, contract.id, { rating: 5, text: 'Quick answers and a clear scope throughout.' });
    const shown = (await getContractAs(app, developer, contract.id)).json().contract.reviews;
    expect(shown.theirs).toMatchObject({ rating: 4, authorRole: 'client', authorName: 'Clara Client' });
    expect(shown.canReview).toBe(false);
    const profile = (await app.inject({ method: 'GET', url: `/api/developers/${profileId}` })).json().developer;
    expect(profile).toMatchObject({ rating: 4, completedProjects: 1 });
    const reviews = (await app.inject({ method: 'GET', url: `/api/developers/${profileId}/reviews` })).json().reviews;
    expect(reviews.map((r: { text: string }) => r.text)).toEqual(['Clear updates and tidy code, a bit late.']);
  });

  it('reminds the client on day 7 and day 13 of an unanswered delivery, once each, and approves nothing', async () => {
    const { app, database } = testApp;
    const { client, developer, contract } = await activeContract(app, USD_ONE);
    const id = contract.milestones[0]?.id ?? '';
    await milestoneActionOk(app, client, contract.id, id, 'fund');
    await milestoneActionOk(app, developer, contract.id, id, 'submit', DELIVERY);
    const [row] = await database.db.select().from(contractMilestones).where(eq(contractMilestones.id, id));
    const submittedAt = row?.submittedAt?.getTime() ?? 0;
    const reminders = async () =>
      (await notificationsOf(database.db, client.user.id)).filter((n) => n.kind === 'milestone.reminder');

    await runContractDueWork(database.db, new Date(submittedAt + 6 * DAY_MS));
    expect(await reminders()).toHaveLength(0);
    await runContractDueWork(database.db, new Date(submittedAt + 7 * DAY_MS + 1000));
    await runContractDueWork(database.db, new Date(submittedAt + 8 * DAY_MS));
    expect((await reminders()).map((n) => n.title)).toEqual(['"Whole app" has waited 7 days for your review']);
    await runContractDueWork(database.db, new Date(submittedAt + 13 * DAY_MS + 1000));
    await runContractDueWork(database.db, new Date(submittedAt + 20 * DAY_MS));
    expect(await reminders()).toHaveLength(2);
    expect((await getContractAs(app, client, contract.id)).json().contract.milestones[0].status).toBe('submitted');
  });
});
