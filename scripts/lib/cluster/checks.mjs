// What the cluster test verifies, read straight from PostgreSQL (with `pg`) and from what the
// clients recorded. Each check returns `{ ok, detail, numbers? }`.
import pg from 'pg';
import { call } from './http.mjs';

/** Where each write kind leaves its row, and the text column that carries its Idempotency-Key. */
const STORED = {
  question: { table: 'questions', text: 'title' },
  answer: { table: 'answers', text: 'content' },
  job: { table: 'jobs', text: 'title' },
  application: { table: 'job_applications', text: 'cover_letter' },
  message: { table: 'application_messages', text: 'body' },
  // A contract milestone's delivery carries its key; its funding and approval are checked by the
  // ledger's own keys instead (contracts.mjs checkContracts).
  delivery: { table: 'milestone_deliveries', text: 'note' },
  // The ledger keys each operation `<kind>:<user id>:<Idempotency-Key>` (wallet.service.ts).
  stake: { table: 'ledger_transactions', text: 'idempotency_key' },
  unstake: { table: 'ledger_transactions', text: 'idempotency_key' },
};
const KEY_PATTERN = (runId) => `(ck-${runId}-[0-9]+-[0-9]+)`;

export async function connect(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** A write's answers in order, repeats counted: `502, 409 x58, 201`. */
function answersOf(record) {
  const runs = [];
  for (const { status, error } of record.attempts) {
    const label = String(status || error);
    const last = runs.at(-1);
    if (last?.label === label) last.count += 1;
    else runs.push({ label, count: 1 });
  }
  return runs.map(({ label, count }) => (count > 1 ? `${label} x${count}` : label)).join(', ');
}

const sample = (items, count = 5) => items.slice(0, count).join(', ') + (items.length > count ? ', ...' : '');

/**
 * One budget for the deployment: `limit` sign-ups a minute from one address, whichever instance
 * takes them. A third of the requests claim another address (X-Forwarded-For): nginx must
 * replace it with the one it saw, or each claimed address would get a budget of its own.
 */
export async function checkSignupLimit(baseUrl, limit) {
  const results = [];
  for (let round = 0; round < limit; round++) {
    const batch = [0, 1, 2].map((copy) =>
      call(baseUrl, 'POST', '/api/waitlists/course', {
        headers: copy === 1 ? { 'x-forwarded-for': `203.0.113.${round}` } : {},
        body: {
          name: 'Cluster Signup',
          email: `signup-${round}-${copy}@example.com`,
          experience: 'beginner',
          availability: 'weekday-morning',
        },
      }),
    );
    results.push(...(await Promise.all(batch)));
  }
  const admitted = results.filter((result) => result.status === 201).length;
  const limited = results.filter((result) => result.status === 429).length;
  return {
    ok: admitted <= limit && admitted > 0 && admitted + limited === results.length,
    detail: `${admitted} admitted, ${limited} refused (429) of ${results.length} sent from one address`,
    numbers: { sent: results.length, admitted, limited },
  };
}

/**
 * Every acknowledged write is stored, and no key is stored twice, whether it was acknowledged or
 * not (a write cut off and retried must land once). A write the server called carried out with
 * its answer lost (409 `already_carried_out`) must be stored exactly once. Votes: the (question,
 * visitor) row exists.
 */
export async function checkWritesStoredOnce(db, journal) {
  const problems = [];
  const counts = new Map();
  const tables = new Set(Object.values(STORED).map((place) => `${place.table}.${place.text}`));
  for (const place of tables) {
    const [table, column] = place.split('.');
    const { rows } = await db.query(
      `select substring(${column} from $1) as key, count(*)::int as count from ${table}
        where ${column} like $2 group by 1`,
      [KEY_PATTERN(journal.runId), `%ck-${journal.runId}-%`],
    );
    for (const row of rows) counts.set(row.key, row.count);
  }
  let stored = 0;
  for (const record of journal.writes) {
    if (!STORED[record.kind]) continue;
    const count = counts.get(record.key) ?? 0;
    if (count > 1) problems.push(`${record.kind} ${record.key} stored ${count} times (answers: ${answersOf(record)})`);
    const isDone = record.outcome === 'acknowledged' || record.outcome === 'answer lost';
    if (isDone && count === 0) problems.push(`${record.kind} ${record.key} ${record.outcome}, not stored`);
    if (isDone && count === 1) stored += 1;
  }
  const votes = journal.writes.filter((record) => record.kind === 'vote' && record.outcome === 'acknowledged');
  const { rows: voteRows } = await db.query(
    `select question_id::text as question, user_id::text as voter, value from question_votes`,
  );
  const voteSet = new Set(voteRows.filter((row) => row.value === 1).map((row) => `${row.question}/${row.voter}`));
  const voterIds = journal.voterIds;
  for (const record of votes) {
    if (voteSet.has(`${record.id}/${voterIds[record.visitor]}`)) stored += 1;
    else problems.push(`vote by ${record.visitor} on ${record.id} acknowledged, not stored`);
  }
  const acknowledged = journal.writes.filter(
    (record) => record.outcome === 'acknowledged' || record.outcome === 'answer lost',
  ).length;
  const answerLost = journal.writes.filter((record) => record.outcome === 'answer lost').length;
  return {
    ok: problems.length === 0,
    detail: problems.length
      ? sample(problems)
      : `${stored} of ${acknowledged} acknowledged writes stored (${answerLost} with the answer lost), none twice`,
    numbers: { acknowledged, stored, duplicates: problems.filter((problem) => problem.includes('times')).length },
  };
}

/** Derived counters match their rows (DESIGN.md §5): answer counts and vote scores. */
export async function checkCounters(db) {
  const { rows } = await db.query(`
    select 'question ' || q.id || ' answers_count ' || q.answers_count || ' <> ' || coalesce(a.count, 0) as problem
      from questions q
      left join (select question_id, count(*)::int as count from answers where removed_at is null group by 1) a
        on a.question_id = q.id
     where q.answers_count <> coalesce(a.count, 0)
    union all
    select 'question ' || q.id || ' votes ' || q.votes || ' <> ' || coalesce(v.sum, 0)
      from questions q
      left join (select question_id, sum(value)::int as sum from question_votes group by 1) v on v.question_id = q.id
     where q.votes <> coalesce(v.sum, 0)
    union all
    select 'answer ' || a.id || ' votes ' || a.votes || ' <> ' || coalesce(v.sum, 0)
      from answers a
      left join (select answer_id, sum(value)::int as sum from answer_votes group by 1) v on v.answer_id = a.id
     where a.votes <> coalesce(v.sum, 0)`);
  const { rows: totals } = await db.query(`
    select (select count(*)::int from questions) as questions, (select count(*)::int from answers) as answers,
           (select count(*)::int from question_votes) as votes`);
  const [total] = totals;
  return {
    ok: rows.length === 0,
    detail: rows.length
      ? sample(rows.map((row) => row.problem))
      : `${total.questions} questions, ${total.answers} answers, ${total.votes} votes: every count matches its rows`,
  };
}

/**
 * Each stream client received every notification stored for its visitor exactly once, across all
 * its reconnections (event id = notification id).
 */
export async function checkStreams(db, clients) {
  const problems = [];
  let expected = 0;
  let received = 0;
  for (const { visitorId, label, stream } of clients) {
    const { rows } = await db.query(`select id from notifications where user_id = $1 order by id`, [visitorId]);
    const stored = rows.map((row) => Number(row.id));
    expected += stored.length;
    received += stream.ids.length;
    const seen = new Set();
    const duplicates = stream.ids.filter((id) => seen.has(id) || !seen.add(id));
    const missing = stored.filter((id) => !seen.has(id));
    const unknown = stream.ids.filter((id) => !stored.includes(id));
    if (duplicates.length) problems.push(`${label}: received ${sample(duplicates.map(String), 3)} twice`);
    if (missing.length)
      problems.push(`${label}: missed ${missing.length} (${await describeMissing(db, missing, stream)})`);
    if (unknown.length) problems.push(`${label}: received ids not stored for it: ${sample(unknown.map(String), 3)}`);
  }
  return {
    ok: problems.length === 0 && expected > 0,
    detail: problems.length
      ? sample(problems, 4)
      : `${received} events received by ${clients.length} clients, ${expected} expected`,
    numbers: { expected, received },
  };
}

/**
 * The first missed notification, when it was stored, and the client's connections around then
 * (times from the start of the run): enough to tell a lost announcement from a lost replay.
 */
async function describeMissing(db, missing, stream) {
  const { rows } = await db.query(`select id, kind, created_at from notifications where id = $1`, [missing[0]]);
  const row = rows[0];
  const at = (wallMs) => `${((wallMs - performance.timeOrigin) / 1000).toFixed(2)} s`;
  const storedAt = row ? at(row.created_at.getTime()) : '?';
  const connections = stream.openings
    .map((opening) => `opened ${at(performance.timeOrigin + opening.at)} after ${opening.lastEventId ?? 'none'}`)
    .concat(stream.endings.map((ending) => `${ending.kind} ${at(performance.timeOrigin + ending.at)}`));
  return `first: ${missing[0]} ${row?.kind ?? ''} inserted at ${storedAt}; ${connections.join(', ')}`;
}

/** Waits until every stream client holds every notification stored for it (or `timeoutMs` passes). */
export async function waitForStreams(db, clients, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { rows } = await db.query(
      `select user_id::text as user, count(*)::int as count from notifications group by 1`,
    );
    const counts = new Map(rows.map((row) => [row.user, row.count]));
    if (clients.every((client) => new Set(client.stream.ids).size >= (counts.get(client.visitorId) ?? 0))) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}
