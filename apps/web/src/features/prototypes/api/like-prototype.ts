import { LikeResponseSchema, type Prototype } from '@app/shared/prototypes/prototypes.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/ui/toast';
import { describeError } from '../../../lib/api-error';
import { track } from '../../../lib/browser-tracker';
import { sendOrQueue } from '../../../lib/outbox';
import { patchPrototype } from './prototype-cache';

type LikeAction = 'like' | 'unlike';

/** POST /api/prototypes/:id/like; kept in the outbox when the server cannot be reached. */
export function likePrototype(id: string, action: LikeAction) {
  return sendOrQueue({
    method: 'POST',
    path: `/prototypes/${encodeURIComponent(id)}/like`,
    body: { action },
    label: 'Your like',
    schema: LikeResponseSchema,
  });
}

/** Shows the like at once; rolls back with the server's reason if it refuses (part-1 §4). */
export function useLikePrototype() {
  const queryClient = useQueryClient();
  const patch = (id: string, change: Pick<Prototype, 'likes' | 'liked'>) =>
    patchPrototype(queryClient, id, (item) => ({ ...item, ...change }));
  return useMutation({
    mutationFn: ({ prototype }: { prototype: Prototype }) =>
      likePrototype(prototype.id, prototype.liked ? 'unlike' : 'like'),
    onMutate: ({ prototype }) => {
      const before = { likes: prototype.likes, liked: prototype.liked };
      patch(prototype.id, { likes: before.likes + (before.liked ? -1 : 1), liked: !before.liked });
      return { before };
    },
    onError: (error, { prototype }, context) => {
      if (context) patch(prototype.id, context.before);
      notify('error', 'Your like was not counted.', describeError(error));
    },
    onSuccess: (result, { prototype }) => {
      const action = prototype.liked ? 'unlike' : 'like';
      track('prototype_liked', { prototypeId: prototype.id, action, status: result.status });
      if (result.status === 'pending') {
        return notify('info', 'Your like is saved on this device and will be sent when the connection is back.');
      }
      patch(prototype.id, { likes: result.data.likes, liked: result.data.liked });
    },
  });
}
