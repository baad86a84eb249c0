import { formatMoney } from '@app/shared/format/format';

const eth = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });
const units = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });
const cents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const price = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});
const compactUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});
const percent = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 2 });

/** '0.75 ETH', '1,200 ETH': ETH with up to 4 decimals. */
export const formatEth = (value: number): string => `${eth.format(value)} ETH`;

/** '12,631.579 USDC': a collateral quantity in its own unit, up to 4 decimals. */
export const formatUnits = (value: number, unit: string): string => `${units.format(value)} ${unit}`;

/** '$1,046.64': payments, interest and collateral values, to the cent. */
export const formatUsdCents = (value: number): string => cents.format(value);

/** '$2,000', '$0.25': a unit price, cents only when there are some. */
export const formatUsdPrice = (value: number): string => price.format(value);

/** '$2.4M': pool sizes, as the spec's tables print them. */
export const formatUsdCompact = (value: number): string => compactUsd.format(value);

/** '$50,000': whole dollars (the shared format). */
export const formatUsd = (value: number): string => formatMoney(value);

/** '15.0%', '21.84%': rates and APYs with 1-2 decimals. */
export const formatRate = (value: number): string => `${percent.format(value)}%`;

/** '+2%', '-0.5%', '+0%': a change in percentage points. */
export const formatPoints = (value: number): string => `${value < 0 ? '-' : '+'}${Math.abs(value)}%`;
