import fc from 'fast-check';
import type { Catalog } from '../../../src/core/catalog/types.ts';
import { predict } from '../../../src/core/model.ts';
import { defaultScenario } from '../../../src/core/scenario/defaults.ts';
import type { Scenario } from '../../../src/core/scenario/types.ts';
import { PAGE_SIZES_KIB } from '../../../src/core/scenario/types.ts';

/** Scenarios the model accepts: catalog instances, the storage kinds they allow, realistic sizes. */
export function arbValidScenario(cat: Catalog): fc.Arbitrary<Scenario> {
  return fc
    .record({
      instance: fc.constantFrom(...Object.keys(cat.instances)),
      kind: fc.constantFrom('gp3', 'io2', 'gp2', 'instance-store'),
      iops: fc.integer({ min: 3000, max: 64000 }),
      mibps: fc.integer({ min: 125, max: 1000 }),
      tables: fc.integer({ min: 0, max: 10_000_000 }),
      version: fc.constantFrom('5.7.44', '8.0.18', '8.0.39', '8.4.3', '9.0.1', '9.4.0'),
      opt: fc.constantFrom('default', 'fadvise', 'light'),
      cache: fc.constantFrom('cold', 'warm'),
      state: fc.constantFrom('warm', 'restored'),
      remedy: fc.constantFrom('none', 'initialize', 'fsr'),
      page: fc.constantFrom(...PAGE_SIZES_KIB),
      bpShare: fc.double({ min: 0.05, max: 0.7, noNaN: true }),
      data: fc.double({ min: 1, max: 100, noNaN: true }),
      w: fc.double({ min: 0, max: 1, noNaN: true }),
      threads: fc.integer({ min: 1, max: 512 }),
    })
    .map((r): Scenario => {
      const s = defaultScenario();
      const inst = cat.instances[r.instance];
      s.instance.type = r.instance;
      s.storage.kind = r.kind === 'instance-store' && !inst?.instanceStore ? 'gp3' : r.kind;
      s.storage.sizeGiB = 1000;
      s.storage.iops = r.iops;
      s.storage.throughputMiBps = Math.min(r.mibps, r.iops / 4);
      s.storage.volumeState = s.storage.kind === 'instance-store' ? 'warm' : r.state;
      s.storage.restoreRemedy = r.remedy;
      s.mysql.tables = r.tables;
      s.mysql.version = r.version;
      s.mysql.startupOpt = r.opt;
      s.mysql.osCache = r.cache;
      s.mysql.pageSizeKiB = r.page;
      s.mysql.dataGiB = r.data;
      s.mysql.bufferPoolGiB = Math.max(0.125, (inst?.memoryGiB ?? 8) * r.bpShare);
      s.workload.writeFraction = r.w;
      s.workload.threads = r.threads;
      return s;
    })
    .filter((s) => predict(s, cat).ok);
}
