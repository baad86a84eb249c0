import { FEEDBACK_FEATURES, FEEDBACK_TYPE_IDS, pointAwardsFor } from '@app/shared/feedback/feedback.constants';
import type { Seeder } from '../../db/seed/seeder.ts';
import { insertUser } from '../users/users.repository.ts';
import { insertFeedbackBatch } from './feedback.repository.ts';

const DAY = 86_400_000;
const COMMENTS = [
  'Really smooth, I got what I needed quickly.',
  'Works, but the loading took a while on my phone.',
  'Love it! Saved me a lot of time.',
  'Confusing at first; a short tour would help.',
  'Found a small bug: the button did nothing the first time.',
  'Would be great to export this as a PDF.',
  '',
  '',
];
const TESTERS = [
  'Ava Thompson',
  'Noah Williams',
  'Mia Brown',
  'Liam Garcia',
  'Zoe Martin',
  'Ethan Lee',
  'Chloe Walker',
  'Lucas Hall',
  'Ella Young',
  'Mason King',
  'Aria Scott',
  'Leo Green',
];

/** A deterministic pseudo-random sequence, so every fresh database tells the same story. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** ~300 feedback rows over the last 90 days, across features, types and ratings. */
export const feedbackSeeder: Seeder = {
  name: 'feedback/sample-feedback',
  async run(db) {
    const random = sequence(42);
    const testers: string[] = [];
    for (const [index, name] of TESTERS.entries()) {
      const row = await insertUser(db, {
        name,
        handle: `tester_${index + 1}`,
        avatarSeed: `tester-${index + 1}`,
        bio: 'Beta tester.',
      });
      testers.push(row.id);
    }
    const now = Date.now();
    const rows = Array.from({ length: 300 }, (_, index) => {
      const feature = FEEDBACK_FEATURES[Math.floor(random() ** 1.3 * FEEDBACK_FEATURES.length)] ?? FEEDBACK_FEATURES[0];
      const type = FEEDBACK_TYPE_IDS[Math.floor(random() * FEEDBACK_TYPE_IDS.length)] ?? 'general';
      // Mostly happy users, a few unhappy ones; bugs skew lower.
      const base = type === 'bug' ? 2.6 : 3.9;
      const rating = Math.max(1, Math.min(5, Math.round(base + (random() - 0.35) * 2.4)));
      return {
        userId: testers[index % testers.length] ?? testers[0] ?? '',
        type,
        rating,
        comment: COMMENTS[Math.floor(random() * COMMENTS.length)] ?? '',
        feature: feature.id,
        source: 'widget' as const,
        createdAt: new Date(now - random() * 90 * DAY),
        awards: pointAwardsFor(type, rating),
      };
    });
    await insertFeedbackBatch(db, rows);
  },
};
