import { MARKETPLACE_PATHS } from '@app/shared/navigation/marketplace-paths';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** The way back to the list, above a contract. */
export function BackToContracts() {
  return (
    <Link
      to={MARKETPLACE_PATHS.contracts}
      className="flex items-center gap-1 self-start text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden />
      All contracts
    </Link>
  );
}
