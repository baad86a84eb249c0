import { WALLET_MESSAGES } from '@app/shared/ledger/ledger.constants';
import { describe, expect, it } from 'vitest';
import { parseTokenAmount, stakingProblem } from './staking-checks';

const wallet = { balance: 100, staked: 40 };

describe('parseTokenAmount', () => {
  it('reads plain numbers', () => {
    expect(parseTokenAmount(' 25 ')).toBe(25);
    expect(parseTokenAmount('2.5')).toBe(2.5);
    expect(parseTokenAmount('-3')).toBe(-3);
  });

  it('refuses anything else', () => {
    for (const text of ['', '  ', 'abc', '1e3', '12abc', '0x10', 'Infinity']) expect(parseTokenAmount(text)).toBeNull();
  });
});

describe('stakingProblem', () => {
  it('needs an amount above 0', () => {
    for (const text of ['', '0', '-5', 'ten'])
      expect(stakingProblem('stake', text, wallet)).toBe(WALLET_MESSAGES.amountPositive);
  });

  it('needs whole tokens', () => {
    expect(stakingProblem('stake', '1.5', wallet)).toBe(WALLET_MESSAGES.amountWhole);
  });

  it('stakes at most the balance', () => {
    expect(stakingProblem('stake', '100', wallet)).toBeNull();
    expect(stakingProblem('stake', '101', wallet)).toBe(WALLET_MESSAGES.stakeTooMuch(100));
  });

  it('unstakes at most what is staked', () => {
    expect(stakingProblem('unstake', '40', wallet)).toBeNull();
    expect(stakingProblem('unstake', '41', wallet)).toBe(WALLET_MESSAGES.unstakeTooMuch(40));
  });

  it('a new visitor can do neither', () => {
    const empty = { balance: 0, staked: 0 };
    expect(stakingProblem('stake', '1', empty)).toBe(WALLET_MESSAGES.stakeTooMuch(0));
    expect(stakingProblem('unstake', '1', empty)).toBe(WALLET_MESSAGES.unstakeTooMuch(0));
  });
});
