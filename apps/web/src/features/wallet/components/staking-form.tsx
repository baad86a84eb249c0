import type { Wallet } from '@app/shared/ledger/ledger.schemas';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { notify } from '../../../components/ui/toast';
import { newIdempotencyKey } from '../../../lib/api-client';
import { ApiRequestError, describeError } from '../../../lib/api-error';
import { useStakeTokens } from '../api/stake-tokens';
import { useUnstakeTokens } from '../api/unstake-tokens';
import { type StakeAction, stakingProblem } from '../staking-checks';
import { formatTokens } from '../token-format';

/**
 * Stake and Unstake (part-2 §4 Wallet, §5 Staking). The spec ignores a bad amount silently; we
 * say why instead of sending, and show the server's reason if it still refuses.
 */
export function StakingForm({ wallet }: { wallet: Wallet }) {
  const headingId = useId();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const stake = useStakeTokens();
  const unstake = useUnstakeTokens();
  // The same action and amount after a lost answer is the same operation: it keeps its key.
  const attempt = useRef<{ signature: string; key: string } | null>(null);

  const run = async (action: StakeAction) => {
    const reason = stakingProblem(action, amount, wallet);
    setProblem(reason);
    if (reason) return;
    const submitted = amount;
    const value = Number(amount.trim());
    const signature = `${action}:${value}`;
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: newIdempotencyKey() };
    const mutation = action === 'stake' ? stake : unstake;
    try {
      await mutation.mutateAsync({ amount: value, idempotencyKey: attempt.current.key });
      attempt.current = null;
      // Clear the field, unless the user already typed the next amount while this was saving.
      setAmount((current) => (current === submitted ? '' : current));
      notify('success', `${action === 'stake' ? 'Staked' : 'Unstaked'} ${formatTokens(value)} tokens.`);
    } catch (error) {
      if (error instanceof ApiRequestError) attempt.current = null;
      setProblem(describeError(error));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run('stake');
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-labelledby={headingId}>
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        Staking
      </h3>
      <p className="text-sm text-slate-600">
        Staked tokens are set aside from your balance; unstake them to spend them again. Available:{' '}
        {formatTokens(wallet.balance)} · staked: {formatTokens(wallet.staked)}.
      </p>
      <TextField
        label="Amount"
        inputMode="numeric"
        autoComplete="off"
        placeholder="0"
        value={amount}
        error={problem ?? undefined}
        onChange={(event) => {
          setAmount(event.target.value);
          setProblem(null);
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={stake.isPending} disabled={unstake.isPending}>
          Stake
        </Button>
        <Button
          variant="secondary"
          isLoading={unstake.isPending}
          disabled={stake.isPending}
          onClick={() => void run('unstake')}
        >
          Unstake
        </Button>
      </div>
    </form>
  );
}
