/** Why a search has no results, in words (RecommendResponse.note). */
import { hasStartupTarget } from './startupTarget.ts';
import { formatDuration, formatInt, formatQps, formatUsd } from '../format/index.ts';
import type { RecommendFailure } from './types.ts';
import { addRegionHint } from '../catalog/regionHelp.ts';

export function failureText(f: RecommendFailure): string {
  switch (f.kind) {
    case 'unknown-region':
      return `unknown region ${f.region}; ${addRegionHint(f.region)}`;
    case 'custom-instance':
      return 'A custom instance has no catalog price or EBS ceilings: pick an EC2 type to search.';
    case 'no-storage-kind':
      return `No storage kind left to search (${f.pinned ?? 'none'}): allow an EBS kind or the instance store.`;
    case 'no-instance-type':
      return 'No instance type matches the pins.';
    case 'io-not-sustained': {
      const max = f.maxStartupSeconds;
      const starts = hasStartupTarget(max) ? ` and starts within ${formatDuration(max)}` : '';
      return `No configuration among the ${formatInt(f.searched)} searched sustains the measured IO load with the required headroom${starts}. Allow more changes (instance family, storage kind, instance store).`;
    }
    case 'targets-not-met':
      return `No configuration among the ${formatInt(f.searched)} searched ${hasStartupTarget(f.maxStartupSeconds) ? `starts within ${formatDuration(f.maxStartupSeconds)} and ` : ''}serves at least ${formatQps(f.minQps)} with the required headroom. Relax a target, allow more changes, or turn on the light startup optimization.`;
    case 'over-budget':
      return `The cheapest configuration meeting the targets costs ${formatUsd(f.cheapestMonthlyUsd)} per month, over the budget of ${formatUsd(f.maxMonthlyUsd)} per month. Raise the budget, relax a target, or allow more changes.`;
  }
}
