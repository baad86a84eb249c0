import type { Job } from '@app/shared/jobs/jobs.schemas';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { notify } from '../../../components/ui/toast';
import { describeError } from '../../../lib/api-error';
import { useUpdateJobStatus } from '../api/update-job-status';

/**
 * Close a published job to new applications (after a confirmation: closing without a hire marks
 * its deal lost), or reopen a closed or filled one.
 */
export function JobOpenToggle({ job }: { job: Pick<Job, 'id' | 'title' | 'status'> }) {
  const update = useUpdateJobStatus();
  const [isConfirming, setIsConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const change = async (status: 'published' | 'closed') => {
    setFailure(null);
    try {
      await update.mutateAsync({ jobId: job.id, status });
      setIsConfirming(false);
      notify('success', status === 'closed' ? `“${job.title}” is closed.` : `“${job.title}” is open again.`);
    } catch (error) {
      const message = describeError(error, 'The job could not be changed. Please try again.');
      if (status === 'closed') setFailure(message);
      else notify('error', message);
    }
  };

  if (job.status === 'draft') return null;
  if (job.status !== 'published') {
    return (
      <Button variant="secondary" size="sm" isLoading={update.isPending} onClick={() => void change('published')}>
        Reopen job<span className="sr-only"> {job.title}</span>
      </Button>
    );
  }
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setIsConfirming(true)}>
        Close job<span className="sr-only"> {job.title}</span>
      </Button>
      <Dialog
        open={isConfirming}
        onOpenChange={(open) => {
          setIsConfirming(open);
          setFailure(null);
        }}
        title="Close this job?"
        description={`“${job.title}” will stop taking applications. You can reopen it later.`}
      >
        {failure && (
          <p role="alert" className="mb-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {failure}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setIsConfirming(false)}>
            Keep it open
          </Button>
          <Button variant="danger" isLoading={update.isPending} onClick={() => void change('closed')}>
            Close job
          </Button>
        </div>
      </Dialog>
    </>
  );
}
