import { Card } from '../../../../../components/ui/card';
import { ConnectWalletForm } from '../../../../../features/wallet/components/connect-wallet-form';
import { TokenStats } from '../../../../../features/wallet/components/token-stats';
import { ClaimCard } from './claim-card';
import { RecentEarnings } from './recent-earnings';
import { EarningRanges, TokenRoadmap, TokenUtility } from './token-facts';

/** Platform token (part-2 §2): stats, wallet address, earning ranges, utility, recent earnings, roadmap, claim card. */
export function PlatformTokenTab() {
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <Card>
        <TokenStats />
      </Card>
      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-6">
          <Card>
            <h2 className="mb-3 text-lg font-semibold text-slate-900">Connect your wallet</h2>
            <ConnectWalletForm />
          </Card>
          <ClaimCard />
          <RecentEarnings />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <EarningRanges />
          <TokenUtility />
          <TokenRoadmap />
        </div>
      </div>
    </div>
  );
}
