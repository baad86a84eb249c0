import type { AssistantGenerator } from '@app/shared/assistant/assistant.constants';
import type { ProjectDraftResponse, ProjectFacts } from '@app/shared/assistant/assistant.schemas';
import { SLOT_FACTS } from '@app/shared/assistant/slot-facts';
import { PROJECT_SLOTS, type ProjectSlotKey, type ProjectSlots } from '@app/shared/jobs/project-slots';
import { firstOpenSlot, slotOrder } from './slot-order';

/**
 * What the assistant has understood from free answers (issue 23): the structured facts, which
 * slots the person corrected (sent back as `known`, never replaced), who understood the text, and
 * the slot the last question asks (absent while it waits for the first description).
 */
export interface Understanding {
  facts: ProjectFacts;
  corrected: ProjectSlotKey[];
  generators: AssistantGenerator[];
  asking?: ProjectSlotKey;
}

export const NO_UNDERSTANDING: Understanding = { facts: {}, corrected: [], generators: [] };

/** The schema's limits for text the person typed, so `known` is never refused for its length. */
const clip = (text: string, max: number) => text.trim().slice(0, max);
const splitList = (text: string, max: number, count: number) =>
  text
    .split(/[,;\n]/)
    .map((item) => clip(item, max))
    .filter(Boolean)
    .slice(0, count);

/** A slot's text as the person wrote it, as facts: the words as they are, no amounts guessed. */
export function factsFromText(key: ProjectSlotKey, text: string): ProjectFacts {
  switch (key) {
    case 'title':
      return { title: clip(text, 200) };
    case 'description':
      return { description: clip(text, 5000) };
    case 'category':
      return { category: clip(text, 100) };
    case 'targetAudience':
      return { audience: clip(text, 500) };
    case 'key_features':
      return { features: splitList(text, 300, 30) };
    case 'technologyStack':
      return { technologies: splitList(text, 100, 50) };
    case 'budget':
      return { budgetText: clip(text, 200) };
    case 'timeline':
      return { timelineText: clip(text, 200) };
    case 'successCriteria':
      return { successCriteria: clip(text, 1000) };
    case 'potentialChallenges':
      return { challenges: clip(text, 1000) };
  }
}

function withSlotFacts(facts: ProjectFacts, key: ProjectSlotKey, source: ProjectFacts): ProjectFacts {
  const next: Record<string, unknown> = { ...facts };
  for (const field of SLOT_FACTS[key]) {
    if (source[field] === undefined) delete next[field];
    else next[field] = source[field];
  }
  return next as ProjectFacts;
}

/** The person's correction: the slot takes their words and is never replaced by a later reply. */
export function correctSlot(
  slots: ProjectSlots,
  understanding: Understanding,
  key: ProjectSlotKey,
  text: string,
): { slots: ProjectSlots; understanding: Understanding } {
  const answer = text.trim();
  if (!answer) return { slots, understanding };
  return {
    slots: { ...slots, [key]: answer },
    understanding: {
      ...understanding,
      facts: withSlotFacts(understanding.facts, key, factsFromText(key, answer)),
      corrected: understanding.corrected.includes(key) ? understanding.corrected : [...understanding.corrected, key],
    },
  };
}

export interface MergedReply {
  slots: ProjectSlots;
  understanding: Understanding;
  /** The slots this answer filled, in the usual order. */
  filled: ProjectSlotKey[];
}

/**
 * Merges the server's reading of an answer into what is settled. A filled slot stays as it is
 * (the person's corrections and earlier answers win, whatever the reply says); an open slot takes
 * the reply's text. The question asked is always answered: by the reply, or by the words as typed.
 * The first description fills the description slot when nothing in it was understood, so nothing
 * typed is lost.
 */
export function mergeReply(
  slots: ProjectSlots,
  understanding: Understanding,
  reply: Pick<ProjectDraftResponse, 'draft' | 'facts' | 'generator'>,
  answer: string,
): MergedReply {
  const next: ProjectSlots = { ...slots };
  let facts = understanding.facts;
  const filled: ProjectSlotKey[] = [];
  for (const { key } of PROJECT_SLOTS) {
    const text = reply.draft[key]?.trim();
    if (slots[key] || !text) continue;
    next[key] = text;
    facts = withSlotFacts(facts, key, reply.facts);
    filled.push(key);
  }
  const asked = understanding.asking ?? (filled.length === 0 ? 'description' : undefined);
  if (asked && !next[asked]) {
    next[asked] = answer.trim();
    facts = withSlotFacts(facts, asked, factsFromText(asked, answer));
    filled.push(asked);
    filled.sort((a, b) => slotOrder(a) - slotOrder(b));
  }
  const generators = understanding.generators.includes(reply.generator)
    ? understanding.generators
    : [...understanding.generators, reply.generator];
  const open = PROJECT_SLOTS[firstOpenSlot(next)]?.key;
  return {
    slots: next,
    understanding: { facts, corrected: understanding.corrected, generators, ...(open ? { asking: open } : {}) },
    filled,
  };
}

/**
 * When the server cannot help: the answer fills the slot it answers (the first description fills
 * the description), as in the ten-question flow, and the conversation goes on step by step.
 */
export function keepAnswerAsTyped(slots: ProjectSlots, understanding: Understanding, answer: string): ProjectSlots {
  const key = understanding.asking ?? 'description';
  return slots[key] ? slots : { ...slots, [key]: answer.trim() };
}
