import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL full-text search vectors (drizzle has no built-in column type for them). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Fixed-length bit strings, written and read as text of 0s and 1s (`bit(n)`). */
export const bitString = (length: number) => customType<{ data: string }>({ dataType: () => `bit(${length})` });
