import type { Job } from '@app/shared/jobs/jobs.schemas';
import { useId } from 'react';
import { JOB_FIELD_LABELS } from '../../job-field-labels';

type BodyField =
  | 'description'
  | 'keyFeatures'
  | 'targetAudience'
  | 'technologyStack'
  | 'successCriteria'
  | 'potentialChallenges';

/** The post's long answers, in the order a developer weighs them. */
const BODY_FIELDS: readonly BodyField[] = [
  'description',
  'keyFeatures',
  'targetAudience',
  'technologyStack',
  'successCriteria',
  'potentialChallenges',
];

function PostSection({ title, text }: { title: string; text: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-1.5">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="break-words whitespace-pre-wrap text-slate-700">{text}</p>
    </section>
  );
}

/** Everything the client wrote, each answer under its own heading (the wizard's names). */
export function JobPostBody({ job }: { job: Job }) {
  return (
    <div className="flex min-w-0 flex-col gap-6">
      {BODY_FIELDS.map((field) => (
        <PostSection key={field} title={JOB_FIELD_LABELS[field]} text={job[field]} />
      ))}
    </div>
  );
}
