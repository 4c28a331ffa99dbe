import { fieldLabel } from '../../../src/core/scenario/limits.ts';
import { describe, expect, it } from 'vitest';
import { run } from './runCli.ts';

/** `recommend … --json` that succeeds with at least one result: its parsed output. */
async function results(argv: string[]) {
  const r = await run(argv);
  expect(r.err).toBe('');
  expect(r.code).toBe(0);
  const j = JSON.parse(r.out);
  expect(j.results.length).toBeGreaterThan(0);
  return j;
}

describe('innosizer recommend', () => {
  it('--json prints { searched, results } with configuration, predictions and binding', async () => {
    const j = await results([
      'recommend',
      '--max-startup',
      '180',
      '--min-qps',
      '3000',
      '--tables',
      '1000000',
      '--data-gib',
      '200',
      '--region',
      'us-east-1',
      '--json',
      '--limit',
      '3',
    ]);
    expect(j.searched).toBeGreaterThan(1_000_000);
    expect(j.results.length).toBeLessThanOrEqual(3);
    for (const x of j.results) {
      expect(x.scenario.mysql.tables).toBe(1000000);
      expect(x.prediction.startup.totalSeconds).toBeLessThanOrEqual(180);
      expect(x.prediction.qps.pointSelect).toBeGreaterThanOrEqual(3000);
      expect(typeof x.binding).toBe('string');
    }
  });

  it('missing targets exit 2 with one line', async () => {
    const r = await run(['recommend', '--min-qps', '1000']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--max-startup is required/);
  });

  it('an unknown region exits 2', async () => {
    const r = await run([
      'recommend',
      '--max-startup',
      '100',
      '--min-qps',
      '10',
      '--region',
      'mars-1',
    ]);
    expect(r.code).toBe(2);
  });

  const TARGETS = ['--max-startup', '300', '--min-qps', '1000'];

  it.each([
    [['--mysql', 'abc'], 'mysql.version'],
    [['--threads', '0'], 'workload.threads'],
    [['--write-fraction', '5'], 'workload.writeFraction'],
    [['--tables', '1e12'], 'mysql.tables'],
    [['--data-gib', '1e308'], 'mysql.dataGiB'],
    [['--region', 'mars-1'], 'region'],
  ])('validates what it keeps fixed as predict does: %j names %s', async (flags, field) => {
    const predicted = await run(['predict', ...flags, '--json']);
    const r = await run(['recommend', ...TARGETS, ...flags, '--json']);
    expect(r.code).toBe(2);
    expect(predicted.code).toBe(2);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.err).toContain(`: ${fieldLabel(field)} `);
    const error = JSON.parse(r.out).error;
    expect(error).toMatchObject({ code: 'invalid-scenario', field });
    // The same field as predict names (predict may first say the data does not fit the volume,
    // which recommend leaves to its search).
    expect(JSON.parse(predicted.out).error.field).toBe(field);
  });

  it('leaves what it searches to the search: more data than the default volume holds', async () => {
    const j = await results([
      'recommend',
      ...TARGETS,
      '--data-gib',
      '2000',
      '--tables',
      '1000',
      '--json',
    ]);
    for (const x of j.results) expect(x.scenario.mysql.dataGiB).toBe(2000);
  });

  it('keeps what is set explicitly: --storage gp3 --page-size 16 hold although both may change', async () => {
    const j = await results([
      'recommend',
      '--max-startup',
      '120',
      '--min-qps',
      '5000',
      '--storage',
      'gp3',
      '--page-size',
      '16',
      '--allow-instance-store',
      '--allow-page-size-change',
      '--family',
      'm6i',
      '--json',
    ]);
    for (const x of j.results) {
      expect(x.scenario.storage.kind).toBe('gp3');
      expect(x.scenario.mysql.pageSizeKiB).toBe(16);
      expect(x.scenario.instance.type).toMatch(/^m6i\./);
      expect(x.ephemeral).toBe(false);
      for (const c of x.changes) {
        expect(Object.keys(c)).toEqual(
          expect.arrayContaining(['setting', 'from', 'to', 'operation']),
        );
        expect(['online', 'restart', 'rebuild']).toContain(c.operation);
      }
    }
    expect(j.rules).toEqual(expect.arrayContaining(['Storage kind kept: gp3.']));
  });

  it('--allow-instance-store marks each instance-store result ephemeral with what it requires', async () => {
    const r = await run([
      'recommend',
      '--max-startup',
      '120',
      '--min-qps',
      '5000',
      '--allow-instance-store',
      '--family',
      'm6id',
    ]);
    expect(r.code).toBe(0);
    const blocks = r.out.split('\n\n#').slice(1);
    // Every result's cost names its pricing option.
    for (const b of blocks) expect(b).toMatch(/^\d+ {2}\$[\d,.]+\/month \(on-demand\) {2}startup/);
    const store = blocks.filter((b) => b.includes('instance store (local NVMe)'));
    expect(store.length).toBeGreaterThan(0);
    for (const b of store) {
      expect(b).toMatch(/EPHEMERAL \(instance store\)/);
      expect(b).toMatch(/- replicas: /);
      expect(b).toMatch(/- backups: /);
      expect(b).toMatch(/rebuild: Storage kind gp3 → instance store \(local NVMe\)/);
    }
  });

  it('--restores-per-month is kept, validated, and prices the restore remedy of each result', async () => {
    const bad = await run([
      'recommend',
      ...TARGETS,
      '--volume-state',
      'restored',
      '--restore-remedy',
      'initialize',
      '--restores-per-month',
      '-1',
    ]);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/Restores per month \(--restores-per-month\) −1 is too low/);
    const j = await results([
      'recommend',
      ...TARGETS,
      '--volume-state',
      'restored',
      '--restore-remedy',
      'fsr',
      '--restores-per-month',
      '4',
      '--limit',
      '2',
      '--json',
    ]);
    for (const x of j.results) {
      expect(x.scenario.storage.restoresPerMonth).toBe(4);
      const item = x.prediction.cost.items.find((i: { label: string }) =>
        i.label.startsWith('Fast Snapshot Restore'),
      );
      expect(item.label).toMatch(/× 4 restores\/month/);
    }
  });

  it('--headroom must be a percentage or range', async () => {
    const r = await run(['recommend', ...TARGETS, '--headroom', '-5']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--headroom: expected a percentage from 0 to 1000, e.g. 10, or range/);
    expect((await run(['recommend', ...TARGETS, '--headroom', 'wide'])).code).toBe(2);
  });

  it('--headroom range meets the targets at the pessimistic end of the range, and says so', async () => {
    const j = await results([
      'recommend',
      '--max-startup',
      '120',
      '--min-qps',
      '5000',
      '--headroom',
      'range',
      '--limit',
      '3',
      '--json',
    ]);
    expect(j.rules.join(' ')).toMatch(/Headroom: targets met at the pessimistic end/);
    for (const x of j.results) {
      expect(x.headroom.basis).toBe('range');
      expect(x.headroom.pessimistic.meetsTargets).toBe(true);
      expect(x.headroom.pessimistic.startupSeconds).toBeLessThanOrEqual(120);
      expect(x.headroom.pessimistic.qps).toBeGreaterThanOrEqual(5000);
    }
    const text = await run([
      'recommend',
      '--max-startup',
      '120',
      '--min-qps',
      '5000',
      '--headroom',
      'range',
      '--limit',
      '1',
    ]);
    expect(text.out).toMatch(
      /Headroom: targets met at the pessimistic end of the prediction's range/,
    );
    const help = await run(['recommend', '--help']);
    expect(help.out).toMatch(/--headroom range\|PCT/);
  });
});

describe('innosizer recommend: issue 27 (architecture, range rule, replicas, horizon)', () => {
  const issue = ['recommend', '--max-startup', '120', '--min-qps', '20000', '--data-gib', '500'];

  it("keeps x86_64 by default and carries each result's ranges, met at their pessimistic end", async () => {
    const j = await results([...issue, '--json', '--limit', '3']);
    for (const x of j.results) {
      expect(x.scenario.instance.type).not.toMatch(/^[a-z]+\dg[a-z]*\./);
      expect(x.prediction.startup.totalRange[1]).toBeLessThanOrEqual(120);
      expect(x.prediction.qps.pointSelectRange[0]).toBeGreaterThanOrEqual(20000);
    }
    expect(j.rules.join(' ')).toMatch(/Architecture kept: x86_64/);
  });

  it('--allow-architecture-change lets it cross; a crossing is a replace', async () => {
    const j = await results([
      'recommend',
      '--max-startup',
      '600',
      '--min-qps',
      '3000',
      '--allow-architecture-change',
      '--json',
    ]);
    const arm = j.results.filter((x: { scenario: { instance: { type: string } } }) =>
      /^[a-z]+\dg[a-z]*\./.test(x.scenario.instance.type),
    );
    expect(arm.length).toBeGreaterThan(0);
    for (const x of arm) expect(x.operation).toBe('replace');
  });

  it('prints the closest configuration and what it misses by when nothing meets the targets', async () => {
    const r = await run([...issue.slice(0, 2), '20', ...issue.slice(3)]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/No configuration among/);
    expect(r.out).toMatch(/Closest: .* misses the startup target by .* at the pessimistic end/);
  });

  it('--replicas prices the servers; --horizon-months is checked', async () => {
    const j = await results([...issue, '--replicas', '2', '--json', '--limit', '1']);
    expect(j.results[0].prediction.cost.servers).toBe(3);
    const bad = await run([...issue, '--horizon-months', '48']);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/--horizon-months: expected whole months from 0 to 36/);
  });
});

describe('innosizer recommend: issue 36 item 1 (Graviton by its measured per-core speed)', () => {
  const cmd = [
    'recommend',
    '--max-startup',
    '120',
    '--min-qps',
    '20000',
    '--tables',
    '1000000',
    '--data-gib',
    '500',
  ];
  const arm = (t: string): boolean => /^[a-z]+\dg[a-z]*\./.test(t);

  type R = {
    operation: string;
    scenario: { instance: { type: string } };
    prediction: {
      cost: { monthlyUsd: number };
      startup: { totalRange: [number, number] };
      qps: { pointSelectRange: [number, number] };
    };
  };

  /** The issue's command at `maxStartup` seconds: its results, crossed and kept. */
  async function both(maxStartup: string): Promise<{ crossed: R[]; x86Usd: number }> {
    const at = [...cmd];
    at[2] = maxStartup;
    const crossed = (await results([...at, '--allow-architecture-change', '--json']))
      .results as R[];
    const kept = (await results([...at, '--json'])).results as R[];
    return { crossed, x86Usd: Math.min(...kept.map((x) => x.prediction.cost.monthlyUsd)) };
  }

  it('--allow-architecture-change: every Graviton result is a replace meeting the targets at its range end', async () => {
    for (const max of ['120', '121']) {
      const { crossed } = await both(max);
      for (const x of crossed.filter((r) => arm(r.scenario.instance.type))) {
        expect(x.operation).toBe('replace');
        expect(x.prediction.startup.totalRange[1]).toBeLessThanOrEqual(Number(max));
        expect(x.prediction.qps.pointSelectRange[0]).toBeGreaterThanOrEqual(20000);
      }
    }
  });

  it("at the issue's 2 min 00 s Graviton is cheapest at the range end: r7g.4xlarge first, a replace", async () => {
    // Graviton3 by ClickBench's measured ratio, 1.096 (0.952-1.239) × Ice Lake. The constants the
    // ratio widens without scaling keep Ice Lake's value and widen to 1 / low = 1.050 (space.ts
    // PROCESSOR_WIDENED): r7g.4xlarge ends its range at 1 min 59.6 s. With them widened around the
    // point instead (point / low = 1.151) it ended at 2 min 02.9 s and nothing arm64 met 2 min 00 s.
    const at120 = await both('120');
    const first = at120.crossed[0] as R;
    expect(first.scenario.instance.type).toBe('r7g.4xlarge');
    expect(first.operation).toBe('replace');
    expect(first.prediction.startup.totalRange[1]).toBeLessThanOrEqual(120);
    expect(first.prediction.startup.totalRange[1]).toBeGreaterThan(119);
    expect(first.prediction.cost.monthlyUsd).toBeLessThan(at120.x86Usd);
  });
});
