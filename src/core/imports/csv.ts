/**
 * Generic CSV of benchmark rows. The first row is the header (a first row of numbers means there
 * is none: the columns are then called "column 1", "column 2"… and need a mapping). Each header is
 * mapped to a meaning (csvMapping.ts, or the caller's `csvMapping`); the meanings decide what a
 * row is:
 * - a device run (reads/s, writes/s, IOPS or MiB/s columns, with block size and threads);
 * - a startup (a `phase` + `seconds` pair per row, grouped into one start per distinct rest of the
 *   row; or one column per phase and/or a total);
 * - an IO-bound QPS point (page size + QPS).
 * Values understand units ("16k", "16KiB", "125 MiB/s", "2:18"); a unit in the header applies to
 * bare numbers of its column.
 */
import type {
  CsvField,
  CsvMapping,
  DeviceRunMode,
  MeasuredPhase,
  RunContext,
  StartupPhaseKey,
  StartupRecord,
} from './types.ts';
import { STARTUP_PHASE_KEYS } from './types.ts';
import type { Sink } from './sink.ts';
import { CsvTokenizer } from './csvTokenizer.ts';
import { normaliseHeader, phaseOf, suggestCsvMapping } from './csvMapping.ts';
import { own } from '../own.ts';
import type { UnitResult } from '../units/index.ts';
import { parseNumber } from '../units/index.ts';
import {
  cellCount as count,
  cellMs as ms,
  cellRateMiBps as rate,
  cellSeconds as secs,
  cellSizeKiB as size,
} from './csvCells.ts';
import { PHASE_LABELS } from '../phaseLabels.ts';
import { modeOf } from './modes.ts';

interface Column {
  index: number;
  header: string;
  field: CsvField;
  unit: string;
}

type RowKind = 'device-run' | 'startup-long' | 'startup-wide' | 'qps';

const DEVICE_MEASURES: CsvField[] = [
  'readsPerSecond',
  'writesPerSecond',
  'iops',
  'readMiBps',
  'writtenMiBps',
];

/** Columns that describe the machine rather than the measurement. */
const CONTEXT_FIELDS: CsvField[] = [
  'instance',
  'storage',
  'provisionedIops',
  'provisionedMiBps',
  'vcpu',
  'tables',
  'mysqlVersion',
  'startupOpt',
  'osCache',
  'label',
];

function looksNumeric(cell: string): boolean {
  return cell.trim() !== '' && parseNumber(cell).ok;
}

export class CsvParser {
  private readonly tok = new CsvTokenizer();
  private columns: Column[] | null = null;
  private byField = new Map<CsvField, Column>();
  private kind: RowKind | null = null;
  private width = 0;
  private readonly groups = new Map<string, StartupRecord>();
  /**
   * Consecutive rows of one machine share one context object (a 1M-row file is usually sorted by
   * machine): less memory and garbage for four string comparisons. Records are data: nobody
   * mutates a context.
   */
  private lastContext: { cells: string[]; context: RunContext } | null = null;
  private contextCols: number[] = [];

  constructor(
    private readonly sink: Sink,
    private readonly mapping: CsvMapping = {},
    private readonly runThreads: number | null = null,
  ) {}

  line(text: string, lineNo: number): void {
    const plain = this.tok.plain(text);
    if (plain !== null) {
      this.row(plain, lineNo);
      return;
    }
    const ev = this.tok.line(text, lineNo);
    if (ev.kind === 'row') this.row(ev.row.fields, ev.row.line);
    else if (ev.kind === 'error') this.sink.error(ev.line, '', ev.message);
  }

  end(lastLine: number): void {
    const ev = this.tok.end();
    if (ev.kind === 'error') this.sink.error(ev.line, '', ev.message);
    if (this.columns === null && !this.sink.failed) {
      this.sink.error(Math.max(1, lastLine), '', 'the file has no rows');
      return;
    }
    for (const r of this.groups.values()) this.finishStartup(r);
  }

  private header(cells: string[], lineNo: number): void {
    const hasHeader = !cells.every(looksNumeric);
    const headers = hasHeader ? cells.map((c) => c.trim()) : cells.map((_, i) => `column ${i + 1}`);
    const guess = suggestCsvMapping(headers);
    const cols: Column[] = [];
    headers.forEach((h, index) => {
      const field = own(this.mapping, h) ?? own(guess.mapping, h);
      if (field === undefined) {
        this.sink.error(
          lineNo,
          h,
          `unknown column '${h}': map it to a meaning (e.g. readsPerSecond, blockSizeKiB, threads) or to 'ignore'`,
        );
        return;
      }
      cols.push({ index, header: h, field, unit: normaliseHeader(h).unit });
    });
    this.width = headers.length;
    this.columns = cols;
    this.contextCols = cols.filter((c) => CONTEXT_FIELDS.includes(c.field)).map((c) => c.index);
    for (const c of cols)
      if (c.field !== 'ignore' && !this.byField.has(c.field)) this.byField.set(c.field, c);
    const has = (f: CsvField): boolean => this.byField.has(f);
    if (has('phase') && has('seconds')) this.kind = 'startup-long';
    else if (STARTUP_PHASE_KEYS.some(has) || has('totalSeconds')) this.kind = 'startup-wide';
    else if (has('qps') && has('pageSizeKiB')) this.kind = 'qps';
    else if (DEVICE_MEASURES.some(has)) {
      this.kind = 'device-run';
      if (!has('blockSizeKiB')) {
        this.sink.error(lineNo, '', 'device runs need a block size column (e.g. block_size_kib)');
      }
    } else if (!this.sink.failed) {
      this.sink.error(
        lineNo,
        '',
        'no measurement column: expected reads/s, writes/s, IOPS or MiB/s (device runs), phase + seconds or per-phase seconds (startup), or page size + QPS',
      );
    }
    // Without a header the first row is data.
    if (!hasHeader && !this.sink.failed) this.row(cells, lineNo);
  }

  private row(cells: string[], lineNo: number): void {
    if (this.columns === null) {
      this.header(cells, lineNo);
      return;
    }
    if (this.sink.failed && this.kind === null) return;
    if (cells.length !== this.width) {
      if (cells.length === 1 && cells[0]?.trim() === '') return;
      this.sink.error(
        lineNo,
        '',
        `expected ${this.width} fields as in the header, got ${cells.length}`,
      );
      return;
    }
    switch (this.kind) {
      case 'device-run':
        this.deviceRow(cells, lineNo);
        break;
      case 'startup-long':
        this.startupLongRow(cells, lineNo);
        break;
      case 'startup-wide':
        this.startupWideRow(cells, lineNo);
        break;
      case 'qps':
        this.qpsRow(cells, lineNo);
        break;
      default:
        break;
    }
  }

  /** The value of a column in a row: undefined when the column is absent or the cell empty. */
  private value(
    cells: string[],
    lineNo: number,
    field: CsvField,
    parse: (cell: string, unit: string) => UnitResult,
  ): number | undefined | null {
    const col = this.byField.get(field);
    if (col === undefined) return undefined;
    const raw = cells[col.index] ?? '';
    // Hot path: a plain non-negative number in a column without a declared unit is taken as is
    // (every parser reads a bare number in the column's unit), with no result object.
    if (col.unit === '' && raw !== '') {
      const n = +raw;
      if (n > 0 && n < Infinity) return n; // 0 goes the slow way: "  " is +0 too
    }
    const cell = raw.trim();
    if (cell === '') return undefined;
    const r = parse(cell, col.unit);
    if (r.ok) return r.value;
    this.sink.error(lineNo, col.header, r.message);
    return null;
  }

  private text(cells: string[], field: CsvField): string | undefined {
    const col = this.byField.get(field);
    if (col === undefined) return undefined;
    const cell = (cells[col.index] ?? '').trim();
    return cell === '' ? undefined : cell;
  }

  private context(cells: string[], lineNo: number): RunContext | null {
    const last = this.lastContext;
    if (last !== null) {
      let same = true;
      for (const i of this.contextCols) {
        if (cells[i] !== last.cells[i]) {
          same = false;
          break;
        }
      }
      if (same) return last.context;
    }
    const ctx = this.buildContext(cells, lineNo);
    this.lastContext = ctx === null ? null : { cells, context: ctx };
    return ctx;
  }

  private buildContext(cells: string[], lineNo: number): RunContext | null {
    const ctx: RunContext = {};
    const instance = this.text(cells, 'instance');
    if (instance !== undefined) ctx.instance = instance;
    const storage = this.text(cells, 'storage');
    if (storage !== undefined) ctx.storage = storage;
    const iops = this.value(cells, lineNo, 'provisionedIops', count);
    const mibps = this.value(cells, lineNo, 'provisionedMiBps', rate);
    const vcpu = this.value(cells, lineNo, 'vcpu', count);
    const tables = this.value(cells, lineNo, 'tables', count);
    if (iops === null || mibps === null || vcpu === null || tables === null) return null;
    if (iops !== undefined) ctx.provisionedIops = iops;
    if (mibps !== undefined) ctx.provisionedMiBps = mibps;
    if (vcpu !== undefined) ctx.vcpu = vcpu;
    if (tables !== undefined) ctx.tables = tables;
    const version = this.text(cells, 'mysqlVersion');
    if (version !== undefined) ctx.mysqlVersion = version;
    const opt = this.text(cells, 'startupOpt');
    if (opt !== undefined) ctx.startupOpt = opt;
    const cache = this.text(cells, 'osCache');
    if (cache !== undefined) ctx.osCache = cache;
    const label = this.text(cells, 'label');
    if (label !== undefined) ctx.label = label;
    return ctx;
  }

  private deviceRow(cells: string[], lineNo: number): void {
    const bs = this.value(cells, lineNo, 'blockSizeKiB', size);
    const threads = this.value(cells, lineNo, 'threads', count);
    const reads = this.value(cells, lineNo, 'readsPerSecond', count);
    const writes = this.value(cells, lineNo, 'writesPerSecond', count);
    const iops = this.value(cells, lineNo, 'iops', count);
    const rmib = this.value(cells, lineNo, 'readMiBps', rate);
    const wmib = this.value(cells, lineNo, 'writtenMiBps', rate);
    const lat = this.value(cells, lineNo, 'latencyAvgMs', ms);
    const p95 = this.value(cells, lineNo, 'latencyP95Ms', ms);
    const ctx = this.context(cells, lineNo);
    const modeText = this.text(cells, 'mode');
    let mode: DeviceRunMode | null = 'rndrd';
    if (modeText !== undefined) {
      mode = modeOf(modeText);
      if (mode === null) {
        this.sink.error(
          lineNo,
          this.byField.get('mode')?.header ?? 'mode',
          `expected a test mode like rndrd, rndwr, seqrd, seqwr, randread or prepare, got '${modeText}'`,
        );
      }
    }
    if (
      bs === null ||
      threads === null ||
      reads === null ||
      writes === null ||
      iops === null ||
      rmib === null ||
      wmib === null ||
      lat === null ||
      p95 === null ||
      ctx === null ||
      mode === null
    ) {
      return;
    }
    if (bs === undefined && mode !== 'prepare') {
      this.sink.error(
        lineNo,
        this.byField.get('blockSizeKiB')?.header ?? 'block size',
        'expected a block size like 16k, got an empty cell',
      );
      return;
    }
    const writing =
      mode === 'rndwr' || mode === 'seqwr' || mode === 'seqrewr' || mode === 'prepare';
    const readsPerSecond = reads ?? (iops !== undefined && !writing ? iops : undefined);
    const writesPerSecond = writes ?? (iops !== undefined && writing ? iops : undefined);
    const blockSizeKiB = bs ?? null;
    if (
      readsPerSecond === undefined &&
      writesPerSecond === undefined &&
      rmib === undefined &&
      wmib === undefined
    ) {
      this.sink.error(lineNo, '', 'the row has no measurement: every measurement cell is empty');
      return;
    }
    this.sink.record({
      kind: 'device-run',
      source: { file: this.sink.file, line: lineNo },
      tool: 'csv',
      mode,
      blockSizeKiB,
      threads: threads ?? this.runThreads,
      readsPerSecond:
        readsPerSecond ?? (rmib !== undefined && blockSizeKiB ? (rmib * 1024) / blockSizeKiB : 0),
      writesPerSecond:
        writesPerSecond ?? (wmib !== undefined && blockSizeKiB ? (wmib * 1024) / blockSizeKiB : 0),
      readMiBps: rmib ?? perSecToMiB(readsPerSecond, blockSizeKiB),
      writtenMiBps: wmib ?? perSecToMiB(writesPerSecond, blockSizeKiB),
      latency:
        lat === undefined && p95 === undefined
          ? null
          : { minMs: null, avgMs: lat ?? null, maxMs: null, p95Ms: p95 ?? null, p99Ms: null },
      context: ctx,
    });
  }

  private newStartup(lineNo: number, ctx: RunContext): StartupRecord {
    return {
      kind: 'startup',
      source: { file: this.sink.file, line: lineNo },
      tool: 'csv',
      version: ctx.mysqlVersion ?? null,
      verbosity: null,
      phases: [],
      totalSeconds: null,
      totalFrom: null,
      scanThreads: null,
      validationThreads: null,
      filesFound: ctx.tables ?? null,
      unseparated: [],
      context: ctx,
      warnings: [],
    };
  }

  private addPhase(
    r: StartupRecord,
    key: StartupPhaseKey | 'total',
    seconds: number,
    lineNo: number,
    field: string,
  ): void {
    if (key === 'total') {
      if (r.totalSeconds !== null)
        this.sink.error(lineNo, field, `a second total for the start of line ${r.source.line}`);
      r.totalSeconds = seconds;
      r.totalFrom = 'csv';
      return;
    }
    if (r.phases.some((p) => p.name === key)) {
      this.sink.error(
        lineNo,
        field,
        `phase '${key}' given twice for the start of line ${r.source.line}`,
      );
      return;
    }
    r.phases.push({
      name: key,
      label: PHASE_LABELS[key],
      seconds,
      covers: [key],
      estimated: false,
    });
  }

  private startupLongRow(cells: string[], lineNo: number): void {
    const phaseCol = this.byField.get('phase');
    const secCol = this.byField.get('seconds');
    if (phaseCol === undefined || secCol === undefined) return;
    const phaseText = (cells[phaseCol.index] ?? '').trim();
    const key = phaseOf(phaseText);
    if (key === null) {
      this.sink.error(
        lineNo,
        phaseCol.header,
        `expected a phase like directories_scan, duplicate_check, dd_files_reading, validation or total, got '${phaseText}'`,
      );
      return;
    }
    const seconds = this.value(cells, lineNo, 'seconds', secs);
    const ctx = this.context(cells, lineNo);
    if (seconds === null || ctx === null) return;
    if (seconds === undefined) {
      this.sink.error(
        lineNo,
        secCol.header,
        'expected a duration like 2:18 or 45s, got an empty cell',
      );
      return;
    }
    // One start = the rows that agree on everything but the phase and its seconds.
    const key2 = cells.filter((_, i) => i !== phaseCol.index && i !== secCol.index).join('\u0000');
    let r = this.groups.get(key2);
    if (r === undefined) {
      r = this.newStartup(lineNo, ctx);
      this.groups.set(key2, r);
    }
    this.addPhase(r, key, seconds, lineNo, phaseCol.header);
  }

  private startupWideRow(cells: string[], lineNo: number): void {
    const ctx = this.context(cells, lineNo);
    if (ctx === null) return;
    const r = this.newStartup(lineNo, ctx);
    for (const key of [...STARTUP_PHASE_KEYS, 'totalSeconds'] as const) {
      const v = this.value(cells, lineNo, key, secs);
      if (v === null) return;
      if (v !== undefined)
        this.addPhase(
          r,
          key === 'totalSeconds' ? 'total' : key,
          v,
          lineNo,
          this.byField.get(key)?.header ?? key,
        );
    }
    if (r.phases.length === 0 && r.totalSeconds === null) {
      this.sink.error(lineNo, '', 'the row has no startup time: every phase cell is empty');
      return;
    }
    this.finishStartup(r);
  }

  private finishStartup(r: StartupRecord): void {
    const order = (k: string): number => STARTUP_PHASE_KEYS.indexOf(k as StartupPhaseKey);
    r.phases.sort((a: MeasuredPhase, b: MeasuredPhase) => order(a.name) - order(b.name));
    r.unseparated = STARTUP_PHASE_KEYS.filter((k) => !r.phases.some((p) => p.covers.includes(k)));
    this.sink.record(r);
  }

  private qpsRow(cells: string[], lineNo: number): void {
    const page = this.value(cells, lineNo, 'pageSizeKiB', size);
    const qps = this.value(cells, lineNo, 'qps', count);
    const threads = this.value(cells, lineNo, 'threads', count);
    const ctx = this.context(cells, lineNo);
    if (page === null || qps === null || threads === null || ctx === null) return;
    if (page === undefined || qps === undefined) {
      const f = page === undefined ? 'pageSizeKiB' : 'qps';
      this.sink.error(
        lineNo,
        this.byField.get(f)?.header ?? f,
        'expected a number, got an empty cell',
      );
      return;
    }
    this.sink.record({
      kind: 'qps',
      source: { file: this.sink.file, line: lineNo },
      tool: 'csv',
      pageSizeKiB: page,
      qps,
      threads: threads ?? null,
      context: ctx,
    });
  }
}

/** MiB/s of `perSecond` IOs of `blockSizeKiB` (0 when either is unknown). */
function perSecToMiB(perSecond: number | undefined, blockSizeKiB: number | null): number {
  return perSecond !== undefined && blockSizeKiB !== null ? (perSecond * blockSizeKiB) / 1024 : 0;
}
