import type { DeveloperProfile } from '@app/shared/developers/developers.schemas';
import type { ReactNode } from 'react';

/** What a page adds to each developer's card and profile (such as "Invite to apply"). */
export type DeveloperActions = (developer: DeveloperProfile) => ReactNode;
