import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { serverKeys } from './delivery.tables.ts';

/**
 * The key `name`, made by `make` the first time any process asks: the first insert wins and every
 * process reads the same value back (two processes starting together never keep two keys).
 */
export async function findOrCreateServerKey(
  db: Database,
  name: string,
  make: () => Record<string, string>,
): Promise<Record<string, string>> {
  const [existing] = await db.select().from(serverKeys).where(eq(serverKeys.name, name));
  if (existing) return existing.value;
  await db.insert(serverKeys).values({ name, value: make() }).onConflictDoNothing();
  const [stored] = await db.select().from(serverKeys).where(eq(serverKeys.name, name));
  if (!stored) throw new Error(`The server key ${name} could not be stored`);
  return stored.value;
}
