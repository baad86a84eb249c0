// Mail (issue 34, DESIGN.md §8): 10,000 queued mails drained by the outbox sender to a local SMTP
// sink (bench/api/mail-drain.ts), on each database: mails per second, the process's peak memory,
// and the ratio to a raw single-row commit measured in the same run on the same database.
import { runNode } from './processes.mjs';

export const MAIL_COUNT = Number(process.env.BENCH_MAILS ?? 10_000);

export async function benchMail(env) {
  const stdout = await runNode(['--import', 'tsx', 'bench/api/mail-drain.ts', String(MAIL_COUNT)], env);
  return JSON.parse(stdout.trim().split('\n').at(-1));
}

const grouped = (value) => value.toLocaleString('en-US');

/** The verdict rows: every mail received once, nothing left (the rate is reported, without a target). */
export function mailRows(run) {
  return Object.entries(run.mail ?? {}).map(([name, m]) => ({
    target: `${name}: ${grouped(MAIL_COUNT)} queued mails drained to an SMTP sink, each received once`,
    measured: `${grouped(m.received)} received in ${m.seconds} s: ${grouped(m.mailsPerSecond)} mails/s (${m.ratioToRawCommit} × raw commit at ${grouped(m.rawCommitsPerSecond)}/s), peak RSS ${m.peakRssMb} MB`,
    ok: m.received === MAIL_COUNT && m.mails === MAIL_COUNT && m.notSent === 0,
  }));
}

export function mailSection(run) {
  const rows = mailRows(run);
  if (rows.length === 0) return 'Skipped.';
  return [
    `${grouped(MAIL_COUNT)} mails of 100 members (\`message.new\`, each rendered at send from its notification with its signed unsubscribe link) queued in the outbox, then drained by \`drainOutbox\` with the real email channel (nodemailer, a pool of 3 SMTP connections, 10 rows claimed at a time and sent side by side) to an SMTP server in the same process that counts and discards (bench/api/mail-drain.ts). The raw commit is a single-row insert and commit, one after the other, through the same driver, measured just before.`,
    '',
    ...rows.map((row) => `- ${row.measured}${row.ok ? '' : ' — NOT every mail once'}`),
  ].join('\n');
}
