// Issue 34's bench row: 10,000 queued mails drained to a local SMTP sink by the outbox sender
// (drainOutbox with the real email channel: nodemailer, a pool of 3 connections, each mail rendered
// from its notification and its unsubscribe token signed). Prints mails per second, the process's
// peak memory, and, as DESIGN.md §8 asks of every write row, the raw single-row commit rate
// measured in the same run on the same database, and the ratio of the two.
// Usage: DATABASE_URL=... | DATA_DIR=... tsx bench/api/mail-drain.ts [mails]
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts';
import { createEmailChannel } from '../../apps/server/src/modules/delivery/email-channel.ts';
import { drainOutbox } from '../../apps/server/src/modules/delivery/outbox-sender.ts';
import { measureRawCommitRate } from './raw-commit-rate.ts';

const MAILS = Number(process.argv[2] ?? 10_000);
const MEMBERS = 100;
/** Seconds of raw single-row commits, the disk's reference. */
const RAW_SECONDS = 3;

let received = 0;
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, done) {
    stream.on('data', () => {});
    stream.on('end', () => {
      received += 1;
      done();
    });
  },
});
await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
const port = (sink.server.address() as { port: number }).port;

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? '' });
await migrateDatabase(database);
const { db } = database;
const config = loadConfig({
  ...process.env,
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  PUBLIC_ORIGIN: 'http://localhost:3000',
});

// The reference: one-row inserts, each its own commit, one after the other, through the same driver.
const rawPerSecond = await measureRawCommitRate(db, RAW_SECONDS);

// 100 members, 100 mails each, queued as the notifications trigger queues them (message.new, rendered at send).
await db.execute(sql`
  with members as (
    insert into users (name, avatar_seed)
    select 'Bench member ' || g, 'bench-' || g from generate_series(1, ${MEMBERS}::int) g
    returning id, avatar_seed
  )
  insert into outbox (user_id, channel, kind, recipient, payload)
  select m.id, 'email', 'message.new', 'member-' || m.avatar_seed || '@bench.test',
    jsonb_build_object('group', 'messages', 'title', 'New message from Bench client ' || g,
      'body', 'Can we talk on Monday about the second milestone? ' || g, 'link', '/messages?conversation=' || g)
  from members m cross join generate_series(1, ${Math.ceil(MAILS / MEMBERS)}::int) g`);

const channel = createEmailChannel(db, config);
if (!channel) throw new Error('no email channel');
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 100);
const started = performance.now();
let sent = 0;
let failed = 0;
for (;;) {
  const result = await drainOutbox(db, { email: channel }, { limit: 1000 });
  sent += result.sent;
  failed += result.failed + result.retried;
  if (result.sent + result.failed + result.retried === 0) break;
}
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
channel.close?.();
await database.close();
sink.close();

const mailsPerSecond = sent / seconds;
console.log(
  JSON.stringify({
    mails: sent,
    received,
    notSent: failed,
    seconds: Number(seconds.toFixed(1)),
    mailsPerSecond: Math.round(mailsPerSecond),
    peakRssMb: Math.round(peakRss / 2 ** 20),
    rawCommitsPerSecond: Math.round(rawPerSecond),
    ratioToRawCommit: Number((mailsPerSecond / rawPerSecond).toFixed(2)),
  }),
);
