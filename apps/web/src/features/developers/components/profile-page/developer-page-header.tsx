import type { DeveloperProfile } from '@app/shared/developers/developers.schemas';
import type { ReactNode } from 'react';
import { DeveloperIdentity } from '../profile/developer-identity';

/** Who, at a glance: name, title, availability and the numbers the directory card shows; then the page's actions. */
export function DeveloperPageHeader({
  developer,
  headingId,
  actions,
}: {
  developer: DeveloperProfile;
  headingId: string;
  actions?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-3">
      <DeveloperIdentity developer={developer} headingId={headingId} look="page" name={developer.name} />
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </header>
  );
}
