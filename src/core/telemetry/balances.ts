/**
 * The instance's EBS burst balances an imported CloudWatch export proposes for the scenario
 * (issue 40): the last point of `EBSIOBalance%` and of `EBSByteBalance%` (the balances a start
 * right after the capture begins with), and the lowest point of each over the capture. Values are
 * clamped to 0-100 % (devices/ebsBalance.ts); a metric without any point proposes nothing.
 */
import type { BenchmarkRecord, EbsBalanceRecord, Samples } from '../imports/types.ts';
import { clampBalancePct } from '../devices/ebsBalance.ts';
import { formatPercentUpTo } from '../format/index.ts';

export interface BalanceProposal {
  /** The instance id the export names, or null. */
  instance: string | null;
  /** Last EBSIOBalance% / EBSByteBalance% of the capture (null: the export has no such metric). */
  ioPct: number | null;
  bytePct: number | null;
  /** The lowest of each over the capture (null as above). */
  minIoPct: number | null;
  minBytePct: number | null;
  /** Time of the last point, Unix seconds. */
  atSec: number;
  /** Where the record came from. */
  file: string;
}

/** Index of the last finite value, or −1. */
function lastFinite(values: Samples): number {
  for (let i = values.length - 1; i >= 0; i -= 1) if (Number.isFinite(values[i])) return i;
  return -1;
}

/** The lowest finite value, or null. */
function minFinite(values: Samples): number | null {
  let m = Infinity;
  for (let i = 0; i < values.length; i += 1) {
    const v = values[i] ?? NaN;
    if (Number.isFinite(v) && v < m) m = v;
  }
  return Number.isFinite(m) ? m : null;
}

function proposalOf(r: EbsBalanceRecord): BalanceProposal | null {
  const io = r.ioBalancePct === null ? -1 : lastFinite(r.ioBalancePct);
  const byte = r.byteBalancePct === null ? -1 : lastFinite(r.byteBalancePct);
  if (io < 0 && byte < 0) return null;
  const at = (v: Samples | null, i: number): number | null =>
    v === null || i < 0 ? null : clampBalancePct(v[i] ?? NaN);
  const low = (v: Samples | null): number | null => {
    const m = v === null ? null : minFinite(v);
    return m === null ? null : clampBalancePct(m);
  };
  return {
    instance: r.instance,
    ioPct: at(r.ioBalancePct, io),
    bytePct: at(r.byteBalancePct, byte),
    minIoPct: low(r.ioBalancePct),
    minBytePct: low(r.byteBalancePct),
    atSec: r.timesSec[Math.max(io, byte)] ?? 0,
    file: r.source.file,
  };
}

/** The proposal of each instance's balance record, in the order imported. */
export function balanceProposals(records: readonly BenchmarkRecord[]): BalanceProposal[] {
  const out: BalanceProposal[] = [];
  for (const r of records) {
    if (r.kind !== 'ebs-balance') continue;
    const p = proposalOf(r);
    if (p) out.push(p);
  }
  return out;
}

/**
 * The scenario fields a proposal sets: the balances it has (one metric alone sets only its own
 * field) and `instance.burstKnown`, as the CLI flags do.
 */
export function balanceFields(
  p: BalanceProposal,
): { path: 'instance.ebsIoBalancePct' | 'instance.ebsByteBalancePct'; value: number }[] {
  return [
    ...(p.ioPct === null ? [] : [{ path: 'instance.ebsIoBalancePct' as const, value: p.ioPct }]),
    ...(p.bytePct === null
      ? []
      : [{ path: 'instance.ebsByteBalancePct' as const, value: p.bytePct }]),
  ];
}

/** "i-0abc: EBSIOBalance% 42% (lowest 3%), EBSByteBalance% 61% (lowest 12%) at the end of the capture". */
export function balanceProposalText(p: BalanceProposal): string {
  const one = (name: string, last: number | null, min: number | null): string | null =>
    last === null
      ? null
      : `${name} ${formatPercentUpTo(last)}${min !== null && min < last ? ` (lowest ${formatPercentUpTo(min)})` : ''}`;
  const parts = [
    one('EBSIOBalance%', p.ioPct, p.minIoPct),
    one('EBSByteBalance%', p.bytePct, p.minBytePct),
  ].filter((x): x is string => x !== null);
  return `${p.instance ?? 'instance'}: ${parts.join(', ')} at the end of the capture`;
}

/** The CLI flags that set a proposal's balances: "--ebs-io-balance 42 --ebs-byte-balance 61". */
export function balanceProposalFlags(p: BalanceProposal): string {
  const flags = [
    p.ioPct === null ? null : `--ebs-io-balance ${formatPercentUpTo(p.ioPct).replace('%', '')}`,
    p.bytePct === null
      ? null
      : `--ebs-byte-balance ${formatPercentUpTo(p.bytePct).replace('%', '')}`,
  ];
  return flags.filter((x) => x !== null).join(' ');
}
