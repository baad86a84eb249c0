import { FUNDING_MESSAGES } from '@app/shared/funding/funding.constants';
import { describe, expect, it } from 'vitest';
import { BORROW_INITIAL, checkBorrow, checkLend, checkProvide, LEND_INITIAL, PROVIDE_INITIAL } from './funding-forms';

describe('the lend form', () => {
  it('quotes software at medium risk, 10 ETH for 6 months', () => {
    const check = checkLend({ ...LEND_INITIAL, amount: '10' });
    expect(check.errors).toEqual({});
    expect(check.input).toEqual({ category: 'software', risk: 'medium', amount: 10, durationMonths: 6 });
    expect(check.quote).toEqual({ apy: 15, expectedReturn: 0.75, totalAtMaturity: 10.75 });
  });

  it.each([
    ['', FUNDING_MESSAGES.amountRequired],
    ['abc', FUNDING_MESSAGES.amountNumber],
    ['0', FUNDING_MESSAGES.amountPositive],
    ['-2', FUNDING_MESSAGES.amountPositive],
    ['20000', FUNDING_MESSAGES.maxEth],
  ])('refuses %j with its message and no quote', (amount, message) => {
    const check = checkLend({ ...LEND_INITIAL, amount });
    expect(check.errors).toEqual({ amount: message });
    expect(check.input).toBeNull();
    expect(check.quote).toBeNull();
  });
});

describe('the borrow form', () => {
  const loan = { ...BORROW_INITIAL, amount: '12,000' };

  it('quotes the loan before any collateral is offered', () => {
    const check = checkBorrow(loan);
    expect(check.errors).toEqual({ collateralAmount: FUNDING_MESSAGES.collateralRequired });
    expect(check.input).toBeNull();
    expect(check.quote).toMatchObject({
      rate: 8.5,
      monthlyPayment: 1046.64,
      totalInterest: 559.65,
      collateral: { units: 9, valueUsd: 18_000 },
    });
  });

  it('asks for enough collateral, then accepts it', () => {
    expect(checkBorrow({ ...loan, collateralAmount: '8.9' }).errors).toEqual({
      collateralAmount: 'Not enough collateral: you need at least 9 ETH',
    });
    const check = checkBorrow({ ...loan, collateralAmount: '9' });
    expect(check.errors).toEqual({});
    expect(check.input).toMatchObject({ amount: 12_000, collateralAmount: 9, hasPrototype: false });
  });

  it('keeps the category maximum even when the collateral is empty', () => {
    const check = checkBorrow({ ...BORROW_INITIAL, amount: '60000' });
    expect(check.errors.amount).toBe('The maximum loan for Software projects is $50,000');
    expect(check.quote).toBeNull();
  });

  it('lowers the rate for a later stage and a prototype', () => {
    expect(checkBorrow({ ...loan, stage: 'idea' }).quote?.rate).toBe(10.5);
    expect(checkBorrow({ ...loan, stage: 'launch', hasPrototype: true }).quote?.rate).toBe(6);
  });

  it('says which box holds text that is not a number', () => {
    expect(checkBorrow({ ...loan, collateralAmount: 'lots' }).errors).toEqual({
      collateralAmount: FUNDING_MESSAGES.amountNumber,
    });
    expect(checkBorrow({ ...loan, amount: '12k', collateralAmount: '9' }).errors).toEqual({
      amount: FUNDING_MESSAGES.amountNumber,
    });
  });
});

describe('the provide form', () => {
  it('quotes 5 ETH in software for 12 months at the Silver tier', () => {
    const check = checkProvide({ ...PROVIDE_INITIAL, amount: '5' });
    expect(check.quote).toEqual({ tier: 'silver', apy: 20.5, projectedEarnings: 1.025, totalAtMaturity: 6.025 });
  });

  it('starts at 1 ETH', () => {
    const check = checkProvide({ ...PROVIDE_INITIAL, amount: '0.5' });
    expect(check.errors).toEqual({ amount: FUNDING_MESSAGES.minLiquidity });
    expect(check.quote).toBeNull();
  });
});
