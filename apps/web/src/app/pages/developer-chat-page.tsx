import { APPLY_PARAM } from '@app/shared/navigation/marketplace-paths';
import { cn } from '../../components/ui/cn';
import { PAGE_WIDTH } from '../../components/ui/page-width';
import { useAccount } from '../../features/accounts/api/get-account';
import { Component as DeveloperAssistantPage } from '../../features/developers/routes/developer-chat-page';
import { JobsForYouPreview } from '../../features/matching/components/jobs-for-you-preview';
import { useUrlParams } from '../../lib/use-url-params';
import { visitorTokenTag } from '../../lib/visitor-token';

/**
 * /developer-chat: developers' AI Developer Assistant, with a compact "Jobs for you" (matching,
 * issue 33 §2) below it for a visitor who has a developer profile. Whether they have one is read
 * from the account (features/accounts) first, so a visitor without one never gets the 404.
 */
export function Component() {
  const { searchParams } = useUrlParams();
  const account = useAccount(visitorTokenTag());
  const hasProfile = account.data?.owns.hasDeveloperProfile === true;
  return (
    <>
      <DeveloperAssistantPage />
      {hasProfile && !searchParams.get(APPLY_PARAM) && (
        <div className={cn(PAGE_WIDTH.reading, 'pb-8')}>
          <div className="mx-auto w-full max-w-3xl">
            <JobsForYouPreview />
          </div>
        </div>
      )}
    </>
  );
}
