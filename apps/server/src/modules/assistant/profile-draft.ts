import type { ProfileFacts } from '@app/shared/assistant/assistant.schemas';
import { unionOfNames, withoutUndefined } from './llm-merge.ts';

const RATE: readonly (keyof ProfileFacts)[] = ['hourlyRate', 'hourlyRateMax', 'currency'];

/**
 * What is known wins, as for projects: the rate is one fact (never half known, half new); skills
 * and languages keep every known entry and gain the new ones.
 */
export function mergeKnownProfile(known: ProfileFacts | undefined, found: ProfileFacts): ProfileFacts {
  if (!known) return found;
  const merged: ProfileFacts = { ...found, ...withoutUndefined(known) };
  if (RATE.some((key) => known[key] !== undefined)) {
    for (const key of RATE) if (known[key] === undefined) delete merged[key];
  }
  merged.skills = unionOfNames(known.skills, found.skills)?.slice(0, 50);
  merged.languages = unionOfNames(known.languages, found.languages)?.slice(0, 20);
  return withoutUndefined(merged);
}
