/** Price text and sums the kinds' cost items share (src/core/cost/index.ts re-exports them). */
import type { IopsTier } from '../catalog/types.ts';
import { formatFixed, formatNumber } from '../format/index.ts';

/** A unit price: cents at least, up to four decimals ("$0.10", "$0.096", "$0.0055"; never "$0.1"). */
export const usd = (n: number): string => {
  const text = formatNumber(n, 4);
  const dot = text.indexOf('.');
  return `$${dot >= 0 && text.length - dot > 2 ? text : formatFixed(n, 2)}`;
};

/** A quantity in a cost label: up to two decimals. */
export const fmt = (n: number): string => formatNumber(n, 2);

/** Where a catalog price came from, with its caveat when it has one. */
export function provenance(p: { source: string; asOf: string; note?: string | undefined }): {
  source: string;
  asOf: string;
  note?: string;
} {
  return p.note
    ? { source: p.source, asOf: p.asOf, note: p.note }
    : { source: p.source, asOf: p.asOf };
}

/** io2 IOPS charge through its tiers. */
export function tieredIopsUsd(iops: number, tiers: IopsTier[]): number {
  let total = 0;
  for (const t of tiers) {
    const inTier = Math.max(0, Math.min(iops, t.toIops) - t.fromIops);
    total += inTier * t.perIopsMonthUsd;
  }
  return total;
}

/** The IOPS of each tier used, at its price: "32,000 × $0.065/IOPS-month + 8,000 × $0.0455/IOPS-month". */
export function tierText(iops: number, tiers: IopsTier[]): string {
  const parts: string[] = [];
  for (const t of tiers) {
    const inTier = Math.max(0, Math.min(iops, t.toIops) - t.fromIops);
    if (inTier > 0) parts.push(`${fmt(inTier)} × ${usd(t.perIopsMonthUsd)}/IOPS-month`);
  }
  return parts.length === 0 ? 'none' : parts.join(' + ');
}
