/**
 * fio terse (`--minimal`, `--output-format=terse`) version 3 lines: semicolon-separated, one job
 * per line. Field numbers (1-based, fio's HOWTO "Terse output"): 1 terse version, 2 fio version,
 * 3 jobname, 5 error; read: 6 KiB, 7 bandwidth KiB/s, 8 IOPS, 14-17 clat min/max/mean/dev (µs),
 * 18-37 clat percentiles ("95.000000%=1234"), 38-41 total latency min/max/mean/dev (µs);
 * write: 47 KiB, 48 bandwidth KiB/s, 49 IOPS, 55-58 clat, 59-78 percentiles, 79-82 latency.
 * Terse lines carry neither the block size (taken as bandwidth / IOPS) nor the queue depth or job
 * count (threads: null unless the caller gives `runThreads`), nor the rw mode (inferred: reads only → rndrd, writes only → rndwr,
 * both → rndrw; random vs sequential cannot be told).
 */
import type { DeviceRunRecord, LatencyMs } from './types.ts';
import type { Sink } from './sink.ts';

/** Fewest fields a v3 line has up to the write latency block. */
const MIN_FIELDS = 82;

export class FioTerseParser {
  private count = 0;

  constructor(
    private readonly sink: Sink,
    private readonly runThreads: number | null = null,
  ) {}

  line(text: string, lineNo: number): void {
    const t = text.trim();
    if (t === '') return;
    if (!/^\d+;/.test(t)) return; // fio notices between result lines
    const f = t.split(';');
    if (f[0] !== '3') {
      this.sink.error(
        lineNo,
        'terse version',
        `expected terse version 3 (fio --terse-version=3), got '${f[0] ?? ''}'`,
      );
      return;
    }
    if (f.length < MIN_FIELDS) {
      this.sink.error(
        lineNo,
        '',
        `expected at least ${MIN_FIELDS} semicolon-separated fields, got ${f.length}`,
      );
      return;
    }
    const num = (i: number, name: string): number | null => {
      const cell = f[i - 1] ?? '';
      const v = Number(cell);
      if (cell.trim() !== '' && Number.isFinite(v) && v >= 0) return v;
      this.sink.error(lineNo, `${name} (field ${i})`, `expected a number, got '${cell}'`);
      return null;
    };
    const rKiBps = num(7, 'read bandwidth');
    const rIops = num(8, 'read IOPS');
    const wKiBps = num(48, 'write bandwidth');
    const wIops = num(49, 'write IOPS');
    const error = num(5, 'error');
    if (rKiBps === null || rIops === null || wKiBps === null || wIops === null || error === null)
      return;
    if (error !== 0) {
      this.sink.error(
        lineNo,
        'error (field 5)',
        `the job reported error ${error}; its figures are not a measurement`,
      );
      return;
    }
    if (rIops === 0 && wIops === 0) return;
    const reading = rIops >= wIops;
    const iops = reading ? rIops : wIops;
    const kibps = reading ? rKiBps : wKiBps;
    const latency = this.latency(f, reading ? 0 : 41);
    const rec: DeviceRunRecord = {
      kind: 'device-run',
      source: { file: this.sink.file, line: lineNo },
      tool: 'fio',
      mode: rIops > 0 && wIops > 0 ? 'rndrw' : reading ? 'rndrd' : 'rndwr',
      blockSizeKiB: iops > 0 ? Math.round((kibps / iops) * 4) / 4 : null,
      threads: this.runThreads,
      readsPerSecond: rIops,
      writesPerSecond: wIops,
      readMiBps: rKiBps / 1024,
      writtenMiBps: wKiBps / 1024,
      latency,
      context: f[2] ? { label: f[2] } : {},
    };
    this.count += 1;
    this.sink.record(rec);
  }

  end(lastLine: number): void {
    if (this.count === 0 && !this.sink.failed) {
      this.sink.error(Math.max(1, lastLine), '', 'no fio terse result line with IO found');
    }
  }

  /** Latency block of the read side (shift 0) or write side (shift 41), µs → ms. */
  private latency(f: string[], shift: number): LatencyMs | null {
    const us = (i: number): number | null => {
      const v = Number(f[i - 1 + shift]);
      return f[i - 1 + shift] !== '' && Number.isFinite(v) && v >= 0 ? v / 1000 : null;
    };
    let p95: number | null = null;
    let p99: number | null = null;
    for (let i = 18; i <= 37; i += 1) {
      const m = /^([\d.]+)%=(\d+)$/.exec(f[i - 1 + shift] ?? '');
      if (m?.[1] === '95.000000') p95 = Number(m[2]) / 1000;
      if (m?.[1] === '99.000000') p99 = Number(m[2]) / 1000;
    }
    const out = { minMs: us(38), avgMs: us(40), maxMs: us(39), p95Ms: p95, p99Ms: p99 };
    return Object.values(out).every((v) => v === null) ? null : out;
  }
}
