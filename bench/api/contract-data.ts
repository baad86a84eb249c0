// Bench-only rows written straight into the database (issue 32), as scale-data.ts does for the
// questions: copies of contracts the bench made through the API, their milestones funded and
// delivered, so the approval (release) benchmark has a different milestone for every request; and
// ledger history up to a given number of postings, for GET /api/ledger/verify. Every ledger row
// keeps the ledger's rules: each transaction's postings sum to zero, each cached balance equals the
// sum of its account's postings, no account but the mint below zero (the verify call checks it).
// Used by the bench server's routes (bench/api/app-server.ts), inside its own process: PGlite's
// data directory belongs to one process at a time.
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';
import { rowsOf } from './db-rows.ts';

const count = async (db: Database, query: ReturnType<typeof sql>) =>
  Number(rowsOf<{ count: number | string }>(await db.execute(query))[0]?.count ?? 0);

export interface ClonedContract {
  id: string;
  templateId: string;
  /** The copy's milestone ids, in their positions' order. */
  milestoneIds: string[];
}

/**
 * `copies` copies of each template contract (active, every milestone funded and submitted through
 * the API): the same parties, title, scope and milestones, each milestone submitted with the
 * template's delivery note, and its escrow funded through the ledger. No application (one live
 * contract per application): the approval never reads it. The clients' tokens are minted to them
 * (one Mint per client), then moved into each copy's escrow (one Transfer per copy).
 */
export async function cloneSubmittedContracts(
  db: Database,
  templateIds: string[],
  copies: number,
): Promise<ClonedContract[]> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const templates = sql`(select value::uuid as id from jsonb_array_elements_text(${JSON.stringify(templateIds)}::jsonb))`;
    await tx.execute(sql`
      create temp table bench_contract_copies on commit drop as
      select gen_random_uuid() as id, c.id as template_id, g as copy, c.client_id, c.title
      from contracts c join ${templates} t on t.id = c.id
      cross join generate_series(1, ${copies}::int) g`);
    await tx.execute(sql`
      create temp table bench_milestone_copies on commit drop as
      select gen_random_uuid() as id, k.id as contract_id, m.id as template_milestone_id, m.position, m.title,
        m.amount, m.due_date, m.funded_at
      from bench_contract_copies k join contract_milestones m on m.contract_id = k.template_id`);
    const notSubmitted = await count(
      tx,
      sql`select count(*) as count from contract_milestones m join ${templates} t on t.id = m.contract_id
        where m.status <> 'submitted'`,
    );
    if (notSubmitted > 0) throw new Error(`${notSubmitted} template milestones are not submitted`);

    await tx.execute(sql`
      insert into contracts (id, application_id, job_id, job_title, client_id, developer_id, developer_profile_id,
        client_name, developer_name, title, scope, currency, status, accepted_at, created_at, updated_at)
      select k.id, null, c.job_id, c.job_title, c.client_id, c.developer_id, c.developer_profile_id,
        c.client_name, c.developer_name, c.title, c.scope, c.currency, 'active', c.accepted_at, c.created_at, now()
      from bench_contract_copies k join contracts c on c.id = k.template_id`);
    await tx.execute(sql`
      insert into contract_milestones (id, contract_id, position, title, amount, due_date, status, funded_at,
        submitted_at, updated_at)
      select id, contract_id, position, title, amount, due_date, 'submitted', funded_at, now(), now()
      from bench_milestone_copies`);
    await tx.execute(sql`
      insert into milestone_deliveries (milestone_id, note, links)
      select k.id, d.note, d.links
      from bench_milestone_copies k
      join lateral (select note, links from milestone_deliveries d where d.milestone_id = k.template_milestone_id
        order by d.created_at desc limit 1) d on true`);

    // The ledger: a Mint to each client of what its copies hold, then one Transfer per copy into its escrow.
    await tx.execute(sql`
      create temp table bench_copy_funding on commit drop as
      select k.id as contract_id, k.client_id, k.title, sum(m.amount)::int as amount, gen_random_uuid() as transaction_id
      from bench_contract_copies k join bench_milestone_copies m on m.contract_id = k.id
      group by k.id, k.client_id, k.title`);
    await tx.execute(sql`
      create temp table bench_client_mints on commit drop as
      select client_id, sum(amount)::int as amount, gen_random_uuid() as transaction_id
      from bench_copy_funding group by client_id`);
    await tx.execute(sql`insert into ledger_accounts (key, kind) values ('mint', 'mint') on conflict (key) do nothing`);
    await tx.execute(sql`
      insert into ledger_accounts (key, kind, user_id)
      select 'available:' || client_id, 'available', client_id from bench_client_mints
      on conflict (key) do nothing`);
    await tx.execute(sql`
      insert into ledger_accounts (key, kind)
      select 'escrow:contract:' || contract_id, 'escrow' from bench_copy_funding`);
    await tx.execute(sql`
      insert into ledger_transactions (id, idempotency_key, type, user_id, amount, direction, description)
      select transaction_id, 'bench:contracts:mint:' || transaction_id, 'Mint', client_id, amount, 'in',
        'Bench: tokens to fund copied contracts'
      from bench_client_mints
      union all
      select transaction_id, 'bench:contracts:fund:' || contract_id, 'Transfer', client_id, amount, 'out',
        'Funded the milestones of ' || title || ' into escrow (bench copy)'
      from bench_copy_funding`);
    await tx.execute(sql`
      insert into ledger_postings (transaction_id, account_id, amount)
      select s.transaction_id, a.id, s.amount
      from (
        select transaction_id, 'mint' as key, -amount as amount from bench_client_mints
        union all select transaction_id, 'available:' || client_id, amount from bench_client_mints
        union all select transaction_id, 'available:' || client_id, -amount from bench_copy_funding
        union all select transaction_id, 'escrow:contract:' || contract_id, amount from bench_copy_funding
      ) s join ledger_accounts a on a.key = s.key`);
    await tx.execute(sql`
      update ledger_accounts a set balance = a.balance + d.delta
      from (
        select 'mint' as key, -sum(amount)::int as delta from bench_client_mints
        union all select 'escrow:contract:' || contract_id, amount from bench_copy_funding
      ) d where a.key = d.key`);

    const rows = rowsOf<{ id: string; template_id: string; milestone_ids: string[] | string }>(
      await tx.execute(sql`
        select k.id, k.template_id, array_agg(m.id order by m.position) as milestone_ids
        from bench_contract_copies k join bench_milestone_copies m on m.contract_id = k.id
        group by k.id, k.template_id, k.copy
        order by k.copy, k.template_id`),
    );
    return rows.map((row) => ({
      id: row.id,
      templateId: row.template_id,
      milestoneIds: Array.isArray(row.milestone_ids) ? row.milestone_ids : parseUuidArray(row.milestone_ids),
    }));
  });
}

/** A uuid[] a driver left as its text form, `{a,b}`. */
function parseUuidArray(text: string): string[] {
  return text
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter(Boolean);
}

const LEDGER_MEMBERS = 1000;

/**
 * Adds Reward transactions of one token each (the mint to a member's available balance, two
 * postings) until the ledger holds at least `postings` postings, spread over 1,000 members and the
 * last weeks. Answers the counts after.
 */
export async function growLedger(db: Database, postings: number) {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await tx.execute(sql`
      insert into users (name, avatar_seed)
      select 'Bench ledger member ' || g, 'bench-ledger-' || g
      from generate_series(1, ${LEDGER_MEMBERS}::int) g
      where not exists (select 1 from users where avatar_seed like 'bench-ledger-%')`);
    await tx.execute(sql`insert into ledger_accounts (key, kind) values ('mint', 'mint') on conflict (key) do nothing`);
    await tx.execute(sql`
      insert into ledger_accounts (key, kind, user_id)
      select 'available:' || id, 'available', id from users where avatar_seed like 'bench-ledger-%'
      on conflict (key) do nothing`);
    const existing = await count(tx, sql`select count(*) as count from ledger_postings`);
    const added = Math.max(0, Math.ceil((postings - existing) / 2));
    if (added > 0) {
      await tx.execute(sql`
        create temp table bench_ledger_rewards on commit drop as
        select gen_random_uuid() as id, g, m.ids[1 + g % ${LEDGER_MEMBERS}::int] as user_id
        from generate_series(1, ${added}::int) g,
          (select array_agg(id order by avatar_seed) as ids from users where avatar_seed like 'bench-ledger-%') m`);
      await tx.execute(sql`
        insert into ledger_transactions (id, idempotency_key, type, user_id, amount, direction, description, created_at)
        select id, 'bench:ledger:' || id, 'Reward', user_id, 1, 'in', 'Bench: a reward that grows the ledger',
          now() - g * interval '30 seconds'
        from bench_ledger_rewards`);
      await tx.execute(sql`
        insert into ledger_postings (transaction_id, account_id, amount)
        select r.id, a.id, s.amount
        from bench_ledger_rewards r
        cross join lateral (values ('mint', -1), ('available:' || r.user_id, 1)) s(key, amount)
        join ledger_accounts a on a.key = s.key`);
      await tx.execute(sql`
        update ledger_accounts a set balance = a.balance + d.delta
        from (
          select 'mint' as key, -count(*)::int as delta from bench_ledger_rewards
          union all select 'available:' || user_id, count(*)::int from bench_ledger_rewards group by user_id
        ) d where a.key = d.key`);
    }
    return {
      added,
      postings: await count(tx, sql`select count(*) as count from ledger_postings`),
      transactions: await count(tx, sql`select count(*) as count from ledger_transactions`),
      accounts: await count(tx, sql`select count(*) as count from ledger_accounts`),
    };
  });
}

/** The write reference of DESIGN.md §8: one single-row insert and commit (POST /api/bench/raw-commit). */
export async function createRawCommitTable(db: Database): Promise<void> {
  await db.execute(sql`
    create table if not exists bench_raw_commits (
      id bigint generated always as identity primary key,
      created_at timestamptz not null default now()
    )`);
}

export async function insertRawCommit(db: Database): Promise<void> {
  await db.execute(sql`insert into bench_raw_commits default values`);
}
