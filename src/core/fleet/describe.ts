/** Short words for a server's configuration and bottleneck, as the fleet table, CLI and PDF show them. */
import type { Scenario } from '../scenario/types.ts';
import { formatInt } from '../format/index.ts';
import { storageText } from '../report/settings.ts';
import type { FleetFigures } from './size.ts';

/** Instance, storage, buffer pool and page size: what a recommendation may change. */
export function describeConfiguration(s: Scenario): string {
  const inst =
    s.instance.type === 'custom' ? `custom (${s.instance.customVcpu} vCPU)` : s.instance.type;
  return `${inst}; ${storageText(s)}; buffer pool ${formatInt(s.mysql.bufferPoolGiB)} GiB; ${s.mysql.pageSizeKiB} KiB pages`;
}

/** "startup: Tablespace duplicate check (iops); QPS: iops". */
export function describeBottleneck(f: FleetFigures): string {
  const b = f.bottleneck;
  return `startup: ${b.phase} (${b.startupBound}); QPS: ${b.qpsBound}`;
}
