import { describe, expect, it } from 'vitest';
import { extractBudget, formatBudget } from './budget.ts';

describe('the budget rules', () => {
  it.each([
    ['about $8-12k, ideally live in 3 months', { budgetMin: 8000, budgetMax: 12000, currency: 'USD' }],
    ['We can do 8,000 to 12,000 USD.', { budgetMin: 8000, budgetMax: 12000, currency: 'USD' }],
    ['Budget: $6k-9k.', { budgetMin: 6000, budgetMax: 9000, currency: 'USD' }],
    ['$35k–$50k for the MVP', { budgetMin: 35000, budgetMax: 50000, currency: 'USD' }],
    ['Our budget is under 5k.', { budgetMax: 5000 }],
    ['Would pay up to $1,500.', { budgetMax: 1500, currency: 'USD' }],
    ['at least 20k EUR', { budgetMin: 20000, currency: 'EUR' }],
    ['€10k', { budgetMin: 10000, budgetMax: 10000, currency: 'EUR' }],
    ['budget 10k EUR', { budgetMin: 10000, budgetMax: 10000, currency: 'EUR' }],
    ['around 5000 dollars', { budgetMin: 5000, budgetMax: 5000, currency: 'USD' }],
    ['We have fifteen thousand dollars for it.', { budgetMin: 15000, budgetMax: 15000, currency: 'USD' }],
    ['Budget maximum 3.000 euros.', { budgetMax: 3000, currency: 'EUR' }],
    ['Our budget is 40 000 PLN.', { budgetMin: 40000, budgetMax: 40000, currency: 'PLN' }],
    ['Budget ₹3,00,000 (3 lakh).', { budgetMin: 300000, budgetMax: 300000, currency: 'INR' }],
    ["CHF 50'000–70'000", { budgetMin: 50000, budgetMax: 70000, currency: 'CHF' }],
    ['budjet 1500$. asap', { budgetMin: 1500, budgetMax: 1500, currency: 'USD' }],
    ['Budget: 7.5k (NZD).', { budgetMin: 7500, budgetMax: 7500, currency: 'NZD' }],
    ['Budget 5-6 lakh INR', { budgetMin: 500000, budgetMax: 600000, currency: 'INR' }],
    ['Budget is between 3 and 4 thousand dollars', { budgetMin: 3000, budgetMax: 4000, currency: 'USD' }],
    ['Happy to pay around 2 grand for this.', { budgetMin: 2000, budgetMax: 2000 }],
  ])('reads %j', (text, budget) => {
    expect(extractBudget(text)).toEqual(budget);
  });

  it('keeps the currency stated and never invents one', () => {
    expect(extractBudget('budget around 10k')).toEqual({ budgetMin: 10000, budgetMax: 10000 });
    expect(extractBudget('Fixed price preferred, around 4-5k.')).toEqual({ budgetMin: 4000, budgetMax: 5000 });
    expect(extractBudget('Budget 30k AUD')?.currency).toBe('AUD');
    expect(extractBudget('Budget CAD 25,000')?.currency).toBe('CAD');
  });

  it.each([
    ['5k-7k', { budgetMin: 5000, budgetMax: 7000 }, '5,000 - 7,000'],
    ['30-40k', { budgetMin: 30000, budgetMax: 40000 }, '30,000 - 40,000'],
    ['about 1.5k', { budgetMin: 1500, budgetMax: 1500 }, '1,500'],
    ['3 to 4 thousand', { budgetMin: 3000, budgetMax: 4000 }, '3,000 - 4,000'],
    ['5k', { budgetMin: 5000, budgetMax: 5000 }, '5,000'],
    ['10-15k', { budgetMin: 10000, budgetMax: 15000 }, '10,000 - 15,000'],
    ['between 20 and 25 thousand', { budgetMin: 20000, budgetMax: 25000 }, '20,000 - 25,000'],
    ['Booking site for my salon. 5k-7k, 6 weeks.', { budgetMin: 5000, budgetMax: 7000 }, '5,000 - 7,000'],
    ["We're thinking 3 to 4 thousand.", { budgetMin: 3000, budgetMax: 4000 }, '3,000 - 4,000'],
    ['Around 30-40k (flexible), ideally in 3 months.', { budgetMin: 30000, budgetMax: 40000 }, '30,000 - 40,000'],
  ])('reads the bare thousands in %j exactly, with no currency invented', (text, budget, shown) => {
    const found = extractBudget(text);
    expect(found).toEqual(budget);
    expect(found && formatBudget(found)).toBe(shown);
  });

  it('takes a bare amount for the budget only when the text is not the answer to another question', () => {
    expect(extractBudget('10k', undefined, false)).toBeNull();
    expect(extractBudget('Budget 10k', undefined, false)).toEqual({ budgetMin: 10000, budgetMax: 10000 });
  });

  it.each([
    ['We have 10k users and 5,000 orders a day.'],
    ['10k users, 5k orders'],
    ['20k+ products in the catalogue.'],
    ['We sell about 1.5k units a month.'],
    ['1.5k followers'],
    ['We grew 3x to 20k MAU.'],
    ["We'll charge clinics $99/month."],
    ['Our AWS bill jumped to $14k/month.'],
    ['We make about $2M a year.'],
    ['budget $150/hr'],
    ['Monthly budget 12k USD for both.'],
    ['We pay a day rate of £450.'],
    ["Our contractors' hour rate is $95."],
    ['We started in 2019 with 3 people.'],
    ['a few hundred dollars'],
    ['no budget yet, want to talk first'],
    ['~1,200 lines of Solidity, 45+ min builds, 20k products, 200 players per room'],
  ])('finds no budget in %j', (text) => {
    expect(extractBudget(text)).toBeNull();
  });

  it('prefers the amount beside a budget word to revenue and prices', () => {
    expect(extractBudget('We make about $2M a year so it must look premium. Budget for this: $9,000.')).toEqual({
      budgetMin: 9000,
      budgetMax: 9000,
      currency: 'USD',
    });
  });

  it('writes the budget as the wizard shows it', () => {
    expect(formatBudget({ budgetMin: 8000, budgetMax: 12000, currency: 'USD' })).toBe('$8,000 - $12,000');
    expect(formatBudget({ budgetMin: 5000, budgetMax: 5000, currency: 'EUR' })).toBe('€5,000');
    expect(formatBudget({ budgetMax: 1500, currency: 'GBP' })).toBe('Up to £1,500');
    expect(formatBudget({ budgetMin: 20000 })).toBe('At least 20,000');
    expect(formatBudget({ budgetMin: 50000, budgetMax: 70000, currency: 'CHF' })).toBe('CHF 50,000 - CHF 70,000');
    expect(formatBudget({})).toBeUndefined();
  });
});
