import type { Report } from '@app/shared/reports/reports.schemas';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/states';
import { describeError } from '../../../lib/api-error';
import { usePendingReports } from '../api/get-pending-reports';
import { useResolveReport } from '../api/resolve-report';
import { AdminNote } from './admin-action-button';
import { ReportItem } from './report-item';

/** Open reports for the admin (GET /reports/pending) with Dismiss and Remove content. */
export function PendingReports({ token }: { token: string | null }) {
  const reports = usePendingReports(token);
  const resolve = useResolveReport(token);
  const [toRemove, setToRemove] = useState<Report | null>(null);

  return (
    <Card aria-labelledby="reports-heading" role="region">
      <h2 id="reports-heading" className="text-lg font-semibold text-slate-900">
        Pending reports
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Questions, answers and prototypes visitors reported. Dismiss keeps the content; Remove content takes it down.
      </p>
      <div className="mt-3">
        {token === null ? (
          <AdminNote />
        ) : (
          <>
            {reports.isPending && <LoadingState label="Loading reports..." />}
            {reports.isError && (
              <ErrorBanner
                message={`The reports could not be loaded. ${describeError(reports.error)}`}
                onRetry={() => void reports.refetch()}
              />
            )}
            {reports.data &&
              (reports.data.length === 0 ? (
                <EmptyState title="No pending reports">Nothing is waiting for a decision.</EmptyState>
              ) : (
                <ul aria-label="Pending reports" className="flex flex-col gap-3">
                  {reports.data.map((report) => (
                    <ReportItem
                      key={report.id}
                      report={report}
                      isBusy={resolve.isPending && resolve.variables.id === report.id}
                      onDismiss={() => resolve.mutate({ id: report.id, action: 'dismiss' })}
                      onRemove={() => setToRemove(report)}
                    />
                  ))}
                </ul>
              ))}
          </>
        )}
      </div>
      <Dialog
        open={toRemove !== null}
        onOpenChange={(open) => !open && setToRemove(null)}
        title={`Remove this ${toRemove?.contentType ?? 'content'}?`}
        description="It disappears for everyone and the report is closed. This cannot be undone here."
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setToRemove(null)}>
            Cancel
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              if (toRemove) resolve.mutate({ id: toRemove.id, action: 'remove-content' });
              setToRemove(null);
            }}
          >
            Remove content
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
