import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/states';
import { describeError } from '../../../lib/api-error';
import { useMySubmissions } from '../api/get-my-submissions';
import { SubmissionRow } from './submission-row';

/** The visitor's own submissions and where each stands (part-2 §4: Pending and Under Review read 'Under Review'). */
export function MySubmissions() {
  const query = useMySubmissions();
  const submissions = query.data?.submissions ?? [];

  if (query.isError && !query.data) {
    return (
      <ErrorBanner
        message={describeError(query.error, 'Could not load your submissions.')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.isPending) return <LoadingState label="Loading submissions..." />;
  if (submissions.length === 0) {
    return (
      <EmptyState title="No submissions yet">
        Pick an open bounty, build it and use Submit Work: your submissions and their review status show up here.
      </EmptyState>
    );
  }
  return (
    <ul aria-label="My submissions" className="flex flex-col gap-3" aria-busy={query.isFetching || undefined}>
      {submissions.map((submission) => (
        <li key={submission.id}>
          <SubmissionRow submission={submission} />
        </li>
      ))}
    </ul>
  );
}
