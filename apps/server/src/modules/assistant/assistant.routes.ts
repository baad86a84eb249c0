import { ApiErrorSchema } from '@app/shared/api/api-error.schemas';
import { CV_PDF_FIELD, CV_PDF_MAX_PAGES, CV_PDF_MESSAGES } from '@app/shared/assistant/assistant.constants';
import {
  CvTextResponseSchema,
  ProfileDraftBodySchema,
  ProfileDraftResponseSchema,
  ProjectDraftBodySchema,
  ProjectDraftResponseSchema,
} from '@app/shared/assistant/assistant.schemas';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { llmOptionsFromConfig } from '../../lib/llm-client.ts';
import { multipartBody } from '../../lib/multipart-body.ts';
import { documented } from '../../lib/route-responses.ts';
import { requireVisitor } from '../../plugins/identity.ts';
import { draftProfile, draftProject } from './assistant.service.ts';
import { CV_PDF_BUSY_RETRY_SECONDS, readCvPdfText } from './cv-pdf.ts';
import { CV_UPLOAD_OPTIONS, receiveCvPdf } from './cv-pdf-upload.ts';

const tags = ['assistant'];

/** The upload's own failures, each with the sentence the person sees. */
const cvTextFailures = {
  400: ApiErrorSchema.describe(
    `\`invalid_input\`: no file in the field \`${CV_PDF_FIELD}\` ("${CV_PDF_MESSAGES.missing}"), more than one file, or a ` +
      'form that cannot be read; `invalid_json` for a JSON body that does not parse.',
  ),
  413: ApiErrorSchema.describe(`\`payload_too_large\`: "${CV_PDF_MESSAGES.tooLarge}"`),
  415: ApiErrorSchema.describe(
    `\`unsupported_media_type\`: the file does not start like a PDF (\`%PDF-\`) ("${CV_PDF_MESSAGES.notPdf}"), or the ` +
      'body is not multipart/form-data.',
  ),
  422: ApiErrorSchema.describe(
    `\`unreadable_document\`: a PDF that cannot be read: "${CV_PDF_MESSAGES.encrypted}", "${CV_PDF_MESSAGES.broken}", ` +
      `"${CV_PDF_MESSAGES.noText}" (a scan), "${CV_PDF_MESSAGES.tooComplex}" (its streams decode to more than 24 MB, ` +
      `or the parse passed its memory cap) or "${CV_PDF_MESSAGES.tooSlow}" (the parse was stopped at CV_PDF_TIME_LIMIT_MS)`,
  ),
  429: ApiErrorSchema.describe(
    '`rate_limited`, with `Retry-After`: more than `CV_UPLOAD_LIMIT_PER_MINUTE` uploads a minute from this visitor, ' +
      `more than \`CV_UPLOAD_IP_LIMIT_PER_MINUTE\` from this IP, the write limit, or "${CV_PDF_MESSAGES.busy}"`,
  ),
};

/**
 * The assistants that understand free text (issue 23): a project described in one's own words
 * becomes a job draft, a pasted CV a developer profile. No token needed; as POSTs they count
 * against the write rate limit. The built-in extractor answers unless LLM_BASE_URL and
 * LLM_API_KEY name a model, which then gets only the user's text and 3 seconds. A CV sent as a PDF
 * (issue 33) comes back as text for the paste box; nothing of it is stored. Reading one costs real
 * work, so it needs a visitor and has limits of its own per visitor and per IP (issue 40).
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
        summary:
          'Understand a pasted CV or LinkedIn summary (or one answer, with `slots`): the Developer Profile Wizard fields it fills',
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

  // Multipart is parsed only here, in a context of its own: the JSON routes never accept a form.
  await app.register(async (upload) => {
    await upload.register(multipart, CV_UPLOAD_OPTIONS);
    upload.post(
      '/assistant/cv-text',
      {
        preHandler: requireVisitor,
        config: {
          upload: true,
          swaggerTransform: multipartBody({ files: { [CV_PDF_FIELD]: 'The CV as a PDF, at most 5 MB.' } }),
        },
        schema: {
          tags,
          summary: `The text of a CV sent as a PDF (multipart/form-data, the field \`${CV_PDF_FIELD}\`): its first ${CV_PDF_MAX_PAGES} pages, cut to the profile draft's limit`,
          ...documented({ 200: CvTextResponseSchema, ...cvTextFailures }, { auth: 'visitor', body: true }),
        },
      },
      async (request, reply) => {
        const pdf = await receiveCvPdf(request);
        try {
          return {
            success: true as const,
            ...(await readCvPdfText(pdf, { timeLimitMs: app.config.CV_PDF_TIME_LIMIT_MS })),
          };
        } catch (error) {
          if (error instanceof AppError && error.statusCode === 429) {
            reply.header('retry-after', String(CV_PDF_BUSY_RETRY_SECONDS));
          }
          throw error;
        }
      },
    );
  });
};
