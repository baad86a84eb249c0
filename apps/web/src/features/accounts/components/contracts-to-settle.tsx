import type { ContractToSettle } from '@app/shared/accounts/account-deletion.schemas';
import { Link } from 'react-router';

/**
 * The 409 of a deletion while contracts still hold money (issue 40 §4): the server's sentence and
 * each contract, linked to its page, where its milestones can be settled.
 */
export function ContractsToSettle({ message, contracts }: { message: string; contracts: ContractToSettle[] }) {
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-lg bg-amber-50 px-3 py-3 text-sm text-amber-900">
      <p>{message}</p>
      <ul className="list-disc pl-5">
        {contracts.map((contract) => (
          <li key={contract.id}>
            <Link to={contract.link} className="font-medium underline">
              {contract.title}
            </Link>{' '}
            (you are the {contract.role})
          </li>
        ))}
      </ul>
    </div>
  );
}
