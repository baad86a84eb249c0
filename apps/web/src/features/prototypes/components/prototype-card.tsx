import { formatRelativeAge } from '@app/shared/format/format';
import type { Prototype } from '@app/shared/prototypes/prototypes.schemas';
import { Eye, Heart } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../../components/ui/cn';
import { countLabel, previewOf } from '../prototype-preview';
import type { GalleryLayout } from './layout-toggle';
import { LikeButton } from './like-button';
import { CategoryBadge, FeaturedBadge, StatusBadge, TagList, TechnologyList } from './prototype-badges';
import { PrototypeLinks } from './prototype-links';

interface PrototypeCardProps {
  prototype: Prototype;
  layout: GalleryLayout;
  /** Sample data: shown, never liked or counted. */
  isReadOnly?: boolean;
  onOpenLive(prototype: Prototype): void;
}

function Stats({ prototype }: { prototype: Prototype }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
      <span className="inline-flex items-center gap-1">
        <Heart className="size-3.5" aria-hidden />
        {countLabel(prototype.likes, 'like')}
      </span>
      <span className="inline-flex items-center gap-1">
        <Eye className="size-3.5" aria-hidden />
        {countLabel(prototype.views, 'view')}
      </span>
    </p>
  );
}

/** One prototype: a tile in the grid (description cut at 120 characters), a row in the list (whole). */
export function PrototypeCard({ prototype, layout, isReadOnly, onOpenLive }: PrototypeCardProps) {
  const titleId = useId();
  const isGrid = layout === 'grid';
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex h-full gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm',
        isGrid ? 'flex-col' : 'flex-col sm:flex-row sm:gap-6 sm:p-5',
      )}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-2.5">
        <div className="flex flex-wrap gap-1.5">
          <StatusBadge status={prototype.status} />
          {prototype.category && <CategoryBadge category={prototype.category} />}
          {prototype.isFeatured && <FeaturedBadge />}
        </div>
        <h3 id={titleId} className="text-base font-semibold break-words text-slate-900">
          {prototype.title}
        </h3>
        <p className="text-sm break-words text-slate-600">
          {isGrid ? previewOf(prototype.description) : prototype.description}
        </p>
        <TechnologyList technologies={prototype.technologies} />
        <TagList tags={prototype.tags} />
        <p className="text-xs text-slate-500">
          by <span className="font-medium text-slate-700">{prototype.author.name}</span> ·{' '}
          <time dateTime={prototype.createdAt}>{formatRelativeAge(prototype.createdAt)}</time>
        </p>
      </div>
      <div
        className={cn(
          'flex flex-col gap-3',
          isGrid ? 'mt-auto border-t border-slate-100 pt-3' : 'sm:shrink-0 sm:items-end sm:justify-between',
        )}
      >
        <Stats prototype={prototype} />
        <div className="flex flex-wrap gap-2">
          {!isReadOnly && <LikeButton prototype={prototype} />}
          <PrototypeLinks prototype={prototype} onOpenLive={isReadOnly ? undefined : () => onOpenLive(prototype)} />
        </div>
      </div>
    </article>
  );
}
