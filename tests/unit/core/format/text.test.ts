import { describe, expect, it } from 'vitest';
import { asSentence, formatCount } from '../../../../src/core/format/index.ts';

describe('asSentence', () => {
  it('capitalises the first letter and leaves the rest as the model wrote it', () => {
    expect(asSentence('validation is CPU-bound: set x=OFF')).toBe(
      'Validation is CPU-bound: set x=OFF',
    );
    expect(asSentence('IOPS-bound: 3,000 IOPS')).toBe('IOPS-bound: 3,000 IOPS');
    expect(asSentence('  cost: both')).toBe('  Cost: both');
    expect(asSentence('')).toBe('');
  });
});

describe('asSentence on names', () => {
  it('leaves a first word that names a file, an instance, a volume or a setting as it is written', () => {
    // The workload shows the capture's problems located in their file; the calibration names the
    // machine its runs describe. Capitalised, each would name another file or another type.
    expect(asSentence('diskstats-14-before.txt line 1: one snapshot only')).toBe(
      'diskstats-14-before.txt line 1: one snapshot only',
    );
    expect(asSentence('m6id.xlarge instance-store: The runs imply')).toBe(
      'm6id.xlarge instance-store: The runs imply',
    );
    expect(asSentence('gp3 provisioned 3,000 IOPS')).toBe('gp3 provisioned 3,000 IOPS');
    expect(asSentence('innodb_page_size kept at 16 KiB.')).toBe('innodb_page_size kept at 16 KiB.');
    expect(asSentence('/proc/diskstats snapshot')).toBe('/proc/diskstats snapshot');
    // Words, even at a sentence's end or before a colon, are capitalised.
    expect(asSentence('left out the first report')).toBe('Left out the first report');
    expect(asSentence('absent.')).toBe('Absent.');
    expect(asSentence('scenario device: The runs imply')).toBe('Scenario device: The runs imply');
    expect(asSentence('1 device run not used')).toBe('1 device run not used');
  });
});

describe('formatCount', () => {
  it('groups the digits and agrees the noun with the number', () => {
    expect(formatCount(1, 'record')).toBe('1 record');
    expect(formatCount(0, 'record')).toBe('0 records');
    expect(formatCount(1_000_000, 'record')).toBe('1,000,000 records');
    expect(formatCount(2, 'QPS point')).toBe('2 QPS points');
    expect(formatCount(3, 'disk series', 'disk series')).toBe('3 disk series');
  });
});
