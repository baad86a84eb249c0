import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/states';
import { DEFAULT_LIST_PARAMS, type PrototypeListParams } from '../api/prototypes-keys';
import { usePendingPrototypes } from '../hooks/use-pending-prototypes';
import { usePrototypeFeed } from '../hooks/use-prototype-feed';
import { useRecordPrototypeView } from '../hooks/use-record-prototype-view';
import type { GalleryLayout } from './layout-toggle';
import { PendingPrototypeCard } from './pending-prototype-card';
import { PrototypeCard } from './prototype-card';

export const SAMPLE_DATA_MESSAGE = 'Server temporarily unavailable - showing sample data';

const isFiltered = (params: PrototypeListParams) =>
  Boolean(params.category || params.technology || params.q) || params.sort !== DEFAULT_LIST_PARAMS.sort;

/** The gallery's body: honest fallbacks, pending shares, the prototypes, and "Load more". */
export function PrototypeResults({ params, layout }: { params: PrototypeListParams; layout: GalleryLayout }) {
  const feed = usePrototypeFeed(params);
  const pending = usePendingPrototypes();
  const recordView = useRecordPrototypeView();
  // Pending shares are new: they belong at the top of the unfiltered "Newest" list only.
  const shownPending = isFiltered(params) ? [] : pending;
  const isEmpty = !feed.isLoading && feed.prototypes.length === 0 && shownPending.length === 0;

  return (
    <section aria-label="Prototypes" className="flex flex-col gap-4">
      {feed.isShowingSamples && (
        <div className="flex flex-col gap-2">
          <ErrorBanner tone="warning" message={SAMPLE_DATA_MESSAGE} onRetry={feed.retry} />
          <p className="text-sm text-slate-600">
            These sample prototypes are read-only: liking and view counts return with the server.
          </p>
        </div>
      )}
      {feed.isStale && (
        <ErrorBanner
          tone="warning"
          message="The gallery could not be refreshed - showing the prototypes loaded earlier"
          onRetry={feed.retry}
        />
      )}
      {feed.isLoading && <LoadingState label="Loading prototypes" />}
      {isEmpty && (
        <EmptyState title="No prototypes found">
          {isFiltered(params) ? 'Try another category, technology or search.' : 'Be the first to share one.'}
        </EmptyState>
      )}
      {(shownPending.length > 0 || feed.prototypes.length > 0) && (
        <ul
          aria-label="Prototype list"
          className={cn('grid gap-4', layout === 'grid' ? 'sm:grid-cols-2 lg:grid-cols-3' : 'grid-cols-1')}
        >
          {shownPending.map((item) => (
            <li key={item.id}>
              <PendingPrototypeCard pending={item} />
            </li>
          ))}
          {feed.prototypes.map((prototype) => (
            <li key={prototype.id}>
              <PrototypeCard
                prototype={prototype}
                layout={layout}
                isReadOnly={feed.isShowingSamples}
                onOpenLive={recordView}
              />
            </li>
          ))}
        </ul>
      )}
      {feed.loadMoreFailed && <ErrorBanner message="More prototypes could not be loaded." onRetry={feed.loadMore} />}
      {feed.hasMore && !feed.loadMoreFailed && (
        <Button variant="secondary" className="self-center" isLoading={feed.isLoadingMore} onClick={feed.loadMore}>
          Load more
        </Button>
      )}
    </section>
  );
}
