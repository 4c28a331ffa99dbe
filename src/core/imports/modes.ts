import type { DeviceRunMode } from './types.ts';
import { own } from '../own.ts';

/** sysbench `--file-test-mode` and fio `rw=` names (and the words people write) → a mode. */
const MODES: Record<string, DeviceRunMode> = {
  rndrd: 'rndrd',
  randread: 'rndrd',
  random_read: 'rndrd',
  rndwr: 'rndwr',
  randwrite: 'rndwr',
  random_write: 'rndwr',
  rndrw: 'rndrw',
  randrw: 'rndrw',
  seqrd: 'seqrd',
  read: 'seqrd',
  sequential_read: 'seqrd',
  seqwr: 'seqwr',
  write: 'seqwr',
  sequential_write: 'seqwr',
  seqrewr: 'seqrewr',
  seqrw: 'seqrw',
  rw: 'seqrw',
  readwrite: 'seqrw',
  prepare: 'prepare',
};

export function modeOf(text: string): DeviceRunMode | null {
  const key = text
    .trim()
    .toLowerCase()
    .replace(/[^a-z]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return own(MODES, key) ?? null;
}
