import { MyJobsPage } from '../../../features/applications/routes/my-jobs-page';
import { JobMatchesSummary } from '../../../features/matching/components/job-matches-summary';

/**
 * /my-jobs: applications' list of my jobs, each open one with the developers who match it
 * (matching, issue 33 §3). A card asks for its matches only once it comes near the screen, so
 * the page's load sends no request per job.
 */
export function Component() {
  return (
    <MyJobsPage
      jobDetails={(job) =>
        job.status === 'published' && (
          <JobMatchesSummary
            jobId={job.id}
            jobTitle={job.title}
            isDeferred
            className="border-t border-slate-100 pt-3"
          />
        )
      }
    />
  );
}
