import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG } from '../../../../src/core/catalog/index.ts';
import type { Catalog, Sourced } from '../../../../src/core/catalog/types.ts';
import { readRate } from '../../../../src/core/devices/index.ts';
import { predictStartup } from '../../../../src/core/startup/index.ts';
import { scenarioWarnings } from '../../../../src/core/scenario/warnings.ts';
import { predictQps } from '../../../../src/core/qps/index.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import type { Scenario } from '../../../../src/core/scenario/types.ts';

/**
 * The AWS rules and measurements the model uses beyond prices and volume limits live in the
 * catalog with a source, and the model reads them from there (changing the catalog changes the
 * prediction: no copy of the figure hides in model code).
 */
const c = DEFAULT_CATALOG;

function sourced(): [string, Sourced][] {
  return [
    ['volumeInitialization', c.volumeInitialization],
    ['instanceEbsBurst', c.instanceEbsBurst],
    ['fastSnapshotRestore', c.fastSnapshotRestore],
    ['measurements.restoredFirstReadLatencyUs', c.measurements.restoredFirstReadLatencyUs],
  ];
}

function gp2(sizeGiB: number): Scenario {
  const s = defaultScenario();
  s.storage.kind = 'gp2';
  s.storage.sizeGiB = sizeGiB;
  s.mysql.dataGiB = Math.min(s.mysql.dataGiB, sizeGiB);
  return s;
}

describe('catalog figures the model embeds', () => {
  it.each(sourced())('%s names an https source and a date', (_p, e) => {
    expect(e.source).toMatch(/https?:\/\/[^\s)]+/);
    expect(e.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('AWS figures as published: gp2 burst 3,000 IOPS, full throughput from 334 GiB, 100–300 MiB/s, 30 min', () => {
    expect(c.ebsLimits.gp2.burstIops).toBe(3000);
    expect(c.ebsLimits.gp2.fullThroughputSizeGiB).toBe(334);
    expect(c.ebsLimits.gp3.burstIops).toBe(0);
    expect(c.volumeInitialization.minRateMiBps).toBe(100);
    expect(c.volumeInitialization.maxRateMiBps).toBe(300);
    expect(c.instanceEbsBurst.minutesPerDay).toBe(30);
    expect(c.fastSnapshotRestore.optimizeMinutesPerTiB).toBe(60);
    expect(c.fastSnapshotRestore.minimumBilledHours).toBe(1);
    expect(c.measurements.restoredFirstReadLatencyUs.value).toBe(43_000);
    expect(c.measurements.restoredFirstReadLatencyUs.note).toMatch(/not an AWS figure/);
  });

  it('gp2 burst IOPS and full-throughput size come from the catalog', () => {
    const s = gp2(200); // earns 600 IOPS, bursts to 3,000
    expect(readRate(s, c, 4, 64).readsPerSecond).toBeCloseTo(3000, 6);
    const edited: Catalog = {
      ...c,
      ebsLimits: { ...c.ebsLimits, gp2: { ...c.ebsLimits.gp2, burstIops: 2000 } },
    };
    expect(readRate(s, edited, 4, 64).readsPerSecond).toBeCloseTo(2000, 6);
    // 200 GiB is below 334 GiB: 128 MiB/s; lowering the threshold gives 250 MiB/s.
    expect(readRate(s, c, 256, 64).readsPerSecond).toBeCloseTo(128 * 4, 6);
    const wide: Catalog = {
      ...c,
      ebsLimits: { ...c.ebsLimits, gp2: { ...c.ebsLimits.gp2, fullThroughputSizeGiB: 100 } },
    };
    expect(readRate(s, wide, 256, 64).readsPerSecond).toBeCloseTo(250 * 4, 6);
  });

  it('the first-touch latency of a restored volume is the catalog measurement', () => {
    const s = defaultScenario();
    s.storage.volumeState = 'restored';
    s.storage.restoreRemedy = 'none';
    const one = readRate(s, c, 4, 1).readsPerSecond;
    expect(one).toBeCloseTo(1e6 / 43_000, 1);
    const slower: Catalog = {
      ...c,
      measurements: {
        restoredFirstReadLatencyUs: { ...c.measurements.restoredFirstReadLatencyUs, value: 86_000 },
      },
    };
    expect(readRate(s, slower, 4, 1).readsPerSecond).toBeCloseTo(one / 2, 1);
    const startup = predictStartup(s, c);
    const w = scenarioWarnings(s, c, startup, predictQps(s, c));
    expect(w.some((x) => x.includes('about 43 ms'))).toBe(true);
    expect(w.some((x) => x.includes('(30 min 00 s a day)'))).toBe(true);
  });

  it('the initialize remedy runs at the catalog’s fastest provisioned rate', () => {
    const s = defaultScenario();
    s.storage.volumeState = 'restored';
    s.storage.restoreRemedy = 'initialize';
    const phase = (cat: Catalog): number =>
      predictStartup(s, cat).phases.find((p) => p.name === 'volume_initialization')?.seconds ?? 0;
    const slow: Catalog = {
      ...c,
      volumeInitialization: { ...c.volumeInitialization, maxRateMiBps: 150 },
    };
    expect(phase(slow)).toBeCloseTo(phase(c) * 2, 6);
  });
});
