import { describe, expect, it } from 'vitest';
import { parseArgs } from '../../../src/cli/args.ts';
import {
  SCENARIO_FLAGS,
  SCENARIO_ROWS,
  getPath,
  scenarioFlagsHelp,
  scenarioFromArgs,
} from '../../../src/cli/scenarioFlags.ts';
import { DEFAULT_SCENARIO } from '../../../src/core/scenario/defaults.ts';

const noFile = (): string => {
  throw new Error('no file');
};

function build(argv: string[]) {
  const a = parseArgs(argv, [...SCENARIO_ROWS, { flag: 'json', help: '' }]);
  if (!a.ok) return { ok: false as const, error: a.error.message };
  const r = scenarioFromArgs(a.args, noFile);
  return r.ok ? r : { ok: false as const, error: r.error.message };
}

describe('scenario flags', () => {
  it('no flags → the default scenario', () => {
    const r = build([]);
    expect(r.ok && r.scenario).toEqual(DEFAULT_SCENARIO);
  });

  it('names a changed scenario from its settings unless --name names it (issue 13)', () => {
    const r = build(['--instance', 'm6i.2xlarge', '--iops', '16000']);
    expect(r.ok && r.scenario.name).toBe(
      '1M tables on m6i.2xlarge + gp3 500 GiB, 16,000 IOPS, 125 MiB/s',
    );
    // Settings outside the instance and the storage that differ from the default's are named too,
    // so a 64 KiB report does not carry the 16 KiB one's title.
    const pages = build(['--page-size', '64']);
    expect(pages.ok && pages.scenario.name).toBe(
      '1M tables on m6i.large + gp3 500 GiB, 3,000 IOPS, 125 MiB/s · 64 KiB pages',
    );
    const more = build(['--data-gib', '800', '--mysql', '8.4.3', '--region', 'eu-central-1']);
    expect(more.ok && more.scenario.name).toBe(
      '1M tables on m6i.large + gp3 500 GiB, 3,000 IOPS, 125 MiB/s · 800 GiB of data · MySQL 8.4.3 · eu-central-1',
    );
    const named = build(['--instance', 'm6i.2xlarge', '--name', 'Prod replica']);
    expect(named.ok && named.scenario.name).toBe('Prod replica');
  });

  it('sets every documented field', () => {
    const r = build([
      '--region',
      'us-east-1',
      '--instance',
      'm6id.xlarge',
      '--storage',
      'gp3',
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
      '--restores-per-month',
      '4',
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
      '--shutdown',
      'crash',
      '--log-storage',
      'gp3',
      '--log-size-gib',
      '50',
      '--log-iops',
      '6000',
      '--log-throughput',
      '200',
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
    ]).toEqual(['m6id.xlarge', 'gp3', 800, 20000, 300]);
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
      s.storage.restoresPerMonth,
      s.mysql.doublewrite,
      s.mysql.shutdown,
      s.logVolume,
      s.workload.writeFraction,
      s.workload.threads,
    ]).toEqual([
      'restored',
      'fsr',
      4,
      'off',
      'crash',
      { kind: 'gp3', sizeGiB: 50, iops: 6000, throughputMiBps: 200 },
      0.2,
      32,
    ]);
  });

  it('a smaller volume without --data-gib keeps the data on the volume', () => {
    const r = build(['--size-gib', '100']);
    expect(r.ok && r.scenario.mysql.dataGiB).toBe(100);
  });

  it('a custom instance given only its vCPUs gets 4 GiB per vCPU; --memory-gib wins', () => {
    const r = build(['--instance', 'custom', '--vcpu', '96']);
    expect(r.ok && r.scenario.instance.customMemoryGiB).toBe(384);
    const m = build(['--instance', 'custom', '--vcpu', '96', '--memory-gib', '768']);
    expect(m.ok && m.scenario.instance.customMemoryGiB).toBe(768);
  });

  it('errors name the field by its label, the flag and a valid value', () => {
    expect(build(['--iops', 'x'])).toEqual({
      ok: false,
      error: 'Provisioned IOPS (--iops) must be a number, got "x". A valid value: --iops 3000.',
    });
    expect(build(['--os-cache', 'hot'])).toMatchObject({
      ok: false,
      error: 'OS cache at start (--os-cache) must be one of cold, warm, got "hot".',
    });
    expect(build(['--iops'])).toMatchObject({ ok: false, error: '--iops needs a value' });
    expect(build(['stray'])).toMatchObject({ ok: false });
    expect(build(['--scenario', 'nope.json'])).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^--scenario: cannot read nope.json/),
    });
  });

  it('--access-skew: uniform or X/Y, X % of accesses to Y % of the data', () => {
    const w = (text: string) => {
      const r = build(['--access-skew', text]);
      return r.ok ? [r.scenario.workload.hotAccessPercent, r.scenario.workload.hotDataPercent] : r;
    };
    expect(w('80/20')).toEqual([80, 20]);
    expect(w('95% / 5%')).toEqual([95, 5]);
    expect(w('99.5/0.5')).toEqual([99.5, 0.5]);
    expect(w('uniform')).toEqual([100, 100]);
    expect(w('80')).toMatchObject({
      ok: false,
      error:
        '--access-skew: expected uniform or X/Y (X% of accesses go to Y% of the data, e.g. 80/20), got "80"',
    });
    expect(scenarioFlagsHelp()).toMatch(
      /--access-skew uniform\|X\/Y +X% of accesses go to Y% of the data, e.g. 80\/20; uniform = 100\/100 \(default uniform\)/,
    );
  });

  it('a flag for a field the scenario does not have is refused, naming the flag that decides', () => {
    expect(build(['--storage', 'gp2', '--iops', '5000'])).toEqual({
      ok: false,
      error:
        "Provisioned IOPS (--iops) applies to gp3 and io2 volumes only; Storage kind is gp2 (a gp2 volume's IOPS follow its size). Leave out --iops, or change --storage.",
    });
    expect(build(['--device-write-latency-us', '120'])).toMatchObject({
      ok: false,
      error: expect.stringMatching(
        /^Device cached write latency \(--device-write-latency-us\) applies to a custom device only; Storage kind is gp3\. Leave out --device-write-latency-us, or change --storage\.$/,
      ),
    });
  });

  it("help lists every row with the default scenario's value", () => {
    const help = scenarioFlagsHelp();
    for (const row of SCENARIO_FLAGS) expect(help).toContain(`--${row.flag} ${row.value}`);
    expect(help).toMatch(/--size-gib N +EBS volume size, GiB \(default 500\)/);
    expect(help).toMatch(
      /--validate-paths on\|off +innodb_validate_tablespace_paths \(default on\)/,
    );
    expect(help).toMatch(
      /--instance TYPE +EC2 type \(m6i\.large\) or custom; on RDS and Aurora a DB instance class \(db\.m6i\.large\) \(default m6i\.large\)/,
    );
  });

  it('every row sets the field it names (a value different from the default)', () => {
    for (const row of SCENARIO_FLAGS) {
      const text =
        row.kind === 'number'
          ? '0.5'
          : row.kind === 'onoff'
            ? 'off'
            : row.kind === 'pageSize'
              ? '8'
              : row.kind === 'choice'
                ? (row.choices?.[1] ?? '')
                : row.kind === 'skew'
                  ? '80/20'
                  : row.kind === 'multiAz'
                    ? 'cluster'
                    : 'x';
      // The settings under which the field exists (a custom device's figures need a custom device).
      const context = row.path.startsWith('instance.custom')
        ? ['--instance', 'custom']
        : row.path.startsWith('storage.custom.')
          ? ['--storage', 'custom']
          : row.path.startsWith('logVolume.') && row.path !== 'logVolume.kind'
            ? ['--log-storage', 'gp3']
            : row.path === 'multiAz'
              ? ['--deployment', 'rds']
              : row.path === 'auroraStorage'
                ? ['--deployment', 'aurora']
                : [];
      const r = build([...context, `--${row.flag}`, text]);
      expect(r.ok, row.flag).toBe(true);
      if (!r.ok) continue;
      const at = row.path
        .split('.')
        .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], r.scenario);
      const want =
        row.kind === 'number'
          ? 0.5
          : row.kind === 'onoff'
            ? false
            : row.kind === 'pageSize'
              ? 8
              : row.kind === 'skew'
                ? 80
                : row.kind === 'multiAz'
                  ? true
                  : text;
      expect(at, row.flag).toEqual(want);
      if (row.path2)
        expect(getPath(r.scenario, row.path2), row.flag).toBe(
          row.kind === 'multiAz' ? 'cluster' : 20,
        );
    }
  });
});
