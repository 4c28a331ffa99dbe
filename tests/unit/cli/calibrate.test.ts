import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { run } from './runCli.ts';
import { parseProfileFile } from '../../../src/core/calibration/index.ts';
import { FIXTURES } from '../core/imports/fixtures.ts';

const f = (name: string): string => resolve(FIXTURES, name);

describe('innosizer calibrate', () => {
  it('--json prints the profile, points before/after and the summary', async () => {
    const r = await run([
      'calibrate',
      f('sysbench-gp3-5000-200-runs.txt'),
      '--iops',
      '5000',
      '--throughput',
      '200',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(Object.keys(j)).toEqual([
      'profile',
      'before',
      'after',
      'summary',
      'devices',
      'machines',
      'warnings',
    ]);
    expect(j.profile.device.readIopsCap).toBeGreaterThan(4990);
    expect(j.profile.device.readIopsCap).toBeLessThan(5070);
    expect(j.before).toHaveLength(4);
    expect(j.before[0]).toMatchObject({
      point: 'scenario device: 4 KiB × 16 threads',
      measured: 5061.37,
      unit: 'reads/s',
    });
    expect(j.summary.meanAbsErrorPctAfter).toBeLessThan(1);
  });

  it('runs of other machines only: the note, then where the text output finds their fits', async () => {
    const r = await run(['calibrate', f('brief-fileio.csv')]);
    expect(r.code).toBe(0);
    expect(r.out).toContain(
      "note: no runs on the scenario's device (m6i.large, gp3); the profile carries no device fit; set the scenario",
    );
    expect(r.out).toMatch(
      /note: each machine's device fit \(\d+\) is in the --json output's "devices"/,
    );
    const j = JSON.parse((await run(['calibrate', f('brief-fileio.csv'), '--json'])).out);
    expect(j.devices.length).toBeGreaterThan(1);
  });

  it('scenario flags say which machine the measurements come from', async () => {
    const base = await run(['calibrate', f('sysbench-gp3-5000-200-runs.txt'), '--json']);
    const j = JSON.parse(base.out);
    // The default scenario is gp3 at 3,000 IOPS: the runs at ~5,000 reads/s are 40 % above it.
    expect(j.before[0].errorPct).toBeLessThan(-35);
  });

  it('--name and --out save a profile the app can load', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'innosizer-cal-'));
    const out = join(dir, 'p.json');
    const r = await run([
      'calibrate',
      f('mysqld-9.0-v3-nvme.err'),
      '--instance',
      'm6id.xlarge',
      '--storage',
      'instance-store',
      '--name',
      'nvme box',
      '--out',
      out,
    ]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Profile "nvme box"');
    expect(r.out).toMatch(/mean \|error\|: [\d.]+% before, [\d.]+% after \(5 points\)/);
    const saved = parseProfileFile(readFileSync(out, 'utf8'));
    expect(saved.ok && saved.profile.name).toBe('nvme box');
    // The duplicate check is IO-bound: its factor belongs to the machine kind it was measured on.
    const cover = saved.ok ? saved.profile.covers?.[0] : undefined;
    expect(cover).toMatchObject({ storage: 'instance-store', family: 'm6id' });
    expect(cover?.startup?.duplicate_check).toBeGreaterThan(0);
  });

  it('--run-threads lets fio terse lines be fitted', async () => {
    const without = JSON.parse(
      (await run(['calibrate', f('fio-terse-v3.txt'), '--json'])).out || '{}',
    );
    expect(without.before ?? []).toHaveLength(0);
    const r = await run([
      'calibrate',
      f('fio-terse-v3.txt'),
      '--run-threads',
      '32',
      '--storage',
      'instance-store',
      '--instance',
      'm6id.4xlarge',
      '--json',
    ]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).before).toHaveLength(3);
    expect((await run(['calibrate', f('fio-terse-v3.txt'), '--run-threads', 'many'])).code).toBe(2);
  });

  it('bad input: exit 2 with one line', async () => {
    const bad = await run(['calibrate', f('hostile-bad-cell.csv')]);
    expect(bad.code).toBe(2);
    expect(bad.err.split('\n')).toHaveLength(2);
    expect((await run(['calibrate', f('qps-page-size.csv')])).err).toContain('nothing to fit');
    expect((await run(['calibrate', f('brief-fileio.csv'), '--iops', 'abc'])).err).toBe(
      'innosizer calibrate: Provisioned IOPS (--iops) must be a number, got "abc". A valid value: --iops 3000.\n',
    );
  });
});

describe('innosizer calibrate --measured-on auto (issue 39)', () => {
  const c = (p: string): string => new URL(`../../fixtures/${p}`, import.meta.url).pathname;
  it('proposes each file’s machine with its reasons, in the text and in machines[].proposed', async () => {
    const files = [
      c('calibration/a-m6i-large-gp3.err'),
      c('calibration/b-m6id-xlarge-nvme.err'),
      c('imports/sysbench-gp3-5000-200-runs.txt'),
    ];
    const j = await run(['calibrate', ...files, '--measured-on', 'auto', '--json']);
    expect(j.code).toBe(0);
    const out = JSON.parse(j.out) as {
      machines: {
        file: string;
        proposed?: { scenario: { instance: { type: string } }; reasons: string[] };
      }[];
    };
    const b = out.machines.find((m) => m.file === 'b-m6id-xlarge-nvme.err');
    expect(b?.proposed?.scenario.instance.type).toBe('m6id.xlarge');
    expect(b?.proposed?.reasons.join('\n')).toMatch(/4 vCPUs/);
    expect(out.machines.every((m) => (m.proposed?.reasons.length ?? 0) > 0)).toBe(true);
    const t = await run(['calibrate', ...files, '--measured-on', `${files[2]}=auto`]);
    expect(t.code).toBe(0);
    expect(t.out).toMatch(
      /sysbench-gp3-5000-200-runs\.txt: m6i\.large gp3 5,000 IOPS \/ 200 MiB\/s.*\(proposed: /,
    );
    expect(t.out).toMatch(/because .*5,061 random reads\/s/);
    expect(t.out).toMatch(/b-m6id-xlarge-nvme\.err: .*assumed: the scenario/);
  });
});
