import { APPLICATION_STATUS_LABELS } from '@app/shared/applications/applications.constants';
import { JOB_PAGE_ACTION_LABELS, jobPageActionOf } from '@app/shared/jobs/job-page-action';
import type { Job, JobStanding } from '@app/shared/jobs/jobs.schemas';
import { applyToJobPath, jobApplicantsPath, myApplicationPath } from '@app/shared/navigation/marketplace-paths';
import { CheckCircle2, Lock, Send, Users } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../../components/ui/button';
import { cn } from '../../../../components/ui/cn';

// Medium, so the longest label ("Applied: see your application") stays on one line in the side panel.
const ACTION_LINK = cn(buttonClassName('primary', 'md'), 'w-full');

/**
 * The page's one action for this viewer (shared/jobs/job-page-action.ts): "Apply" opens the
 * application wizard filled with this job (the flow an invitation's "Apply" opens), the rest go
 * where the viewer's part in the job already is.
 */
export function JobAction({ job, standing }: { job: Job; standing: JobStanding }) {
  const action = jobPageActionOf(job, standing);
  switch (action.kind) {
    case 'view-applicants':
      return (
        <Link to={jobApplicantsPath(job.id)} className={ACTION_LINK}>
          <Users className="size-5" aria-hidden />
          {JOB_PAGE_ACTION_LABELS.viewApplicants}
        </Link>
      );
    case 'see-application':
      return (
        <div className="flex flex-col gap-2">
          <Link to={myApplicationPath(action.applicationId)} className={ACTION_LINK}>
            <CheckCircle2 className="size-5" aria-hidden />
            {JOB_PAGE_ACTION_LABELS.seeApplication}
          </Link>
          {standing.application && (
            <p className="text-center text-sm text-slate-600">
              Status: {APPLICATION_STATUS_LABELS[standing.application.status]}
            </p>
          )}
        </div>
      );
    case 'closed':
      return (
        <p className="flex items-center justify-center gap-2 rounded-lg bg-slate-100 px-4 py-3 font-medium text-slate-700">
          <Lock className="size-4" aria-hidden />
          {JOB_PAGE_ACTION_LABELS.closed}
        </p>
      );
    case 'apply':
      return (
        <Link to={applyToJobPath(job.id)} className={ACTION_LINK}>
          <Send className="size-5" aria-hidden />
          {JOB_PAGE_ACTION_LABELS.apply}
        </Link>
      );
  }
}
