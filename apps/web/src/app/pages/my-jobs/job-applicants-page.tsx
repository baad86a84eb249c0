import { useParams } from 'react-router';
import { BackToHomeButton } from '../../../components/ui/back-to-home-button';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/states';
import { applicantName, canWriteAbout, isApplicationFilter } from '../../../features/applications/application-labels';
import { ApplicantCard } from '../../../features/applications/components/applicant-card';
import { ApplicantsList } from '../../../features/applications/components/applicants-list';
import { ConversationLayout } from '../../../features/applications/components/conversation-layout';
import { JobApplicantsHeader } from '../../../features/applications/components/job-applicants-header';
import { useOpenApplication } from '../../../features/applications/hooks/use-open-application';
import { Conversation } from '../../../features/messages/components/conversation';
import { describeError } from '../../../lib/api-error';
import { useUrlParams } from '../../../lib/use-url-params';

/**
 * /my-jobs/:jobId (issue 20 §2, §3): a job's applicants with the owner's decisions, and the open
 * applicant's conversation (features/messages) beside them. The filter is `?status=`, the open
 * conversation `?application=`.
 */
export function Component() {
  const { jobId = '' } = useParams();
  const { searchParams, set } = useUrlParams();
  const status = searchParams.get('status');
  const filter = isApplicationFilter(status) ? status : 'all';
  const open = useOpenApplication();
  const application = open.application;

  const detail = application ? (
    <>
      <div className="lg:hidden">
        <ApplicantCard application={application} isOpen />
      </div>
      <Conversation
        key={application.id}
        applicationId={application.id}
        viewerId={application.job?.ownerId ?? ''}
        otherPartyName={applicantName(application)}
        canWrite={canWriteAbout(application)}
      />
    </>
  ) : open.query.isError ? (
    <ErrorBanner message={describeError(open.query.error, 'This conversation could not be loaded.')} />
  ) : (
    <LoadingState label="Loading the conversation" />
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <BackToHomeButton />
      <JobApplicantsHeader jobId={jobId} />
      <div className="mt-6">
        <ConversationLayout
          openId={open.openId}
          onClose={open.close}
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
          detail={detail}
          detailTitle={application ? `Conversation with ${applicantName(application)}` : 'Conversation'}
        />
      </div>
    </div>
  );
}
