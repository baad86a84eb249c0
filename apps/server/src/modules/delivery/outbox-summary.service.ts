import type { OutboxSummaryResponseSchema } from '@app/shared/delivery/delivery.schemas';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { countOutboxByStatus, listLatestOutboxRows } from './outbox.repository.ts';

/** How many of the newest rows the admin sees. */
export const OUTBOX_SUMMARY_ITEMS = 50;

/**
 * GET /api/admin/outbox (issue 34 §3): counts by status and the newest rows with their last error;
 * never a recipient or what was sent.
 */
export async function getOutboxSummary(
  db: Database,
): Promise<Omit<z.infer<typeof OutboxSummaryResponseSchema>, 'success'>> {
  const counts = await countOutboxByStatus(db);
  const rows = await listLatestOutboxRows(db, OUTBOX_SUMMARY_ITEMS);
  return {
    counts,
    items: rows.map((row) => ({
      id: String(row.id),
      channel: row.channel,
      kind: row.kind,
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
  };
}
