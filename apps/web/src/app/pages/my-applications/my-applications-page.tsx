import { BackToHomeButton } from '../../../components/ui/back-to-home-button';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/states';
import { applicationJobTitle, canWriteAbout } from '../../../features/applications/application-labels';
import { ConversationLayout } from '../../../features/applications/components/conversation-layout';
import { InvitationsSection } from '../../../features/applications/components/invitations-section';
import { MyApplicationCard } from '../../../features/applications/components/my-application-card';
import { MyApplicationsList } from '../../../features/applications/components/my-applications-list';
import { useOpenApplication } from '../../../features/applications/hooks/use-open-application';
import { Conversation } from '../../../features/messages/components/conversation';
import { describeError } from '../../../lib/api-error';

/**
 * /my-applications (issue 20 §5, §6): the invitations I received, every application I sent with
 * its live status, and the open one's conversation with the job owner (features/messages).
 */
export function Component() {
  const open = useOpenApplication();
  const application = open.application;

  const detail = application ? (
    <>
      <div className="lg:hidden">
        <MyApplicationCard application={application} isOpen />
      </div>
      <Conversation
        key={application.id}
        applicationId={application.id}
        viewerId={application.userId}
        otherPartyName={application.job?.ownerName ?? 'the job owner'}
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
      <PageHeader
        icon="📨"
        title="My applications"
        description="Where each of your applications stands, your conversations with job owners, and your invitations to apply."
      />
      <div className="mt-8">
        <ConversationLayout
          openId={open.openId}
          onClose={open.close}
          backLabel="All applications"
          emptyHint="Choose Messages on an application to talk with the job owner here."
          list={
            <>
              <InvitationsSection onOpenApplication={open.open} />
              <MyApplicationsList openId={open.openId} onOpen={open.open} />
            </>
          }
          detail={detail}
          detailTitle={application ? `Conversation about ${applicationJobTitle(application)}` : 'Conversation'}
        />
      </div>
    </div>
  );
}
