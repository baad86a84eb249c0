import type { Database } from '../../db/client.ts';
import { revealDueReviews } from '../reviews/review-standing.service.ts';
import { sendDeliveryReminders } from './contract-reminders.ts';

/**
 * The contracts' timed work, run by the holder of its scheduler lease (decision 007): the day-7
 * and day-13 reminders of unanswered deliveries, and the reviews whose 14 days have passed.
 */
export async function runContractDueWork(db: Database, now: Date = new Date()) {
  const reminders = await sendDeliveryReminders(db, now);
  const revealed = await revealDueReviews(db, now);
  return { reminders, revealed };
}
