import type { Account } from '@app/shared/accounts/accounts.schemas';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { DisplayNameEditor } from './display-name-editor';

const count = (value: number) => value.toLocaleString('en-US');

/** Who you are here and what you own (issue 21 §1), so it is clear what saving the account keeps. */
export function AccountOverview({ account, actions }: { account: Account; actions?: ReactNode }) {
  const { user, owns } = account;
  const owned: [label: string, value: string][] = [
    ['Questions', count(owns.questions)],
    ['Answers', count(owns.answers)],
    ['Prototypes', count(owns.prototypes)],
    ['Jobs posted', count(owns.jobs)],
    ['Applications', count(owns.applications)],
    ['Developer profile', owns.hasDeveloperProfile ? 'Yes' : 'None'],
    [
      'Wallet',
      owns.stakedBalance > 0
        ? `${count(owns.walletBalance)} tokens (${count(owns.stakedBalance)} staked)`
        : `${count(owns.walletBalance)} tokens`,
    ],
  ];
  return (
    <Card role="region" aria-label="Who you are" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 items-center gap-3">
          <UserAvatar user={user} size="md" />
          <div className="min-w-0">
            <DisplayNameEditor user={user} />
            <p className="text-sm text-slate-600">Reputation {count(user.reputation)}</p>
          </div>
        </div>
        {actions}
      </div>
      <p
        className={
          account.isSaved
            ? 'rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900'
            : 'rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900'
        }
      >
        {account.isSaved
          ? 'Saved with a passkey: you can sign in to this account on any device.'
          : 'Not saved yet: this account lives only in this browser. Clearing its data, or a new device, would lose it.'}
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {owned.map(([label, value]) => (
          <div key={label} className="rounded-lg border border-slate-200 px-3 py-2">
            <dt className="text-xs font-medium text-slate-600">{label}</dt>
            <dd className="text-base font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
