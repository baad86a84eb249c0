import { bountiesSeeder } from '../../modules/bounties/bounties.seed.ts';
import { communitySeeder } from '../../modules/community/community.seed.ts';
import { contractsSeeder } from '../../modules/contracts/contracts.seed.ts';
import { developersSeeder } from '../../modules/developers/developers.seed.ts';
import { feedbackSeeder } from '../../modules/feedback/feedback.seed.ts';
import { opportunitiesSeeder } from '../../modules/opportunities/opportunities.seed.ts';
import { prototypesSeeder } from '../../modules/prototypes/prototypes.seed.ts';
import { tasksSeeder } from '../../modules/tasks/tasks.seed.ts';
import { aiPersonasSeeder } from '../../modules/users/users.seed.ts';
import type { Seeder } from './seeder.ts';

/** Demo content, in the order it must be inserted. Modules append their seeders here. */
export const SEEDERS: readonly Seeder[] = [
  aiPersonasSeeder,
  communitySeeder,
  prototypesSeeder,
  opportunitiesSeeder,
  developersSeeder,
  // After the developers: it gives the demo profiles the contracts and reviews their numbers come from.
  contractsSeeder,
  tasksSeeder,
  feedbackSeeder,
  bountiesSeeder,
];
