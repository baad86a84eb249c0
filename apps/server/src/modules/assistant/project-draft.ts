import { ASSISTANT_TEXT_MAX_LENGTH } from '@app/shared/assistant/assistant.constants';
import type { ProjectDraftResponse, ProjectFacts } from '@app/shared/assistant/assistant.schemas';
import { SLOT_FACTS } from '@app/shared/assistant/slot-facts';
import { PROJECT_SLOTS, type ProjectSlotKey } from '@app/shared/jobs/project-slots';
import { formatBudget } from './extract/budget.ts';
import { extractCategory } from './extract/category.ts';
import { cleanFeatures } from './extract/feature-items.ts';
import { clip } from './extract/sentences.ts';
import { unionOfNames, withoutUndefined } from './llm-merge.ts';

/** Budget and timeline are one fact each, written in several fields: never half from one source. */
const GROUPS: readonly (readonly (keyof ProjectFacts)[])[] = [SLOT_FACTS.budget, SLOT_FACTS.timeline];

/**
 * What is known wins: a fact the user gave or corrected is never replaced by what a new text
 * suggests. New facts fill the rest; lists (features, technologies) keep every known entry and
 * gain the new ones.
 */
export function mergeKnown(known: ProjectFacts | undefined, found: ProjectFacts): ProjectFacts {
  if (!known) return found;
  const merged: ProjectFacts = { ...found, ...withoutUndefined(known) };
  for (const group of GROUPS) {
    if (group.some((key) => known[key] !== undefined)) {
      for (const key of group) {
        if (known[key] === undefined) delete merged[key];
      }
    }
  }
  merged.technologies = unionOfNames(known.technologies, found.technologies)?.slice(0, 50);
  const features = new Map<string, string>();
  for (const feature of [...(known.features ?? []), ...(found.features ?? [])]) {
    if (!features.has(feature.toLowerCase())) features.set(feature.toLowerCase(), feature);
  }
  merged.features = features.size > 0 ? [...features.values()].slice(0, 30) : undefined;
  return withoutUndefined(merged);
}

const isFilled = (facts: ProjectFacts, slot: ProjectSlotKey) =>
  SLOT_FACTS[slot].some((key) => key !== 'currency' && facts[key] !== undefined);

const itemsOf = (text: string, max: number, length: number) =>
  text
    .split(/\n|[,;]|\s+and\s+/)
    .map((item) => item.replace(/^[\s\-*•]+/, '').trim())
    .filter(Boolean)
    .slice(0, max)
    .map((item) => item.slice(0, length));

/**
 * The answer to the question just asked, as the ten-question flow keeps it: when nothing in the
 * text was understood as that slot's fact, the whole answer fills the slot (a category answer is
 * still matched to a job category when it names one: "mobile" is Mobile Development).
 */
export function answerSlot(facts: ProjectFacts, slot: ProjectSlotKey | undefined, text: string): ProjectFacts {
  if (!slot || isFilled(facts, slot)) return facts;
  const answer = text.trim();
  const filled: Record<ProjectSlotKey, () => ProjectFacts> = {
    title: () => ({ title: clip(answer, 200) }),
    description: () => ({ description: answer.slice(0, ASSISTANT_TEXT_MAX_LENGTH) }),
    category: () => ({ category: extractCategory(answer, [], 1) ?? clip(answer, 100) }),
    targetAudience: () => ({ audience: clip(answer, 500) }),
    key_features: () => ({ features: itemsOf(answer, 30, 300) }),
    technologyStack: () => ({ technologies: itemsOf(answer, 50, 100) }),
    budget: () => ({ budgetText: clip(answer, 200) }),
    timeline: () => ({ timelineText: clip(answer, 200) }),
    successCriteria: () => ({ successCriteria: clip(answer, 1000) }),
    potentialChallenges: () => ({ challenges: clip(answer, 1000) }),
  };
  return { ...facts, ...filled[slot]() };
}

/** "a; b" when an item has a comma of its own, else "a, b". */
const joined = (items: readonly string[]) => items.join(items.some((item) => item.includes(',')) ? '; ' : ', ');

/**
 * The ten slots as the text the wizard shows, read like a post: features as short clean items
 * (whoever wrote them: the extractor, the model or the person); slots with nothing known are absent.
 */
export function draftOf(facts: ProjectFacts): ProjectDraftResponse['draft'] {
  const features = cleanFeatures(facts.features ?? []);
  const text: Record<ProjectSlotKey, string | undefined> = {
    title: facts.title,
    description: facts.description,
    category: facts.category,
    targetAudience: facts.audience,
    key_features: features.length > 0 ? joined(features) : undefined,
    technologyStack: facts.technologies?.length ? facts.technologies.join(', ') : undefined,
    budget: formatBudget(facts) ?? facts.budgetText,
    timeline: facts.timelineText ?? (facts.timelineWeeks !== undefined ? `${facts.timelineWeeks} weeks` : undefined),
    successCriteria: facts.successCriteria,
    potentialChallenges: facts.challenges,
  };
  return Object.fromEntries(Object.entries(text).filter(([, value]) => value?.trim())) as ProjectDraftResponse['draft'];
}

/** The slots still to ask, in the order of the ten questions. */
export function missingOf(draft: ProjectDraftResponse['draft']): ProjectSlotKey[] {
  return PROJECT_SLOTS.map((slot) => slot.key).filter((key) => !draft[key]);
}
