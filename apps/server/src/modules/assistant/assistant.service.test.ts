import { ProfileDraftResponseSchema, ProjectDraftResponseSchema } from '@app/shared/assistant/assistant.schemas';
import { PROFILE_QUESTIONS, PROFILE_SLOTS } from '@app/shared/developers/developer-questions';
import { PROJECT_SLOTS } from '@app/shared/jobs/project-slots';
import { describe, expect, it } from 'vitest';
import { draftProfile, draftProject } from './assistant.service.ts';
import { ALL_CV_CASES, ALL_PROJECT_CASES } from './eval/eval-sets.ts';

const options = { llm: null, now: new Date('2026-05-11T10:00:00Z') };
const ODD_TEXTS = [
  'x',
  '$$$ 999999999999999999999 k k k',
  '🎉'.repeat(2000),
  "'; DROP TABLE jobs; -- <script>alert(1)</script>",
  `${'Budget $5k, by March, React, iOS. '.repeat(140)}`.slice(0, 5000),
  'Name: \nTitle: \nLocation: \nTime zone: \nhttps://github.com/ https://linkedin.com/ javascript:alert(1)',
];

/** Whatever the text and the slot, the answer fits the contract the route serializes it with. */
describe('the assistants always answer within the contract', () => {
  it('for every project text, answered as a description or for any slot', async () => {
    for (const text of [...ALL_PROJECT_CASES.map((entry) => entry.text), ...ODD_TEXTS]) {
      for (const slot of [undefined, ...PROJECT_SLOTS.map((entry) => entry.key)]) {
        const answer = await draftProject({ text, slot }, options);
        const checked = ProjectDraftResponseSchema.safeParse({ success: true, ...answer });
        expect(checked.success, `${slot}: ${text.slice(0, 60)} ${checked.error?.message}`).toBe(true);
      }
    }
  });

  it('for every CV, read as a CV or as the answer to any question of the developer assistant', async () => {
    const askings = [
      undefined,
      ...PROFILE_QUESTIONS.map((question) => [...question.slots]),
      ...PROFILE_SLOTS.map((slot) => [slot]),
    ];
    for (const text of [...ALL_CV_CASES.map((entry) => entry.text), ...ODD_TEXTS]) {
      for (const slots of askings) {
        const answer = await draftProfile({ text, slots }, options);
        const checked = ProfileDraftResponseSchema.safeParse({ success: true, ...answer });
        expect(checked.success, `${slots}: ${text.slice(0, 60)} ${checked.error?.message}`).toBe(true);
      }
    }
  });
});
