import { ApiErrorSchema } from '@app/shared/api/api-error.schemas';
import {
  AccountEmailResponseSchema,
  NotificationSettingsResponseSchema,
  OutboxSummaryResponseSchema,
  SetEmailBodySchema,
  UpdateNotificationSettingsBodySchema,
  VerifyEmailBodySchema,
} from '@app/shared/delivery/delivery.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { documented } from '../../lib/route-responses.ts';
import { requireAdmin, requireVisitor } from '../../plugins/identity.ts';
import { removeEmail, requestEmailVerification, verifyEmail } from './account-email.service.ts';
import { getNotificationSettings, updateNotificationSettings } from './notification-settings.service.ts';
import { getOutboxSummary } from './outbox-summary.service.ts';

const tags = ['delivery'];
const visitorOnly = { preHandler: requireVisitor } as const;
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ApiErrorSchema } },
});

/** Notification settings, the member's email address and the admin's view of the outbox (issue 34 §2-3). */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/account/notification-settings',
    {
      ...visitorOnly,
      schema: {
        tags,
        summary: 'What reaches you and how: email (off, at once, daily digest) and push per group, your address',
        ...documented({ 200: NotificationSettingsResponseSchema }, { auth: 'visitor' }),
      },
    },
    async (request) => ({
      success: true as const,
      ...(await getNotificationSettings(app.db, app.config, request.requireVisitor().id)),
    }),
  );

  app.put(
    '/account/notification-settings',
    {
      ...visitorOnly,
      schema: {
        tags,
        summary: 'Change some groups (each whole), the digest hour or your time zone; the rest stays',
        body: UpdateNotificationSettingsBodySchema,
        ...documented({ 200: NotificationSettingsResponseSchema }, { auth: 'visitor', body: true }),
      },
    },
    async (request) => ({
      success: true as const,
      ...(await updateNotificationSettings(app.db, app.config, request.requireVisitor().id, request.body)),
    }),
  );

  app.post(
    '/account/email',
    {
      ...visitorOnly,
      schema: {
        tags,
        summary:
          'Set your email address: a link to confirm it is mailed (5 an hour per account, VERIFICATION_MAIL_LIMIT_PER_HOUR ' +
          'per IP, 3 a day per address, beyond which the same answer comes and nothing is mailed); the old one stays until then',
        body: SetEmailBodySchema,
        ...documented(
          {
            202: AccountEmailResponseSchema,
            429: errorResponse(
              'Too many requests (`rate_limited`): 5 verification mails an hour per account, ' +
                'VERIFICATION_MAIL_LIMIT_PER_HOUR (10) an hour per IP, or the rate limit.',
            ),
            503: errorResponse(
              'Email is not set up on this server (`not_configured`, no SMTP_URL), or the database is down.',
            ),
          },
          { auth: 'visitor', body: true },
        ),
      },
    },
    async (request, reply) => {
      try {
        const email = await requestEmailVerification(app.db, app.config, {
          userId: request.requireVisitor().id,
          email: request.body.email,
          ip: request.ip,
        });
        return reply.code(202).send({ success: true as const, email });
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 429) reply.header('retry-after', '3600');
        throw error;
      }
    },
  );

  app.delete(
    '/account/email',
    {
      ...visitorOnly,
      schema: {
        tags,
        summary: 'Remove your email address (confirmed and pending): no mail goes out any more',
        ...documented({ 200: AccountEmailResponseSchema }, { auth: 'visitor', body: true }),
      },
    },
    async (request) => ({ success: true as const, email: await removeEmail(app.db, request.requireVisitor().id) }),
  );

  app.post(
    '/account/email/verify',
    {
      schema: {
        tags,
        summary: 'Confirm an address with the token of its link (no sign-in: the token names the account)',
        body: VerifyEmailBodySchema,
        ...documented(
          {
            200: AccountEmailResponseSchema,
            400: errorResponse(
              'Invalid input (`invalid_input`): a malformed body, or a link that is unknown, used or expired.',
            ),
          },
          { auth: 'none', body: true },
        ),
      },
    },
    async (request) => ({ success: true as const, email: await verifyEmail(app.db, request.body.token) }),
  );

  app.get(
    '/admin/outbox',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin', ...tags],
        summary:
          'The outbox: how many mails and pushes are queued, sent, failed, and the newest 50 with their last error',
        ...documented({ 200: OutboxSummaryResponseSchema }, { auth: 'admin' }),
      },
    },
    async () => ({ success: true as const, ...(await getOutboxSummary(app.db)) }),
  );
};
