import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contentViews } from './community.tables.ts';

/**
 * Records a view; true when it counts: the viewer's first view, or the first after 24 h.
 * One statement, so concurrent duplicate views count once.
 */
export async function claimView(
  db: Database,
  input: { contentType: 'question' | 'answer' | 'prototype'; contentId: string; viewerKey: string },
): Promise<boolean> {
  const rows = await db
    .insert(contentViews)
    .values(input)
    .onConflictDoUpdate({
      target: [contentViews.contentType, contentViews.contentId, contentViews.viewerKey],
      set: { viewedAt: sql`now()` },
      setWhere: sql`${contentViews.viewedAt} < now() - interval '24 hours'`,
    })
    .returning({ viewedAt: contentViews.viewedAt });
  return rows.length > 0;
}
