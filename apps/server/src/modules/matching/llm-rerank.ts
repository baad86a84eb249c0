import { z } from 'zod';
import type { LlmOptions } from '../../lib/llm-client.ts';
import { askModel, reasonOf } from '../assistant/llm-extraction.ts';

/** How many of the best the model may reorder (issue 33); the rest keep the built-in order. */
export const RERANK_TOP = 30;

const RerankSchema = z.object({ order: z.array(z.number().int().min(0)) });

const INSTRUCTIONS = `You reorder candidates for a match, best first. You get the one side's facts and a numbered list
of candidates with their facts and the reasons a rule-based ranker gave. Answer only {"order": [numbers]}: every
candidate's number once. Judge only skills, experience, rate, budget, timeline, availability and record; never a
name, a photo, a location, or anything about who a person is.`;

export interface Rerankable {
  /** What the model may read of this candidate: facts and reasons, never a name. */
  summary: string;
}

/**
 * The built-in ranking's best, reordered by the configured language model when there is one (3 s,
 * the assistants' budget and zod check). Anything wrong, and the built-in order stands; the reasons
 * always come from the built-in terms, whatever the order.
 */
export async function rerankWithModel<T extends Rerankable>(
  ranked: readonly T[],
  subject: string,
  llm: LlmOptions | null,
  onFallback: (reason: string) => void,
  fetchImpl: typeof fetch = fetch,
): Promise<T[]> {
  if (!llm || ranked.length < 2) return [...ranked];
  const top = ranked.slice(0, RERANK_TOP);
  try {
    const list = top.map((candidate, index) => `${index}. ${candidate.summary}`).join('\n');
    const { order } = await askModel(
      llm,
      RerankSchema,
      'match_order',
      INSTRUCTIONS,
      `${subject}\n\nCandidates:\n${list}`,
      fetchImpl,
    );
    const seen = new Set(order);
    if (seen.size !== top.length || order.some((index) => index >= top.length)) {
      throw new Error('The language model did not return every candidate once');
    }
    return [...order.map((index) => top[index] as T), ...ranked.slice(RERANK_TOP)];
  } catch (error) {
    onFallback(reasonOf(error));
    return [...ranked];
  }
}
