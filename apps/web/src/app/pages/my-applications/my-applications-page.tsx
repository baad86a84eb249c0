import { BackToHomeButton } from '../../../components/ui/back-to-home-button';
import { cn } from '../../../components/ui/cn';
import { PageHeader } from '../../../components/ui/page-header';
import { PAGE_WIDTH } from '../../../components/ui/page-width';
import { applicationJobTitle, conversationParties } from '../../../features/applications/application-labels';
import { ConversationLayout } from '../../../features/applications/components/conversation-layout';
import { InvitationsSection } from '../../../features/applications/components/invitations-section';
import { MyApplicationCard } from '../../../features/applications/components/my-application-card';
import { MyApplicationsList } from '../../../features/applications/components/my-applications-list';
import { useOpenApplication } from '../../../features/applications/hooks/use-open-application';
import { Conversation } from '../../../features/messages/components/conversation';

/**
 * /my-applications (issue 20 §5, §6): the invitations I received, every application I sent with
 * its live status, and the open one's conversation with the job owner (features/messages).
 */
export function Component() {
  const open = useOpenApplication();
  return (
    <div className={cn(PAGE_WIDTH.wide, 'py-8')}>
      <BackToHomeButton />
      <PageHeader
        icon="📨"
        title="My applications"
        description="Where each of your applications stands, your conversations with job owners, and your invitations to apply."
      />
      <div className="mt-8">
        <ConversationLayout
          open={open}
          backLabel="All applications"
          emptyHint="Choose Messages on an application to talk with the job owner here."
          list={
            <>
              <InvitationsSection onOpenApplication={open.open} />
              <MyApplicationsList openId={open.openId} onOpen={open.open} />
            </>
          }
          title={(application) => `Conversation about ${applicationJobTitle(application)}`}
          card={(application) => <MyApplicationCard application={application} isOpen />}
          conversation={(application) => <Conversation {...conversationParties(application, 'applicant')} />}
        />
      </div>
    </div>
  );
}
