import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/states';
import { describeError } from '../../../lib/api-error';

/**
 * Loading, error with Retry, or the data (DESIGN.md §6). Data already on screen stays there when a
 * refresh fails, with the banner above it.
 */
export function QueryView<T>({
  query,
  loadingLabel,
  errorLead,
  children,
}: {
  query: UseQueryResult<T>;
  loadingLabel: string;
  errorLead: string;
  children: (data: T) => ReactNode;
}) {
  const banner = query.isError ? (
    <ErrorBanner message={`${errorLead} ${describeError(query.error)}`} onRetry={() => void query.refetch()} />
  ) : null;
  if (query.data === undefined) return banner ?? <LoadingState label={loadingLabel} />;
  return (
    <>
      {banner && <div className="mb-4">{banner}</div>}
      {children(query.data)}
    </>
  );
}
