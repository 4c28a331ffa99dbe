/** Types of scripts/catalog/parse.mjs (the catalog generator's source parsers). */
export interface EbsRow {
  baselineMbps: number;
  maxMbps: number;
  baselineMBps: number;
  maxMBps: number;
  baselineIops: number;
  maxIops: number;
}
export function parseKarpenterPrices(text: string): {
  generatedAt: string;
  region: string;
  prices: Map<string, number>;
};
export function parseAutoscalerTypes(text: string): {
  lastUpdated: string;
  types: Map<string, { vcpu: number; memoryMiB: number; architecture: 'x86_64' | 'arm64' }>;
};
export function parseMarkdownTables(text: string): { header: string[]; rows: string[][] }[];
export function parseEbsOptimized(text: string): Map<string, EbsRow>;
export function parseInstanceStoreVolumes(
  text: string,
): Map<string, { devices: number; deviceSizeGB: number; type: string }>;
export function parseCategoryPage(text: string): {
  specs: Map<string, { vcpu: number; memoryGiB: number }>;
  storeIops: Map<string, { readIops4k: number; writeIops4k: number }>;
};
export function parseKarpenterInstanceTypes(text: string): Map<
  string,
  {
    vcpu?: number;
    memoryMiB?: number;
    architecture?: 'x86_64' | 'arm64';
    ebsMaxMbps?: number;
    localNvmeGB?: number;
  }
>;
export interface RdsSupportDates {
  engine: 'mysql' | 'aurora-mysql';
  majorVersion: string;
  standardSupportEnd: string;
  year1Start: string;
  year3Start: string | null;
  extendedSupportEnd: string;
}
export function parseRdsSupportDates(text: string): RdsSupportDates[];
export interface RdsCalendarDates {
  engine: 'mysql' | 'aurora-mysql';
  majorVersion: string;
  standardSupportEnd: string;
  extendedSupportEnd: string | null;
}
export function parseReleaseCalendar(
  text: string,
  engine: 'mysql' | 'aurora-mysql',
): RdsCalendarDates[];
