import type { Database } from '../client.ts';

export interface Seeder {
  /** Unique and stable: a seeder runs once per database, recorded under this name. */
  name: string;
  run(db: Database): Promise<void>;
}
