import { shortAddress } from '@app/shared/ledger/ledger.constants';
import { walletAddressProblem } from '@app/shared/ledger/wallet-address';
import { Link2, Unlink } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { TextField } from '../../../components/ui/field';
import { LoadingState } from '../../../components/ui/states';
import { notify } from '../../../components/ui/toast';
import { describeError } from '../../../lib/api-error';
import { useConnectWallet } from '../api/connect-wallet';
import { useDisconnectWallet } from '../api/disconnect-wallet';
import { useWallet } from '../api/get-wallet';

/**
 * The wallet address input and Connect Wallet (part-2 §2 Platform token). The spec's button
 * only logged; this one stores the address (checked here and on the server).
 */
export function ConnectWalletForm() {
  const query = useWallet();
  const connect = useConnectWallet();
  const disconnect = useDisconnectWallet();
  const [address, setAddress] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const wallet = query.data;

  if (query.isError && !wallet) {
    return (
      <ErrorBanner
        message={describeError(query.error, 'Could not load your wallet.')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!wallet) return <LoadingState label="Loading wallet..." />;

  if (wallet.isConnected && wallet.walletAddress) {
    return (
      <div className="flex flex-col gap-3">
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <Link2 className="size-4 text-green-700" aria-hidden />
          Connected wallet:
          <code title={wallet.walletAddress} className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-900">
            {shortAddress(wallet.walletAddress)}
          </code>
        </p>
        {problem && (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
        <Button
          variant="secondary"
          className="self-start"
          isLoading={disconnect.isPending}
          onClick={() => {
            setProblem(null);
            disconnect.mutate(undefined, {
              onSuccess: () => notify('info', 'Wallet disconnected.'),
              onError: (error) => setProblem(describeError(error)),
            });
          }}
        >
          <Unlink className="size-4" aria-hidden />
          Disconnect
        </Button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const walletAddress = address.trim();
    const reason = walletAddressProblem(walletAddress);
    setProblem(reason);
    if (reason) return;
    connect.mutate(
      { walletAddress },
      {
        onSuccess: () => {
          setAddress('');
          notify('success', 'Wallet connected.');
        },
        onError: (error) => setProblem(describeError(error)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <TextField
          label="Wallet address"
          placeholder="0x…"
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
          value={address}
          error={problem ?? undefined}
          hint="0x followed by 40 hexadecimal characters."
          onChange={(event) => {
            setAddress(event.target.value);
            setProblem(null);
          }}
        />
      </div>
      <Button type="submit" className="sm:mt-6.5" isLoading={connect.isPending}>
        <Link2 className="size-4" aria-hidden />
        Connect Wallet
      </Button>
    </form>
  );
}
