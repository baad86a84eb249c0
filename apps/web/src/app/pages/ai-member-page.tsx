import { lazy, Suspense } from 'react';
import { LoadingState } from '../../components/ui/states';
import { AiMemberPage } from '../../features/ai-member/routes/ai-member-page';

// Only an admin with the token sees them: everyone else never downloads them.
const AdminDisputesPanel = lazy(async () => ({
  default: (await import('../../features/contracts/components/admin-disputes-panel')).AdminDisputesPanel,
}));
const AdminBankStatementsPanel = lazy(async () => ({
  default: (await import('../../features/payments/components/admin-bank-statements-panel')).AdminBankStatementsPanel,
}));
const AdminPayoutsPanel = lazy(async () => ({
  default: (await import('../../features/payments/components/admin-payouts-panel')).AdminPayoutsPanel,
}));
const AdminOutboxPanel = lazy(async () => ({
  default: (await import('../../features/delivery/components/admin-outbox-panel')).AdminOutboxPanel,
}));

/**
 * /ai-community-member: the control center (features/ai-member) with the open contract disputes
 * (features/contracts, issue 32 §3), the platform account's bank statements (features/payments, issue 42)
 * and the outbox of mails and pushes (features/delivery, issue 34) among its admin parts. Remounted per token, so nothing read
 * with one token is shown under another.
 */
export function Component() {
  return (
    <AiMemberPage
      adminPanels={(token) => (
        <>
          <Suspense fallback={<LoadingState label="Loading disputes..." />}>
            <AdminDisputesPanel key={token} token={token} />
          </Suspense>
          <Suspense fallback={<LoadingState label="Loading bank statements..." />}>
            <AdminBankStatementsPanel key={token} token={token} />
          </Suspense>
          <Suspense fallback={<LoadingState label="Loading payouts..." />}>
            <AdminPayoutsPanel key={token} token={token} />
          </Suspense>
          <Suspense fallback={<LoadingState label="Loading the outbox..." />}>
            <AdminOutboxPanel key={token} token={token} />
          </Suspense>
        </>
      )}
    />
  );
}
