import type { CreateQuestionBody } from '@app/shared/community/community.schemas';
import { CloudOff } from 'lucide-react';
import type { PendingPost } from '../hooks/use-pending-posts';
import { PendingBadge, TagList } from './badges';
import { excerptOf } from './question-card';

/** A question saved on this device that the server has not received yet. */
export function PendingQuestionCard({ post }: { post: PendingPost<CreateQuestionBody> }) {
  return (
    <article className="flex flex-col gap-2 rounded-2xl border border-dashed border-slate-300 bg-white/70 p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <PendingBadge />
        <span className="flex items-center gap-1 text-xs text-slate-600">
          <CloudOff className="size-3.5" aria-hidden />
          Saved on this device; it will be posted when the connection is back.
        </span>
      </div>
      <h2 className="text-lg font-semibold text-slate-700">{post.body.title}</h2>
      <p className="break-words text-slate-600">{excerptOf(post.body.content)}</p>
      <TagList tags={post.body.tags} />
    </article>
  );
}
