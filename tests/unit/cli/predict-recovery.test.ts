import { describe, expect, it } from 'vitest';
import { run } from './runCli.ts';

interface Path {
  id: string;
  seconds: number;
  range: [number, number];
  phases: { bound: string; source: string }[];
  warmupSeconds: number;
  fullServiceSeconds: number;
  fullServiceRange: [number, number];
  text: string;
}

async function recovery(...flags: string[]) {
  const r = await run(['predict', ...flags, '--json']);
  expect(r.code).toBe(0);
  return JSON.parse(r.out).recovery as {
    paths: Path[];
    target: { met: boolean; pathId: string } | null;
  };
}

describe('innosizer predict: recovery paths (issue 37)', () => {
  it('--json carries every path with phases, warm-up and full service', async () => {
    const rec = await recovery();
    expect(rec.paths.map((p) => p.id)).toEqual([
      'restart',
      'crash',
      'snapshot-restore',
      'backup-restore',
      'replica-rebuild',
      'failover',
    ]);
    for (const p of rec.paths) {
      expect(p.fullServiceSeconds).toBeCloseTo(p.seconds + p.warmupSeconds, 6);
      expect(p.range[0]).toBeLessThanOrEqual(p.seconds);
      expect(p.range[1]).toBeGreaterThanOrEqual(p.seconds);
      for (const ph of p.phases) expect(ph.source.length).toBeGreaterThan(0);
    }
    expect(rec.target).toBeNull();
  });
  it('--max-recovery reports met/unmet on --recovery-path at the pessimistic end', async () => {
    const slow = await recovery('--max-recovery', '60', '--recovery-path', 'crash');
    expect(slow.target).toMatchObject({ pathId: 'crash', met: false });
    const ok = await recovery('--max-recovery', '1000000', '--recovery-path', 'crash');
    expect(ok.target?.met).toBe(true);
  });
  it('a faster network shortens replica-rebuild when the network binds', async () => {
    const slow = await recovery('--network-mibps', '10');
    const fast = await recovery('--network-mibps', '1000');
    const id = (r: { paths: Path[] }) =>
      r.paths.find((p) => p.id === 'replica-rebuild')?.seconds ?? 0;
    expect(id(fast)).toBeLessThan(id(slow));
  });
  it('bad values exit 2 naming the flag', async () => {
    const a = await run(['predict', '--recovery-path', 'nope']);
    expect(a.code).toBe(2);
    expect(a.err).toMatch(/--recovery-path: expected slowest or one of restart/);
    const b = await run(['predict', '--buffer-pool-dump-percent', '150']);
    expect(b.code).toBe(2);
    expect(b.err).toMatch(/--buffer-pool-dump-percent: expected a number from 0 to 100/);
  });
});

describe('innosizer predict: recovery section of a scenario file and advice (issue 37)', () => {
  it('--json carries advice with its monthly cost for the chosen path', async () => {
    const r = await run(['predict', '--recovery-path', 'snapshot-restore', '--json']);
    expect(r.code).toBe(0);
    const advice = JSON.parse(r.out).recovery.advice as { text: string; deltaMonthlyUsd: number }[];
    expect(advice.some((a) => /Fast Snapshot Restore/.test(a.text))).toBe(true);
    for (const a of advice) expect(Number.isFinite(a.deltaMonthlyUsd)).toBe(true);
  });
  it("the flags set the scenario's recovery section (the JSON echoes it)", async () => {
    const r = await run(['predict', '--max-recovery', '900', '--network-mibps', '100', '--json']);
    const out = JSON.parse(r.out);
    expect(out.scenario.recovery).toMatchObject({
      maxRecoverySeconds: 900,
      networkMiBps: 100,
      path: 'slowest',
    });
    expect(out.recovery.target.maxRecoverySeconds).toBe(900);
  });
});

describe('innosizer predict --undo-mib (issue 37 item 1: undo of open transactions)', () => {
  const crash = (r: { paths: Path[] }) => r.paths.find((p) => p.id === 'crash');
  it('--undo-mib 512 lengthens the crash path by its undo phase', async () => {
    const none = await recovery();
    const some = await recovery('--undo-mib', '512');
    const undo = (r: { paths: Path[] }) =>
      (crash(r)?.phases as { id?: string; seconds?: number }[]).find((p) => p.id === 'undo');
    expect(undo(none)?.seconds).toBe(0);
    expect(undo(some)?.seconds ?? 0).toBeGreaterThan(0);
    expect(crash(some)?.seconds ?? 0).toBeGreaterThan(crash(none)?.seconds ?? 0);
  });
  it('a bad value exits 2 with one line naming --undo-mib and its range', async () => {
    const r = await run(['predict', '--undo-mib', '-5']);
    expect(r.code).toBe(2);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.err).toMatch(/--undo-mib: expected a number from 0 to 524288, got "-5"/);
  });
});

describe('innosizer predict: engine starts at the startup range (issue 36)', () => {
  it('prints the restart range equal to the startup range it prints', async () => {
    const r = await run(['predict']);
    expect(r.code).toBe(0);
    const startup = /Startup: (\S+ min \S+ s) \(range (.+?)–(.+?)\)/.exec(r.out);
    const restart = /restart: back in (\S+ min \S+ s) \((.+?)–(.+?)\)/.exec(r.out);
    expect(startup).not.toBeNull();
    expect(restart?.slice(1)).toEqual(startup?.slice(1));
  });
  it('--json: the restart path’s range is the startup’s totalRange', async () => {
    const r = await run(['predict', '--json']);
    const out = JSON.parse(r.out) as {
      startup: { totalRange: [number, number] };
      recovery: { paths: Path[] };
    };
    const restart = out.recovery.paths.find((p) => p.id === 'restart');
    expect(restart?.range).toEqual(out.startup.totalRange);
  });
});
