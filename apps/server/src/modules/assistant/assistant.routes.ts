import {
  ProfileDraftBodySchema,
  ProfileDraftResponseSchema,
  ProjectDraftBodySchema,
  ProjectDraftResponseSchema,
} from '@app/shared/assistant/assistant.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { llmOptionsFromConfig } from '../../lib/llm-client.ts';
import { documented } from '../../lib/route-responses.ts';
import { draftProfile, draftProject } from './assistant.service.ts';

const tags = ['assistant'];

/**
 * The assistants that understand free text (issue 23): a project described in one's own words
 * becomes a job draft, a pasted CV a developer profile. No token needed; as POSTs they count
 * against the write rate limit. The built-in extractor answers unless LLM_BASE_URL and
 * LLM_API_KEY name a model, which then gets only the user's text and 3 seconds.
 */
export const assistantRoutes: FastifyPluginAsyncZod = async (app) => {
  const llm = llmOptionsFromConfig(app.config);

  app.post(
    '/assistant/project-draft',
    {
      schema: {
        tags,
        summary:
          'Understand a project description (or one answer, with `slot`): the slots it fills, their facts, and what is still to ask',
        body: ProjectDraftBodySchema,
        ...documented({ 200: ProjectDraftResponseSchema }, { auth: 'none', body: true }),
      },
    },
    async (request) => ({
      success: true as const,
      ...(await draftProject(request.body, {
        llm,
        now: new Date(),
        onFallback: (reason) => request.log.warn({ reason }, 'assistant: the language model was not used'),
      })),
    }),
  );

  app.post(
    '/assistant/profile-draft',
    {
      schema: {
        tags,
        summary: 'Understand a pasted CV or LinkedIn summary: the Developer Profile Wizard fields it fills',
        body: ProfileDraftBodySchema,
        ...documented({ 200: ProfileDraftResponseSchema }, { auth: 'none', body: true }),
      },
    },
    async (request) => ({
      success: true as const,
      ...(await draftProfile(request.body, {
        llm,
        now: new Date(),
        onFallback: (reason) => request.log.warn({ reason }, 'assistant: the language model was not used'),
      })),
    }),
  );
};
