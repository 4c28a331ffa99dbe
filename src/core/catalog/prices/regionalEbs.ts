/**
 * EBS prices for regions without a stored copy of AWS's regional EBS price list. What is known
 * per region is passed in with how it is known (`provenance`); the rest follows the same rules in
 * every such region, and the entry's note says so:
 * - gp3 storage = 80% of gp2 (AWS's gp3 announcement);
 * - io2 tiers 2-3 = 70% and 0.032/0.065 (49.2%) of tier 1 (the us-east-1 schedule);
 * - Fast Snapshot Restore and volume initialization at the us-east-1 figures.
 */
import type { EbsPrices } from '../types.ts';
import {
  EBS_INITIALIZE_URL,
  EBS_PRICING_URL,
  GP3_VS_GP2_BLOG_URL,
  HOW_AWS_PRICING_WORKS_EBS_URL,
  STORED_COPY_DATE,
} from '../sources.ts';
import { gp3FromGp2, io2Tiers } from './build.ts';
import {
  FSR_US_EAST_1_PER_HOUR_USD,
  INITIALIZATION_NOTE,
  INITIALIZATION_PER_GIB_USD,
  INITIALIZATION_RATE_MIBPS,
} from './restore.ts';

/** The figures known for one region and how they are known. */
export interface RegionalEbsFigures {
  regionName: string;
  gp2PerGiBMonthUsd: number;
  gp3IopsPerMonthUsd: number;
  gp3ThroughputPerMiBpsMonthUsd: number;
  io2StoragePerGiBMonthUsd: number;
  /** io2 price per IOPS-month of the first tier (up to 32,000 IOPS). */
  io2FirstTierPerIopsMonthUsd: number;
  /** First sentence of the note: where the figures above come from. */
  provenance: string;
  /** Further sources of the figures above, appended to the entry's source. */
  extraSources?: string;
}

export function regionalEbsPrices(f: RegionalEbsFigures): EbsPrices {
  return {
    gp3StoragePerGiBMonthUsd: gp3FromGp2(f.gp2PerGiBMonthUsd),
    gp3IopsPerMonthUsd: f.gp3IopsPerMonthUsd,
    gp3ThroughputPerMiBpsMonthUsd: f.gp3ThroughputPerMiBpsMonthUsd,
    io2StoragePerGiBMonthUsd: f.io2StoragePerGiBMonthUsd,
    io2IopsTiers: io2Tiers(f.io2FirstTierPerIopsMonthUsd),
    gp2StoragePerGiBMonthUsd: f.gp2PerGiBMonthUsd,
    fsrPerHourUsd: FSR_US_EAST_1_PER_HOUR_USD,
    initializationPerGiBUsd: INITIALIZATION_PER_GIB_USD,
    initializationRateMiBps: INITIALIZATION_RATE_MIBPS,
    initializationNote: INITIALIZATION_NOTE,
    source:
      `${EBS_PRICING_URL} (${f.regionName}); gp3 storage = 80% of gp2: ${GP3_VS_GP2_BLOG_URL}; ` +
      `FSR: ${HOW_AWS_PRICING_WORKS_EBS_URL}; initialization billing: ${EBS_INITIALIZE_URL}` +
      (f.extraSources ?? ''),
    asOf: STORED_COPY_DATE,
    note:
      `${f.provenance} ` +
      'gp3 storage derived as 80% of gp2; io2 tiers 2-3 derived as 70% and 0.032/0.065 (49.2%) of tier 1 (us-east-1 schedule). ' +
      'FSR $0.75/h is the us-east-1 figure (regional figure not found).',
  };
}
