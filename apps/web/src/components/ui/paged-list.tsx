import type { ReactNode } from 'react';
import { Button } from './button';
import { ErrorBanner } from './error-banner';
import { LoadingState } from './states';

/** What a list read page by page (TanStack's useInfiniteQuery) tells the screen; ui does not import TanStack. */
export interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  error: unknown;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch(): unknown;
  fetchNextPage(): unknown;
}

interface PagedListProps {
  query: PagedQuery;
  /** "Loading your jobs": what the first page's wait says. */
  loadingLabel: string;
  /** The banner when the first page could not be loaded (it offers Try Again). */
  loadError(error: unknown): string;
  /** "More jobs could not be loaded.": the banner when the next page failed (it offers Retry). */
  loadMoreError: string;
  /** Whether there is anything to show: the items are shown if so, `empty` once loaded if not. */
  hasItems: boolean;
  empty: ReactNode;
  /** The items (a labelled list). */
  children: ReactNode;
}

/** A list read page by page: loading, a failure with Try Again, empty, the items, and "Load more". */
export function PagedList({
  query,
  loadingLabel,
  loadError,
  loadMoreError,
  hasItems,
  empty,
  children,
}: PagedListProps) {
  const loadMoreFailed = query.isFetchNextPageError;
  return (
    <>
      {query.isPending && <LoadingState label={loadingLabel} />}
      {query.isError && !loadMoreFailed && (
        <ErrorBanner message={loadError(query.error)} onRetry={() => void query.refetch()} retryLabel="Try Again" />
      )}
      {query.isSuccess && !hasItems && empty}
      {hasItems && children}
      {loadMoreFailed && <ErrorBanner message={loadMoreError} onRetry={() => void query.fetchNextPage()} />}
      {query.hasNextPage && !loadMoreFailed && <LoadMoreButton query={query} />}
    </>
  );
}

/** "Load more" under a list: busy while the next page loads. The list decides when it shows. */
export function LoadMoreButton({ query }: { query: Pick<PagedQuery, 'isFetchingNextPage' | 'fetchNextPage'> }) {
  return (
    <Button
      variant="secondary"
      className="self-center"
      isLoading={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      Load more
    </Button>
  );
}
