import type { Database } from '../../db/client.ts';
import { availableOf, contractEscrowOf, MINT, type Movement, postOperation } from '../ledger/ledger.service.ts';
import { insertUser } from '../users/users.repository.ts';

/* The demo history's money (contracts.seed.ts): paid in TOKENS through the ledger (issue 40 §3). */

/**
 * The demo developers' accounts, which their contracts' escrow paid. The profiles stay ownerless
 * (nobody signs in as a demo developer); the ledger needs an account to credit.
 */
export async function insertDemoDeveloperAccounts(db: Database, names: readonly string[]) {
  const accounts = new Map<string, string>();
  for (const name of names) {
    const handle = name.toLowerCase().replaceAll(' ', '_');
    const row = await insertUser(db, { name, handle, avatarSeed: handle.replaceAll('_', '-'), bio: 'Demo developer.' });
    accounts.set(name, row.id);
  }
  return accounts;
}

export interface DemoPayment {
  contractId: string;
  clientId: string;
  developerId: string;
  amount: number;
}

/** The payments grouped by one party. */
function groupBy(payments: DemoPayment[], party: (payment: DemoPayment) => string) {
  const groups = new Map<string, DemoPayment[]>();
  for (const payment of payments) groups.set(party(payment), [...(groups.get(party(payment)) ?? []), payment]);
  return groups;
}

/**
 * Each demo contract's money, through the ledger as a live one moves (contract-escrow.ts): each
 * client buys the tokens and funds their contracts' escrow, and the approvals release them to the
 * developers. One operation per client and step, and one per developer (the history is old: its
 * wallet lines need no date of their own), so a fresh database seeds in a handful of statements.
 */
export async function postDemoPayments(db: Database, payments: DemoPayment[], at: Date) {
  const transfer = (step: 'fund' | 'release', userId: string, description: string, movements: Movement[]) =>
    postOperation(db, {
      idempotencyKey: `seed:contracts:${step}:${userId}`,
      type: 'Transfer',
      userId,
      direction: step === 'fund' ? 'out' : 'in',
      earned: step === 'release',
      description,
      movements,
      at,
    });
  for (const [clientId, paid] of groupBy(payments, (payment) => payment.clientId)) {
    const total = paid.reduce((sum, payment) => sum + payment.amount, 0);
    await postOperation(db, {
      idempotencyKey: `seed:contracts:buy:${clientId}`,
      type: 'Mint',
      description: 'Tokens bought for the demo contracts',
      movements: [{ from: MINT, to: availableOf(clientId), amount: total }],
      at,
    });
    const escrow = paid.map((p) => ({
      from: availableOf(clientId),
      to: contractEscrowOf(p.contractId),
      amount: p.amount,
    }));
    await transfer('fund', clientId, 'Funded the demo contracts into escrow', escrow);
  }
  for (const [developerId, earned] of groupBy(payments, (payment) => payment.developerId)) {
    const released = earned.map((p) => ({
      from: contractEscrowOf(p.contractId),
      to: availableOf(developerId),
      amount: p.amount,
    }));
    await transfer('release', developerId, 'Paid for the demo contracts', released);
  }
}
