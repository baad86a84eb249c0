// `npm run db:seed`: migrates, then runs every seeder this database has not seen yet. The only
// way a DATABASE_URL database gets demo data (DESIGN.md §5).
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../client.ts';
import { migrateDatabase } from '../migrate.ts';
import { runSeeds } from './run-seeds.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrateDatabase(database);
  const ran = await runSeeds(database.db);
  console.log(ran.length > 0 ? `Seeded: ${ran.join(', ')}` : 'Nothing to seed: every seeder has already run.');
} finally {
  await database.close();
}
