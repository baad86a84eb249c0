import { shortAddress } from '@app/shared/ledger/ledger.constants';
import type { Wallet } from '@app/shared/ledger/ledger.schemas';
import { formatTokens } from '../token-format';
import { StatList } from './stat-list';

/** Balance, staked, total earned and the connection (part-2 §3 Token data). */
export function WalletOverview({ wallet }: { wallet: Wallet }) {
  return (
    <StatList
      stats={[
        { label: 'Balance', value: `${formatTokens(wallet.balance)} tokens` },
        { label: 'Staked', value: `${formatTokens(wallet.staked)} tokens` },
        { label: 'Total Earned', value: `${formatTokens(wallet.totalEarned)} tokens` },
        {
          label: 'Wallet',
          value: wallet.isConnected ? 'Connected' : 'Not connected',
          hint:
            wallet.isConnected && wallet.walletAddress ? (
              <span title={wallet.walletAddress} className="font-mono">
                {shortAddress(wallet.walletAddress)}
              </span>
            ) : undefined,
        },
      ]}
    />
  );
}
