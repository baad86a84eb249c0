import { AI_PERSONAS } from '@app/shared/ai-member/personas';
import type { Seeder } from '../../db/seed/seeder.ts';
import { upsertUsersByHandle } from './users.repository.ts';

/** The four AI personas as community members who can answer questions (FACTS.md). */
export const aiPersonasSeeder: Seeder = {
  name: 'users/ai-personas',
  async run(db) {
    await upsertUsersByHandle(
      db,
      AI_PERSONAS.map((persona, index) => ({
        name: persona.name,
        handle: persona.handle,
        avatarSeed: `ai-${persona.handle}`,
        reputation: 2500 - index * 250,
        isAi: true,
      })),
    );
  },
};
