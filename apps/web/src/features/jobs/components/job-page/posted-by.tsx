import { memberPath } from '@app/shared/navigation/marketplace-paths';
import { Link } from 'react-router';
import { useJobOwner } from '../../api/get-job-owner';

/** "Posted by <name>", linked to the client's page; nothing while the name is unknown or the member left. */
export function PostedBy({ ownerId }: { ownerId: string }) {
  const owner = useJobOwner(ownerId);
  if (!owner.data) return null;
  return (
    <>
      {' · Posted by '}
      <Link to={memberPath(owner.data.id)} className="font-medium text-brand-700 hover:underline">
        {owner.data.name}
      </Link>
    </>
  );
}
