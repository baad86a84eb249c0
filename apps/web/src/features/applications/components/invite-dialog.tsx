import type { MyJob } from '@app/shared/applications/applications.schemas';
import { ROUTE_PATHS } from '@app/shared/navigation/routes';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { notify } from '../../../components/ui/toast';
import { ApiRequestError, describeError } from '../../../lib/api-error';
import { useCreateInvitation } from '../api/create-invitation';

interface InviteDialogProps {
  developer: { id: string; name: string };
  jobs: Pick<MyJob, 'id' | 'title'>[];
  /** While my open jobs are still being read. */
  isLoadingJobs?: boolean;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** After the invitation is sent and the dialog closed (a suggested developer then shows "Invited"). */
  onInvited?(jobId: string): void;
  /**
   * The server refused with 409 (already invited, already applied, the job closed): what the page
   * shows of that developer and job is out of date. Called as the dialog closes, once its message
   * has been read (a suggestion read again may leave the page, and the dialog with it).
   */
  onRefused?(jobId: string): void;
}

/**
 * Picks one of my open jobs and invites the developer to apply to it (POST /api/jobs/:id/invitations);
 * with no open job, says so and links to posting one (issue 41 §5).
 */
export function InviteDialog({
  developer,
  jobs,
  isLoadingJobs = false,
  open,
  onOpenChange,
  onInvited,
  onRefused,
}: InviteDialogProps) {
  const form = useForm<{ jobId: string }>({ defaultValues: { jobId: jobs[0]?.id ?? '' } });
  const firstJobId = jobs[0]?.id ?? '';
  // The jobs may arrive after the dialog was first drawn: the first one is then picked.
  useEffect(() => {
    if (firstJobId && !form.getValues('jobId')) form.setValue('jobId', firstJobId);
  }, [firstJobId, form]);
  const invite = useCreateInvitation();
  const [failure, setFailure] = useState<string | null>(null);
  const [refusedJobId, setRefusedJobId] = useState<string | null>(null);

  const close = (isOpen: boolean) => {
    if (!isOpen) {
      setFailure(null);
      setRefusedJobId(null);
      if (refusedJobId) onRefused?.(refusedJobId);
    }
    onOpenChange(isOpen);
  };

  const submit = form.handleSubmit(async ({ jobId }) => {
    setFailure(null);
    try {
      await invite.mutateAsync({ jobId, developerId: developer.id });
      notify('success', `Invitation sent to ${developer.name}.`);
      close(false);
      onInvited?.(jobId);
    } catch (error) {
      // 409: already invited to this job, or the job stopped taking applications; the server says which.
      setFailure(describeError(error, 'The invitation could not be sent. Please try again.'));
      if (error instanceof ApiRequestError && error.status === 409) setRefusedJobId(jobId);
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={`Invite ${developer.name} to apply`}
      description="They see the invitation on their applications page and can apply with one click."
    >
      {jobs.length === 0 ? (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-slate-700">
            {isLoadingJobs ? 'Looking for your open jobs…' : `You have no open job to invite ${developer.name} to.`}
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => close(false)}>
              Cancel
            </Button>
            {!isLoadingJobs && (
              <Link to={ROUTE_PATHS.postJob} className={buttonClassName('primary')}>
                Post a job
              </Link>
            )}
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-sm font-medium text-slate-800">Which job?</legend>
            {jobs.map((job) => (
              <label
                key={job.id}
                className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm break-words text-slate-800 hover:bg-slate-50"
              >
                <input
                  type="radio"
                  value={job.id}
                  {...form.register('jobId', { required: 'Choose a job.' })}
                  className="size-4 shrink-0 accent-brand-600"
                />
                {job.title}
              </label>
            ))}
            {form.formState.errors.jobId && (
              <p role="alert" className="text-xs text-red-600">
                {form.formState.errors.jobId.message}
              </p>
            )}
          </fieldset>
          {failure && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {failure}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" isLoading={invite.isPending}>
              Send invitation
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
