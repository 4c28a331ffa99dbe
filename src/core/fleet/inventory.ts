/**
 * Reads a fleet inventory (CSV, one row per server) into scenarios, with the benchmark importer's
 * CSV reader: its line splitter and tokenizer (quoted fields, `,`/`;`/tab, line numbers of rows
 * spanning lines), its header normalisation and its unit parsers. Never throws: a row that cannot
 * be a valid scenario is reported with its line and the column at fault, and the other rows are
 * kept. A missing required column or an unreadable header is an error of the whole file.
 *
 * Fields a row leaves out (optional columns, empty cells) are those of the default scenario
 * (src/core/scenario/defaults.ts); every scenario is then validated as `predict` validates one.
 */
import type { Catalog } from '../catalog/types.ts';
import type { PageSizeKiB, Scenario } from '../scenario/types.ts';
import { PAGE_SIZES_KIB } from '../scenario/types.ts';
import { defaultScenario } from '../scenario/defaults.ts';
import { validateScenarioLimits } from '../scenario/validate.ts';
import { LineSplitter } from '../imports/lines.ts';
import { CsvTokenizer } from '../imports/csvTokenizer.ts';
import { normaliseHeader } from '../imports/csvMapping.ts';
import { cellCount, cellRateMiBps, cellSeconds, cellSizeKiB } from '../imports/csvCells.ts';
import type { UnitResult } from '../units/index.ts';
import { parseNumber } from '../units/index.ts';
import type { FleetColumn, FleetField } from './columns.ts';
import { deploymentKinds, kindFamily, kindNamed } from '../storage/index.ts';
import { withDeployment } from '../deployment/switch.ts';
import { cloudOfRegion, withCloud, withIncluded } from '../cloud/index.ts';
import { FLEET_COLUMNS, fleetColumnOf, isScenarioField, setScenarioField } from './columns.ts';

/** A server's own targets (from its row or a targets file); absent ones default to today's. */
export interface ServerTargets {
  maxStartupSeconds?: number;
  minQps?: number;
  /** A budget (issue 41.12): the most the server may cost a month, USD. */
  maxMonthlyUsd?: number;
}

export interface FleetServer {
  /** Line of the row in the inventory (1-based). */
  line: number;
  name: string;
  /** The server as it runs today, valid (rows that are not are in `errors`). */
  scenario: Scenario;
  targets: ServerTargets;
  /** The row's allow-architecture-change cell; absent: the fleet's option decides. */
  allowArchitectureChange?: boolean;
}

/** A problem with one row (or the header): its line and the column, by its header. */
export interface FleetRowError {
  line: number;
  /** The header of the column at fault, '' for the whole row. */
  field: string;
  /** Server name when the row has one. */
  name?: string;
  message: string;
}

export interface Inventory {
  servers: FleetServer[];
  errors: FleetRowError[];
  /** Headers no column matches (ignored: owner, notes…), each once. */
  ignoredColumns: string[];
}

interface Bound {
  column: FleetColumn;
  header: string;
  index: number;
  /** Unit the header declares for bare numbers ('' when none). */
  unit: string;
}

/** A cell's value, `undefined` when empty, or an error message. */
type Cell = { ok: true; value: string | number | undefined } | { ok: false; message: string };

const ok = (value: string | number | undefined): Cell => ({ ok: true, value });
const fromUnit = (r: UnitResult, map: (v: number) => number = (v) => v): Cell =>
  r.ok ? ok(map(r.value)) : r;

/** GiB per bare number of a column whose header names a size unit (GB means GiB, as AWS bills). */
const GIB_PER_UNIT = new Map([
  ['', 1],
  ['gib', 1],
  ['gb', 1],
  ['tib', 1024],
  ['tb', 1024],
]);

const YES = new Set(['yes', 'y', 'true', '1', 'on']);
const NO = new Set(['no', 'n', 'false', '0', 'off']);

function readCell(b: Bound, raw: string): Cell {
  const cell = raw.trim();
  if (cell === '') return ok(undefined);
  const c = b.column;
  switch (c.kind) {
    case 'text':
      return ok(cell);
    case 'choice': {
      const v = cell.toLowerCase();
      if (c.choices?.includes(v)) return ok(v);
      return {
        ok: false,
        message: `expected one of ${c.choices?.join(', ')}, got '${short(cell)}'`,
      };
    }
    case 'gib': {
      const perUnit = GIB_PER_UNIT.get(b.unit) ?? 1;
      const bare = parseNumber(cell);
      if (bare.ok) return ok(bare.value * perUnit);
      const r = cellSizeKiB(cell, '');
      if (r.ok) return ok(r.value / 1024 / 1024);
      return {
        ok: false,
        message: `expected a size in GiB like 500 or 1 TiB, got '${short(cell)}'`,
      };
    }
    case 'count':
      return fromUnit(cellCount(cell));
    case 'rate':
      return fromUnit(cellRateMiBps(cell, b.unit));
    case 'seconds':
      return fromUnit(cellSeconds(cell, b.unit));
    case 'pageSize': {
      const bare = parseNumber(cell);
      // innodb_page_size as my.cnf shows it (16384) is bytes; a small bare number is KiB.
      const r =
        bare.ok && bare.value >= 1024 ? ok(bare.value / 1024) : fromUnit(cellSizeKiB(cell, b.unit));
      if (!r.ok) return r;
      if ((PAGE_SIZES_KIB as readonly unknown[]).includes(r.value)) return r;
      return {
        ok: false,
        message: `expected an innodb_page_size of ${PAGE_SIZES_KIB.join(', ')} KiB, got '${short(cell)}'`,
      };
    }
    case 'yesNo': {
      const v = cell.toLowerCase();
      if (YES.has(v)) return ok(1);
      if (NO.has(v)) return ok(0);
      return { ok: false, message: `expected yes or no, got '${short(cell)}'` };
    }
    case 'fraction': {
      const pct = cell.endsWith('%');
      const r = parseNumber(pct ? cell.slice(0, -1) : cell);
      const v = r.ok ? (pct ? r.value / 100 : r.value) : NaN;
      if (v >= 0 && v <= 1) return ok(v);
      return {
        ok: false,
        message: `expected a fraction from 0 to 1 (or 0% to 100%), got '${short(cell)}'`,
      };
    }
  }
}

function short(cell: string): string {
  return cell.length > 40 ? `${cell.slice(0, 40)}…` : cell;
}

/** The header row → bound columns, or file errors (a required column missing). */
function bindHeader(
  cells: string[],
  line: number,
  errors: FleetRowError[],
  ignored: string[],
  only?: (f: FleetField) => boolean,
): Bound[] {
  const bound: Bound[] = [];
  const seen = new Map<FleetField, string>();
  cells.forEach((h, index) => {
    const header = h.trim();
    const { key, unit } = normaliseHeader(header);
    const column = fleetColumnOf(key);
    if (column === undefined || (only && !only(column.field))) {
      if (header !== '' && !ignored.includes(header)) ignored.push(header);
      return;
    }
    const before = seen.get(column.field);
    if (before !== undefined) {
      errors.push({
        line,
        field: header,
        message: `column '${header}' sets ${column.label} as '${before}' does; keep one`,
      });
      return;
    }
    seen.set(column.field, header);
    bound.push({ column, header, index, unit });
  });
  for (const c of FLEET_COLUMNS) {
    if (!c.required || seen.has(c.field) || (only && !only(c.field))) continue;
    errors.push({
      line,
      field: c.label,
      message: `no '${c.label}' column: the inventory needs ${FLEET_COLUMNS.filter(
        (x) => x.required && (!only || only(x.field)),
      )
        .map((x) => x.label)
        .join(', ')}`,
    });
  }
  return bound;
}

/** One CSV's rows, header bound: calls `row` for each data row. Returns false on a file error. */
function readCsv(
  text: string,
  errors: FleetRowError[],
  ignored: string[],
  row: (cells: string[], line: number, columns: Bound[]) => void,
  only?: (f: FleetField) => boolean,
): void {
  const tok = new CsvTokenizer();
  let columns: Bound[] | null = null;
  let width = 0;
  let failed = false;
  const onRow = (cells: string[], line: number): void => {
    if (failed) return;
    if (columns === null) {
      const before = errors.length;
      columns = bindHeader(cells, line, errors, ignored, only);
      width = cells.length;
      failed = errors.length > before;
      return;
    }
    if (cells.length === 1 && cells[0]?.trim() === '') return;
    if (cells.length !== width) {
      errors.push({
        line,
        field: '',
        message: `expected ${width} fields as in the header, got ${cells.length}`,
      });
      return;
    }
    row(cells, line, columns);
  };
  const lines = new LineSplitter((t, n) => {
    const ev = tok.line(t, n);
    if (ev.kind === 'row') onRow(ev.row.fields, ev.row.line);
    else if (ev.kind === 'error') errors.push({ line: ev.line, field: '', message: ev.message });
  });
  lines.push(text);
  lines.end();
  const ev = tok.end();
  if (ev.kind === 'error') errors.push({ line: ev.line, field: '', message: ev.message });
  if (columns === null && !failed)
    errors.push({ line: 1, field: '', message: 'the file has no header row (and no servers)' });
}

/** The header of the column setting a scenario path, for an issue's path (e.g. `storage.iops`). */
function headerOf(columns: Bound[], path: string): string {
  return columns.find((b) => b.column.field === path)?.header ?? path;
}

/** Reads an inventory. `catalog` validates each server as `predict` would. */
/**
 * A managed server's row: its storage column names the kind as its deployment does ("gp3" on RDS
 * is RDS gp3, `rds-gp3`; a kind the deployment does not offer is the row's error, naming those it
 * does), and the settings the deployment fixes that the row does not give follow it (Aurora: no
 * doublewrite, 16 KiB pages; redo on the data storage; RDS gp3's included IOPS below 400 GiB), as
 * the app's and the CLI's deployment choice does (deployment/switch.ts).
 */
function managedRow(
  s: Scenario,
  given: ReadonlySet<FleetField>,
  catalog: Catalog,
  report: (field: FleetField, message: string) => void,
): Scenario | null {
  if (s.deployment === 'ec2') return s;
  const m = kindNamed(s.storage.kind, s.deployment, s.cloud);
  if (!m) {
    const offered = deploymentKinds(s.deployment, s.cloud).map(kindFamily).join(', ');
    report(
      'storage.kind',
      `storage '${short(s.storage.kind)}' is not offered on ${s.deployment}: one of ${offered}`,
    );
    return null;
  }
  return withDeployment(
    { ...s, storage: { ...s.storage, kind: m.kind } },
    s.deployment,
    {
      instance: true,
      storage: true,
      pageSize: given.has('mysql.pageSizeKiB'),
      iops: given.has('storage.iops'),
      throughput: given.has('storage.throughputMiBps'),
    },
    catalog,
  );
}

/**
 * A row's cloud (issue 38): its cloud cell, or the cloud its region names; on Azure or Google Cloud
 * the settings the row does not give follow the cloud (its first region, VM size, disk kind at what
 * it includes), as `--cloud` does. What the row gives of another cloud is its validation error.
 */
function cloudRow(s: Scenario, given: ReadonlySet<FleetField>, catalog: Catalog): Scenario {
  const implied = given.has('region') ? cloudOfRegion(catalog, s.region) : undefined;
  const cloud = given.has('cloud') ? s.cloud : (implied ?? s.cloud);
  if (cloud === 'aws' && s.cloud === 'aws') return s;
  const keep = {
    iops: given.has('storage.iops'),
    throughput: given.has('storage.throughputMiBps'),
  };
  const moved = withCloud({ ...s, cloud }, cloud, catalog, {
    region: given.has('region'),
    instance: given.has('instance.type'),
    storage: given.has('storage.kind'),
    ...keep,
  });
  return withIncluded(moved, catalog, keep);
}

export function parseInventory(text: string, catalog: Catalog): Inventory {
  const errors: FleetRowError[] = [];
  const ignoredColumns: string[] = [];
  const servers: FleetServer[] = [];
  const names = new Map<string, number>();
  readCsv(text, errors, ignoredColumns, (cells, line, columns) => {
    let s = defaultScenario();
    const given = new Set<FleetField>();
    const targets: ServerTargets = {};
    let allowArch: boolean | undefined;
    let bad = false;
    let name: string | undefined;
    const rowErrors: FleetRowError[] = [];
    for (const b of columns) {
      const v = readCell(b, cells[b.index] ?? '');
      if (!v.ok) {
        rowErrors.push({ line, field: b.header, message: v.message });
        bad = true;
        continue;
      }
      if (v.value === undefined) {
        if (b.column.required) {
          rowErrors.push({
            line,
            field: b.header,
            message: `empty ${b.column.label}: every server needs one`,
          });
          bad = true;
        }
        continue;
      }
      const f = b.column.field;
      given.add(f);
      if (f === 'name') name = String(v.value);
      if (f === 'target.maxStartupSeconds') targets.maxStartupSeconds = Number(v.value);
      else if (f === 'target.minQps') targets.minQps = Number(v.value);
      else if (f === 'target.maxMonthlyUsd') targets.maxMonthlyUsd = Number(v.value);
      else if (f === 'option.allowArchitectureChange') allowArch = v.value === 1;
      else if (isScenarioField(f))
        setScenarioField(s, f, f === 'mysql.pageSizeKiB' ? (v.value as PageSizeKiB) : v.value);
    }
    if (name !== undefined) {
      const first = names.get(name);
      if (first !== undefined) {
        rowErrors.push({
          line,
          field: headerOf(columns, 'name'),
          message: `server '${short(name)}' is already on line ${first}: names must be unique`,
        });
        bad = true;
      } else names.set(name, line);
    }
    if (!bad) s = cloudRow(s, given, catalog);
    if (!bad) {
      const moved = managedRow(s, given, catalog, (field, message) =>
        rowErrors.push({ line, field: headerOf(columns, field), message }),
      );
      if (moved) s = moved;
      else bad = true;
    }
    if (!bad) {
      s.name = name ?? `line ${line}`;
      // Today's volume holds today's data: the importer does not invent a bigger volume.
      for (const issue of validateScenarioLimits(s, catalog)) {
        rowErrors.push({ line, field: headerOf(columns, issue.path), message: issue.message });
        bad = true;
      }
      for (const [k, v] of Object.entries(targets)) {
        if (!(typeof v === 'number' && v > 0)) {
          rowErrors.push({
            line,
            field: headerOf(columns, `target.${k}`),
            message: `expected a target above 0, got ${String(v)}`,
          });
          bad = true;
        }
      }
    }
    if (bad) {
      for (const e of rowErrors) errors.push(name === undefined ? e : { ...e, name });
      return;
    }
    servers.push({
      line,
      name: s.name,
      scenario: s,
      targets,
      ...(allowArch !== undefined ? { allowArchitectureChange: allowArch } : {}),
    });
  });
  return { servers, errors, ignoredColumns };
}

export interface TargetsFile {
  /** Server name → its targets. */
  byName: Map<string, ServerTargets & { line: number }>;
  errors: FleetRowError[];
}

/** A targets file: the inventory's name column and its target columns (max-startup, min-qps, max-monthly-usd). */
export function parseTargets(text: string): TargetsFile {
  const errors: FleetRowError[] = [];
  const byName = new Map<string, ServerTargets & { line: number }>();
  const wanted = (f: FleetField): boolean => f === 'name' || f.startsWith('target.');
  readCsv(
    text,
    errors,
    [],
    (cells, line, columns) => {
      const t: ServerTargets & { line: number } = { line };
      let name: string | undefined;
      for (const b of columns) {
        const v = readCell(b, cells[b.index] ?? '');
        if (
          !v.ok ||
          (v.value !== undefined && b.column.field !== 'name' && !(Number(v.value) > 0))
        ) {
          errors.push({
            line,
            field: b.header,
            message: v.ok ? `expected a target above 0, got ${String(v.value)}` : v.message,
          });
          return;
        }
        if (v.value === undefined) continue;
        if (b.column.field === 'name') name = String(v.value);
        else if (b.column.field === 'target.maxStartupSeconds')
          t.maxStartupSeconds = Number(v.value);
        else if (b.column.field === 'target.maxMonthlyUsd') t.maxMonthlyUsd = Number(v.value);
        else t.minQps = Number(v.value);
      }
      if (name === undefined) {
        errors.push({
          line,
          field: headerOf(columns, 'name'),
          message: 'empty name: which server are these targets for?',
        });
        return;
      }
      if (byName.has(name)) {
        errors.push({
          line,
          field: headerOf(columns, 'name'),
          name,
          message: `targets for '${short(name)}' are already on line ${byName.get(name)?.line}`,
        });
        return;
      }
      byName.set(name, t);
    },
    wanted,
  );
  return { byName, errors };
}

/**
 * The inventory with the targets file's targets (they override the row's); names the file gives
 * that the inventory lacks are errors of the targets file.
 */
export function withTargets(
  inv: Inventory,
  file: TargetsFile,
): { inventory: Inventory; errors: FleetRowError[] } {
  const errors = [...file.errors];
  const known = new Set(inv.servers.map((s) => s.name));
  for (const [name, t] of file.byName) {
    if (!known.has(name))
      errors.push({
        line: t.line,
        field: 'name',
        name,
        message: `no server '${short(name)}' in the inventory`,
      });
  }
  const servers = inv.servers.map((s) => {
    const t = file.byName.get(s.name);
    if (t === undefined) return s;
    const targets: ServerTargets = { ...s.targets };
    if (t.maxStartupSeconds !== undefined) targets.maxStartupSeconds = t.maxStartupSeconds;
    if (t.minQps !== undefined) targets.minQps = t.minQps;
    if (t.maxMonthlyUsd !== undefined) targets.maxMonthlyUsd = t.maxMonthlyUsd;
    return { ...s, targets };
  });
  return { inventory: { ...inv, servers }, errors };
}
