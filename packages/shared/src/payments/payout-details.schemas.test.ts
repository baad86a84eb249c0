import { describe, expect, it } from 'vitest';
import { maskIban, PAYOUT_MESSAGES, PayoutDetailsBodySchema } from './payout-details.schemas.ts';

describe('payout details', () => {
  it('accepts an IBAN typed with spaces and in lower case, and an optional BIC', () => {
    expect(
      PayoutDetailsBodySchema.parse({
        accountHolder: ' Priya Raman ',
        iban: 'nl91 abna 0417 1643 00',
        bic: 'abnanl2a',
      }),
    ).toEqual({
      accountHolder: 'Priya Raman',
      iban: 'NL91ABNA0417164300',
      bic: 'ABNANL2A',
    });
    expect(
      PayoutDetailsBodySchema.parse({ accountHolder: 'J', iban: 'DE89370400440532013000', bic: '' }).bic,
    ).toBeNull();
    expect(PayoutDetailsBodySchema.parse({ accountHolder: 'J', iban: 'DE89370400440532013000' }).bic).toBeUndefined();
  });

  it('says what is wrong with each field', () => {
    const messages = (body: object) =>
      PayoutDetailsBodySchema.safeParse(body).error?.issues.map((issue) => issue.message);
    expect(messages({ accountHolder: '', iban: 'DE89370400440532013001', bic: 'ABN' })).toEqual([
      PAYOUT_MESSAGES.holderRequired,
      PAYOUT_MESSAGES.ibanInvalid,
      PAYOUT_MESSAGES.bicInvalid,
    ]);
    expect(messages({ accountHolder: 'x'.repeat(71), iban: 'NL91ABNA0417164300' })).toEqual([
      PAYOUT_MESSAGES.holderTooLong,
    ]);
    expect(messages({ accountHolder: 'J', iban: 'not an iban' })).toEqual([PAYOUT_MESSAGES.ibanInvalid]);
  });

  it('masks all but the country, the check digits and the last four', () => {
    expect(maskIban('NL91ABNA0417164300')).toBe('NL91 •••• •••• ••43 00');
    expect(maskIban('DE89 3704 0044 0532 0130 00')).toBe('DE89 •••• •••• •••• ••30 00');
  });
});
