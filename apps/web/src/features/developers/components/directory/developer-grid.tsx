import type { DeveloperProfile } from '@app/shared/developers/developers.schemas';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { DeveloperProfileCard } from '../profile/developer-profile-card';
import { DeveloperDetailsDialog } from './developer-details-dialog';

/** The directory's cards; "View profile" opens everything in a dialog. */
export function DeveloperGrid({ developers }: { developers: DeveloperProfile[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const open = developers.find((developer) => developer.id === openId);
  return (
    <>
      <ul aria-label="Developers" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {developers.map((developer) => (
          <li key={developer.id} className="flex">
            <DeveloperProfileCard
              developer={developer}
              className="w-full"
              actions={
                <Button variant="secondary" size="sm" onClick={() => setOpenId(developer.id)}>
                  View profile<span className="sr-only"> of {developer.name}</span>
                </Button>
              }
            />
          </li>
        ))}
      </ul>
      {open && <DeveloperDetailsDialog developer={open} open onOpenChange={(isOpen) => !isOpen && setOpenId(null)} />}
    </>
  );
}
