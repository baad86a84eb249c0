import type { Config } from '../config.ts';

/**
 * The platform's own bank account and fee (issue 42, decision 022), from PLATFORM_BANK_* and
 * PLATFORM_FEE_PERCENT. Null when no account is configured: then the platform holds no currency and
 * a currency contract can only be paid directly between its parties.
 */
export interface PlatformBank {
  accountName: string;
  /** Electronic format, no spaces. */
  iban: string;
  bic: string;
  /** Hundredths of a percent: 10% is 1000. */
  feeBasisPoints: number;
}

export function platformBankOf(config: Config): PlatformBank | null {
  const { PLATFORM_BANK_NAME, PLATFORM_BANK_IBAN, PLATFORM_BANK_BIC, PLATFORM_FEE_PERCENT } = config;
  if (!PLATFORM_BANK_NAME || !PLATFORM_BANK_IBAN || !PLATFORM_BANK_BIC) return null;
  return {
    accountName: PLATFORM_BANK_NAME,
    iban: PLATFORM_BANK_IBAN,
    bic: PLATFORM_BANK_BIC,
    feeBasisPoints: Math.round(PLATFORM_FEE_PERCENT * 100),
  };
}
