import type { CreateAnswerBody } from '@app/shared/community/community.schemas';
import type { PendingPost } from '../hooks/use-pending-posts';
import { PendingBadge } from './badges';

/** An answer saved on this device that the server has not received yet. */
export function PendingAnswerItem({ post }: { post: PendingPost<CreateAnswerBody> }) {
  return (
    <article
      aria-label="Your pending answer"
      className="flex flex-col gap-2 rounded-2xl border border-dashed border-slate-300 bg-white/70 p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
        <PendingBadge />
        Saved on this device; it will be posted when the connection is back.
      </div>
      <p className="break-words whitespace-pre-wrap text-slate-700">{post.body.content}</p>
    </article>
  );
}
