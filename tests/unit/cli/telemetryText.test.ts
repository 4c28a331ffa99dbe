/**
 * The workload in words is written once (core/telemetry/text.ts, issue 28): the CLI's lines say
 * what the PDF's section (and the app's panel) says. The CLI had its own "time at the limit" test
 * (a duration whenever the share was above 0, "0.4% (0 s)" when no second was spent there) and
 * its own "1 samples".
 */
import { describe, expect, it } from 'vitest';
import type { TelemetryAnalysis } from '../../../src/core/telemetry/index.ts';
import { analyseTelemetry } from '../../../src/core/telemetry/index.ts';
import { reportWorkload } from '../../../src/core/report/workload.ts';
import { telemetryLines } from '../../../src/cli/telemetryReport.ts';
import { defaultScenario } from '../../../src/core/scenario/defaults.ts';
import { DEFAULT_CATALOG } from '../../../src/core/catalog/index.ts';
import { importFixture } from '../core/telemetry/fixtures.ts';

function analysis(): TelemetryAnalysis {
  const records = importFixture('iostat-5min-gp3-3000.txt').records;
  return analyseTelemetry(records, defaultScenario(), DEFAULT_CATALOG);
}

function cliRows(a: TelemetryAnalysis): string[] {
  const lines = telemetryLines(a);
  const from = lines.indexOf('limit | p95 | peak | time at the limit') + 1;
  const to = lines.findIndex((l, i) => i >= from && l.startsWith('Bottleneck:'));
  return lines.slice(from, to);
}

function reportRows(a: TelemetryAnalysis): string[] {
  return (reportWorkload(a)?.utilisation?.rows ?? []).map(
    (r) => `${r.limit} | ${r.p95} | ${r.peak} | ${r.atLimit}`,
  );
}

describe('the workload text: CLI and PDF agree', () => {
  it('the utilisation rows of a real capture are the same text', () => {
    const a = analysis();
    expect(a.utilisation?.limits.length ?? 0).toBeGreaterThan(0);
    expect(cliRows(a)).toEqual(reportRows(a));
  });

  it('time at the limit: a duration only when some time was spent there', () => {
    const a = analysis();
    const u = a.utilisation;
    if (u === null) throw new Error('no utilisation');
    const first = u.limits[0];
    if (first === undefined) throw new Error('no limit');
    // A share above 0 with no second counted (rounded away): no "(0 s)".
    u.limits = [
      { ...first, atLimitPct: 0.4, atLimitSec: 0 },
      { ...first, atLimitPct: 4.2, atLimitSec: 61 },
      { ...first, atLimitPct: 4.2, atLimitSec: null },
    ];
    const rows = cliRows(a);
    expect(rows.map((r) => r.split(' | ')[3])).toEqual(['0.4%', '4.2% (1 min 01 s)', '4.2%']);
    expect(rows).toEqual(reportRows(a));
  });

  it('the capture line: the same words, "1 sample" in the singular', () => {
    const a = analysis();
    if (a.workload.disk === null) throw new Error('no disk');
    a.workload.disk = { ...a.workload.disk, samples: 1 };
    const line = telemetryLines(a)[0] ?? '';
    expect(line).toMatch(/^Workload of \S+ \(iostat\): 1 sample over /);
    expect(reportWorkload(a)?.captureText.startsWith(line.replace(/^Workload of /, ''))).toBe(true);
  });
});
