import type {
  ProfileDraftBody,
  ProfileDraftResponse,
  ProjectDraftBody,
  ProjectDraftResponse,
} from '@app/shared/assistant/assistant.schemas';
import type { LlmOptions } from '../../lib/llm-client.ts';
import { understandProfile, understandProject } from './llm-extraction.ts';
import { mergeKnownProfile, readProfileAnswer } from './profile-draft.ts';
import { answerSlot, draftOf, mergeKnown, missingOf } from './project-draft.ts';

export interface UnderstandOptions {
  /** The configured model, or null for the built-in extractor alone. */
  llm: LlmOptions | null;
  /** The time of the request: "by March" and "since 2015" are read from it. */
  now: Date;
  /** Told why the model's answer was not used (logged by the route). */
  onFallback?: (reason: string) => void;
  fetchImpl?: typeof fetch;
}

/**
 * POST /api/assistant/project-draft: the facts of a project description (or of one answer), merged
 * into what is already known without replacing any of it, as the ten slots' text and the slots
 * still to ask.
 */
export async function draftProject(
  body: ProjectDraftBody,
  options: UnderstandOptions,
): Promise<Omit<ProjectDraftResponse, 'success'>> {
  const understood = await understandProject(body.text, options.now, options.llm, options.fetchImpl, body.slot);
  if (understood.fallback) options.onFallback?.(understood.fallback);
  // An answer to another question is not the project's description.
  const { description: _description, ...rest } = understood.facts;
  const found = body.slot && body.slot !== 'description' ? rest : understood.facts;
  const facts = answerSlot(mergeKnown(body.known, found), body.slot, body.text);
  const draft = draftOf(facts);
  return { draft, facts, missing: missingOf(draft), generator: understood.generator };
}

/**
 * POST /api/assistant/profile-draft: the facts of a CV, or of one answer to the developer
 * assistant (read as the answer to the fields in `slots`), merged into what is already known.
 */
export async function draftProfile(
  body: ProfileDraftBody,
  options: UnderstandOptions,
): Promise<Omit<ProfileDraftResponse, 'success'>> {
  const understood = await understandProfile(body.text, options.now, options.llm, options.fetchImpl, body.slots);
  if (understood.fallback) options.onFallback?.(understood.fallback);
  const found = readProfileAnswer(understood.facts, body.slots, body.text);
  return { facts: mergeKnownProfile(body.known, found), generator: understood.generator };
}
