/** Why a storage chart is empty, in words that name the storage it is about (issue 29). */
import { describe, expect, it } from 'vitest';
import { nothingToSweep } from '../../../src/app/features/charts/ChartsPanel.tsx';
import { defaultScenario } from '../../../src/core/scenario/defaults.ts';
import { withDeployment } from '../../../src/core/deployment/switch.ts';

describe('an empty storage chart says why', () => {
  it("Aurora: its cluster volume, not a custom device's settings", () => {
    const s = withDeployment(defaultScenario(), 'aurora');
    expect(nothingToSweep(s, 'IOPS')).toBe(
      "Aurora's cluster volume has no IOPS to provision: the DB instance class limits its reads.",
    );
  });

  it('RDS gp2 by the name RDS gives it; a custom device and local NVMe as before', () => {
    const rds = withDeployment(defaultScenario(), 'rds');
    rds.storage.kind = 'rds-gp2';
    expect(nothingToSweep(rds, 'IOPS')).toBe(
      "gp2 has no IOPS to provision: both follow the volume's size.",
    );
    const custom = defaultScenario();
    custom.storage.kind = 'custom';
    expect(nothingToSweep(custom, 'throughput')).toContain('A custom device has no throughput');
    const nvme = defaultScenario();
    nvme.storage.kind = 'instance-store';
    expect(nothingToSweep(nvme, 'IOPS')).toContain('Local NVMe has no IOPS to provision');
  });
});
