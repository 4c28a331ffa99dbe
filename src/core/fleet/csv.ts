/**
 * The fleet as CSV (`innosizer fleet --csv`): one row per inventory row, sized or not, in
 * inventory order. Cells that a spreadsheet would run as a formula (starting with = + - @) are
 * quoted with a leading apostrophe, as Actual Budget's escapeCsvField does; numbers are plain
 * (no thousands separators) so that spreadsheets read them as numbers.
 */
import type { FleetRowError } from './inventory.ts';
import type { ServerSizing } from './size.ts';
import { describeBottleneck, describeConfiguration, serverPricing } from './describe.ts';

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

/** A cell: quoted when it holds a delimiter, quote or newline; formulas neutralised. */
export function csvCell(value: string | number): string {
  let t = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(t)) t = `'${t}`;
  return /[",\r\n]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t;
}

const round = (v: number, d: number): number => Math.round(v * 10 ** d) / 10 ** d;

function sizedRow(r: ServerSizing): (string | number)[] {
  const rec = r.recommended;
  return [
    r.line,
    r.name,
    r.action,
    r.current.scenario.region,
    describeConfiguration(r.current.scenario),
    round(r.current.startupSeconds, 1),
    Math.round(r.current.qps),
    round(r.current.monthlyUsd, 2),
    round(r.targets.maxStartupSeconds, 1),
    Math.round(r.targets.minQps),
    rec ? describeConfiguration(rec.scenario) : '',
    rec ? round(rec.startupSeconds, 1) : '',
    rec ? Math.round(rec.qps) : '',
    rec ? round(rec.monthlyUsd, 2) : '',
    r.current.recovery.pathId,
    round(r.current.recovery.seconds, 1),
    rec ? round(rec.recovery.seconds, 1) : '',
    round(r.monthlySavingUsd, 2),
    r.operation ?? '',
    serverPricing(r),
    describeBottleneck(r.current),
    r.note ?? '',
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

/** Header and one line per row (sized rows and invalid ones), by inventory line. */
export function fleetCsv(rows: readonly ServerSizing[], errors: readonly FleetRowError[]): string {
  const all: { line: number; cells: (string | number)[] }[] = [
    ...rows.map((r) => ({ line: r.line, cells: sizedRow(r) })),
    ...errors.map((e) => ({ line: e.line, cells: errorRow(e) })),
  ];
  all.sort((a, b) => a.line - b.line);
  const lines = [FLEET_CSV_HEADER.join(','), ...all.map((r) => r.cells.map(csvCell).join(','))];
  return `${lines.join('\n')}\n`;
}
