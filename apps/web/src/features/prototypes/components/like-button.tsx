import type { Prototype } from '@app/shared/prototypes/prototypes.schemas';
import { Heart } from 'lucide-react';
import { cn } from '../../../components/ui/cn';
import { useLikePrototype } from '../api/like-prototype';

/** A toggle: pressed when this visitor likes the prototype. Optimistic; a refusal rolls it back. */
export function LikeButton({ prototype }: { prototype: Prototype }) {
  const like = useLikePrototype();
  return (
    <button
      type="button"
      aria-pressed={prototype.liked}
      // One request at a time per card, so the answers cannot arrive out of order.
      onClick={() => !like.isPending && like.mutate({ prototype })}
      className={cn(
        'inline-flex h-9 items-center gap-1.5 rounded-lg border px-3 text-sm font-medium transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        prototype.liked
          ? 'border-brand-600 bg-brand-600 text-white hover:bg-brand-700'
          : 'border-slate-300 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-700',
      )}
    >
      <Heart className={cn('size-4', prototype.liked && 'fill-current')} aria-hidden />
      Like
    </button>
  );
}
