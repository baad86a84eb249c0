import { MATCH_MESSAGES } from '@app/shared/matching/matching.constants';
import { ROUTE_PATHS } from '@app/shared/navigation/routes';
import { UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';

/** Jobs for you needs a developer profile to match: say so, and where to make one. */
export function NoProfileNotice() {
  return (
    <EmptyState title={MATCH_MESSAGES.noProfile} icon={<UserPlus className="size-10" />}>
      <p>The AI Developer Assistant builds it from a short conversation or your CV.</p>
      <Link to={ROUTE_PATHS.developerChat} className={`${buttonClassName('primary', 'sm')} mt-3`}>
        Create your developer profile
      </Link>
    </EmptyState>
  );
}
