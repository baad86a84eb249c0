import type { DeveloperProfile } from '@app/shared/developers/developers.schemas';
import { developerPagePath } from '@app/shared/navigation/marketplace-paths';
import { Button } from '../../../../components/ui/button';
import { useOpenDeveloper } from '../../hooks/use-open-developer';
import { isSampleDeveloper } from '../../sample-developers';
import { DeveloperProfileCard } from '../profile/developer-profile-card';
import type { DeveloperActions } from './developer-actions';
import { DeveloperDetailsDialog } from './developer-details-dialog';
import { LinkedDeveloperDialog } from './linked-developer-dialog';

/**
 * The directory's cards; the name links to the developer's page (issue 41 §2), "View profile"
 * opens everything in a dialog, kept in the address (`?developer=`), so a link from elsewhere
 * opens a profile even when it is not listed here.
 */
export function DeveloperGrid({
  developers,
  developerActions,
}: {
  developers: DeveloperProfile[];
  developerActions?: DeveloperActions;
}) {
  const { openId, open: openProfile, close } = useOpenDeveloper();
  const open = developers.find((developer) => developer.id === openId);
  const onOpenChange = (isOpen: boolean) => !isOpen && close();
  return (
    <>
      <ul aria-label="Developers" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {developers.map((developer) => (
          <li key={developer.id} className="flex">
            <DeveloperProfileCard
              developer={developer}
              // The sample developers shown when the directory cannot load have no page to open.
              href={isSampleDeveloper(developer.id) ? undefined : developerPagePath(developer.id)}
              className="w-full"
              actions={
                <>
                  <Button variant="secondary" size="sm" onClick={() => openProfile(developer.id)}>
                    View profile<span className="sr-only"> of {developer.name}</span>
                  </Button>
                  {developerActions?.(developer)}
                </>
              }
            />
          </li>
        ))}
      </ul>
      {open && (
        <DeveloperDetailsDialog developer={open} open onOpenChange={onOpenChange} actions={developerActions?.(open)} />
      )}
      {openId && !open && (
        <LinkedDeveloperDialog id={openId} onOpenChange={onOpenChange} developerActions={developerActions} />
      )}
    </>
  );
}
