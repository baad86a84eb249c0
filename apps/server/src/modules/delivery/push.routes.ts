import { DeletedResponseSchema } from '@app/shared/community/community.schemas';
import {
  PushPublicKeyResponseSchema,
  PushSubscriptionBodySchema,
  RemovePushSubscriptionBodySchema,
} from '@app/shared/delivery/delivery.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documented } from '../../lib/route-responses.ts';
import { requireVisitor } from '../../plugins/identity.ts';
import { pushPublicKey, subscribeToPush, unsubscribeFromPush } from './push.service.ts';

const tags = ['push'];

/**
 * Web Push for a member's devices (issue 34 §4): the server's VAPID key and the devices that
 * turned push on. What is pushed goes through the outbox (push-channel.ts sends it).
 */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/push/public-key',
    {
      schema: {
        tags,
        summary: "The server's VAPID public key, the applicationServerKey a browser subscribes with",
        ...documented({ 200: PushPublicKeyResponseSchema }, { auth: 'none' }),
      },
    },
    async () => ({ success: true as const, publicKey: await pushPublicKey(app.db, app.config) }),
  );

  app.post(
    '/push/subscriptions',
    {
      preHandler: requireVisitor,
      schema: {
        tags,
        summary:
          'Turn push on for this device: its PushSubscription (https endpoint on a public host, port 443, no ' +
          "credentials). Your endpoint again replaces its keys; another member's moves to you only with the same " +
          'keys (the same browser), else 409; a 21st device replaces your oldest',
        body: PushSubscriptionBodySchema,
        ...documented(
          { 201: DeletedResponseSchema },
          {
            auth: 'visitor',
            body: true,
            conflict: "Another member's endpoint, registered with other keys (`conflict`).",
          },
        ),
      },
    },
    async (request, reply) => {
      await subscribeToPush(
        app.db,
        app.config,
        request.requireVisitor().id,
        request.body,
        request.headers['user-agent'],
      );
      return reply.code(201).send({ success: true as const });
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      preHandler: requireVisitor,
      schema: {
        tags,
        summary: 'Turn push off for this device (by its endpoint); an endpoint that is not yours is left alone',
        body: RemovePushSubscriptionBodySchema,
        ...documented({ 200: DeletedResponseSchema }, { auth: 'visitor', body: true }),
      },
    },
    async (request) => {
      await unsubscribeFromPush(app.db, request.requireVisitor().id, request.body.endpoint);
      return { success: true as const };
    },
  );
};
