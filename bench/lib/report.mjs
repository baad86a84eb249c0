// Turns the measurements into one printed table and docs/performance.md (DESIGN.md §8).
import os from 'node:os';
import { RAW_COMMIT, SIGNED_IN_LIST } from './api-bench.mjs';
import { RELEASE, VERIFY } from './contracts-bench.mjs';
import { mailBench } from './mail-bench.mjs';
import { JOB_MATCHES, MATCHING_P95_TARGET_MS, MY_MATCHES } from './matching-bench.mjs';
import { retentionBench } from './retention-bench.mjs';

const fixed = (value, digits = 0) => (value === undefined || value === null ? 'n/a' : Number(value).toFixed(digits));
const ratio = (value, reference) => (reference ? (value / reference).toFixed(2) : 'n/a');
const table = (header, rows) =>
  [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

export function machineLine() {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}`;
}

/** A write's requests per second against the raw-commit reference of the same server (DESIGN.md §8). */
const timesRaw = (endpoint, r, raw) =>
  raw && endpoint.startsWith('POST') && endpoint !== RAW_COMMIT ? ratio(r.rps, raw.rps) : '–';

function apiLabel(endpoint) {
  if (endpoint === 'memory') return 'GET /api/bench/memory (same JSON from memory)';
  if (endpoint === RAW_COMMIT) return `${RAW_COMMIT} (one-row insert and commit: the write reference)`;
  return endpoint;
}

function apiSection(name, results, hello) {
  const memory = results.memory;
  const rows = Object.entries(results).map(([endpoint, r]) => [
    apiLabel(endpoint),
    fixed(r.rps),
    ratio(r.rps, memory.rps),
    hello ? ratio(r.rps, hello.none.rps) : 'n/a',
    timesRaw(endpoint, r, results[RAW_COMMIT]),
    fixed(r.p50),
    fixed(r.p99),
    String(r.non2xx),
  ]);
  return `### ${name}\n\n${table(['endpoint', 'req/s', '× in-memory', '× hello world', '× raw commit', 'p50 ms', 'p99 ms', 'non-2xx'], rows)}`;
}

function helloSection(hello) {
  const rows = Object.entries(hello).map(([variant, r]) => [
    variant === 'none' ? 'bare' : variant === 'all' ? 'logger + helmet + rate limit' : `+ ${variant}`,
    fixed(r.rps),
    ratio(r.rps, hello.none.rps),
    fixed(r.p50),
    fixed(r.p99),
  ]);
  return table(['hello world', 'req/s', '× bare', 'p50 ms', 'p99 ms'], rows);
}

function scaleSection(name, scale) {
  const [small, large] = Object.keys(scale.bySize);
  const rows = Object.keys(scale.bySize[small]).map((query) => {
    const a = scale.bySize[small][query];
    const b = scale.bySize[large][query];
    return [query, fixed(a.rps), fixed(a.mean, 1), fixed(b.rps), fixed(b.mean, 1), fixed(b.p99), ratio(b.mean, a.mean)];
  });
  const plan = (title, entry) => `**${title}**\n\n\`\`\`sql\n${entry.query}\n\`\`\`\n\n\`\`\`\n${entry.plan}\n\`\`\``;
  const titled = (title, entries, kind) =>
    entries.map((entry, index) => plan(`${title}, statement ${index + 1} of ${entries.length} (${kind})`, entry));
  const plans = scale.plans
    ? [
        ...titled('List (newest)', scale.plans.list, 'EXPLAIN ANALYZE'),
        ...titled('Search "postgres caching"', scale.plans.search, 'EXPLAIN ANALYZE'),
        ...titled('Search "zeppelin" (no match)', scale.plans.rareSearch, 'EXPLAIN ANALYZE'),
        ...titled('Vote', scale.plans.vote, 'EXPLAIN'),
      ].join('\n\n')
    : '';
  return `### ${name}\n\n${table(
    [
      'query',
      `req/s @${small}`,
      `mean ms @${small}`,
      `req/s @${large}`,
      `mean ms @${large}`,
      `p99 ms @${large}`,
      'latency ratio (mean)',
    ],
    rows,
  )}\n\n<details><summary>Query plans (${name})</summary>\n\n${plans}\n\n</details>`;
}

function liveSection(live) {
  const rows = Object.entries(live).map(([name, r]) => [
    name,
    String(r.streams),
    fixed(r.memoryBeforeMb),
    fixed(r.memoryAfterMb),
    fixed(r.kbPerStream, 1),
    fixed(r.deliveryP50),
    fixed(r.deliveryP99),
    fixed(r.allReachedP99),
    fixed(r.allReachedMax),
  ]);
  return table(
    [
      'database',
      'open streams',
      'RSS before MB',
      'RSS with streams MB',
      'KB per stream',
      'delivery p50 ms',
      'delivery p99 ms',
      'all reached p99 ms',
      'all reached max ms',
    ],
    rows,
  );
}

function webSection(sizes, lighthouse) {
  const sizeRows = Object.entries(sizes).map(([route, r]) => [
    route,
    fixed(r.jsKb, 1),
    fixed(r.cssKb, 1),
    fixed(r.totalKb, 1),
    String(r.files),
  ]);
  const lhRows = Object.entries(lighthouse).map(([route, r]) => [
    route,
    r.performanceRange && r.runs > 1
      ? `${r.performance} (${r.performanceRange[0]}–${r.performanceRange[1]})`
      : String(r.performance),
    String(r.accessibility),
    String(r.bestPractices),
    fixed(r.fcpMs),
    fixed(r.lcpMs),
    r.tbtRange && r.runs > 1 ? `${fixed(r.tbtMs)} (${fixed(r.tbtRange[0])}–${fixed(r.tbtRange[1])})` : fixed(r.tbtMs),
    fixed(r.cls, 3),
    r.benchmarkIndexRange ? r.benchmarkIndexRange.map((value) => fixed(value)).join('–') : '',
  ]);
  return `${table(['first visit to', 'JS KB gz', 'CSS KB gz', 'total KB gz', 'files'], sizeRows)}\n\nLighthouse 12 (default mobile settings, simulated throttling), system Chromium; each page is the median of ${Object.values(lighthouse)[0]?.runs ?? 1} runs (Lighthouse's computeMedianRun), with the range of the runs' performance scores and total blocking times in brackets (TBT is the median of the runs' own values), and the range of Lighthouse's benchmarkIndex, its reading of the CPU's speed, over the runs (blocking time grows as it falls: bench/findings.md item 30):\n\n${table(
    [
      'page',
      'performance',
      'accessibility',
      'best practices',
      'FCP ms',
      'LCP ms',
      `TBT ms (≤ ${TBT_TARGET_MS})`,
      'CLS',
      'benchmarkIndex',
    ],
    lhRows,
  )}`;
}

const SIGNED_IN_WRITES = [
  'POST /api/questions/:id/vote',
  'POST /api/applications/:id/messages',
  'POST /api/wallet/stake',
  'GET /api/notifications (signed in)',
];
const isPostgres = (name) => name.startsWith('PostgreSQL');
const grouped = (value) => Math.round(value).toLocaleString('en-US');
const perSecond = (rps) => `${grouped(rps)} req/s`;
/** The signed-in writes' target on one database (DESIGN.md §8: the vote's); the milestone release has the same. */
const writeTarget = (name) => (isPostgres(name) ? { rps: 1500, p99: 60 } : { rps: 600, p99: 150 });

/**
 * GET /api/ledger/verify at 100,000 postings, the slowest of its five calls (issue 32). It reads
 * every posting, so it grows with the ledger. On PostgreSQL it takes one pooled connection and a
 * core; on PGlite it holds the only connection, so every other request waits for it, and half a
 * second is the longest such pause a rare admin action should cause. Both leave room for the
 * machine's 2x and a few times more ledger, and still catch a query per account or a lost index.
 */
export const VERIFY_TARGET_MS = { PostgreSQL: 250, PGlite: 500 };
const verifyTarget = (name) => VERIFY_TARGET_MS[isPostgres(name) ? 'PostgreSQL' : 'PGlite'];

/** The signed-in paths' targets on one database (DESIGN.md §8, issue 24). */
function signedInTargets(name) {
  const write = writeTarget(name);
  return [
    { endpoint: SIGNED_IN_LIST, ratio: isPostgres(name) ? 0.35 : 0.12, p99: isPostgres(name) ? 30 : 80 },
    ...SIGNED_IN_WRITES.map((endpoint) => ({ endpoint, ...write })),
  ];
}

/** Each measured signed-in path with its target, whether it met it (a refused request fails it) and the numbers. */
function signedInResults(name, results) {
  return signedInTargets(name).flatMap((target) => {
    const r = results[target.endpoint];
    if (!r) return [];
    const ratioOk = target.ratio === undefined || r.rps / results.memory.rps >= target.ratio;
    const rpsOk = target.rps === undefined || r.rps >= target.rps;
    const refused = r.non2xx > 0 ? `, ${r.non2xx} non-2xx` : '';
    return [{ ...target, r, ratioOk, rpsOk, p99Ok: r.p99 <= target.p99, refused, clean: r.non2xx === 0 }];
  });
}

/**
 * Issue 24's before values: docs/performance.md of 2026-11-24 (signed-in list, vote) and its notes
 * of 2026-11-25 (messages, notifications; a BENCH_ONLY=api,live run). The vote then ran on one
 * question with 50 visitors, serialised on that question's row lock.
 */
const BEFORE_ISSUE_24 = {
  PostgreSQL: {
    [SIGNED_IN_LIST]: '1,216 req/s (0.09 × in-memory), p99 74 ms',
    'POST /api/questions/:id/vote': '509 req/s, p99 142 ms (one question)',
    'POST /api/applications/:id/messages': '669 req/s, p99 116 ms',
    'GET /api/notifications (signed in)': '703 req/s, p99 117 ms',
  },
  PGlite: {
    [SIGNED_IN_LIST]: '442 req/s (0.03 × in-memory), p99 215 ms',
    'POST /api/questions/:id/vote': '246 req/s, p99 1,624 ms (one question)',
    'POST /api/applications/:id/messages': '244 req/s, p99 1,584 ms',
    'GET /api/notifications (signed in)': '276 req/s, p99 1,071 ms',
  },
};

/** Issue 24's first-paint targets per pre-rendered page (Lighthouse mobile, simulated throttling). */
export const FIRST_PAINT_TARGETS = { fcpMs: 1000, lcpMs: 1500, performance: 98 };

/**
 * Total blocking time on every pre-rendered page (issue 41 §7, DESIGN.md §8): code deferred "until
 * start-up settles" still falls inside what Lighthouse measures, so it counts here too.
 */
export const TBT_TARGET_MS = 200;

/**
 * Lighthouse's benchmarkIndex over the page's runs: the machine's speed as Lighthouse read it. The same
 * build measured 17–135 ms of blocking time at one reading and 600–1,400 ms at a slower, busier one
 * (findings item 30), so a miss is read beside it.
 */
function benchmarkIndexNote(r) {
  const range = r.benchmarkIndexRange;
  if (!range) return '';
  const [low, high] = range.map((value) => Math.round(value).toLocaleString('en-US'));
  return `, benchmarkIndex ${low === high ? low : `${low}–${high}`}`;
}

/** Lighthouse in docs/performance.md of 2026-11-24 (FCP ms, LCP ms, performance). */
const BEFORE_FIRST_PAINT = {
  '/': '1,499 / 1,649 ms, 99',
  '/proto-hub': '1,489 / 2,394 ms, 98',
  '/user-feedback': '1,460 / 2,360 ms, 98',
  '/pipeline-dashboard': '1,498 / 2,248 ms, 98',
  '/code-contributions': '1,464 / 2,214 ms, 98',
};

function firstPaintMet(r) {
  return (
    r.fcpMs <= FIRST_PAINT_TARGETS.fcpMs &&
    r.lcpMs <= FIRST_PAINT_TARGETS.lcpMs &&
    r.performance >= FIRST_PAINT_TARGETS.performance
  );
}

/** Issue 24's first-paint targets, each page with its value before the issue and in this run. */
function firstPaintComparison(run) {
  const { fcpMs, lcpMs, performance } = FIRST_PAINT_TARGETS;
  return Object.entries(run.web?.lighthouse ?? {}).map(([page, r]) => ({
    database: '–',
    endpoint: `Lighthouse ${page} (FCP / LCP, performance)`,
    target: `≤ ${grouped(fcpMs)} / ${grouped(lcpMs)} ms, ≥ ${performance}`,
    before: BEFORE_FIRST_PAINT[page] ?? 'not measured',
    now: `${grouped(r.fcpMs)} / ${grouped(r.lcpMs)} ms, ${r.performance}${r.runs > 1 ? ` (median of ${r.runs}, runs ${r.performanceRange[0]}–${r.performanceRange[1]})` : ''}`,
    met: firstPaintMet(r) ? 'yes' : 'NO',
  }));
}

/** Issue 24's targets, each with its value before the issue and in this run. */
export function issue24Comparison(run) {
  return [...signedInComparison(run), ...firstPaintComparison(run)];
}

function signedInComparison(run) {
  return Object.entries(run.api).flatMap(([name, results]) =>
    signedInResults(name, results).map((t) => {
      const isList = t.ratio !== undefined;
      const share = isList ? ` (${ratio(t.r.rps, results.memory.rps)} × in-memory)` : '';
      return {
        database: name,
        endpoint: t.endpoint,
        target: `${isList ? `≥ ${t.ratio} × in-memory` : `≥ ${perSecond(t.rps)}`}, p99 ≤ ${t.p99} ms`,
        before: BEFORE_ISSUE_24[isPostgres(name) ? 'PostgreSQL' : 'PGlite'][t.endpoint] ?? 'not measured',
        now: `${perSecond(t.r.rps)}${share}, p99 ${grouped(t.r.p99)} ms${t.refused}`,
        met: t.ratioOk && t.rpsOk && t.p99Ok && t.clean ? 'yes' : 'NO',
      };
    }),
  );
}

/** The one table printed at the end of `npm run bench`: each target and whether it was met. */
export function verdicts(run) {
  const rows = [];
  const add = (target, measured, ok) => rows.push({ target, measured, met: ok === null ? 'n/a' : ok ? 'yes' : 'NO' });
  for (const [name, results] of Object.entries(run.api)) {
    const questions = results['GET /api/questions'];
    const minimum = name.startsWith('PostgreSQL') ? 0.5 : 0.3;
    add(
      `${name}: GET /api/questions ≥ ${minimum} × in-memory`,
      ratio(questions.rps, results.memory.rps),
      questions.rps / results.memory.rps >= minimum,
    );
    add(`${name}: GET /api/questions p99 < 50 ms at this load`, `${fixed(questions.p99)} ms`, questions.p99 < 50);
    for (const t of signedInResults(name, results)) {
      const path = t.endpoint === SIGNED_IN_LIST ? 'GET /api/questions signed in' : t.endpoint;
      if (t.ratio !== undefined) {
        add(
          `${name}: ${path} ≥ ${t.ratio} × in-memory`,
          `${ratio(t.r.rps, results.memory.rps)}${t.refused}`,
          t.ratioOk && t.clean,
        );
        add(`${name}: ${path} p99 ≤ ${t.p99} ms`, `${fixed(t.r.p99)} ms${t.refused}`, t.p99Ok && t.clean);
      } else {
        const raw = timesRaw(t.endpoint, t.r, results[RAW_COMMIT]);
        add(
          `${name}: ${path} ≥ ${perSecond(t.rps)}, p99 ≤ ${t.p99} ms`,
          `${fixed(t.r.rps)} req/s, p99 ${fixed(t.r.p99)} ms${raw === '–' ? '' : `, ${raw} × raw commit`}${t.refused}`,
          t.rpsOk && t.p99Ok && t.clean,
        );
      }
    }
  }
  for (const row of contractRows(run)) add(row.target, row.measured, row.ok);
  for (const row of matchingRows(run)) add(row.target, row.measured, row.ok);
  for (const bench of [mailBench, retentionBench])
    for (const row of bench.rows(run)) add(row.target, row.measured, row.ok);
  for (const [name, live] of Object.entries(run.live ?? {})) {
    add(
      `${name}: one event reaches ${live.streams} open streams, p99 ≤ 1 s`,
      `${fixed(live.allReachedP99)} ms`,
      live.allReachedP99 <= 1000,
    );
  }
  for (const [name, scale] of Object.entries(run.scale)) {
    const [small, large] = Object.keys(scale.bySize);
    for (const query of Object.keys(scale.bySize[small])) {
      const r = scale.bySize[large][query].mean / scale.bySize[small][query].mean;
      add(`${name}: ${query} latency @${large} ≤ 1.5 × @${small}`, r.toFixed(2), r <= 1.5);
    }
  }
  if (run.web) {
    const home = run.web.sizes['/'].totalKb;
    add('first visit to / ≤ 120 KB gz', `${fixed(home, 1)} KB`, home <= 120);
    for (const [page, r] of Object.entries(run.web.lighthouse)) {
      add(
        `Lighthouse ${page}: performance ≥ 95, accessibility ≥ 95`,
        `${r.performance} / ${r.accessibility}`,
        r.performance >= 95 && r.accessibility >= 95,
      );
      const { fcpMs, lcpMs, performance } = FIRST_PAINT_TARGETS;
      add(
        `Lighthouse ${page}: FCP ≤ ${fixed(fcpMs)} ms, LCP ≤ ${fixed(lcpMs)} ms, performance ≥ ${performance}`,
        `${fixed(r.fcpMs)} / ${fixed(r.lcpMs)} ms, ${r.performance}`,
        firstPaintMet(r),
      );
      add(
        `Lighthouse ${page}: total blocking time ≤ ${TBT_TARGET_MS} ms`,
        `${fixed(r.tbtMs)} ms${r.tbtRange && r.runs > 1 ? ` (runs ${fixed(r.tbtRange[0])}–${fixed(r.tbtRange[1])})` : ''}${benchmarkIndexNote(r)}`,
        r.tbtMs <= TBT_TARGET_MS,
      );
    }
  }
  return rows;
}

/** The contracts' rows (issue 32): the milestone release with the vote's target, and the ledger audit. */
function contractRows(run) {
  return Object.entries(run.contracts ?? {}).flatMap(([name, c]) => {
    const write = writeTarget(name);
    const release = c.release;
    const refused = release.non2xx > 0 ? `, ${release.non2xx} non-2xx` : '';
    const after = c.verifyAfter.ok
      ? ''
      : `, ledger verify NOT ok after the run (${c.verifyAfter.mismatches} mismatches)`;
    const limit = verifyTarget(name);
    const verify = c.verify;
    return [
      {
        database: name,
        endpoint: RELEASE,
        target: `${name}: ${RELEASE} ≥ ${perSecond(write.rps)}, p99 ≤ ${write.p99} ms`,
        goal: `≥ ${perSecond(write.rps)}, p99 ≤ ${write.p99} ms`,
        measured: `${fixed(release.rps)} req/s, p99 ${fixed(release.p99)} ms, ${ratio(release.rps, c.rawCommit.rps)} × raw commit${refused}${after}`,
        ok: release.rps >= write.rps && release.p99 <= write.p99 && release.non2xx === 0 && c.verifyAfter.ok,
      },
      {
        database: name,
        endpoint: `${VERIFY} at ${grouped(verify.postings)} postings`,
        target: `${name}: ${VERIFY} at ${grouped(verify.postings)} postings ≤ ${grouped(limit)} ms (slowest of ${verify.calls} calls), ok`,
        goal: `≤ ${grouped(limit)} ms (slowest of ${verify.calls} calls), ok: true`,
        measured: `median ${fixed(verify.median)} ms, max ${fixed(verify.max)} ms, ${verify.ok ? 'ok' : `NOT ok (${verify.mismatches} mismatches)`}`,
        ok: verify.max <= limit && verify.ok,
      },
    ];
  });
}

function contractsSection(run) {
  const entries = Object.entries(run.contracts ?? {});
  if (entries.length === 0) return 'Skipped.';
  const first = entries[0][1];
  const rows = [
    ...entries.map(([name, c]) => [
      name,
      `${RAW_COMMIT} (the write reference)`,
      '–',
      `${perSecond(c.rawCommit.rps)}, p99 ${fixed(c.rawCommit.p99)} ms`,
      '–',
    ]),
    ...contractRows(run).map((row) => [row.database, row.endpoint, row.goal, row.measured, row.ok ? 'yes' : 'NO']),
  ];
  return [
    `Each approval meets a milestone of its own (a second approval of one milestone answers 409, the refusal path). ${first.prepared.throughApi} client/developer pairs go through the whole API path once (job, application, hire, a proposal of five milestones, acceptance, tokens earned through an admin bounty, every milestone funded and delivered); each pair's contract is then copied in SQL with its milestones delivered and its escrow funded through balanced ledger postings (bench/api/contract-data.ts): ${grouped(first.prepared.milestones)} delivered milestones in ${grouped(first.prepared.contracts)} contracts, enough for the warm-up and the run at ${grouped(first.prepared.coversRps)} req/s. The 50 connections approve as the clients, each request with its own Idempotency-Key, the neighbouring ones on contracts of different developers; one approval in five completes its contract. The ledger is then grown to ${grouped(first.verify.postings)} postings (rewards of one token to 1,000 members) and \`GET /api/ledger/verify\` is called ${first.verify.calls} times in a row as the admin, before the approvals; it is called once more after them and must still answer ok. The raw-commit reference is measured on the same server just before the approvals.`,
    '',
    table(['database', 'endpoint', 'target', 'this run', 'met'], rows),
  ].join('\n');
}

/**
 * Matching (issue 33): a job's suggestions among 10,000 profiles, p95 at a fixed rate against its
 * target; jobs for a developer among 2,000 open jobs, reported without one.
 */
function matchingRows(run) {
  return Object.entries(run.matching ?? {}).flatMap(([name, m]) => {
    const limit = MATCHING_P95_TARGET_MS[isPostgres(name) ? 'PostgreSQL' : 'PGlite'];
    const among = {
      [JOB_MATCHES]: `among ${grouped(m.prepared.profiles)} profiles`,
      [MY_MATCHES]: `among ${grouped(m.prepared.openJobs)} open jobs`,
    };
    return [JOB_MATCHES, MY_MATCHES].map((endpoint) => {
      const { fixed: atRate, saturated } = m[endpoint];
      const hasTarget = endpoint === JOB_MATCHES;
      const refused = atRate.non2xx > 0 ? `, ${atRate.non2xx} non-2xx` : '';
      return {
        database: name,
        endpoint: `${endpoint} ${among[endpoint]}`,
        target: `${name}: ${endpoint} ${among[endpoint]} at ${m.rate} req/s, ${hasTarget ? `p95 ≤ ${limit} ms` : 'p95 (no target)'}`,
        goal: hasTarget ? `p95 ≤ ${limit} ms` : '– (reported)',
        measured: `p95 ${fixed(atRate.p95)} ms (p50 ${fixed(atRate.p50)}, p99 ${fixed(atRate.p99)}), ${fixed(atRate.rps, 1)} of ${m.rate} req/s answered${refused}`,
        atRate,
        saturated,
        rate: m.rate,
        ok: hasTarget ? atRate.p95 <= limit && atRate.non2xx === 0 : null,
      };
    });
  });
}

export function matchingSection(run) {
  const entries = Object.entries(run.matching ?? {});
  if (entries.length === 0) return 'Skipped.';
  const first = entries[0][1];
  const rows = matchingRows(run).map((row) => [
    row.database,
    row.endpoint,
    row.goal,
    String(row.rate),
    fixed(row.atRate.rps, 1),
    fixed(row.atRate.p50),
    fixed(row.atRate.p95),
    fixed(row.atRate.p99),
    `${fixed(row.saturated.rps)} (p99 ${fixed(row.saturated.p99)} ms)`,
    row.ok === null ? '–' : row.ok ? 'yes' : 'NO',
  ]);
  const alone = entries.map(([name, m]) => {
    const ms = m.perJob.map((job) => job.medianMs).sort((a, b) => a - b);
    const slowest = m.perJob.reduce((a, b) => (b.medianMs > a.medianMs ? b : a));
    return `- ${name}: median ${fixed(ms[Math.floor(ms.length / 2)])} ms over the 20 jobs, fastest ${fixed(ms[0])} ms, slowest ${fixed(slowest.medianMs)} ms ("${slowest.stack}").`;
  });
  const plan = (title, entry) =>
    `**${title}** (${entry.explainMs} ms with EXPLAIN)\n\n\`\`\`sql\n${entry.query}\n\`\`\`\n\n\`\`\`\n${entry.plan}\n\`\`\``;
  const plans = entries.map(([name, m]) =>
    [
      `<details><summary>Pool query plans (${name})</summary>`,
      '',
      plan(`A job's suggestions, "${m.plans.popularStack}"`, m.plans.developerPool),
      '',
      plan(`A job's suggestions, "${m.plans.rareStack}"`, m.plans.rareDeveloperPool),
      '',
      plan('Jobs for a developer', m.plans.jobPool),
      '',
      '</details>',
    ].join('\n'),
  );
  return [
    `${grouped(first.prepared.profiles)} developer profiles, each with its own user, and ${grouped(first.prepared.openJobs)} open jobs of 200 other clients, inserted in SQL with the facts the app writes (bench/api/matching-data.ts: twenty kinds of developer from full-stack JavaScript, the most common, to Elixir; 3–10 skills each, some written as people write them, and a long tail; rates 25–200/h; availability, ratings, completed projects, time zones and languages). Through the API, one client publishes 20 jobs (mostly popular stacks such as "React, Node.js, PostgreSQL, AWS", and rarer ones down to Elixir) and 20 developers save their profiles; every job must answer 10 matches, each with reasons, before anything is timed. The load is open loop at a fixed rate (\`measureAtRate\`, bench/lib/load.mjs: request i leaves at i / rate s whatever the others are doing, and its latency runs from then to its last byte), ${first.seconds} s after a warm-up and an \`ANALYZE\`, going round the 20 jobs with the owner's token (or the 20 developers); then ${first.connections} connections in a closed loop give the most the server answers.`,
    '',
    table(
      [
        'database',
        'endpoint',
        'target',
        'rate req/s',
        'answered req/s',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        `most req/s (${first.connections} connections)`,
        'met',
      ],
      rows,
    ),
    '',
    "Each job's suggestions asked alone, one call after another (median of 5 per job):",
    '',
    ...alone,
    '',
    ...plans,
  ].join('\n');
}

/** bench/runtime.mjs's results: start to healthy, resident memory idle and after a minute of load. */
function runtimeSection(runtime) {
  return [
    `\`${runtime.command}\`; idle after ${runtime.idleSeconds} s, load: ${runtime.load.clients} clients of mixed reads and writes for ${runtime.loadSeconds} s.`,
    '',
    table(
      ['database', 'cold start ms', 'idle RSS MB (peak)', 'after load MB (peak)', 'load req/s', 'SIGTERM'],
      runtime.runs.map((entry) => [
        entry.name,
        String(entry.startMs),
        `${entry.idle.rssMb} (${entry.idle.peakMb})`,
        entry.load ? `${entry.load.rssMb} (${entry.load.peakMb})` : '–',
        entry.load ? `${entry.load.perSecond} (${entry.load.failed} failed)` : '–',
        `exit ${entry.stop.code} in ${entry.stop.stopMs} ms`,
      ]),
    ),
  ].join('\n');
}

export function renderReport(run) {
  const sections = [
    '# Performance',
    '',
    'Written by `npm run bench` (bench/run.mjs); every number below comes from the run it describes. Targets: DESIGN.md §8.',
    '',
    `- Date: ${run.date}`,
    `- Machine: ${run.machine}`,
    `- Load: autocannon, ${run.load.connections} connections, ${run.load.seconds} s per endpoint after a ${run.load.warmupSeconds} s warm-up and an \`ANALYZE\` (what autovacuum does within a minute of a live database; bench/findings.md item 20), client on the same machine.`,
    `- Server: the production build (\`NODE_ENV=production\`, logger at info to /dev/null, helmet, CORS, rate limit with limits raised so nothing is refused, compression), one process.`,
    '',
    '## Targets',
    '',
    table(
      ['target', 'measured', 'met'],
      verdicts(run).map((row) => [row.target, row.measured, row.met]),
    ),
    '',
    '## Issue 24: before and after',
    '',
    'The signed-in paths and the first paint. Before: docs/performance.md of 2026-11-24 (on a 2 × Intel Xeon machine of the same size) and its notes of 2026-11-25; the vote then ran on one question. Now the vote runs over 200 questions of 40 authors by 200 other visitors, mixing first votes, switched votes and repeats (bench/lib/api-bench.mjs); the stake is one token at a time by 50 funded visitors, each request with its own Idempotency-Key.',
    '',
    table(
      ['database', 'endpoint', 'target', 'before', 'this run', 'met'],
      issue24Comparison(run).map((row) => [row.database, row.endpoint, row.target, row.before, row.now, row.met]),
    ),
    '',
    '## API throughput and latency',
    '',
    'Each endpoint against the same server build answering the same JSON from memory (`GET /api/bench/memory`, a bench-only route) and against a bare Fastify hello world; each write also against the raw-commit reference of DESIGN.md §8, one single-row insert and commit through the same driver, pool and concurrency on the same server (`POST /api/bench/raw-commit`, a bench-only route; aim for ≥ 0.5 of it).',
    '',
    ...Object.entries(run.api).map(([name, results]) => `${apiSection(name, results, run.hello)}\n`),
    '### What the plugins cost (hello world)',
    '',
    helloSection(run.hello),
    '',
    '## Contracts: milestone release and ledger audit (issue 32)',
    '',
    contractsSection(run),
    '',
    '## Matching among 10,000 developer profiles (issue 33)',
    '',
    matchingSection(run),
    '',
    '## Mail: draining the outbox (issue 34)',
    '',
    mailBench.section(run),
    '',
    '## Retention: the daily sweep on 1,000,000 analytics events (issue 40)',
    '',
    retentionBench.section(run),
    '',
    '## Live events: fan-out',
    '',
    "One server process holds the open streams (`GET /api/notifications/stream`) of one visitor, as many tabs; the bench then sends messages to that visitor one at a time and times each from the send until every stream has it (bench/lib/marketplace-bench.mjs). Memory is the server's resident set before and after opening the streams.",
    '',
    run.live && Object.keys(run.live).length > 0 ? liveSection(run.live) : 'Skipped.',
    '',
    '## Scale: 1,000 and 100,000 questions',
    '',
    'Questions with answers (70% have two) and votes (three each), grown by bench/api/scale-data.ts; latency through the API under the same load, signed in (answers with "my vote" are never cached, so every request runs the query).',
    '',
    ...Object.entries(run.scale).map(([name, scale]) => `${scaleSection(name, scale)}\n`),
    '## Web',
    '',
    run.web ? webSection(run.web.sizes, run.web.lighthouse) : 'Skipped.',
    '',
    '## Runtime: cold start and memory of the built server',
    '',
    run.runtime ? runtimeSection(run.runtime) : 'Skipped.',
    '',
    '## Several instances on one PostgreSQL',
    '',
    run.cluster?.scaleOut ? ['```', run.cluster.scaleOut, '```'].join('\n') : 'Skipped (needs PostgreSQL and nginx).',
    '',
    '### What the shared rate-limit store costs per request',
    '',
    'The same load on one instance with the in-memory store and with the PostgreSQL store (`RATE_LIMIT_STORE`), best of two alternating rounds (bench/rate-limit-store.mjs).',
    '',
    run.cluster?.rateLimitStore ?? 'Skipped.',
    '',
    ...(run.notes ? ['## Notes', '', run.notes, ''] : []),
  ];
  return `${sections.join('\n')}\n`;
}
