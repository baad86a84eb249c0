import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL full-text search vectors (drizzle has no built-in column type for them). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
