/**
 * calibrate(records, scenario): fits the model to imported measurements and shows measured vs
 * predicted for every point, before (the published-data model) and after (with the fitted
 * profile), each at the machine it was measured on (issue 26).
 *
 * - Every file has a machine: `options.measuredOn[file]` (the CLI's --measured-on, the app's
 *   import review), else the scenario (listed as assumed in `machines`). What a record states is
 *   laid over it (a CSV row's instance and storage, a log's version and `.ibd` count); a log that
 *   contradicts its machine is said so, or refused when its thread count cannot come from it
 *   (machine.ts).
 * - Device runs (random reads, rndrd, with a block size and a thread count) are grouped by that
 *   machine (instance, storage, provisioned IOPS and MiB/s); each group gets its own fit
 *   (device.ts). The profile carries the fit of the scenario's own machine, and no other.
 * - Startups are predicted on their own machine (with the device fitted to it, if any) and give
 *   per-phase factors (startupFit.ts): CPU-bound phases shared, IO-bound phases per machine kind,
 *   no point made worse. The profile's `covers` lists the kinds, so the fit of local NVMe never
 *   changes a gp3 prediction (scenario/calibrationCover.ts).
 */
import type { Catalog } from '../catalog/types.ts';
import { DEFAULT_CATALOG } from '../catalog/index.ts';
import type {
  CalibrationCover,
  CalibrationProfile,
  MeasuredPhase,
  MeasuredStart,
  Scenario,
} from '../scenario/types.ts';
import type { BenchmarkRecord, DeviceRunRecord, StartupRecord } from '../imports/types.ts';
import type {
  CalibrateOptions,
  CalibrationPoint,
  CalibrationResult,
  CalibrationSummary,
  DeviceFit,
  MeasurementMachine,
} from './types.ts';
import type { DeviceParamsFit, DevicePoint } from './device.ts';
import { fitDevice, noRunWorse, predictReads } from './device.ts';
import { capToLimits } from './limits.ts';
import type { StartupFactors } from './startup.ts';
import { predictCase } from './startup.ts';
import type { StartupCase, StartupFitResult } from './startupFit.ts';
import { fitStartupCases } from './startupFit.ts';
import {
  describeDevice,
  describeMachine,
  hasMachine,
  machineKey,
  machineLabel,
  scenarioFor,
} from './context.ts';
import type { MeasuredOn } from './machine.ts';
import { checkStartup, RowNotes, rowDifferences } from './machine.ts';
import { deviceContradictions, deviceEvidence } from './evidence.ts';
import { machineKind } from '../scenario/calibrationCover.ts';
import { startupSetup } from '../scenario/measuredSetup.ts';
import { startupInputs } from '../startup/index.ts';
import { own } from '../own.ts';
import { formatCount, formatInt } from '../format/index.ts';
import { BUFFERED_READ_OVERHEAD_US } from '../devices/constants.ts';

const fmt = formatInt;

function errorPct(predicted: number, measured: number): number {
  return Math.round(((predicted - measured) / measured) * 100 * 100) / 100;
}

function summarise(before: CalibrationPoint[], after: CalibrationPoint[]): CalibrationSummary {
  const mean = (ps: CalibrationPoint[]): number =>
    ps.length === 0
      ? 0
      : Math.round((ps.reduce((a, p) => a + Math.abs(p.errorPct), 0) / ps.length) * 100) / 100;
  return {
    points: before.length,
    meanAbsErrorPctBefore: mean(before),
    meanAbsErrorPctAfter: mean(after),
    maxAbsErrorPctAfter: after.reduce((m, p) => Math.max(m, Math.abs(p.errorPct)), 0),
  };
}

function isUsableRun(r: DeviceRunRecord): boolean {
  return (
    // Sequential reads are left out: adjacent requests are merged before they reach the device
    // (an io1 volume at 3,000 IOPS measured 107,215 sequential 4 KiB reads/s against 3,009
    // random: https://gist.github.com/cdolan/7d049ffe27ecbd93792e7b7e67259efb), so they do not
    // measure the random-read rate the model predicts.
    r.mode === 'rndrd' &&
    r.readsPerSecond > 0 &&
    r.blockSizeKiB !== null &&
    r.blockSizeKiB > 0 &&
    r.threads !== null &&
    r.threads >= 1
  );
}

export function calibrate(
  records: readonly BenchmarkRecord[],
  scenario: Scenario,
  catalog: Catalog = DEFAULT_CATALOG,
  options: CalibrateOptions = {},
): CalibrationResult {
  const run: Run = {
    scenario,
    catalog,
    measuredOn: options.measuredOn ?? {},
    warnings: [],
    rowNotes: new RowNotes(),
  };
  const machines = machinesOf(records, run);
  const dev = fitDevices(records, run);
  const device = profileDevice(dev, run);
  const st = fitStarts(records, run, dev.fits);
  run.warnings.push(...run.rowNotes.notes());
  const before = [...dev.before, ...st.before];
  const after = [...dev.after, ...st.after];
  const qps = records.filter((r) => r.kind === 'qps').length;
  if (qps > 0)
    run.warnings.push(
      `${formatCount(qps, 'QPS point')} shown but not fitted: the QPS model has no calibration parameters yet`,
    );
  uniqueLabels(before, after);
  const sources = [...new Set(records.map((r) => r.source.file))];
  const createdAt = options.createdAt ?? new Date().toISOString();
  const covers = st.covers.slice();
  if (device !== null) {
    const k = machineKind(device.scenario);
    if (!covers.some((c) => c.storage === k.storage && c.family === k.family))
      covers.push({ ...k, startup: null });
  }
  const profile: CalibrationProfile = {
    name: options.name ?? `Calibration ${createdAt.slice(0, 10)}`,
    createdAt,
    sources,
    device: device?.params ?? null,
    startup: Object.keys(st.cpu).length > 0 ? st.cpu : null,
    covers,
    ...(st.measured.length > 0 ? { measuredStarts: st.measured } : {}),
  };
  return {
    profile,
    before,
    after,
    summary: summarise(before, after),
    devices: dev.devices,
    machines,
    warnings: run.warnings,
  };
}

interface Run {
  scenario: Scenario;
  catalog: Catalog;
  measuredOn: Readonly<Record<string, MeasuredOn>>;
  warnings: string[];
  /** Rows whose own columns differ from their file's given machine (said once per difference). */
  rowNotes: RowNotes;
}

/** The machine a record's file was measured on: given for it, else the scenario's. */
function baseFor(r: BenchmarkRecord, run: Run): { machine: MeasuredOn; given: boolean } {
  const m = own(run.measuredOn, r.source.file);
  if (m !== undefined) {
    const name = `its machine (${m.name})`;
    // A proposed machine already took the rows' own columns (proposeMachine.ts).
    if ('context' in r && m.proposed === undefined)
      run.rowNotes.add(r.source, name, rowDifferences(r.context, m.scenario));
    return { machine: { ...m, name }, given: true };
  }
  return { machine: { scenario: run.scenario, name: 'the scenario' }, given: false };
}

/** One entry per file: the machine it is evaluated at, given or assumed. */
function machinesOf(records: readonly BenchmarkRecord[], run: Run): MeasurementMachine[] {
  const out: MeasurementMachine[] = [];
  for (const r of records) {
    if (out.some((m) => m.file === r.source.file)) continue;
    const m = own(run.measuredOn, r.source.file);
    const sc = m?.scenario ?? run.scenario;
    out.push({
      file: r.source.file,
      machine: describeMachine(sc),
      from: m !== undefined ? m.name : 'the scenario',
      assumed: m === undefined,
      ...(m?.proposed ? { proposed: { scenario: m.scenario, reasons: m.proposed.reasons } } : {}),
    });
  }
  return out;
}

interface DeviceGroup {
  key: string;
  label: string;
  scenario: Scenario;
  runs: DeviceRunRecord[];
  /** The file's machine was given and the rows name none: a contradiction refuses the runs. */
  given: boolean;
}

interface DeviceFits {
  before: CalibrationPoint[];
  after: CalibrationPoint[];
  devices: DeviceFit[];
  fits: Map<string, { params: DeviceParamsFit; scenario: Scenario }>;
}

/** Device runs grouped by the machine they ran on (the file's machine, with the row's columns). */
function deviceGroups(records: readonly BenchmarkRecord[], run: Run): Map<string, DeviceGroup> {
  const groups = new Map<string, DeviceGroup>();
  let skipped = 0;
  for (const r of records) {
    if (r.kind !== 'device-run') continue;
    if (!isUsableRun(r)) {
      skipped += 1;
      continue;
    }
    const base = baseFor(r, run);
    const sc = scenarioFor(base.machine.scenario, r.context, run.catalog);
    const described = base.given || hasMachine(r.context);
    const key = described ? machineKey(sc) : '';
    const label = !described
      ? 'scenario device'
      : hasMachine(r.context)
        ? machineLabel(r.context)
        : describeDevice(sc);
    const given = base.given && !hasMachine(r.context);
    const g = groups.get(key) ?? { key, label, scenario: sc, runs: [], given };
    g.runs.push(r);
    groups.set(key, g);
  }
  if (skipped > 0) {
    run.warnings.push(
      `${formatCount(skipped, 'device run')} not used: only random reads (rndrd/randread) with a block size and a thread count fit the read model; writes, sequential runs, prepare and fio terse lines (no thread count) are shown but not fitted`,
    );
  }
  return groups;
}

/**
 * A queue-depth-1 run's reads/s as the device answers them (issue 40 item 2): one over its
 * measured completion latency, less the kernel's buffered-read overhead when the read went through
 * the page cache (ioping's default), so it is the O_DIRECT latency the device model fits; null for
 * a run that did not measure one.
 */
function qd1ReadsPerSecond(r: DeviceRunRecord): number | null {
  const us = r.qd1ReadLatencyUs;
  if (us === undefined || !(us > 0) || r.threads !== 1) return null;
  const device = r.qd1Buffered === true ? us - BUFFERED_READ_OVERHEAD_US : us;
  return device > 0 ? 1e6 / device : null;
}

function fitDevices(records: readonly BenchmarkRecord[], run: Run): DeviceFits {
  const out: DeviceFits = { before: [], after: [], devices: [], fits: new Map() };
  const { catalog } = run;
  for (const g of deviceGroups(records, run).values()) {
    if (refusedGroup(g, run)) continue;
    const sc = g.scenario;
    const points: DevicePoint[] = g.runs.map((r) => ({
      ioSizeKiB: r.blockSizeKiB ?? 4,
      threads: r.threads ?? 1,
      readsPerSecond: qd1ReadsPerSecond(r) ?? r.readsPerSecond,
    }));
    // Within physics: no fit beyond the provisioned or instance limits (limits.ts).
    const capped = capToLimits(sc, catalog, fitDevice(sc, catalog, points));
    // A device the model already predicts within 15 %: no run made worse (device.ts).
    const params = noRunWorse(sc, catalog, points, capped.params);
    for (const n of capped.notes) run.warnings.push(`${g.label}: ${n}`);
    out.fits.set(g.key, { params, scenario: sc });
    const b: CalibrationPoint[] = [];
    const a: CalibrationPoint[] = [];
    g.runs.forEach((r, i) => {
      const p = points[i];
      if (p === undefined) return;
      const base = {
        point: `${g.label}: ${fmt(p.ioSizeKiB)} KiB × ${fmt(p.threads)} threads`,
        kind: 'device' as const,
        source: r.source,
        unit: 'reads/s' as const,
        measured: p.readsPerSecond,
      };
      const pb = predictReads(sc, catalog, null, p);
      const pa = predictReads(sc, catalog, params, p);
      b.push({ ...base, predicted: round2(pb), errorPct: errorPct(pb, p.readsPerSecond) });
      a.push({ ...base, predicted: round2(pa), errorPct: errorPct(pa, p.readsPerSecond) });
    });
    const s = summarise(b, a);
    out.devices.push({
      device: g.label,
      context: g.key === '' ? {} : (g.runs[0]?.context ?? {}),
      params,
      points: points.length,
      meanAbsErrorPctBefore: s.meanAbsErrorPctBefore,
      meanAbsErrorPctAfter: s.meanAbsErrorPctAfter,
    });
    out.before.push(...b);
    out.after.push(...a);
  }
  return out;
}

/**
 * Runs whose rates, bandwidth or latency the machine given for them cannot give (evidence.ts: a
 * volume provisioned below the measured reads/s) are not fitted until their machine is set right:
 * said once, naming the line, instead of a 1,000 % error. Runs assumed on the scenario, or whose
 * rows name their own machine, are fitted as before (the fit learns the device, within its
 * limits, and says where it capped).
 */
function refusedGroup(g: DeviceGroup, run: Run): boolean {
  if (!g.given) return false;
  const d = deviceEvidence(g.runs);
  const file = g.runs[0]?.source.file ?? '';
  if (d === null) return false;
  const why = deviceContradictions(d, g.scenario, run.catalog, (l) => `${file} line ${fmt(l)}`);
  if (why.length === 0) return false;
  run.warnings.push(
    `${g.label}: ${formatCount(g.runs.length, 'run')} not used: ${why.join('; ')}; set the machine it was measured on`,
  );
  return true;
}

/**
 * The device the profile carries: the runs of the scenario's own machine (without one named, or
 * naming the scenario's instance, storage and provisioned figures). A fit of another machine's
 * device is never applied to this scenario's storage: each stays listed in `devices`.
 */
function profileDevice(
  dev: DeviceFits,
  run: Run,
): { params: DeviceParamsFit; scenario: Scenario } | null {
  if (dev.fits.size === 0) return null;
  const own = dev.fits.get('');
  if (own) return own;
  const key = machineKey(scenarioFor(run.scenario, {}, run.catalog));
  const match = dev.fits.get(key);
  if (match) return match;
  const s = run.scenario;
  run.warnings.push(
    `no runs on the scenario's device (${s.instance.type}, ${s.storage.kind}); the profile carries no device fit; set the scenario to the machine the runs describe, or import runs of this device`,
  );
  return null;
}

/** The starts, each at its own machine (refused where the log contradicts it), fitted. */
function fitStarts(
  records: readonly BenchmarkRecord[],
  run: Run,
  fits: DeviceFits['fits'],
): {
  before: CalibrationPoint[];
  after: CalibrationPoint[];
  cpu: StartupFactors;
  covers: CalibrationCover[];
  measured: MeasuredStart[];
} {
  const cases: StartupCase[] = [];
  for (const r of records) {
    if (r.kind !== 'startup') continue;
    const c = startCase(r, run, fits);
    if (c !== null) cases.push(c);
  }
  const fit = fitStartupCases(cases, run.catalog);
  const before: CalibrationPoint[] = [];
  const after: CalibrationPoint[] = [];
  for (const p of fit.pairs) {
    const r = p.case.record;
    const label = `${r.source.file}${r.context.label !== undefined ? ` ${r.context.label}` : ''} (line ${r.source.line})`;
    const base = {
      point: `${label}: ${p.name}`,
      kind: 'startup' as const,
      source: r.source,
      unit: 's' as const,
      measured: p.measured,
    };
    before.push({ ...base, predicted: round2(p.before), errorPct: errorPct(p.before, p.measured) });
    after.push({ ...base, predicted: round2(p.after), errorPct: errorPct(p.after, p.measured) });
  }
  return {
    before,
    after,
    cpu: fit.cpu,
    covers: fit.covers,
    measured: measuredStarts(fit.pairs, run.catalog),
  };
}

/**
 * Each start's total at its machine, measured and calibrated, with the phases its log timed alone
 * (what narrows the ranges there).
 */
function measuredStarts(
  pairs: readonly StartupFitResult['pairs'][number][],
  catalog: Catalog,
): MeasuredStart[] {
  return pairs
    .filter((p) => p.name === 'Total')
    .map((p) => {
      const device = startupInputs(p.case.scenario, catalog).device;
      const phases: MeasuredPhase[] = pairs
        .filter((q) => q.case === p.case && q.covers.length === 1 && q.after > 0)
        .map((q) => ({
          phase: q.covers[0] as MeasuredPhase['phase'],
          measuredSeconds: q.measured,
          predictedSeconds: round2(q.after),
        }));
      return {
        file: p.case.record.source.file,
        instanceType: p.case.scenario.instance.type,
        storage: p.case.scenario.storage.kind,
        tables: p.case.scenario.mysql.tables,
        mysqlVersion: p.case.scenario.mysql.version,
        measuredSeconds: p.measured,
        predictedSeconds: round2(p.after),
        // What else the start's machine was (uncertainty/measured.ts narrows only the same).
        setup: startupSetup(p.case.scenario),
        deviceIops: device.iops.value,
        deviceMiBps: device.bandwidth.value,
        ...(phases.length > 0 ? { phases } : {}),
      };
    });
}

function startCase(r: StartupRecord, run: Run, fits: DeviceFits['fits']): StartupCase | null {
  const base = baseFor(r, run);
  // What the log states (version, tables) is checked against the machine without it.
  const { mysqlVersion: _v, tables: _t, ...machineCtx } = r.context;
  const machine = scenarioFor(base.machine.scenario, machineCtx, run.catalog);
  const check = checkStartup(r, machine, base.machine.name, run.catalog);
  run.warnings.push(...check.notes);
  if (check.refused !== null) {
    run.warnings.push(check.refused);
    return null;
  }
  const ctx = { ...r.context };
  if (r.filesFound !== null && ctx.tables === undefined) ctx.tables = r.filesFound;
  if (r.version !== null && ctx.mysqlVersion === undefined) ctx.mysqlVersion = r.version;
  const sc = scenarioFor(base.machine.scenario, ctx, run.catalog);
  // A machine whose device was just fitted starts with that device.
  const fitted = !base.given && !hasMachine(r.context) ? fits.get('') : fits.get(machineKey(sc));
  if (fitted) {
    sc.calibration = {
      name: 'device',
      createdAt: '',
      sources: [],
      device: fitted.params,
      startup: null,
    };
  }
  const p = predictCase(sc, run.catalog);
  if (!p.ok) {
    run.warnings.push(
      `${r.source.file} line ${r.source.line}: not used, the model refuses its scenario: ${p.why}`,
    );
    return null;
  }
  return { record: r, scenario: sc, startup: p.startup };
}

/** Repeated runs of one configuration get " #2", " #3"… so every point label is unique. */
function uniqueLabels(before: CalibrationPoint[], after: CalibrationPoint[]): void {
  const seen = new Map<string, number>();
  before.forEach((b, i) => {
    const n = (seen.get(b.point) ?? 0) + 1;
    seen.set(b.point, n);
    if (n === 1) return;
    b.point = `${b.point} #${n}`;
    const a = after[i];
    if (a) a.point = b.point;
  });
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}
