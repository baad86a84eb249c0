import { PostJobPage } from '../../features/jobs/routes/post-job-page';
import { JobMatchesSummary } from '../../features/matching/components/job-matches-summary';

/** /post-job: jobs' Post Job Wizard; a published job shows at once the developers who match it (issue 33 §3). */
export function Component() {
  return <PostJobPage publishedDetails={(jobId) => <JobMatchesSummary jobId={jobId} />} />;
}
