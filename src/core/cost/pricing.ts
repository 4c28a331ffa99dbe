/**
 * Pricing options: on-demand or a no-upfront standard Reserved Instance (1 or 3 years) for the
 * instance, and a user discount on every cost item. Reserved prices come from the catalog where
 * its source gives them (an AWS offer file through `catalog update`); without one the instance is
 * costed on-demand and the cost item says so.
 */
import type { InstancePrice } from '../catalog/types.ts';
import type { PricingChoice, PricingOption } from '../scenario/types.ts';
import { formatNumber } from '../format/index.ts';

/** How each option is named on cost figures. */
export const PRICING_OPTION_LABELS: Record<PricingOption, string> = {
  'on-demand': 'on-demand',
  'reserved-1y': '1-year Reserved, no upfront',
  'reserved-3y': '3-year Reserved, no upfront',
};

/** The hourly price of `option`, or null when the catalog has none for this type and region. */
export function optionHourlyUsd(price: InstancePrice, option: PricingOption): number | null {
  if (option === 'on-demand') return price.hourlyUsd;
  const v = option === 'reserved-1y' ? price.reserved1yHourlyUsd : price.reserved3yHourlyUsd;
  return v !== undefined && Number.isFinite(v) && v > 0 ? v : null;
}

/** Hourly price under the chosen option, the option actually applied, and why when it differs. */
export function instanceRate(
  price: InstancePrice,
  option: PricingOption,
): { hourlyUsd: number; applied: PricingOption; fallbackNote?: string } {
  const v = optionHourlyUsd(price, option);
  if (v !== null) return { hourlyUsd: v, applied: option };
  return {
    hourlyUsd: price.hourlyUsd,
    applied: 'on-demand',
    // Neutral: the CLI names its command, the app its menu (each after the note); the PDF, which
    // both print, says only what adds the prices.
    fallbackNote: `No ${PRICING_OPTION_LABELS[option]} price in the catalog for this type and region: on-demand shown. The region's AWS EC2 offer file (AWS Price List) adds Reserved prices.`,
  };
}

/** The discount as applied: clamped to 0–100 % and rounded to 0.01 %. */
export function appliedDiscountPercent(discountPercent: number): number {
  const d = Number.isFinite(discountPercent) ? discountPercent : 0;
  return Math.round(Math.min(100, Math.max(0, d)) * 100) / 100;
}

/** Multiplier of every cost item: 1 − the applied discount. */
export function discountFactor(p: PricingChoice): number {
  return 1 - appliedDiscountPercent(p.discountPercent) / 100;
}

/** "1-year Reserved, no upfront; 10% discount": what every cost figure is priced at. */
export function pricingLabel(applied: PricingOption, discountPercent: number): string {
  const d = appliedDiscountPercent(discountPercent);
  const base = PRICING_OPTION_LABELS[applied];
  return d > 0 ? `${base}; ${formatNumber(d, 2)}% discount` : base;
}
