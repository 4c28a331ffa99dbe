import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseProfileFile } from '../../../src/core/calibration/index.ts';
import { run } from './runCli.ts';
import { FIXTURES } from '../core/imports/fixtures.ts';
import { TELEMETRY } from '../core/telemetry/fixtures.ts';

const f = (name: string): string => resolve(FIXTURES, name);

describe('innosizer import', () => {
  it('--json prints the normalised records of several files', async () => {
    const r = await run([
      'import',
      f('sysbench-gp3-5000-200-runs.txt'),
      f('mysqld-8.4-v2-two-starts.err'),
      '--json',
    ]);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    const j = JSON.parse(r.out);
    expect(j.files).toEqual([
      { file: 'sysbench-gp3-5000-200-runs.txt', format: 'sysbench', records: 5 },
      { file: 'mysqld-8.4-v2-two-starts.err', format: 'mysqld-log', records: 1 },
    ]);
    expect(j.records[1]).toMatchObject({
      kind: 'device-run',
      mode: 'rndrd',
      blockSizeKiB: 4,
      readsPerSecond: 5061.37,
    });
    expect(j.records[5]).toMatchObject({ kind: 'startup', verbosity: 2, version: '8.4.5' });
  });

  it('an error-log extract from InnoDB initialization prints its phases and what it lacks', async () => {
    const r = await run(['import', f('mysqld-extract-from-innodb-init.err')]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('startup 8.0.41: directories_scan');
    expect(r.out).toContain("note: no '[MY-010116] starting as process' line before line 1");
  });

  it('without --json prints one line per record', async () => {
    const r = await run(['import', f('fio-terse-v3.txt')]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('fio-terse-v3.txt: fio-terse, 3 record(s)');
    expect(r.out).toContain('fio rndrd 16 KiB × ? threads: 78,209.13 reads/s');
  });

  it('a malformed file: exit 2, one line on stderr naming file, line and field; errors as JSON', async () => {
    const r = await run(['import', f('qps-page-size.csv'), f('hostile-bad-cell.csv'), '--json']);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      "innosizer import: hostile-bad-cell.csv: line 3, field 'reads_per_s': expected a number like 5012.44 or 12k, got 'abc' (and 1 more)\n",
    );
    expect(JSON.parse(r.out).errors).toHaveLength(2);
  });

  it('--map gives unknown CSV headers a meaning', async () => {
    const bad = await run(['import', f('unknown-header.csv')]);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain("unknown column 'box'");
    const ok = await run([
      'import',
      f('unknown-header.csv'),
      '--map',
      'box=instance',
      '--map',
      'blk=blockSizeKiB',
      '--map=rps=readsPerSecond',
      '--json',
    ]);
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.out).records[0]).toMatchObject({ blockSizeKiB: 16, readsPerSecond: 2976 });
  });

  it('usage errors exit 2 with one line', async () => {
    expect(await run(['import'])).toMatchObject({
      code: 2,
      err: 'innosizer import: no FILE given (see --help)\n',
    });
    expect((await run(['import', 'x', '--format', 'xml'])).code).toBe(2);
    expect((await run(['import', 'x', '--map', 'a=nonsense'])).code).toBe(2);
    const missing = await run(['import', '/nonexistent/file.csv']);
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/^innosizer import: file\.csv: cannot read the file: ENOENT/);
  });

  it('runs as the real command (npx innosizer import … --json; exit status 2 on errors)', () => {
    const bin = resolve(import.meta.dirname, '../../../bin/innosizer.mjs');
    const ok = spawnSync(
      process.execPath,
      [bin, 'import', f('sample-sysbench-rndrd-16k.txt'), '--json'],
      { encoding: 'utf8' },
    );
    expect(ok.status).toBe(0);
    expect(JSON.parse(ok.stdout).records[0].readsPerSecond).toBe(5012.44);
    const bad = spawnSync(process.execPath, [bin, 'import', f('hostile-unclosed-quote.csv')], {
      encoding: 'utf8',
    });
    expect(bad.status).toBe(2);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
  });

  describe('production telemetry', () => {
    const t = (name: string): string => resolve(TELEMETRY, name);

    it('prints the workload, and says how to get utilisation and sizing', async () => {
      const r = await run(['import', t('iostat-sysstat12-xt.txt')]);
      expect(r.code).toBe(0);
      expect(r.out).toContain('Workload of nvme1n1 (iostat): 2 samples over 2.0 s (1.0 s samples)');
      // The other device, and the flag that analyses it (the core's note names no flag: the app
      // has a Device menu instead).
      expect(r.out).toMatch(
        /Also in the capture: nvme0n1 \([\d,]+ IOs\); analyse one with --device NAME/,
      );
      expect(r.out).toContain('note: 2 devices in the capture: showing nvme1n1, the busiest\n');
      expect(r.out).toContain('Read IOPS (IO/s) | 2,995 | 2,980 | 3,010 | 3,010 | 3,010');
      expect(r.out).toContain('Describe the configuration the capture ran on');
      expect(r.out).not.toContain('Utilisation of');
    });

    it('--device: the named device, and the busiest one listed as the other', async () => {
      const r = await run(['import', t('iostat-sysstat12-xt.txt'), '--device', 'nvme0n1']);
      expect(r.code).toBe(0);
      expect(r.out).toContain('Workload of nvme0n1 (iostat)');
      expect(r.out).toMatch(/Also in the capture: nvme1n1 \([\d,]+ IOs\)/);
      expect(r.out).not.toContain('the busiest');
    });

    it('a capture without a clock: the core says so, the command adds its --interval flag', async () => {
      const iostat = await run(['import', t('iostat-sysstat11-xm.txt')]);
      expect(iostat.code).toBe(0);
      expect(iostat.out).toContain(
        'note: the iostat capture has no clock: times are sample numbers and durations unknown (iostat -t prints the time of each report)\n',
      );
      expect(iostat.out).toContain('--interval SECONDS');
      const snapshots = await run(['import', t('diskstats-18-no-time.txt')]);
      expect(snapshots.out).toMatch(/carry no time: capture with pt-stalk/);
      expect(snapshots.out).toContain('--interval SECONDS');
      // With the interval given, the hint goes.
      const given = await run(['import', t('iostat-sysstat11-xm.txt'), '--interval', '1']);
      expect(given.out).not.toContain('no clock');
      expect(given.out).not.toContain('--interval');
    });

    it('with the configuration: utilisation, bottleneck, sizing and the recommendation', async () => {
      const r = await run([
        'import',
        t('iostat-sysstat12-xt.txt'),
        '--instance',
        'm6i.xlarge',
        '--iops',
        '6000',
        '--throughput',
        '250',
        '--json',
      ]);
      expect(r.code).toBe(0);
      const j = JSON.parse(r.out).telemetry;
      expect(j.workload.device).toBe('nvme1n1');
      expect(j.workload.metrics[0]).toMatchObject({ key: 'readIops', stats: { max: 3010 } });
      expect(j.workload.metrics[0].values).toBeUndefined();
      expect(j.utilisation.configuration).toBe('m6i.xlarge + gp3 500 GiB, 6,000 IOPS, 250 MiB/s');
      expect(j.utilisation.summary).toMatch(
        /^no limit reached: the closest is the 6,000 provisioned IOPS/,
      );
      expect(j.sizing.need).toMatchObject({ basis: 'p95', headroomPct: 10, measuredIops: 4000 });
      expect(j.sizing.recommendation.results.length).toBeGreaterThan(0);
    });

    it('rejects a bad --size-for or --headroom naming the flag and a valid value', async () => {
      const a = await run(['import', t('iostat-sysstat12-xt.txt'), '--size-for', 'p90']);
      expect(a.code).toBe(2);
      expect(a.err).toContain('--size-for: expected p95 or peak, got "p90"');
      const b = await run(['import', t('iostat-sysstat12-xt.txt'), '--headroom', '-5']);
      expect(b.err).toContain('--headroom: expected a margin in percent from 0 to 1000 like 10');
    });

    it('calibrate on telemetry alone prints the analysis instead of "nothing to fit"', async () => {
      const r = await run([
        'calibrate',
        t('diskstats-pt-stalk-20.txt'),
        t('show-global-status-two.tsv'),
        '--data-gib',
        '500',
        '--size-for',
        'peak',
      ]);
      expect(r.code).toBe(0);
      expect(r.out).toContain(
        'Bottleneck: Reads and writes hit the 3,000 provisioned IOPS 100% of the time',
      );
      expect(r.out).toContain('Buffer-pool miss ratio | 15% | 99.2% | +561.3% | 15%');
      expect(r.out).toContain('Sizing for the peak load + 10% headroom');
      expect(r.out).toMatch(/#1 {2}\$[\d,.]+\/month \(on-demand\)/);
    });

    it('calibrate on telemetry writes a profile with the measured miss ratio and IO sizes, which predict then uses', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'innosizer-cal-'));
      const out = join(dir, 'prod.json');
      const args = [
        t('diskstats-pt-stalk-20.txt'),
        t('show-global-status-two.tsv'),
        '--data-gib',
        '500',
      ];
      const r = await run(['calibrate', ...args, '--name', 'prod', '--out', out]);
      expect(r.code).toBe(0);
      expect(r.out).toMatch(
        /^Profile "prod"\n {2}workload \(production telemetry, 16 KiB pages\): miss ratio 15% \(× 0\.151 on the model's\), reads [\d.]+ KiB, writes [\d.]+ KiB$/m,
      );
      expect(r.out).toContain(`profile written to ${out}`);
      const p = parseProfileFile(readFileSync(out, 'utf8'));
      expect(p.ok).toBe(true);
      if (!p.ok) return;
      expect(p.profile.workload?.missRatio).toBeCloseTo(0.15, 9);
      expect(p.profile.device).toBeNull();
      const j = JSON.parse((await run(['calibrate', ...args, '--json'])).out);
      expect(j.profile.workload.missFactor).toBeCloseTo(0.15 / (1 - 4 / 500), 9);
      const miss = j.telemetry.sizing.comparison.find(
        (c: { metric: string }) => c.metric === 'Buffer-pool miss ratio',
      );
      expect(miss).toMatchObject({ measured: 15 });
      expect(miss.calibrated).toBeCloseTo(15, 9);
    });
  });
});
