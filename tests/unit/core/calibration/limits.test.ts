/** Issue 11: calibration within physics. */
import { describe, expect, it } from 'vitest';
import { parseBenchmarkText } from '../../../../src/core/imports/index.ts';
import { calibrate } from '../../../../src/core/calibration/index.ts';
import { DEFAULT_CATALOG } from '../../../../src/core/catalog/index.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';

const CREATED = '2026-11-21T00:00:00.000Z';

function run(csv: string) {
  const r = parseBenchmarkText('runs.csv', csv);
  expect(r.errors).toEqual([]);
  return calibrate(r.records, defaultScenario(), DEFAULT_CATALOG, { createdAt: CREATED });
}

const HEADER =
  'instance,storage,provisioned_iops,provisioned_mibps,block_size_kib,threads,reads_per_s';

describe('calibration within physics', () => {
  it('a run beating the provisioned gp3 IOPS is capped at them, and the review says why', () => {
    const result = run(
      `${HEADER}\nm6i.2xlarge,gp3,3000,125,4,16,5012\nm6i.2xlarge,gp3,3000,125,16,16,5012\n`,
    );
    const fit = result.devices[0]?.params;
    expect(fit?.readIopsCap).toBe(3000);
    const note = result.warnings.find((w) => w.includes('more than AWS delivers'));
    expect(note).toMatch(
      /^m6i\.2xlarge gp3 3,000 IOPS \/ 125 MiB\/s: The runs imply 5,0\d\d reads\/s/,
    );
    expect(note).toMatch(/hit a cache .* or a burst\. The profile is capped at 3,000 IOPS\./);
  });

  it("the brief's runs (within 2 % of the provisioned IOPS) are capped silently", () => {
    const result = run(
      `${HEADER}\nm6i.2xlarge,gp3,3000,125,4,16,3048.28\nm6i.2xlarge,gp3,3000,125,16,16,2975.80\n`,
    );
    expect(result.devices[0]?.params.readIopsCap).toBeLessThanOrEqual(3000);
    expect(result.warnings.some((w) => w.includes('more than AWS delivers'))).toBe(false);
  });

  it('instance store fits are kept (no provisioned limit)', () => {
    const result = run(
      `${HEADER}\nm6id.large,instance-store,,,4,16,34177\nm6id.large,instance-store,,,16,16,9758\n`,
    );
    expect(result.devices[0]?.params.readIopsCap).toBeGreaterThan(34000);
  });
});
