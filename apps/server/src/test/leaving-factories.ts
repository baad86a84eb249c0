import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { decideOk, saveDeveloperProfile } from './application-factories.ts';
import { earnTokens } from './bounty-factories.ts';
import { buildTerms, contractAction, milestoneActionOk } from './contract-factories.ts';
import { applyToJob, createNamedVisitor, publishJob, type Visitor } from './conversation-factories.ts';

/** A name nobody else in the test database has: what the search for leftovers looks for. */
export function uniqueName(first: string): string {
  return `${first} Quillfeather${Math.random().toString(36).slice(2, 8)}`;
}

/** Client and developer (with a profile of the same name), hired, with an active one-milestone contract. */
export async function activeNamedContract(
  app: FastifyInstance,
  names: { client: string; developer: string },
  options: { amount?: number; currency?: 'TOKENS' | 'USD' } = {},
) {
  const { amount = 100, currency = 'TOKENS' } = options;
  const client = await createNamedVisitor(app, names.client);
  const developer = await createNamedVisitor(app, names.developer);
  const profileId = await saveDeveloperProfile(app, developer, { name: names.developer, title: 'Developer' });
  const jobId = await publishJob(app, client);
  const applicationId = await applyToJob(app, developer, jobId);
  await decideOk(app, client, applicationId, 'shortlisted');
  await decideOk(app, client, applicationId, 'hired');
  const proposed = await app.inject({
    method: 'POST',
    url: `/api/applications/${applicationId}/contract`,
    // Keyed: the stored answer to replay names both parties.
    headers: { ...client.headers, 'idempotency-key': `propose-${applicationId}` },
    payload: buildTerms({ currency, milestones: [{ title: 'Whole app', amount, dueDate: null }] }),
  });
  if (proposed.statusCode !== 201) throw new Error(`Proposing failed: ${proposed.body}`);
  const contractId = proposed.json().contract.id as string;
  const accepted = await contractAction(app, developer, contractId, 'accept', {
    termsVersion: proposed.json().contract.termsVersion,
  });
  if (accepted.statusCode !== 200) throw new Error(`Accepting failed: ${accepted.body}`);
  const milestoneId = accepted.json().contract.milestones[0].id as string;
  if (currency === 'TOKENS') await earnTokens(app, client, amount);
  return { client, developer, profileId, jobId, applicationId, contractId, milestoneId };
}

export type NamedContract = Awaited<ReturnType<typeof activeNamedContract>>;

/** A job's body as the Post Job wizard sends it. */
export function jobBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Referred job',
    category: 'Mobile Development',
    targetAudience: 'Shops',
    description: 'A shop.',
    keyFeatures: 'Cart',
    technologyStack: 'React',
    budget: '$5k',
    timeline: '1 month',
    successCriteria: 'Sales',
    potentialChallenges: 'None',
    ...overrides,
  };
}

export async function fund(app: FastifyInstance, deal: NamedContract) {
  return milestoneActionOk(app, deal.client, deal.contractId, deal.milestoneId, 'fund');
}

export function deleteAccountOf(app: FastifyInstance, visitor: Visitor, forfeitTokens = false) {
  return app.inject({
    method: 'POST',
    url: '/api/account/delete',
    headers: visitor.headers,
    payload: { confirm: 'DELETE', forfeitTokens },
  });
}

/**
 * Every text, varchar, array and jsonb column of every table in the schema (from
 * information_schema, so a table added later is searched too) with a row containing `needle`.
 */
export async function columnsContaining(db: Database, needle: string): Promise<string[]> {
  const columns = (
    (await db.execute(sql`
      select table_name as "table", column_name as "column" from information_schema.columns
      where table_schema = current_schema()
        and (data_type in ('text', 'character varying', 'character', 'json', 'jsonb') or data_type = 'ARRAY')
      order by 1, 2`)) as unknown as { rows: { table: string; column: string }[] }
  ).rows;
  const found: string[] = [];
  for (const { table, column } of columns) {
    const hits = (await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where strpos(${sql.identifier(column)}::text, ${needle}) > 0`,
    )) as unknown as { rows: { n: number }[] };
    if ((hits.rows[0]?.n ?? 0) > 0) found.push(`${table}.${column}`);
  }
  return found;
}
