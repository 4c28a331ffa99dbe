/**
 * fio 3.x `--output-format=json` results. One record per job and direction that did IO (a
 * randrw job gives its reads and writes in one record). Several JSON documents may follow each
 * other in one file; text outside them (fio's "fio: ..." notices) is skipped. Read per job:
 * `job options` (falling back to `global options`) `rw`, `bs`, `iodepth`, `numjobs`; `read`/`write`
 * `iops`, `bw` (KiB/s), `lat_ns` min/mean/max and `clat_ns.percentile["95.000000"]`.
 * IOs in flight = iodepth × numjobs when the jobs were reported as a group (group_reporting),
 * else iodepth (each job is its own entry). When `bs` is absent the IO size is bw / iops.
 */
import type { DeviceRunRecord, LatencyMs } from './types.ts';
import type { Sink } from './sink.ts';
import { modeOf } from './modes.ts';
import { parseCount, parseSizeKiB } from '../units/index.ts';
import { JsonArrayStream } from './jsonStream.ts';

type Json = Record<string, unknown>;

const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export class FioJsonParser {
  private global: Json = {};
  /** Streamed: each job is parsed and read as it closes (jsonStream.ts), never the whole file. */
  private readonly stream = new JsonArrayStream('jobs', {
    arrayStart: (head) => {
      const g = isObj(head) ? head['global options'] : undefined;
      this.global = isObj(g) ? g : {};
    },
    element: (job, index) => this.job(job, index, this.global, this.stream.openLine),
    docEnd: (head, line, sawArray) => {
      if (!isObj(head) || !sawArray)
        this.sink.error(line, 'jobs', "expected fio JSON output with a 'jobs' array");
      this.global = {};
    },
    invalid: (line, message) => this.sink.error(line, '', message),
  });

  constructor(private readonly sink: Sink) {}

  line(text: string, lineNo: number): void {
    this.stream.line(text, lineNo);
  }

  end(lastLine: number): void {
    if (this.stream.open) {
      this.sink.error(
        this.stream.openLine,
        '',
        `the JSON document opened on this line is not closed by the end of the file (line ${lastLine})`,
      );
      return;
    }
    if (this.stream.docs === 0 && !this.sink.failed) {
      this.sink.error(
        Math.max(1, lastLine),
        '',
        'no fio JSON document found (expected fio --output-format=json output)',
      );
    }
  }

  private job(job: unknown, index: number, global: Json, docLine: number): void {
    const where = `jobs[${index}]`;
    if (!isObj(job)) {
      this.sink.error(docLine, where, 'expected a job object');
      return;
    }
    const opts = isObj(job['job options']) ? job['job options'] : {};
    const opt = (k: string): string | undefined => {
      const v = opts[k] ?? global[k];
      return typeof v === 'string' || typeof v === 'number' ? String(v) : undefined;
    };
    const rwText = opt('rw') ?? opt('readwrite') ?? 'read';
    const mode = modeOf(rwText);
    if (mode === null) {
      this.sink.error(
        docLine,
        `${where}.rw`,
        `expected rw like randread, randwrite, randrw, read or write, got '${rwText}'`,
      );
      return;
    }
    const intOpt = (k: string): number | null => {
      const t = opt(k);
      if (t === undefined) return 1;
      const r = parseCount(t);
      if (r.ok && r.value >= 1) return r.value;
      this.sink.error(docLine, `${where}.${k}`, `expected a whole number like 32, got '${t}'`);
      return null;
    };
    const iodepth = intOpt('iodepth');
    const numjobs = intOpt('numjobs');
    if (iodepth === null || numjobs === null) return;
    const grouped = opt('group_reporting') !== undefined;
    const read = isObj(job.read) ? job.read : null;
    const write = isObj(job.write) ? job.write : null;
    const num = (o: Json | null, k: string): number => {
      const v = o?.[k];
      return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : 0;
    };
    const rIops = num(read, 'iops');
    const wIops = num(write, 'iops');
    if (rIops === 0 && wIops === 0) return; // a job that did no IO (e.g. a layout job)
    let bsKiB: number | null = null;
    const bsText = opt('bs') ?? opt('blocksize');
    if (bsText !== undefined) {
      const r = parseSizeKiB(bsText.split(',')[0] ?? bsText, 'bytes');
      if (!r.ok || r.value <= 0) {
        this.sink.error(docLine, `${where}.bs`, r.ok ? 'expected a size above zero' : r.message);
        return;
      }
      bsKiB = r.value;
    } else {
      const iops = rIops > 0 ? rIops : wIops;
      const bw = rIops > 0 ? num(read, 'bw') : num(write, 'bw');
      bsKiB = iops > 0 && bw > 0 ? Math.round((bw / iops) * 4) / 4 : null;
    }
    const side = rIops >= wIops ? read : write;
    const rec: DeviceRunRecord = {
      kind: 'device-run',
      source: { file: this.sink.file, line: docLine },
      tool: 'fio',
      mode,
      blockSizeKiB: bsKiB,
      threads: grouped ? iodepth * numjobs : iodepth,
      readsPerSecond: rIops,
      writesPerSecond: wIops,
      readMiBps: num(read, 'bw') / 1024,
      writtenMiBps: num(write, 'bw') / 1024,
      latency: latencyOf(side),
      context: {},
    };
    // One IO in flight: the read's completion latency is the volume's own (issue 40 item 2).
    const clat = isObj(read?.clat_ns) ? read.clat_ns : null;
    const clatMean = clat?.mean;
    if (rec.threads === 1 && rIops > 0 && typeof clatMean === 'number' && clatMean > 0) {
      rec.qd1ReadLatencyUs = clatMean / 1000;
      rec.qd1Buffered = opt('direct') !== '1';
    }
    const name = job.jobname;
    if (typeof name === 'string' && name !== '') rec.context.label = name;
    this.sink.record(rec);
  }
}

function latencyOf(side: Json | null): LatencyMs | null {
  if (side === null) return null;
  const lat = isObj(side.lat_ns) ? side.lat_ns : isObj(side.clat_ns) ? side.clat_ns : null;
  const clat = isObj(side.clat_ns) ? side.clat_ns : null;
  const pct = clat && isObj(clat.percentile) ? clat.percentile : null;
  const ms = (o: Json | null, k: string): number | null => {
    const v = o?.[k];
    return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v / 1e6 : null;
  };
  const out: LatencyMs = {
    minMs: ms(lat, 'min'),
    avgMs: ms(lat, 'mean'),
    maxMs: ms(lat, 'max'),
    p95Ms: ms(pct, '95.000000'),
    p99Ms: ms(pct, '99.000000'),
  };
  return Object.values(out).every((v) => v === null) ? null : out;
}
