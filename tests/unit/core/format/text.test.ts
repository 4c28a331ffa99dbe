import { describe, expect, it } from 'vitest';
import { asSentence, formatCount, wholeUnitRuns } from '../../../../src/core/format/index.ts';

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

describe('wholeUnitRuns', () => {
  const whole = (t: string) =>
    wholeUnitRuns(t)
      .filter((r) => r.whole)
      .map((r) => r.text);
  it('keeps prices with hyphenated units and pricing terms whole, the text unchanged', () => {
    const label = 'gp3 throughput 50 MiB/s above 125 × $0.04 per MiB/s-month';
    expect(whole(label)).toEqual(['MiB/s-month']);
    expect(
      whole('io2 IOPS 40,000: 32,000 × $0.065/IOPS-month + 8,000 × $0.0455/IOPS-month'),
    ).toEqual(['$0.065/IOPS-month', '$0.0455/IOPS-month']);
    expect(whole('m6i.large on-demand, or a 3-year no-upfront Reserved Instance')).toEqual([
      'on-demand',
      '3-year',
      'no-upfront',
    ]);
    expect(
      wholeUnitRuns(label)
        .map((r) => r.text)
        .join(''),
    ).toBe(label);
    expect(whole('EBS prices, us-west-2; us-gov-west-1')).toEqual(['us-west-2', 'us-gov-west-1']);
    expect(whole('file-per-table, IO-bound, 2026-11-21')).toEqual([]);
  });
});
