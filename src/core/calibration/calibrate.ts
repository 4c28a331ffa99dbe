/**
 * calibrate(records, scenario): fits the model to imported measurements and shows measured vs
 * predicted for every point, before (the published-data model: the scenario without calibration)
 * and after (with the fitted profile).
 *
 * - Device runs (random reads, rndrd, with a block size and a thread count) are grouped by the machine
 *   they describe (instance, storage, provisioned IOPS and MiB/s; runs without one are the
 *   scenario's device); each group gets its own fit (device.ts). The profile carries the group of
 *   the scenario's own device: the runs without machine, else the group naming the scenario's
 *   instance and storage, else the largest group (with a warning).
 * - Startups (logs, CSV) are predicted on their own machine (the record's context over the
 *   scenario; a log's tables = files found, its version) and give per-phase factors (startup.ts),
 *   fitted after the device so the factors do not absorb a device error the runs already fixed.
 */
import type { Catalog } from '../catalog/types.ts';
import { DEFAULT_CATALOG } from '../catalog/index.ts';
import type { CalibrationProfile, Scenario } from '../scenario/types.ts';
import type { BenchmarkRecord, DeviceRunRecord, StartupRecord } from '../imports/types.ts';
import type { StartupPrediction } from '../types.ts';
import type {
  CalibrateOptions,
  CalibrationPoint,
  CalibrationResult,
  CalibrationSummary,
  DeviceFit,
} from './types.ts';
import type { DeviceParamsFit, DevicePoint } from './device.ts';
import { fitDevice, predictReads } from './device.ts';
import { capToLimits } from './limits.ts';
import { fitStartup, predictCase, spanSeconds } from './startup.ts';
import { hasMachine, machineLabel, scenarioFor } from './context.ts';
import { formatCount, formatInt } from '../format/index.ts';

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

interface DeviceGroup {
  key: string;
  runs: DeviceRunRecord[];
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
  const warnings: string[] = [];
  const before: CalibrationPoint[] = [];
  const after: CalibrationPoint[] = [];
  const devices: DeviceFit[] = [];

  // Device runs, grouped by machine.
  const groups = new Map<string, DeviceGroup>();
  let skipped = 0;
  for (const r of records) {
    if (r.kind !== 'device-run') continue;
    if (!isUsableRun(r)) {
      skipped += 1;
      continue;
    }
    const c = r.context;
    const key = hasMachine(c)
      ? [c.instance ?? '', c.storage ?? '', c.provisionedIops ?? '', c.provisionedMiBps ?? ''].join(
          '|',
        )
      : '';
    const g = groups.get(key) ?? { key, runs: [] };
    g.runs.push(r);
    groups.set(key, g);
  }
  if (skipped > 0) {
    warnings.push(
      `${formatCount(skipped, 'device run')} not used: only random reads (rndrd/randread) with a block size and a thread count fit the read model; writes, sequential runs, prepare and fio terse lines (no thread count) are shown but not fitted`,
    );
  }
  const fits = new Map<string, { params: DeviceParamsFit; scenario: Scenario }>();
  for (const g of groups.values()) {
    const ctx = g.runs[0]?.context ?? {};
    const sc = scenarioFor(scenario, g.key === '' ? {} : ctx, catalog);
    const points: DevicePoint[] = g.runs.map((r) => ({
      ioSizeKiB: r.blockSizeKiB ?? 4,
      threads: r.threads ?? 1,
      readsPerSecond: r.readsPerSecond,
    }));
    const label = g.key === '' ? 'scenario device' : machineLabel(ctx);
    // Within physics: no fit beyond the provisioned or instance limits (limits.ts).
    const capped = capToLimits(sc, catalog, fitDevice(sc, catalog, points));
    const params = capped.params;
    for (const n of capped.notes) warnings.push(`${label}: ${n}`);
    fits.set(g.key, { params, scenario: sc });
    const b: CalibrationPoint[] = [];
    const a: CalibrationPoint[] = [];
    g.runs.forEach((r, i) => {
      const p = points[i];
      if (p === undefined) return;
      const point = `${label}: ${fmt(p.ioSizeKiB)} KiB × ${fmt(p.threads)} threads`;
      const base = {
        point,
        kind: 'device' as const,
        source: r.source,
        unit: 'reads/s' as const,
        measured: p.readsPerSecond,
      };
      const pb = predictReads(sc, catalog, null, p);
      const pa = predictReads(sc, catalog, params, p);
      b.push({
        ...base,
        predicted: Math.round(pb * 100) / 100,
        errorPct: errorPct(pb, p.readsPerSecond),
      });
      a.push({
        ...base,
        predicted: Math.round(pa * 100) / 100,
        errorPct: errorPct(pa, p.readsPerSecond),
      });
    });
    const s = summarise(b, a);
    devices.push({
      device: label,
      context: g.key === '' ? {} : ctx,
      params,
      points: points.length,
      meanAbsErrorPctBefore: s.meanAbsErrorPctBefore,
      meanAbsErrorPctAfter: s.meanAbsErrorPctAfter,
    });
    before.push(...b);
    after.push(...a);
  }

  // The device the profile carries.
  let device: DeviceParamsFit | null = null;
  const own = fits.get('');
  if (own) device = own.params;
  else if (groups.size > 0) {
    const match = [...groups.values()].find((g) => {
      const c = g.runs[0]?.context ?? {};
      const sc = scenarioFor(scenario, c, catalog);
      return (
        sc.instance.type === scenario.instance.type &&
        sc.storage.kind === scenario.storage.kind &&
        (scenario.storage.kind !== 'gp3' && scenario.storage.kind !== 'io2'
          ? true
          : sc.storage.iops === scenario.storage.iops &&
            (scenario.storage.kind !== 'gp3' ||
              sc.storage.throughputMiBps === scenario.storage.throughputMiBps))
      );
    });
    // A fit of another machine's device must not be applied to this scenario's storage: the
    // profile then carries no device, and each machine's fit stays listed in `devices`.
    if (match) device = fits.get(match.key)?.params ?? null;
    else {
      warnings.push(
        `no runs on the scenario's device (${scenario.instance.type}, ${scenario.storage.kind}); the profile carries no device fit; set the scenario to the machine the runs describe, or import runs of this device`,
      );
    }
  }

  // Startups.
  const cases: { record: StartupRecord; scenario: Scenario; startup: StartupPrediction }[] = [];
  for (const r of records) {
    if (r.kind !== 'startup') continue;
    const ctx = { ...r.context };
    if (r.filesFound !== null && ctx.tables === undefined) ctx.tables = r.filesFound;
    if (r.version !== null && ctx.mysqlVersion === undefined) ctx.mysqlVersion = r.version;
    const sc = scenarioFor(scenario, ctx, catalog);
    // The scenario's own machine uses the device just fitted to it.
    if (!hasMachine(ctx) && own) {
      sc.calibration = {
        name: 'device',
        createdAt: '',
        sources: [],
        device: own.params,
        startup: null,
      };
    }
    const p = predictCase(sc, catalog);
    if (!p.ok) {
      warnings.push(
        `${r.source.file} line ${r.source.line}: not used, the model refuses its scenario: ${p.why}`,
      );
      continue;
    }
    cases.push({ record: r, scenario: sc, startup: p.startup });
  }
  const factors = cases.length > 0 ? fitStartup(cases) : null;
  for (const c of cases) {
    const label = `${c.record.source.file}${c.record.context.label !== undefined ? ` ${c.record.context.label}` : ''} (line ${c.record.source.line})`;
    const calibrated: Scenario = {
      ...c.scenario,
      calibration: {
        name: 'fit',
        createdAt: '',
        sources: [],
        device: c.scenario.calibration?.device ?? null,
        startup: factors,
      },
    };
    const pa = predictCase(calibrated, catalog);
    if (!pa.ok) continue;
    const add = (name: string, measured: number, pb: number, pAfter: number): void => {
      if (!(measured > 0)) return;
      const base = {
        point: `${label}: ${name}`,
        kind: 'startup' as const,
        source: c.record.source,
        unit: 's' as const,
        measured,
      };
      before.push({ ...base, predicted: round2(pb), errorPct: errorPct(pb, measured) });
      after.push({ ...base, predicted: round2(pAfter), errorPct: errorPct(pAfter, measured) });
    };
    for (const ph of c.record.phases) {
      add(ph.label, ph.seconds, spanSeconds(c.startup, ph), spanSeconds(pa.startup, ph));
    }
    // An extract from InnoDB initialization has no total comparable to the model's.
    if (c.record.totalSeconds !== null && c.record.totalFrom !== 'innodb-initialization') {
      add('Total', c.record.totalSeconds, c.startup.totalSeconds, pa.startup.totalSeconds);
    }
  }
  const qps = records.filter((r) => r.kind === 'qps').length;
  if (qps > 0)
    warnings.push(
      `${formatCount(qps, 'QPS point')} shown but not fitted: the QPS model has no calibration parameters yet`,
    );

  uniqueLabels(before, after);
  const sources = [...new Set(records.map((r) => r.source.file))];
  const createdAt = options.createdAt ?? new Date().toISOString();
  const profile: CalibrationProfile = {
    name: options.name ?? `Calibration ${createdAt.slice(0, 10)}`,
    createdAt,
    sources,
    device,
    startup: factors !== null && Object.keys(factors).length > 0 ? factors : null,
  };
  return { profile, before, after, summary: summarise(before, after), devices, warnings };
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
