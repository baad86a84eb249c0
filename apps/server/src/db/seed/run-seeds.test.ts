import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.ts';
import { migrateDatabase } from '../migrate.ts';
import { runSeeds } from './run-seeds.ts';

describe('runSeeds', () => {
  it('runs each seeder once, however often it is called', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      await migrateDatabase(database);
      let calls = 0;
      const seeders = [{ name: 'test/counter', run: async () => void calls++ }];
      expect(await runSeeds(database.db, seeders)).toEqual(['test/counter']);
      expect(await runSeeds(database.db, seeders)).toEqual([]);
      expect(calls).toBe(1);
    } finally {
      await drop();
    }
  });

  it('seeds the four AI personas by default', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      await migrateDatabase(database);
      await runSeeds(database.db);
      const personas = await database.db.query.users.findMany({ where: (users, { eq }) => eq(users.isAi, true) });
      expect(personas.map((persona) => persona.name).sort()).toEqual([
        'Alex Chen',
        'Jordan Kim',
        'Maya Rodriguez',
        'Sam Taylor',
      ]);
    } finally {
      await drop();
    }
  });
});
