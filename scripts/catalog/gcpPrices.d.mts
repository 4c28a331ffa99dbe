/** Types of scripts/catalog/gcpPrices.mjs. */
export function parseGcpPricingYml(text: string): {
  generated: string;
  instances: Map<string, { cpu: number; ramGiB: number; hourlyUsd: Map<string, number> }>;
  storage: Map<string, { type: string; monthlyUsdPerGiB: Map<string, number> }>;
};
