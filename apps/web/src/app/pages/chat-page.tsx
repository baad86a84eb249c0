import { ChatPage } from '../../features/jobs/routes/chat-page';
import { JobMatchesSummary } from '../../features/matching/components/job-matches-summary';

/**
 * /chat: jobs' AI Project Assistant and Post Job Wizard; a published job shows at once the
 * developers who match it (matching, issue 33 §3).
 */
export function Component() {
  return <ChatPage publishedDetails={(jobId) => <JobMatchesSummary jobId={jobId} />} />;
}
