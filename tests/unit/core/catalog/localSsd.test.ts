/**
 * Issue 38 leftover: Google Cloud Local SSD comes in 375 GiB disks (Z3's Titanium SSD: 3,000 GiB),
 * as many as the machine type has; a size given for it is refused with that rule named.
 */
import { describe, expect, it } from 'vitest';
import { CLOUD_VM_ROWS } from '../../../../src/core/catalog/clouds/generated/cloudVms.ts';
import {
  GCP_LOCAL_SSD_DISK_GIB,
  GCP_LOCAL_SSD_RULE,
} from '../../../../src/core/catalog/clouds/disks.ts';
import { main } from '../../../../src/cli/main.ts';

const GB_PER_GIB = 2 ** 30 / 1e9;

describe('Google Cloud Local SSD disk size', () => {
  it('every machine type with Local SSD has 375 GiB disks (Z3: 3,000 GiB)', () => {
    const gcp = CLOUD_VM_ROWS.filter((r) => r.cloud === 'gcp' && r.local);
    expect(gcp.length).toBeGreaterThan(0);
    for (const r of gcp) {
      const gib = (r.local?.deviceSizeGB ?? 0) / GB_PER_GIB;
      const nearest = GCP_LOCAL_SSD_DISK_GIB.find((g) => Math.abs(g - gib) < 1);
      expect(nearest, `${r.name}: ${gib} GiB`).toBe(r.family === 'z3' ? 3000 : 375);
    }
  });

  it('c3-standard-8-lssd: 2 × 375 GiB, as Google lists it', () => {
    const r = CLOUD_VM_ROWS.find((x) => x.name === 'c3-standard-8-lssd');
    expect(r?.local?.devices).toBe(2);
    expect(r?.local?.deviceSizeGB).toBe(Math.round(375 * GB_PER_GIB));
  });

  it('--size-gib with --storage local-ssd is refused in one line naming the 375 GiB rule (exit 2)', async () => {
    let err = '';
    const code = await main(
      [
        'predict',
        '--cloud',
        'gcp',
        '--region',
        'us-central1',
        '--instance',
        'c3-standard-8-lssd',
        '--storage',
        'local-ssd',
        '--size-gib',
        '500',
      ],
      {
        stdout: () => undefined,
        stderr: (s: string) => {
          err += s;
        },
      } as never,
    );
    expect(code).toBe(2);
    expect(err).toContain(GCP_LOCAL_SSD_RULE);
    expect(err).toMatch(/Leave out --size-gib/);
    expect(err.trim().split('\n')).toHaveLength(1);
  });
});
