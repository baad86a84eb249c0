import { useParams } from 'react-router';
import { BackToHomeButton } from '../../../components/ui/back-to-home-button';
import { cn } from '../../../components/ui/cn';
import { PAGE_WIDTH } from '../../../components/ui/page-width';
import { useMyJob } from '../../../features/applications/api/get-my-job';
import {
  applicantName,
  conversationParties,
  isApplicationFilter,
} from '../../../features/applications/application-labels';
import { ApplicantCard } from '../../../features/applications/components/applicant-card';
import { ApplicantsList } from '../../../features/applications/components/applicants-list';
import { ConversationLayout } from '../../../features/applications/components/conversation-layout';
import { InviteToJobButton } from '../../../features/applications/components/invite-to-job-button';
import { JobApplicantsHeader } from '../../../features/applications/components/job-applicants-header';
import { useOpenApplication } from '../../../features/applications/hooks/use-open-application';
import { SuggestedDevelopers } from '../../../features/matching/components/suggested-developers';
import { Conversation } from '../../../features/messages/components/conversation';
import { useUrlParams } from '../../../lib/use-url-params';
import { useViewerId } from '../../../lib/viewer-id';

/**
 * /my-jobs/:jobId (issue 20 §2, §3): a job's applicants with the owner's decisions, and the open
 * applicant's conversation (features/messages) beside them. The filter is `?status=`, the open
 * conversation `?application=`. Below, for the job's owner, the developers who match it
 * (features/matching, issue 33 §1), invited through applications' invitation dialog.
 */
export function Component() {
  const { jobId = '' } = useParams();
  const { searchParams, set } = useUrlParams();
  const status = searchParams.get('status');
  const filter = isApplicationFilter(status) ? status : 'all';
  const open = useOpenApplication();
  const job = useMyJob(jobId);
  const viewer = useViewerId();
  // Suggestions are the owner's (anyone else would get a 403), as the header's moves are.
  const ownJob = job.data && viewer.data === job.data.ownerId ? job.data : null;
  return (
    <div className={cn(PAGE_WIDTH.wide, 'py-8')}>
      <BackToHomeButton />
      <JobApplicantsHeader jobId={jobId} />
      <div className="mt-6">
        <ConversationLayout
          open={open}
          backLabel="All applicants"
          emptyHint="Choose Messages on an applicant to talk with them here."
          list={
            <ApplicantsList
              jobId={jobId}
              filter={filter}
              onFilterChange={(next) => set({ status: next === 'all' ? null : next }, { replace: true })}
              openId={open.openId}
              onOpen={open.open}
            />
          }
          title={(application) => `Conversation with ${applicantName(application)}`}
          card={(application) => <ApplicantCard application={application} isOpen />}
          conversation={(application) => <Conversation {...conversationParties(application, 'owner')} />}
        />
      </div>
      {ownJob && (
        // On a phone an open conversation takes the whole width, as the list above does not.
        <div className={cn('mt-12', open.openId && 'hidden lg:block')}>
          <SuggestedDevelopers
            jobId={jobId}
            isOpen={ownJob.status === 'published'}
            inviteAction={(developer, onInvited, onRefused) => (
              <InviteToJobButton
                job={ownJob}
                developer={{ id: developer.id, userId: developer.userId, name: developer.name }}
                onInvited={onInvited}
                onRefused={onRefused}
              />
            )}
          />
        </div>
      )}
    </div>
  );
}
