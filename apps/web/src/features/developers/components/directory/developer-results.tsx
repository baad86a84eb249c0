import { DEVELOPER_MESSAGES } from '@app/shared/developers/developers.constants';
import { Users } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ErrorBanner } from '../../../../components/ui/error-banner';
import { LoadMoreButton } from '../../../../components/ui/paged-list';
import { LoadingState } from '../../../../components/ui/states';
import type { DirectoryParams } from '../../api/developers-keys';
import { useDevelopers } from '../../api/get-developers';
import { SAMPLE_DEVELOPERS } from '../../sample-developers';
import type { DeveloperActions } from './developer-actions';
import { DeveloperGrid } from './developer-grid';

/**
 * The list's states: loading; the server's page(s) with Load more; nothing matching; or, when the
 * directory cannot be loaded, the three demo developers under a banner saying so (DESIGN.md §6).
 */
export function DeveloperResults({
  params,
  onClearFilters,
  developerActions,
}: {
  params: DirectoryParams;
  onClearFilters(): void;
  developerActions?: DeveloperActions;
}) {
  const query = useDevelopers(params);
  const developers = query.data?.pages.flatMap((page) => page.developers);

  if (query.isPending) return <LoadingState label="Loading developers" />;
  if (!developers) {
    return (
      <div className="flex flex-col gap-4">
        <ErrorBanner
          tone="warning"
          message={DEVELOPER_MESSAGES.directoryFallback}
          onRetry={() => void query.refetch()}
        />
        <DeveloperGrid developers={SAMPLE_DEVELOPERS} />
      </div>
    );
  }
  if (developers.length === 0) {
    return (
      <EmptyState title="No developers match these filters" icon={<Users className="size-10" />}>
        <Button variant="secondary" size="sm" className="mt-2" onClick={onClearFilters}>
          Clear search and filters
        </Button>
      </EmptyState>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600" aria-live="polite">
        Showing {developers.length} {developers.length === 1 ? 'developer' : 'developers'}
        {query.hasNextPage ? ' so far' : ''}
      </p>
      <DeveloperGrid developers={developers} developerActions={developerActions} />
      {query.isFetchNextPageError && (
        <ErrorBanner message="More developers could not be loaded." onRetry={() => void query.fetchNextPage()} />
      )}
      {query.hasNextPage && !query.isFetchNextPageError && <LoadMoreButton query={query} />}
    </div>
  );
}
