/**
 * Chart series of the sizing screen (and the report): each a pure function of (scenario, catalog)
 * that re-runs the model with one setting varied. Points the model refuses (a limit AWS would
 * reject) are left out rather than drawn as zero, so a series never shows an impossible volume.
 */
export { startupVsIops, startupVsThroughput, sweepValues } from './storage.ts';
export { qpsVsPageSize } from './pageSize.ts';
export { costVsPerformance } from './cost.ts';
export { evaluate, evaluatePoint, figuresPoint, sweepPoint } from './evaluate.ts';
export type { Evaluate } from './evaluate.ts';
export type { SweepPoint, CostPoint } from './types.ts';
