import { ApiErrorSchema } from '@app/shared/api/api-error.schemas';
import { UnsubscribeQuerySchema, UnsubscribeResponseSchema } from '@app/shared/delivery/delivery.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documented } from '../../lib/route-responses.ts';
import { unsubscribeByToken } from './notification-settings.service.ts';

/** RFC 8058's body is `List-Unsubscribe=One-Click`: tiny. */
const FORM_BODY_LIMIT = 1024;

/**
 * One-click unsubscribe (issue 34 §3, RFC 8058): a mail client POSTs the List-Unsubscribe URL with
 * the form body `List-Unsubscribe=One-Click`, no sign-in; the web page /unsubscribe POSTs the same
 * URL. Only POST turns email off: a GET (a link scanner's prefetch) must not.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only in this plugin: everywhere else the API reads JSON alone.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    '/email/unsubscribe',
    {
      schema: {
        tags: ['delivery'],
        summary: "Turn off one group's email (or the daily digest) with a mail's signed link; no sign-in (RFC 8058)",
        description:
          'Accepts the RFC 8058 form body `List-Unsubscribe=One-Click` (application/x-www-form-urlencoded), a JSON body, or none.',
        querystring: UnsubscribeQuerySchema,
        ...documented(
          {
            200: UnsubscribeResponseSchema,
            400: {
              description: 'A token that is missing, malformed or not signed by this server (`invalid_input`).',
              content: { 'application/json': { schema: ApiErrorSchema } },
            },
            410: {
              description:
                'A link this server signed that ran out (`link_expired`): links work for 60 days, and those of mails ' +
                'sent before links had an expiry no longer work. Nothing changes; change the settings on the account page.',
              content: { 'application/json': { schema: ApiErrorSchema } },
            },
          },
          { auth: 'none', body: true },
        ),
      },
    },
    async (request) => ({
      success: true as const,
      ...(await unsubscribeByToken(app.db, app.config, request.query.token)),
    }),
  );
};
