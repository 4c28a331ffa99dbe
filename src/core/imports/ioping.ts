/**
 * ioping output (issue 40 item 2: a user's own queue-depth-1 read latency). ioping reads one
 * request at a time (queue depth 1), at random offsets, each from the device: by default through
 * the page cache after dropping the cached range (a buffered read, as MySQL's startup reads are);
 * with `-D` O_DIRECT. Its summary:
 *
 *     --- /data (ext4 /dev/nvme1n1 100 GiB) ioping statistics ---
 *     999 requests completed in 527.0 ms, 3.90 MiB read, 1.90 k iops, 7.41 MiB/s
 *     min/avg/max/mdev = 246.9 us / 527.5 us / 1.20 ms / 229.1 us
 *
 * gives one device run: the request size (bytes read / requests), one thread, reads/s = 1 / avg,
 * and the average as the queue-depth-1 latency (`qd1ReadLatencyUs`, buffered unless the command
 * line in the file says `-D`). Per-request lines are ignored.
 */
import type { DeviceRunRecord } from './types.ts';
import type { Sink } from './sink.ts';

const UNIT_US: Readonly<Record<string, number>> = { ns: 1e-3, us: 1, µs: 1, ms: 1e3, s: 1e6 };
const UNIT_KIB: Readonly<Record<string, number>> = {
  B: 1 / 1024,
  KiB: 1,
  MiB: 1024,
  GiB: 1024 * 1024,
};

/** `527.5 us` → 527.5 µs; null when not a time. */
function timeUs(text: string): number | null {
  const m = /^\s*([\d.]+)\s*(ns|us|µs|ms|s)\s*$/.exec(text);
  const f = m ? UNIT_US[m[2] ?? ''] : undefined;
  const v = m ? Number(m[1]) : NaN;
  return f !== undefined && Number.isFinite(v) && v >= 0 ? v * f : null;
}

export class IopingParser {
  private sizeKiB: number | null = null;
  private direct = false;
  private count = 0;

  constructor(private readonly sink: Sink) {}

  line(text: string, lineNo: number): void {
    const t = text.trim();
    if (/^(\$\s*)?ioping\b/.test(t) && /\s-D\b/.test(t)) this.direct = true;
    const done =
      /^([\d.]+)\s*(k?)\s+requests completed in .*?,\s*([\d.]+)\s*(B|KiB|MiB|GiB) read/.exec(t);
    if (done) {
      const n = Number(done[1]) * (done[2] === 'k' ? 1000 : 1);
      const kib = Number(done[3]) * (UNIT_KIB[done[4] ?? ''] ?? NaN);
      if (n > 0 && kib > 0) this.sizeKiB = Math.max(0.5, Math.round((kib / n) * 2) / 2);
      return;
    }
    if (!t.startsWith('min/avg/max/mdev')) return;
    const parts = t.replace(/^min\/avg\/max\/mdev\s*=\s*/, '').split('/');
    const [min, avg, max] = parts.map(timeUs);
    if (parts.length !== 4 || avg === null || avg === undefined || !(avg > 0)) {
      this.sink.error(
        lineNo,
        'min/avg/max/mdev',
        `expected four times like "246.9 us / 527.5 us / 1.20 ms / 229.1 us", got '${t}'`,
      );
      return;
    }
    const sizeKiB = this.sizeKiB ?? 4;
    const rps = 1e6 / avg;
    const rec: DeviceRunRecord = {
      kind: 'device-run',
      source: { file: this.sink.file, line: lineNo },
      tool: 'ioping',
      mode: 'rndrd',
      blockSizeKiB: sizeKiB,
      threads: 1,
      readsPerSecond: rps,
      writesPerSecond: 0,
      readMiBps: (rps * sizeKiB) / 1024,
      writtenMiBps: 0,
      latency: {
        minMs: min === null || min === undefined ? null : min / 1e3,
        avgMs: avg / 1e3,
        maxMs: max === null || max === undefined ? null : max / 1e3,
        p95Ms: null,
        p99Ms: null,
      },
      qd1ReadLatencyUs: avg,
      qd1Buffered: !this.direct,
      context: {},
    };
    this.count += 1;
    this.sizeKiB = null;
    this.sink.record(rec);
  }

  end(lastLine: number): void {
    if (this.count === 0)
      this.sink.error(
        Math.max(1, lastLine),
        'min/avg/max/mdev',
        'no ioping summary line (min/avg/max/mdev = …)',
      );
  }
}
