import { describe, expect, it } from 'vitest';
import { parseArgs, SCENARIO_FLAGS, scenarioFromFlags } from '../../../src/cli/scenarioFlags.ts';
import { DEFAULT_SCENARIO } from '../../../src/core/scenario/defaults.ts';

const noFile = (): string => {
  throw new Error('no file');
};

function build(argv: string[]) {
  const a = parseArgs(argv, SCENARIO_FLAGS, ['json']);
  if (!a.ok) return { ok: false as const, error: a.error };
  return scenarioFromFlags(a.flags, noFile);
}

describe('scenario flags', () => {
  it('no flags → the default scenario', () => {
    const r = build([]);
    expect(r.ok && r.scenario).toEqual(DEFAULT_SCENARIO);
  });

  it('sets every documented field', () => {
    const r = build([
      '--region',
      'us-east-1',
      '--instance',
      'm6id.xlarge',
      '--storage',
      'io2',
      '--size-gib',
      '800',
      '--iops',
      '20000',
      '--throughput',
      '300',
      '--tables',
      '1_000',
      '--mysql',
      '5.7.44',
      '--startup-opt',
      'fadvise',
      '--os-cache',
      'warm',
      '--volume-state',
      'restored',
      '--restore-remedy',
      'fsr',
      '--page-size',
      '4k',
      '--buffer-pool-gib',
      '8',
      '--data-gib',
      '50',
      '--validate-paths',
      'off',
      '--doublewrite',
      'off',
      '--log-placement',
      'separate',
      '--write-fraction',
      '0.2',
      '--threads',
      '32',
    ]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const s = r.scenario;
    expect([
      s.instance.type,
      s.storage.kind,
      s.storage.sizeGiB,
      s.storage.iops,
      s.storage.throughputMiBps,
    ]).toEqual(['m6id.xlarge', 'io2', 800, 20000, 300]);
    expect([
      s.mysql.tables,
      s.mysql.version,
      s.mysql.startupOpt,
      s.mysql.osCache,
      s.mysql.pageSizeKiB,
      s.mysql.validatePaths,
    ]).toEqual([1000, '5.7.44', 'fadvise', 'warm', 4, false]);
    expect([
      s.storage.volumeState,
      s.storage.restoreRemedy,
      s.mysql.doublewrite,
      s.mysql.logPlacement,
      s.workload.writeFraction,
      s.workload.threads,
    ]).toEqual(['restored', 'fsr', 'off', 'separate', 0.2, 32]);
  });

  it('a smaller volume without --data-gib keeps the data on the volume', () => {
    const r = build(['--size-gib', '100']);
    expect(r.ok && r.scenario.mysql.dataGiB).toBe(100);
  });

  it('errors name the flag', () => {
    expect(build(['--iops', 'x'])).toEqual({
      ok: false,
      error: '--iops: expected a number, got "x"',
    });
    expect(build(['--os-cache', 'hot'])).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^--os-cache: expected one of cold, warm/),
    });
    expect(build(['--iops'])).toMatchObject({ ok: false, error: '--iops needs a value' });
    expect(build(['stray'])).toMatchObject({ ok: false });
    expect(build(['--scenario', 'nope.json'])).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^--scenario: cannot read nope.json/),
    });
  });
});
