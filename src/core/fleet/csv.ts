/**
 * The fleet as CSV (`innosizer fleet --csv`): one row per inventory row, sized or not, in
 * inventory order. Cells that a spreadsheet would run as a formula (starting with = + - @) are
 * quoted with a leading apostrophe, as Actual Budget's escapeCsvField does; numbers are plain
 * (no thousands separators) so that spreadsheets read them as numbers.
 */
import type { FleetRowError } from './inventory.ts';
import type { ServerSizing } from './size.ts';
import {
  describeBottleneck,
  describeConfiguration,
  serverPricing,
  STARTUP_NOT_MODELLED_TEXT,
} from './describe.ts';
import { roundUsd } from '../format/index.ts';
import { csvCell, csvTable } from '../format/csv.ts';
import type { CsvFlavour } from '../format/csv.ts';

export const FLEET_CSV_HEADER = [
  'line',
  'name',
  'status',
  'region',
  'current',
  'current_startup_s',
  'current_qps',
  'current_monthly_usd',
  'target_max_startup_s',
  'target_min_qps',
  'recommended',
  'recommended_startup_s',
  'recommended_qps',
  'recommended_monthly_usd',
  'recovery_path',
  'current_full_service_s',
  'recommended_full_service_s',
  'monthly_saving_usd',
  'operation',
  'pricing',
  'bottleneck',
  'error',
] as const;

/**
 * The spreadsheet flavour's headers (issue 39.4): the same columns in words, each with its unit.
 */
export const FLEET_EXCEL_HEADER: Readonly<Record<(typeof FLEET_CSV_HEADER)[number], string>> = {
  line: 'Line',
  name: 'Name',
  status: 'Status',
  region: 'Region',
  current: 'Current configuration',
  current_startup_s: 'Current startup (s)',
  current_qps: 'Current QPS',
  current_monthly_usd: 'Current monthly cost (USD)',
  target_max_startup_s: 'Target max startup (s)',
  target_min_qps: 'Target min QPS',
  recommended: 'Recommended configuration',
  recommended_startup_s: 'Recommended startup (s)',
  recommended_qps: 'Recommended QPS',
  recommended_monthly_usd: 'Recommended monthly cost (USD)',
  recovery_path: 'Recovery path',
  current_full_service_s: 'Current time to full service (s)',
  recommended_full_service_s: 'Recommended time to full service (s)',
  monthly_saving_usd: 'Monthly saving (USD)',
  operation: 'Operation',
  pricing: 'Pricing',
  bottleneck: 'Bottleneck',
  error: 'Error',
};

export { csvCell };

/** Seconds to a tenth; dollars go through core/format's `roundUsd`, the table's cents. */
const round = (v: number, d: number): number => Math.round(v * 10 ** d) / 10 ** d;

/** A startup cell: seconds to a tenth, or "not modelled" (issue 40: Aurora), never a number. */
const startupCell = (v: number | null): string | number =>
  v === null ? STARTUP_NOT_MODELLED_TEXT : round(v, 1);

function sizedRow(r: ServerSizing): (string | number)[] {
  const rec = r.recommended;
  return [
    r.line,
    r.name,
    r.action,
    r.current.scenario.region,
    describeConfiguration(r.current.scenario),
    startupCell(r.current.startupSeconds),
    Math.round(r.current.qps),
    roundUsd(r.current.monthlyUsd),
    r.targets.maxStartupSeconds === null ? '' : round(r.targets.maxStartupSeconds, 1),
    Math.round(r.targets.minQps),
    rec ? describeConfiguration(rec.scenario) : '',
    rec ? startupCell(rec.startupSeconds) : '',
    rec ? Math.round(rec.qps) : '',
    rec ? roundUsd(rec.monthlyUsd) : '',
    r.current.recovery.pathId,
    round(r.current.recovery.seconds, 1),
    rec ? round(rec.recovery.seconds, 1) : '',
    roundUsd(r.monthlySavingUsd),
    r.operation ?? '',
    serverPricing(r),
    describeBottleneck(r.current),
    [r.note, r.startupUnchecked, r.current.ioNotPricedText]
      .filter((x) => x !== undefined)
      .join('; '),
  ];
}

function errorRow(e: FleetRowError): (string | number)[] {
  const cells: (string | number)[] = FLEET_CSV_HEADER.map(() => '');
  cells[0] = e.line;
  cells[1] = e.name ?? '';
  cells[2] = 'invalid';
  cells[cells.length - 1] = e.field === '' ? e.message : `${e.field}: ${e.message}`;
  return cells;
}

/**
 * Header and one line per row (sized rows and invalid ones), by inventory line: plain CSV with
 * the column names, or (`excel`) the spreadsheet flavour with the headers in words and units.
 */
export function fleetCsv(
  rows: readonly ServerSizing[],
  errors: readonly FleetRowError[],
  flavour: CsvFlavour = 'csv',
): string {
  const all: { line: number; cells: (string | number)[] }[] = [
    ...rows.map((r) => ({ line: r.line, cells: sizedRow(r) })),
    ...errors.map((e) => ({ line: e.line, cells: errorRow(e) })),
  ];
  all.sort((a, b) => a.line - b.line);
  const header =
    flavour === 'excel' ? FLEET_CSV_HEADER.map((h) => FLEET_EXCEL_HEADER[h]) : FLEET_CSV_HEADER;
  return csvTable(
    header,
    all.map((r) => r.cells),
    flavour,
  );
}
