import type { Job } from '@app/shared/jobs/jobs.schemas';
import { Clock, Tag, UserRound, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { JOB_FIELD_LABELS } from '../../job-field-labels';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-xs font-medium text-slate-500">
        <span className="text-slate-400" aria-hidden>
          {icon}
        </span>
        {label}
      </dt>
      <dd className="pl-6 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** The short answers a developer decides on first: what kind of work, for how much, by when. */
export function JobFacts({ job }: { job: Job }) {
  return (
    <dl className="flex flex-col gap-3 text-sm">
      <Fact icon={<Tag className="size-4" />} label={JOB_FIELD_LABELS.category}>
        {job.category}
      </Fact>
      <Fact icon={<Wallet className="size-4" />} label={JOB_FIELD_LABELS.budget}>
        {job.budget}
      </Fact>
      <Fact icon={<Clock className="size-4" />} label={JOB_FIELD_LABELS.timeline}>
        {job.timeline}
      </Fact>
      {job.developerName && (
        <Fact icon={<UserRound className="size-4" />} label="Referred by">
          {job.developerName}
        </Fact>
      )}
    </dl>
  );
}
