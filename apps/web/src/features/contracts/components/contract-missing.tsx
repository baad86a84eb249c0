import { MARKETPLACE_PATHS } from '@app/shared/navigation/marketplace-paths';
import { FileQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';

/** A 404: no such contract, or one the viewer is not a party to (the server does not say which). */
export function ContractMissing() {
  return (
    <div className="mt-6 flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Contract not found</h1>
      <EmptyState title="This contract does not exist or is not yours" icon={<FileQuestion className="size-10" />}>
        <p>Only the client and the developer of a contract can open it.</p>
        <Link to={MARKETPLACE_PATHS.contracts} className={`${buttonClassName('primary', 'sm')} mt-3`}>
          Go to your contracts
        </Link>
      </EmptyState>
    </div>
  );
}
