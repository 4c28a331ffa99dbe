/**
 * The brief's Optane server (section 5), shared by the QPS and range tests: two drives (550,000
 * 4 KiB read IOPS and 2,200 MiB/s each, 15 µs reads, 10 µs cached writes), 96 vCPUs, 100 GB of
 * data and a 32 GB buffer pool, 256 client threads.
 */
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import type { Scenario } from '../../../../src/core/scenario/types.ts';

export function optaneServer(page: 4 | 8 | 16): Scenario {
  const s = defaultScenario();
  s.instance = {
    type: 'custom',
    customVcpu: 96,
    customMemoryGiB: 256,
    customHourlyUsd: 1,
    burstUsedMin: 0,
    burstKnown: false,
  };
  s.storage.kind = 'custom';
  s.storage.custom = {
    readIops4k: 550_000,
    readMiBps: 2200,
    readLatencyUs: 15,
    writeLatencyUs: 10,
    count: 2,
    monthlyUsd: 0,
  };
  s.mysql.pageSizeKiB = page;
  s.mysql.dataGiB = 100;
  s.mysql.bufferPoolGiB = 32;
  s.workload.threads = 256;
  return s;
}
