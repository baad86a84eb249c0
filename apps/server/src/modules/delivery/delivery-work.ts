import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { type LeasedScheduler, startLeasedScheduler } from '../cluster/scheduler-lease.ts';
import { queueDueDigests } from './digest.service.ts';
import { createEmailChannel } from './email-channel.ts';
import type { OutboxChannels } from './outbox-channel.ts';
import { drainOutbox } from './outbox-sender.ts';
import { createPushChannel } from './push-channel.ts';

/** The sender looks for due mail and push this often (a notification's mail leaves within it). */
export const OUTBOX_TICK_MS = 2_000;
/** Rows one tick sends at most; the next tick goes on. */
const ROWS_PER_TICK = 500;
/** Digests are looked for every minute: each member's goes out in the first minute of their hour. */
export const DIGEST_TICK_MS = 60_000;

export interface DeliveryWork {
  channels: OutboxChannels;
  stop(): Promise<void>;
}

/**
 * The outbox's sender and the daily digest (issue 34 §3-4), each on one process of the cluster
 * at a time (the holder of its lease, docs/decisions/007). Without SMTP_URL no mail is sent and no
 * digest is queued: said once, here.
 */
export function startDeliveryWork(
  db: Database,
  config: Config,
  log: (entry: Record<string, unknown>, message: string) => void,
): DeliveryWork {
  const email = createEmailChannel(db, config);
  const channels: OutboxChannels = { push: createPushChannel(db, config), ...(email ? { email } : {}) };
  if (!email) log({ event: 'email_off' }, 'Email is off: SMTP_URL is not set, so no mail is sent.');
  const sender = startLeasedScheduler(db, {
    name: 'outbox-sender',
    tickMs: OUTBOX_TICK_MS,
    log: (entry) => log(entry, 'outbox'),
    run: () => drainOutbox(db, channels, { limit: ROWS_PER_TICK }),
  });
  const digest: LeasedScheduler | null = email
    ? startLeasedScheduler(db, {
        name: 'email-digest',
        tickMs: DIGEST_TICK_MS,
        log: (entry) => log(entry, 'digest'),
        run: () => queueDueDigests(db, config),
      })
    : null;
  return {
    channels,
    async stop() {
      await sender.stop();
      await digest?.stop();
      email?.close?.();
    },
  };
}
