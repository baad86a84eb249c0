import { InviteToApplyButton } from '../features/applications/components/invite-to-apply-button';
import { DeveloperDirectoryPage } from '../features/developers/routes/developers-page';
import { MessageDeveloperButton } from '../features/messages/components/message-developer-button';

/**
 * /developers: the directory (features/developers) with "Invite to apply" (features/applications)
 * on each card and profile, shown to a visitor with open jobs (issue 20 §5), and "Message <name>"
 * (features/messages, issue 41 §5) on the profiles with an account to read it. The chunk keeps
 * this module's name, which e2e/errors.spec.ts blocks.
 */
export function Component() {
  return (
    <DeveloperDirectoryPage
      developerActions={(developer) => (
        <>
          <InviteToApplyButton developer={{ id: developer.id, userId: developer.userId, name: developer.name }} />
          {developer.userId && (
            <MessageDeveloperButton
              developerId={developer.id}
              developerName={developer.name}
              isDemo={false}
              developerUserId={developer.userId}
            />
          )}
        </>
      )}
    />
  );
}
