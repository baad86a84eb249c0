import type { ProjectSlotKey } from '../jobs/project-slots.ts';
import type { ProjectFacts } from './assistant.schemas.ts';

/**
 * Which facts fill each of the ten slots. A slot is filled when one of its facts is; to correct a
 * slot, send the new words as `text` with `slot` set and `known` without that slot's facts
 * (`forgetSlot`): the server reads them again and the correction wins from then on.
 */
export const SLOT_FACTS = {
  title: ['title'],
  description: ['description'],
  category: ['category'],
  targetAudience: ['audience'],
  key_features: ['features'],
  technologyStack: ['technologies'],
  budget: ['budgetMin', 'budgetMax', 'currency', 'budgetText'],
  timeline: ['timelineWeeks', 'timelineText'],
  successCriteria: ['successCriteria'],
  potentialChallenges: ['challenges'],
} as const satisfies Record<ProjectSlotKey, readonly (keyof ProjectFacts)[]>;

/** The facts without one slot's, so that the next answer for that slot is read afresh. */
export function forgetSlot(facts: ProjectFacts, slot: ProjectSlotKey): ProjectFacts {
  const forgotten = new Set<string>(SLOT_FACTS[slot]);
  return Object.fromEntries(Object.entries(facts).filter(([key]) => !forgotten.has(key))) as ProjectFacts;
}
