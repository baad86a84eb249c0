import { InviteToApplyButton } from '../../features/applications/components/invite-to-apply-button';
import { DeveloperPage } from '../../features/developers/routes/developer-page';

/** /developers/:developerId: a developer's page (features/developers) with "Invite to a job" (features/applications). */
export function Component() {
  return (
    <DeveloperPage
      developerActions={(developer) => (
        <InviteToApplyButton developer={{ id: developer.id, userId: developer.userId, name: developer.name }} />
      )}
    />
  );
}
