import type { AssistantGenerator } from '@app/shared/assistant/assistant.constants';
import {
  type ProfileFacts,
  ProfileFactsSchema,
  type ProjectFacts,
  ProjectFactsSchema,
} from '@app/shared/assistant/assistant.schemas';
import type { ProfileSlot } from '@app/shared/developers/developer-questions';
import { checkProfileLink } from '@app/shared/developers/profile-links';
import type { ProjectSlotKey } from '@app/shared/jobs/project-slots';
import { z } from 'zod';
import { type LlmOptions, requestChatCompletion } from '../../lib/llm-client.ts';
import { extractProfileFacts } from './extract/profile-extractor.ts';
import { extractProjectFacts } from './extract/project-extractor.ts';
import { mergeProfileFacts, mergeProjectFacts, withoutUndefined } from './llm-merge.ts';
import {
  LlmProfileFactsSchema,
  LlmProjectFactsSchema,
  profileInstructions,
  projectInstructions,
} from './llm-schemas.ts';
import { asProfileAnswer } from './profile-draft.ts';

/** The model gets 3 seconds (issue 23); after that the built-in extractor's facts are the answer. */
export const LLM_TIMEOUT_MS = 3_000;

export interface Understanding<Facts> {
  facts: Facts;
  generator: AssistantGenerator;
  /** Why the model's answer was not used, when it was asked and failed. */
  fallback?: string;
}

/** The JSON schema the endpoint gets: zod's, without the `$schema` key some endpoints refuse. */
function jsonSchemaOf(schema: z.ZodObject): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema) as Record<string, unknown>;
  return rest;
}

/** Asks the model for facts matching `schema`, with only the user's text in the conversation. */
export async function askModel<Schema extends z.ZodObject>(
  llm: LlmOptions,
  schema: Schema,
  name: string,
  instructions: string,
  text: string,
  fetchImpl: typeof fetch,
): Promise<z.infer<Schema>> {
  const reply = await requestChatCompletion(
    { ...llm, timeoutMs: llm.timeoutMs ?? LLM_TIMEOUT_MS },
    {
      temperature: 0,
      max_tokens: 1200,
      response_format: {
        type: 'json_schema',
        json_schema: { name, strict: true, schema: jsonSchemaOf(schema) },
      },
      messages: [
        { role: 'system', content: instructions },
        { role: 'user', content: text },
      ],
    },
    fetchImpl,
  );
  let json: unknown;
  try {
    json = JSON.parse(reply.replace(/^```(?:json)?\s*|\s*```$/g, ''));
  } catch {
    throw new Error('The language model did not answer with JSON');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw new Error(`The language model's JSON does not match the schema: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

/** The facts as the contract has them: nulls dropped, then checked against its limits. */
function checkedFacts<Facts>(contract: z.ZodType<Facts>, raw: object): Facts {
  const parsed = contract.safeParse(withoutUndefined(raw));
  if (!parsed.success) {
    throw new Error(
      `The language model's facts break the contract: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`,
    );
  }
  return parsed.data;
}

/**
 * An answer to the budget or timeline question is read as such: "10k" is then a budget and
 * "March" a deadline, as they would be after "Budget:" or "Timeline:". The model gets the text alone.
 */
function asAnswerTo(slot: ProjectSlotKey | undefined, text: string): string {
  if (slot === 'budget') return `Budget: ${text}`;
  if (slot === 'timeline') return `Timeline: ${text}`;
  return text;
}

/** A link as the profile saves it ("github.com/ada" -> "https://github.com/ada"), or nothing. */
function asProfileLink(kind: 'github' | 'linkedin' | 'portfolio', raw: string | null): string | null {
  if (!raw) return null;
  const check = checkProfileLink(kind, /^https?:\/\//i.test(raw) ? raw : `https://${raw}`);
  return check.valid && check.url.length <= 300 ? check.url : null;
}

const today = (reference: Date) => reference.toISOString().slice(0, 10);
export const reasonOf = (error: unknown) =>
  error instanceof Error
    ? error.name === 'TimeoutError'
      ? 'The language model took longer than 3 seconds'
      : error.message
    : String(error);

/**
 * A project description understood: by the configured model, merged with the built-in
 * extractor's facts; or by the built-in extractor alone when no model is configured, or when the
 * model times out, fails, or answers outside the schema.
 */
export async function understandProject(
  text: string,
  reference: Date,
  llm: LlmOptions | null,
  fetchImpl: typeof fetch = fetch,
  slot?: ProjectSlotKey,
): Promise<Understanding<ProjectFacts>> {
  const builtIn = extractProjectFacts(asAnswerTo(slot, text), reference, {
    isAnswerToOtherQuestion: slot !== undefined && slot !== 'budget' && slot !== 'description',
  });
  if (!llm) return { facts: builtIn, generator: 'built-in' };
  try {
    const raw = await askModel(
      llm,
      LlmProjectFactsSchema,
      'project_facts',
      projectInstructions(today(reference)),
      text,
      fetchImpl,
    );
    const model = checkedFacts(ProjectFactsSchema, { ...raw, currency: raw.currency?.toUpperCase() });
    return { facts: mergeProjectFacts(text, model, builtIn), generator: 'llm' };
  } catch (error) {
    return { facts: builtIn, generator: 'built-in', fallback: reasonOf(error) };
  }
}

/** A CV (or one answer to the developer assistant's question about `slots`) understood, the same way. */
export async function understandProfile(
  text: string,
  reference: Date,
  llm: LlmOptions | null,
  fetchImpl: typeof fetch = fetch,
  slots?: readonly ProfileSlot[],
): Promise<Understanding<ProfileFacts>> {
  const builtIn = extractProfileFacts(asProfileAnswer(slots, text), reference);
  if (!llm) return { facts: builtIn, generator: 'built-in' };
  try {
    const raw = await askModel(
      llm,
      LlmProfileFactsSchema,
      'profile_facts',
      profileInstructions(today(reference)),
      text,
      fetchImpl,
    );
    const model = checkedFacts(ProfileFactsSchema, {
      ...raw,
      currency: raw.currency?.toUpperCase(),
      github: asProfileLink('github', raw.github),
      linkedin: asProfileLink('linkedin', raw.linkedin),
      portfolio: asProfileLink('portfolio', raw.portfolio),
    });
    return { facts: mergeProfileFacts(text, model, builtIn), generator: 'llm' };
  } catch (error) {
    return { facts: builtIn, generator: 'built-in', fallback: reasonOf(error) };
  }
}
