import { formatUsd } from '../../core/format/index.ts';

/**
 * A monthly cost with the pricing option it is priced at ("on-demand", "1-year Reserved, no
 * upfront; 10% discount") under it: how every table of the app shows a cost.
 */
export function MonthlyCost({
  cost,
}: {
  cost: { monthlyUsd: number; pricing: { label: string } };
}) {
  return (
    <>
      {formatUsd(cost.monthlyUsd)}
      <span className="cost-pricing">{cost.pricing.label}</span>
    </>
  );
}
