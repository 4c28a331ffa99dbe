/**
 * Pricing options: on-demand or a standard Reserved Instance (1 or 3 years; no upfront, except an
 * RDS/Aurora 3-year term, which AWS sells only with an upfront fee and which is priced at its
 * effective hourly rate) for the instance, and a user discount on every cost item. Reserved prices come from the catalog where
 * its source gives them (an AWS offer file through `catalog update`); without one the instance is
 * costed on-demand and the cost item says so.
 */
import type { InstancePrice } from '../catalog/types.ts';
import type { Deployment, PricingChoice, PricingOption } from '../scenario/types.ts';
import { formatPercentUpTo } from '../format/index.ts';

/** How each option is named on cost figures. */
export const PRICING_OPTION_LABELS: Record<PricingOption, string> = {
  'on-demand': 'on-demand',
  'reserved-1y': '1-year Reserved, no upfront',
  'reserved-3y': '3-year Reserved, no upfront',
};

/**
 * How each option is named for an RDS or Aurora DB class: AWS sells RDS's 3-year Reserved terms only
 * with an upfront payment ("No Upfront Reserved Instances are only available for one year term",
 * `RDS_RESERVED_URL`), so the catalog update prices them at the Partial Upfront term's effective
 * hourly rate (docs/catalog.md, "From the AWS offer file"), and the option says so.
 */
export const DB_PRICING_OPTION_LABELS: Record<PricingOption, string> = {
  'on-demand': 'on-demand',
  'reserved-1y': '1-year Reserved, no upfront',
  'reserved-3y': '3-year Reserved, partial upfront (effective hourly)',
};

/** Under the Pricing choice of an RDS or Aurora 3-year term: what the rate is. */
export const DB_RESERVED_3Y_HINT =
  "Partial upfront: AWS sells RDS and Aurora 3-year terms only with an upfront fee; the rate is the term's hourly fee plus the upfront fee spread over its hours (effective hourly).";

/** The options' names for a deployment: EC2's terms, or a DB class's (RDS and Aurora). */
export function pricingOptionLabels(deployment: Deployment): Record<PricingOption, string> {
  return deployment === 'ec2' ? PRICING_OPTION_LABELS : DB_PRICING_OPTION_LABELS;
}

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
  offer: OfferService = 'EC2',
): { hourlyUsd: number; applied: PricingOption; fallbackNote?: string } {
  const v = optionHourlyUsd(price, option);
  if (v !== null) return { hourlyUsd: v, applied: option };
  return {
    hourlyUsd: price.hourlyUsd,
    applied: 'on-demand',
    // Neutral: the CLI names its command, the app its menu (each after the note); the PDF, which
    // both print, says only what adds the prices.
    fallbackNote: reservedFallbackNote(option, offer),
  };
}

/** The AWS offer file whose Reserved terms price an instance: EC2's, or RDS's for a DB class. */
export type OfferService = 'EC2' | 'RDS';

const RESERVED_TERMS = new Map<PricingOption, string>([
  ['reserved-1y', '1-year'],
  ['reserved-3y', '3-year'],
]);

/** The note of an instance costed on-demand because the catalog lacks the chosen Reserved price. */
function reservedFallbackNote(option: PricingOption, offer: OfferService = 'EC2'): string {
  const labels = offer === 'RDS' ? DB_PRICING_OPTION_LABELS : PRICING_OPTION_LABELS;
  return `No ${labels[option]} price in the catalog for this type and region: on-demand shown. The region's AWS ${offer} offer file (AWS Price List) adds Reserved prices.`;
}

/** The Reserved option (and offer file) whose missing price a cost item's note reports, if any. */
function fallbackOf(note: string): { option: PricingOption; offer: OfferService } | undefined {
  for (const option of RESERVED_TERMS.keys())
    for (const offer of ['EC2', 'RDS'] as const)
      if (note.endsWith(reservedFallbackNote(option, offer))) return { option, offer };
  return undefined;
}

/** The Reserved option whose missing price a cost item's note reports, if it reports one. */
function fellBackFrom(note: string): PricingOption | undefined {
  return fallbackOf(note)?.option;
}

/**
 * What a cost item's note (CostItem.note) marks, in a few words beside the item: "estimate" for
 * a price the catalog derived or could not verify; "on-demand: no 1-year Reserved price in the
 * catalog" for an instance costed on-demand because the chosen Reserved price is missing (that
 * price is exact, not an estimate); both, joined, when the on-demand price is itself derived.
 * The app's marker, the PDF's footnote and the CLI's price notes all say it this way.
 */
export function costNoteMarker(note: string): string {
  const f = fallbackOf(note);
  if (f === undefined) return 'estimate';
  const onDemand = `on-demand: no ${RESERVED_TERMS.get(f.option) ?? ''} Reserved price in the catalog`;
  return note === reservedFallbackNote(f.option, f.offer) ? onDemand : `estimate; ${onDemand}`;
}

/**
 * A cost item's note as a footnote or a CLI price note: "Estimate: …" for a derived or unverified
 * price; the on-demand fallback's note says what it is in its own first words, so it stands as is.
 */
export function costNoteLine(note: string): string {
  return fellBackFrom(note) !== undefined && costNoteMarker(note).startsWith('on-demand')
    ? note
    : `Estimate: ${note}`;
}

/** The discount as applied: clamped to 0–100% and rounded to 0.01%. */
export function appliedDiscountPercent(discountPercent: number): number {
  const d = Number.isFinite(discountPercent) ? discountPercent : 0;
  return Math.round(Math.min(100, Math.max(0, d)) * 100) / 100;
}

/** Multiplier of every cost item: 1 − the applied discount. */
export function discountFactor(p: PricingChoice): number {
  return 1 - appliedDiscountPercent(p.discountPercent) / 100;
}

/** "1-year Reserved, no upfront; 10% discount": what every cost figure is priced at. */
export function pricingLabel(
  applied: PricingOption,
  discountPercent: number,
  appliedLabel?: string,
): string {
  const d = appliedDiscountPercent(discountPercent);
  const base = appliedLabel ?? PRICING_OPTION_LABELS[applied];
  return d > 0 ? `${base}; ${formatPercentUpTo(d, 2)} discount` : base;
}
