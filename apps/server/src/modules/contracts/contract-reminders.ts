import { REVIEW_REMINDER_DAYS } from '@app/shared/contracts/contracts.constants';
import type { Database } from '../../db/client.ts';
import { inTransaction } from '../../lib/transactions.ts';
import { tellParties } from './contract-notices.ts';
import { findDueReminders, markReminderSent } from './contracts.repository.ts';

const DAY_MS = 86_400_000;

/**
 * A client who has not answered a delivery is reminded on day 7 and day 13 (issue 32 §2); nothing
 * is approved on anyone's behalf. Each reminder is sent once: the count is kept on the milestone
 * in the transaction that stores the notification. Returns how many reminders it sent.
 */
export async function sendDeliveryReminders(db: Database, now: Date = new Date()): Promise<number> {
  const due = await findDueReminders(db, now, REVIEW_REMINDER_DAYS);
  let sent = 0;
  for (const { milestone, contract } of due) {
    const days = Math.floor((now.getTime() - (milestone.submittedAt?.getTime() ?? now.getTime())) / DAY_MS);
    // Straight to the second when the first was missed (the server was down on day 7).
    const remindersSent = days >= (REVIEW_REMINDER_DAYS[1] ?? 13) ? 2 : 1;
    const isSent = await inTransaction(db, async (tx) => {
      if (!(await markReminderSent(tx, milestone.id, milestone.remindersSent, remindersSent))) return false;
      await tellParties(tx, contract, [{ kind: 'milestone.reminder', to: 'client', milestone, days }]);
      return true;
    });
    if (isSent) sent++;
  }
  return sent;
}
