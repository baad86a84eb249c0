import { AI_MEMBER_MESSAGES } from '@app/shared/ai-member/ai-member.constants';
import { AI_PERSONAS, type AiPersona, pickPersona } from '@app/shared/ai-member/personas';
import type { Answer, Question } from '@app/shared/community/community.schemas';
import type { Database } from '../../db/client.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import { inTransaction } from '../../lib/transactions.ts';
import { createAnswer, listAnswers } from '../community/answers.service.ts';
import { getQuestion } from '../community/questions.service.ts';
import { getPersonaUser } from '../users/users.service.ts';
import { countPostedBetween, insertEngagement, lockEngagements } from './ai-member.repository.ts';
import { type AnswerGenerator, builtInGenerator } from './generators.ts';

const HOUR_MS = 3_600_000;

export type Trigger = 'manual' | 'monitor' | 'forced';

export interface EngageRequest {
  questionId: string;
  personaHandle?: string;
  context?: string;
  trigger: Trigger;
  now: Date;
  maxPerHour: number;
  generator: AnswerGenerator;
  runId?: string | null;
  log?: (entry: Record<string, unknown>) => void;
}

export type EngageResult =
  | { outcome: 'posted'; answer: Answer; persona: AiPersona; generator: string; latencyMs: number }
  | { outcome: 'skipped'; reason: string };

/** Why the AI must not answer this question now, or null when it may. */
async function ruleViolation(db: Database, questionId: string, now: Date, maxPerHour: number): Promise<string | null> {
  const answers = await listAnswers(db, questionId, null);
  if (answers.some((answer) => answer.author.isAI)) return AI_MEMBER_MESSAGES.alreadyAnsweredByAi;
  if (answers.length > 0) return AI_MEMBER_MESSAGES.humanAnswered;
  const lastHour = await countPostedBetween(db, new Date(now.getTime() - HOUR_MS), now);
  if (lastHour >= maxPerHour) return AI_MEMBER_MESSAGES.hourlyCap(maxPerHour);
  return null;
}

function personaFor(question: Question, handle: string | undefined): AiPersona {
  if (!handle) return pickPersona(question);
  const persona = AI_PERSONAS.find((candidate) => candidate.handle === handle);
  if (!persona)
    throw new AppError(400, 'invalid_input', AI_MEMBER_MESSAGES.noPersona, [
      { path: 'persona', message: AI_MEMBER_MESSAGES.noPersona },
    ]);
  return persona;
}

/** Generates with the configured generator; if it fails, the built-in one answers instead. */
async function generate(request: EngageRequest, question: Question, persona: AiPersona) {
  const started = performance.now();
  const input = { question, persona, context: request.context };
  try {
    const text = await request.generator.generate(input);
    return { text, generator: request.generator.name, latencyMs: Math.round(performance.now() - started), error: null };
  } catch (error) {
    const text = await builtInGenerator.generate(input);
    return {
      text,
      generator: `${builtInGenerator.name} (fallback from ${request.generator.name})`,
      latencyMs: Math.round(performance.now() - started),
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

/**
 * One AI answer, bounded by the rules (DESIGN: bounded, labelled, auditable): at most one AI
 * answer per question, never where a person already answered, at most `maxPerHour` in any rolling
 * hour. The rules are checked again inside the transaction that posts, under an advisory lock, so
 * concurrent passes cannot double-post or exceed the cap. Every attempt is written to the log.
 */
export async function engage(db: Database, request: EngageRequest): Promise<EngageResult> {
  const question = await getQuestion(db, request.questionId, null);
  const persona = personaFor(question, request.personaHandle);
  const logSkip = async (reason: string) => {
    await insertEngagement(db, {
      questionId: question.id,
      persona: persona.handle,
      generator: request.generator.name,
      trigger: request.trigger,
      outcome: 'skipped',
      reason,
      runId: request.runId ?? null,
      createdAt: request.now,
    });
    request.log?.({
      event: 'ai_engagement',
      questionId: question.id,
      persona: persona.handle,
      outcome: 'skipped',
      reason,
    });
    return { outcome: 'skipped' as const, reason };
  };

  const early = await ruleViolation(db, question.id, request.now, request.maxPerHour);
  if (early) return logSkip(early);

  const generated = await generate(request, question, persona);
  const author = await getPersonaUser(db, persona);
  const posted = await inTransaction(db, async (tx) => {
    await lockEngagements(tx);
    const late = await ruleViolation(tx, question.id, request.now, request.maxPerHour);
    if (late) return { skipped: late, answer: null } as const;
    const answer = await createAnswer(tx, author, question.id, { content: generated.text });
    await insertEngagement(tx, {
      questionId: question.id,
      answerId: answer.id,
      persona: persona.handle,
      generator: generated.generator,
      trigger: request.trigger,
      outcome: 'posted',
      reason: generated.error,
      latencyMs: generated.latencyMs,
      runId: request.runId ?? null,
      createdAt: request.now,
    });
    return { skipped: null, answer } as const;
  });
  if (posted.skipped !== null) return logSkip(posted.skipped);
  request.log?.({
    event: 'ai_engagement',
    questionId: question.id,
    persona: persona.handle,
    generator: generated.generator,
    latencyMs: generated.latencyMs,
    outcome: 'posted',
  });
  return {
    outcome: 'posted',
    answer: posted.answer,
    persona,
    generator: generated.generator,
    latencyMs: generated.latencyMs,
  };
}

/** For the manual routes: a skip is a 409 with the reason. */
export async function engageOrExplain(db: Database, request: EngageRequest) {
  const result = await engage(db, request);
  if (result.outcome === 'skipped') throw conflict(result.reason);
  return result;
}
