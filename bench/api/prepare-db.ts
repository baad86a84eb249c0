// Prepares a benchmark database: migrations, the demo seed, and optionally more questions.
// Usage: DATABASE_URL=... | DATA_DIR=... tsx bench/api/prepare-db.ts [questions]
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts';
import { runSeeds } from '../../apps/server/src/db/seed/run-seeds.ts';
import { growQuestions } from './scale-data.ts';

const target = Number(process.argv[2] ?? 0);
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? '' });
await migrateDatabase(database);
await runSeeds(database.db);
const added = target > 0 ? await growQuestions(database.db, target) : 0;
await database.close();
console.log(JSON.stringify({ added }));
