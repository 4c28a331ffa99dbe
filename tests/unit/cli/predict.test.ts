import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from './runCli.ts';
import { serializeScenario } from '../../../src/core/scenario/file.ts';
import { defaultScenario } from '../../../src/core/scenario/defaults.ts';

describe('innosizer predict', () => {
  it('runs the embedded default scenario with no flags (readable table)', async () => {
    const r = await run(['predict']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Startup: \d+ min \d\d s/);
    expect(r.out).toMatch(/Tablespace duplicate check/);
    expect(r.out).toMatch(/Cost: \$/);
    // Every time and the QPS carry their uncertainty range, written by core/format. Today's EBS
    // burst use is not known by default: the slow end assumes the balances a restore of the
    // 200 GiB left (issue 40), which last this start.
    expect(r.out).toMatch(/Startup: 7 min 05 s \(range 6 min \d\d s–7 min \d\d s\)/);
    expect(r.out).toMatch(
      /Tablespace duplicate check +5 min 33 s +5 min \d\d s–5 min \d\d s +IOPS /,
    );
    expect(r.out).toMatch(
      /QPS \(point selects, IO-bound\): 3,061 \(IOPS-bound; range 3,\d{3}–3,\d{3}\)/,
    );
  });

  it("--burst-used-min states the day's burst use (implies --burst-known on); --burst-known off keeps it unknown", async () => {
    const hi = async (...flags: string[]) => {
      const j = JSON.parse(
        // 2,500 GiB of data: more than a full byte balance restores (issue 40), so not knowing the
        // day's burst use moves the slow end.
        (
          await run([
            'predict',
            ...[
              '--iops',
              '12000',
              '--throughput',
              '500',
              '--data-gib',
              '2500',
              '--size-gib',
              '3000',
            ],
            ...flags,
            '--json',
          ])
        ).out,
      );
      return { total: j.startup.totalSeconds as number, hi: j.startup.totalRange[1] as number };
    };
    const unknown = await hi();
    const known = await hi('--burst-used-min', '0');
    const knownOff = await hi('--burst-used-min', '0', '--burst-known', 'off');
    expect(known.total).toBeCloseTo(unknown.total, 6);
    expect(known.hi).toBeLessThan(unknown.hi);
    expect(knownOff.hi).toBeCloseTo(unknown.hi, 6);
    expect((await hi('--burst-known', 'on')).hi).toBeCloseTo(known.hi, 6);
    const help = (await run(['predict', '--help'])).out;
    expect(help).toMatch(/--burst-known on\|off/);
    const bad = await run(['predict', '--burst-known', 'maybe']);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/on or off/);
  });

  it('names phases and bounds by their labels, as the app and the PDF do (--json keeps the identifiers)', async () => {
    const r = await run(['predict']);
    expect(r.out).toMatch(/^ {2}DD tablespace files reading +\S.* latency +Latency-bound: /m);
    expect(r.out).toMatch(/^ {2}Tablespace validation +\S.* CPU +CPU-bound: /m);
    for (const id of ['directories_scan', 'duplicate_check', 'dd_files_reading', 'server_fixed'])
      expect(r.out).not.toContain(id);
    expect(r.out).not.toMatch(/ (iops|cpu) /);
    const j = JSON.parse((await run(['predict', '--json'])).out);
    expect(j.startup.phases[1]).toMatchObject({ name: 'duplicate_check', bound: 'iops' });
    expect(j.qps.bound).toBe('iops');
  });

  it('--json carries startup.totalRange, a range on each phase and qps.pointSelectRange', async () => {
    const j = JSON.parse((await run(['predict', '--json'])).out);
    const within = (r: [number, number], v: number) => r[0] <= v && v <= r[1] && r[0] < r[1];
    expect(within(j.startup.totalRange, j.startup.totalSeconds)).toBe(true);
    for (const p of j.startup.phases) expect(within(p.range, p.seconds)).toBe(true);
    expect(within(j.qps.pointSelectRange, j.qps.pointSelect)).toBe(true);
    // Case A's measured 7:09 (429 s) lies inside its range.
    expect(within(j.startup.totalRange, 429)).toBe(true);
  });

  it('says which ranges are wider and why: startup reasons apart from QPS reasons', async () => {
    const r = await run(['predict', '--tables', '8', '--access-skew', '80/20']);
    expect(r.out).toMatch(
      /^Startup ranges are wider than on the calibration cases: 8 tables: measured at 1,000,000/m,
    );
    expect(r.out).toMatch(
      /^QPS ranges are wider than on the calibration cases: .*80% of accesses go to 20% of the data: how much of the hot set the buffer pool keeps is an assumption/m,
    );
    expect(r.out).not.toMatch(/^QPS ranges.*8 tables/m);
    const j = JSON.parse((await run(['predict', '--json', '--tables', '8'])).out);
    expect(j.uncertainty.startup).toContain('8 tables: measured at 1,000,000');
    expect(j.uncertainty.qps).not.toContain('8 tables: measured at 1,000,000');
    const inside = await run([
      'predict',
      '--instance',
      'm6id.xlarge',
      '--storage',
      'instance-store',
      '--mysql',
      '9.0.1',
      '--data-gib',
      '100',
    ]);
    expect(inside.out).toMatch(/^Ranges: inside the space the model was calibrated in/m);
  });

  it('--json prints one object with the contract fields', async () => {
    const r = await run(['predict', '--json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(typeof j.startup.totalSeconds).toBe('number');
    expect(j.startup.phases.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining([
        'directories_scan',
        'duplicate_check',
        'dd_files_reading',
        'validation',
      ]),
    );
    for (const p of j.startup.phases) expect(typeof p.bound).toBe('string');
    expect(typeof j.qps.pointSelect).toBe('number');
    expect(typeof j.qps.bound).toBe('string');
    expect(typeof j.cost.monthlyUsd).toBe('number');
    expect(typeof j.cost.storageUsd).toBe('number');
    expect(typeof j.cost.instanceUsd).toBe('number');
    expect(Array.isArray(j.warnings)).toBe(true);
    expect(j.advice.length).toBeGreaterThan(0);
    expect(j.advice[0].text).toMatch(/-bound: /);
  });

  it('flags override the defaults', async () => {
    const a = JSON.parse((await run(['predict', '--json'])).out);
    const b = JSON.parse(
      (
        await run([
          'predict',
          '--json',
          '--iops',
          '6000',
          '--startup-opt=light',
          '--tables',
          '500000',
        ])
      ).out,
    );
    expect(b.scenario.storage.iops).toBe(6000);
    expect(b.scenario.mysql.startupOpt).toBe('light');
    expect(b.startup.totalSeconds).toBeLessThan(a.startup.totalSeconds);
    expect(b.cost.storageUsd).toBeGreaterThan(a.cost.storageUsd);
  });

  it('custom instance and device', async () => {
    const r = await run([
      'predict',
      '--json',
      '--instance',
      'custom',
      '--vcpu',
      '8',
      '--storage',
      'custom',
      '--device-iops',
      '200000',
      '--device-mibps',
      '2000',
      '--device-latency-us',
      '80',
      '--device-count',
      '2',
    ]);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.startup.duplicateCheckThreads).toBe(16);
  });

  it('an invalid configuration exits 2 with one line naming the limit and the nearest valid value', async () => {
    const r = await run(['predict', '--iops', '90000', '--size-gib', '1000']);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.err).toMatch(/Provisioned IOPS .*80,000/);
  });

  it('bad flag values and unknown flags exit 2', async () => {
    for (const argv of [
      ['predict', '--iops', 'abc'],
      ['predict', '--bogus', '1'],
      ['predict', '--storage', 'floppy'],
      ['predict', '--page-size', '12'],
    ]) {
      const r = await run(argv);
      expect(r.code).toBe(2);
      expect(r.err.trim().split('\n')).toHaveLength(1);
    }
  });

  it('--scenario FILE reads a saved scenario; flags override it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'innosizer-'));
    const file = join(dir, 'x.innosizer.json');
    const s = defaultScenario();
    s.mysql.tables = 200_000;
    writeFileSync(file, serializeScenario(s));
    const j = JSON.parse(
      (await run(['predict', '--json', '--scenario', file, '--iops', '4000'])).out,
    );
    expect(j.scenario.mysql.tables).toBe(200000);
    expect(j.scenario.storage.iops).toBe(4000);
    writeFileSync(file, '{"storage": {"iops": "abc"}}');
    const bad = await run(['predict', '--scenario', file]);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(
      /Provisioned IOPS \(storage\.iops in the file\) must be a number, got "abc"\. A valid value: 3,000 IOPS\./,
    );
    // a limit broken through a flag names the flag after the label
    const high = await run([
      'predict',
      '--size-gib',
      '10',
      '--data-gib',
      '5',
      '--tables',
      '1000',
      '--iops',
      '100000',
    ]);
    expect(high.code).toBe(2);
    expect(high.err).toMatch(
      /^innosizer predict: Provisioned IOPS \(--iops\) 100,000 IOPS is too high: .* Nearest valid: 5,000 IOPS\./,
    );
  });

  it('a Reserved price the catalog lacks: the neutral note, then this command to add it', async () => {
    const { code, out } = await run(['predict', '--pricing', 'reserved-1y']);
    expect(code).toBe(0);
    expect(out).toContain(
      "No 1-year Reserved, no upfront price in the catalog for this type and region: on-demand shown. The region's AWS EC2 offer file (AWS Price List) adds Reserved prices.",
    );
    expect(out).toContain('  Add Reserved prices: innosizer catalog update --offer-file FILE');
    // The on-demand price shown is exact: its note is not called an estimate.
    expect(out).toMatch(/^ {2}\[1\] No 1-year Reserved, no upfront price in the catalog/m);
    expect(out).not.toContain('Estimate');
    const onDemand = await run(['predict']);
    expect(onDemand.out).not.toContain('Add Reserved prices');
  });

  it('numbers the catalog notes of derived or unverified prices once each', async () => {
    const json = JSON.parse((await run(['predict', '--region', 'eu-west-1', '--json'])).out) as {
      cost: { items: { note?: string }[] };
    };
    const distinct = new Set(json.cost.items.flatMap((i) => (i.note ? [i.note] : [])));
    expect(distinct.size).toBeGreaterThan(0);
    const { code, out } = await run(['predict', '--region', 'eu-west-1']);
    expect(code).toBe(0);
    expect(out).toContain('Price notes:');
    // Derived or unverified prices are estimates, said as the PDF's footnotes say it.
    for (const [k, note] of [...distinct].entries())
      expect(out).toContain(`[${k + 1}] Estimate: ${note}`);
    expect(out).not.toContain(`[${distinct.size + 1}]`);
  });
});

describe('innosizer predict: growth (issue 27)', () => {
  it('--json carries growth with the months to the targets and the volume', async () => {
    const r = await run([
      'predict',
      '--tables-growth-per-month',
      '50000',
      '--data-growth-gib-per-month',
      '10',
      '--max-startup',
      '600',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const g = JSON.parse(r.out).growth;
    expect(g.startupExceedsTargetInMonths).toBeGreaterThan(0);
    expect(g.volumeFullInMonths).toBe(31);
    expect(g.points).toHaveLength(37);
    expect(Object.keys(g.points[0])).toEqual(
      expect.arrayContaining(['month', 'tables', 'dataGiB', 'startupSeconds', 'qps']),
    );
    const text = await run([
      'predict',
      '--tables-growth-per-month',
      '50000',
      '--max-startup',
      '600',
    ]);
    expect(text.out).toMatch(
      /Growth: At 50,000 tables and 0 GiB a month, startup exceeds 10 min 00 s in \d+ months?/,
    );
  });
});
