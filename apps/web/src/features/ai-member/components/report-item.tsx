import { ROUTE_PATHS } from '@app/shared/navigation/routes';
import { REPORT_REASON_LABELS, type Report } from '@app/shared/reports/reports.schemas';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../format-time';

const CONTENT_LABELS: Record<Report['contentType'], string> = {
  question: 'Question',
  answer: 'Answer',
  prototype: 'Prototype',
  message: 'Message',
};

/** One open report: what was reported, why, when, and the two ways to resolve it. */
export function ReportItem({
  report,
  isBusy,
  onDismiss,
  onRemove,
}: {
  report: Report;
  isBusy: boolean;
  onDismiss: () => void;
  onRemove: () => void;
}) {
  const title = `${CONTENT_LABELS[report.contentType]} reported: ${REPORT_REASON_LABELS[report.reason]}`;
  return (
    <li>
      <article
        aria-label={title}
        className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3 sm:flex-row sm:items-start"
      >
        <div className="min-w-0 flex-1">
          <p className="font-medium text-slate-900">{title}</p>
          <p className="mt-1 text-sm break-words text-slate-700">
            {report.description || <span className="text-slate-500">No description given.</span>}
          </p>
          <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-slate-500">
            <time dateTime={report.createdAt}>Reported {formatDateTime(report.createdAt)}</time>
            {report.contentType === 'question' && (
              <Link
                to={`${ROUTE_PATHS.protoHub}?question=${encodeURIComponent(report.contentId)}`}
                className="font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                View question
              </Link>
            )}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button variant="secondary" size="sm" isLoading={isBusy} onClick={onDismiss}>
            Dismiss
          </Button>
          <Button variant="danger" size="sm" disabled={isBusy} onClick={onRemove}>
            Remove content
          </Button>
        </div>
      </article>
    </li>
  );
}
