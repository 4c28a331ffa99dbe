/**
 * Issue 40 item 2: a user's own queue-depth-1 read latency, from ioping output or a fio job with
 * one IO in flight (its `clat_ns` mean), and the device calibration that reads it.
 */
import { describe, expect, it } from 'vitest';
import { parseBenchmarkText } from '../../../../src/core/imports/index.ts';
import type { DeviceRunRecord } from '../../../../src/core/imports/index.ts';
import { detectFormat } from '../../../../src/core/imports/detect.ts';
import { calibrate } from '../../../../src/core/calibration/index.ts';
import { DEFAULT_CATALOG } from '../../../../src/core/catalog/index.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import { BUFFERED_READ_OVERHEAD_US } from '../../../../src/core/devices/constants.ts';
import { fixture } from './fixtures.ts';

const runs = (name: string, text: string): DeviceRunRecord[] => {
  const r = parseBenchmarkText(name, text);
  expect(r.errors).toEqual([]);
  return r.records.filter((x): x is DeviceRunRecord => x.kind === 'device-run');
};

/** The qd32 fio fixture turned into one job with one IO in flight. */
const fioQd1 = (direct: boolean): string =>
  fixture('fio-randread-16k-qd32.json')
    .replace('"iodepth" : "8"', '"iodepth" : "1"')
    .replace('"numjobs" : "4"', '"numjobs" : "1"')
    .replace('"direct" : "1"', `"direct" : "${direct ? 1 : 0}"`);

describe('queue-depth-1 read latency imports (issue 40 item 2)', () => {
  it('ioping: one run, 4 KiB, one thread, the average as the buffered QD1 latency', () => {
    const text = fixture('ioping-gp3-qd1.txt');
    expect(detectFormat('x.txt', text)).toBe('ioping');
    const [r] = runs('ioping-gp3-qd1.txt', text);
    expect(r?.tool).toBe('ioping');
    expect(r?.blockSizeKiB).toBe(4);
    expect(r?.threads).toBe(1);
    expect(r?.qd1ReadLatencyUs).toBeCloseTo(405, 6);
    expect(r?.qd1Buffered).toBe(true);
    expect(r?.readsPerSecond).toBeCloseTo(1e6 / 405, 6);
    expect(r?.latency?.minMs).toBeCloseTo(0.2514, 6);
    expect(r?.latency?.maxMs).toBeCloseTo(1.02, 6);
    // With -D the reads bypass the page cache.
    const direct = runs('d.txt', text.replace('ioping -c 1000', 'ioping -D -c 1000'));
    expect(direct[0]?.qd1Buffered).toBe(false);
  });

  it('ioping without a summary is an error naming the line it expects', () => {
    const r = parseBenchmarkText(
      'x.txt',
      '--- /data ioping statistics ---\nmin/avg/max/mdev = a / b\n',
    );
    expect(r.errors.map((e) => e.message).join(' ')).toMatch(/min\/avg\/max\/mdev|four times/);
  });

  it('fio at iodepth=1 × numjobs=1 reads clat mean as the QD1 latency; deeper queues do not', () => {
    const [qd1] = runs('f.json', fioQd1(true));
    expect(qd1?.threads).toBe(1);
    expect(qd1?.qd1ReadLatencyUs).toBeCloseTo(405.11288, 5);
    expect(qd1?.qd1Buffered).toBe(false);
    expect(runs('b.json', fioQd1(false))[0]?.qd1Buffered).toBe(true);
    const [deep] = runs('q.json', fixture('fio-randread-16k-qd32.json'));
    expect(deep?.qd1ReadLatencyUs).toBeUndefined();
  });

  it("calibrating on the ioping run sets the volume's latency: 405 µs buffered = 331 µs device at 4 KiB", () => {
    const r = parseBenchmarkText('ioping-gp3-qd1.txt', fixture('ioping-gp3-qd1.txt'));
    // A volume whose IOPS do not hide one reader's latency (3,000 IOPS would cap 1 / 331 µs).
    const s = defaultScenario();
    s.storage.iops = 12_000;
    s.storage.throughputMiBps = 500;
    const c = calibrate(r.records, s, DEFAULT_CATALOG, {
      createdAt: '2026-11-29T00:00:00.000Z',
    });
    const fit = c.profile.device;
    expect(fit).not.toBeNull();
    expect(fit?.readLatencyUs).toBeCloseTo(405 - BUFFERED_READ_OVERHEAD_US, 0);
  });
});
