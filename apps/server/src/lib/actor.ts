import type { User } from '@app/shared/users/users.schemas';

/** Who is acting: a visitor, the admin, or (for reads) nobody. */
export interface Actor {
  visitor: User | null;
  isAdmin: boolean;
}
