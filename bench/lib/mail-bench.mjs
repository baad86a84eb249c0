// Mail (issue 34, DESIGN.md §8): 10,000 queued mails drained by the outbox sender to a local SMTP
// sink (bench/api/mail-drain.ts), on each database: mails per second, the process's peak memory,
// and the ratio to a raw single-row commit measured in the same run on the same database.
import { grouped, scriptBench } from './script-bench.mjs';

const MAIL_COUNT = Number(process.env.BENCH_MAILS ?? 10_000);

/** The verdict rows: every mail received once, nothing left (the rate is reported, without a target). */
export const mailBench = scriptBench({
  script: 'bench/api/mail-drain.ts',
  count: MAIL_COUNT,
  key: 'mail',
  row: (name, m) => ({
    target: `${name}: ${grouped(MAIL_COUNT)} queued mails drained to an SMTP sink, each received once`,
    measured: `${grouped(m.received)} received in ${m.seconds} s: ${grouped(m.mailsPerSecond)} mails/s (${m.ratioToRawCommit} × raw commit at ${grouped(m.rawCommitsPerSecond)}/s), peak RSS ${m.peakRssMb} MB`,
    ok: m.received === MAIL_COUNT && m.mails === MAIL_COUNT && m.notSent === 0,
  }),
  description: `${grouped(MAIL_COUNT)} mails of 100 members (\`message.new\`, each rendered at send from its notification with its signed unsubscribe link) queued in the outbox, then drained by \`drainOutbox\` with the real email channel (nodemailer, a pool of 3 SMTP connections, 10 rows claimed at a time and sent side by side) to an SMTP server in the same process that counts and discards (bench/api/mail-drain.ts). The raw commit is a single-row insert and commit, one after the other, through the same driver, measured just before.`,
  notOk: 'NOT every mail once',
});
