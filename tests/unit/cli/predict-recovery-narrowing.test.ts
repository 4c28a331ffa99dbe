import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { run } from './runCli.ts';

const DIR = resolve(import.meta.dirname, '../../fixtures/recovery');
const LOG = `${DIR}/mysqld-8.0-crash-redo.err`;

interface Phase {
  id: string;
  seconds: number;
  range: [number, number];
  narrowedBy?: string;
}

async function redoPhase(...flags: string[]): Promise<Phase> {
  const r = await run(['predict', ...flags, '--json']);
  expect(r.err).toBe('');
  expect(r.code).toBe(0);
  const paths = JSON.parse(r.out).recovery.paths as { id: string; phases: Phase[] }[];
  const ph = paths.find((p) => p.id === 'crash')?.phases.find((p) => p.id === 'redo_apply');
  if (!ph) throw new Error('no redo phase');
  return ph;
}

describe('innosizer predict --calibration: recovery ranges narrow near the log (issue 36 item 2)', () => {
  it("on the log's machine the redo apply range is the floor's; an old profile only scales", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'recnarrow-'));
    const profile = join(dir, 'p.json');
    const c = await run(['calibrate', LOG, '--instance', 'm6i.xlarge', '--out', profile]);
    expect(c.code).toBe(0);
    // The log applied 99.999 MiB of redo (its LSNs) on m6i.xlarge: the scenario it ran on.
    const here = ['--instance', 'm6i.xlarge', '--redo-to-apply-mib', '99.9990234375'];
    const ph = await redoPhase(...here, '--calibration', profile);
    expect(ph.seconds).toBeCloseTo(40, 6);
    expect((ph.range[1] - ph.range[0]) / 2).toBeLessThanOrEqual(0.05 * ph.seconds + 1e-9);
    expect(ph.narrowedBy).toMatch(/mysqld-8\.0-crash-redo\.err .*on its machine/);
    // The same profile written before the logs were recorded: scaled, ÷4 to ×4.
    const doc = JSON.parse(readFileSync(profile, 'utf8')) as {
      profile: { recovery: { logs?: unknown }[] };
    };
    for (const f of doc.profile.recovery) delete f.logs;
    const oldProfile = join(dir, 'old.json');
    writeFileSync(oldProfile, JSON.stringify(doc));
    const old = await redoPhase(...here, '--calibration', oldProfile);
    expect(old.seconds).toBeCloseTo(40, 6);
    expect(old.range[0]).toBeCloseTo(10, 6);
    expect(old.range[1]).toBeCloseTo(160, 6);
    expect(old.narrowedBy).toBeUndefined();
    // The text names the log that narrowed the phase.
    const t = await run(['predict', ...here, '--calibration', profile]);
    expect(t.code).toBe(0);
    expect(t.out).toMatch(
      /crash: Redo apply range narrowed by the log \S*mysqld-8\.0-crash-redo\.err/,
    );
  });
});
