import { Card } from '../../components/ui/card';
import { BountyBoard } from '../../features/bounties/components/bounty-board';
import { MySubmissions } from '../../features/bounties/components/my-submissions';
import { GamificationPage } from '../../features/gamification/routes/gamification-page';
import { ConnectWalletForm } from '../../features/wallet/components/connect-wallet-form';
import { WalletPanel } from '../../features/wallet/components/wallet-panel';

/** /gamification: the gamification feature's page with the bounty board, wallet and submissions inside (DESIGN.md §3). */
export function Component() {
  return (
    <GamificationPage
      bounties={<BountyBoard variant="board" />}
      wallet={
        <div className="flex flex-col gap-6">
          <Card>
            <ConnectWalletForm />
          </Card>
          <WalletPanel />
        </div>
      }
      submissions={<MySubmissions />}
    />
  );
}
