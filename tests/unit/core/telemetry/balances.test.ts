/**
 * Issue 40 item 1: the telemetry importers read EBSIOBalance% / EBSByteBalance% where a
 * CloudWatch export has them (get-metric-data JSON, the console's CSV) and propose the balances a
 * start right after the capture begins with.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { detectFormat, parseBenchmarkText } from '../../../../src/core/imports/index.ts';
import type { BenchmarkRecord, EbsBalanceRecord } from '../../../../src/core/imports/index.ts';
import {
  balanceFields,
  balanceProposalFlags,
  balanceProposalText,
  balanceProposals,
} from '../../../../src/core/telemetry/index.ts';
import { disk, importFixture, telemetryFixture } from './fixtures.ts';

function balance(records: BenchmarkRecord[]): EbsBalanceRecord {
  const r = records.find((x) => x.kind === 'ebs-balance');
  if (r?.kind !== 'ebs-balance') throw new Error('no balance record');
  return r;
}

describe('CloudWatch EBS burst balances (EBSIOBalance%, EBSByteBalance%)', () => {
  it('get-metric-data JSON: the instance balances as one record, in time order', () => {
    const r = importFixture('cloudwatch-ebs-balances.json');
    expect(r.format).toBe('cloudwatch-json');
    expect(r.errors).toEqual([]);
    const b = balance(r.records);
    expect(b.instance).toBe('i-0123456789abcdef0');
    expect(Array.from(b.ioBalancePct ?? [])).toEqual([100, 99, 96.8, 97, 98.5]);
    expect(Array.from(b.byteBalancePct ?? [])).toEqual([100, 66, 31, 4.5, 12]);
    expect(b.timesSec[4]).toBe(Date.UTC(2026, 10, 21, 10, 20, 0) / 1000);
  });

  it('proposes the last point of each and names the lowest, in the CLI flags too', () => {
    const [p] = balanceProposals(importFixture('cloudwatch-ebs-balances.json').records);
    expect(p).toMatchObject({ ioPct: 98.5, bytePct: 12, minIoPct: 96.8, minBytePct: 4.5 });
    if (!p) throw new Error('a proposal');
    expect(balanceProposalText(p)).toBe(
      'i-0123456789abcdef0: EBSIOBalance% 98.5% (lowest 96.8%), EBSByteBalance% 12% (lowest 4.5%) at the end of the capture',
    );
    expect(balanceProposalFlags(p)).toBe('--ebs-io-balance 98.5 --ebs-byte-balance 12');
    expect(balanceFields(p)).toEqual([
      { path: 'instance.ebsIoBalancePct', value: 98.5 },
      { path: 'instance.ebsByteBalancePct', value: 12 },
    ]);
  });

  it('console CSV: balance columns beside the volume metrics; an empty cell is no point', () => {
    const text = telemetryFixture('cloudwatch-console-balances.csv');
    expect(detectFormat('x.csv', text)).toBe('cloudwatch-csv');
    const r = importFixture('cloudwatch-console-balances.csv');
    expect(r.errors).toEqual([]);
    expect(Array.from(disk(r.records, 'volume').readsPerSecond)).toEqual([500, 1000, 2000]);
    const [p] = balanceProposals(r.records);
    // EBSIOBalance% has no point in the last period: its last point is the one before.
    expect(p).toMatchObject({ instance: null, ioPct: 99.2, bytePct: 80.25 });
  });

  it('a CSV with the balances alone is read too (no volume metrics needed)', () => {
    const text = 'Time,EBSByteBalance%\n2026-11-21 10:00:00,70\n2026-11-21 10:05:00,55\n';
    expect(detectFormat('b.csv', text)).toBe('cloudwatch-csv');
    const r = parseBenchmarkText('b.csv', text);
    expect(r.errors).toEqual([]);
    const [p] = balanceProposals(r.records);
    expect(p).toMatchObject({ ioPct: null, bytePct: 55, minBytePct: 55 });
    if (!p) throw new Error('a proposal');
    expect(balanceFields(p)).toEqual([{ path: 'instance.ebsByteBalancePct', value: 55 }]);
    expect(balanceProposalFlags(p)).toBe('--ebs-byte-balance 55');
  });

  it('property: a proposal is within 0-100 % whatever the export holds', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double(), { minLength: 1, maxLength: 8 }),
        fc.array(fc.double(), { minLength: 1, maxLength: 8 }),
        (io, byte) => {
          const n = Math.min(io.length, byte.length);
          const rec: EbsBalanceRecord = {
            kind: 'ebs-balance',
            source: { file: 'x', line: 1 },
            tool: 'cloudwatch',
            instance: null,
            timesSec: Array.from({ length: n }, (_, i) => i * 300),
            ioBalancePct: io.slice(0, n),
            byteBalancePct: byte.slice(0, n),
            warnings: [],
          };
          for (const p of balanceProposals([rec]))
            for (const v of [p.ioPct, p.bytePct, p.minIoPct, p.minBytePct])
              if (v !== null) {
                expect(v).toBeGreaterThanOrEqual(0);
                expect(v).toBeLessThanOrEqual(100);
              }
        },
      ),
    );
  });
});
