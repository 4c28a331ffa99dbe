import { describe, expect, it } from 'vitest';
import {
  PrintJobs,
  printReport,
  waitUntil,
  type PrintWindow,
} from '../../../electron/main/print.ts';

function fakeWindow(readyAfterPolls: number, id = 42) {
  let polls = 0;
  const log: string[] = [];
  const window: PrintWindow = {
    id,
    load: async (url) => void log.push(`load ${url}`),
    isReportReady: async () => ++polls > readyAfterPolls,
    printToPdf: async (options) => {
      log.push(`print ${JSON.stringify(options)}`);
      return new Uint8Array([1, 2, 3]);
    },
    destroy: () => void log.push('destroy'),
  };
  return { window, log };
}

const noSleep = async () => undefined;

describe('printReport', () => {
  it('loads the print view, waits for reportReady, prints with the paper options and cleans up', async () => {
    const { window, log } = fakeWindow(3);
    const jobs = new PrintJobs();
    let jobSeenByWindow: unknown = undefined;
    const pdf = await printReport(
      { report: { title: 'r' }, paper: 'Letter' },
      {
        createWindow: () => {
          // While printing, the job is available to this window (getPrintJob) and no other.
          queueMicrotask(() => (jobSeenByWindow = jobs.get(42)));
          return window;
        },
        url: 'app://innosizer/index.html#print',
        jobs,
        pdfOptions: (paper) => ({ pageSize: paper }),
        sleep: noSleep,
      },
    );
    expect(pdf).toEqual(new Uint8Array([1, 2, 3]));
    expect(log).toEqual([
      'load app://innosizer/index.html#print',
      'print {"pageSize":"Letter"}',
      'destroy',
    ]);
    expect(jobSeenByWindow).toEqual({ report: { title: 'r' }, paper: 'Letter' });
    expect(jobs.get(42)).toBeNull();
  });

  it('gives up when the view never becomes ready, and still destroys the window', async () => {
    const { window, log } = fakeWindow(Number.POSITIVE_INFINITY);
    const jobs = new PrintJobs();
    await expect(
      printReport(
        { report: {}, paper: 'A4' },
        {
          createWindow: () => window,
          url: 'u',
          jobs,
          pdfOptions: () => ({}),
          timeoutMs: 1000,
          pollMs: 100,
          sleep: noSleep,
        },
      ),
    ).rejects.toThrow(/not ready after 1 s/);
    expect(log.at(-1)).toBe('destroy');
    expect(jobs.get(42)).toBeNull();
  });

  it('waitUntil polls until true', async () => {
    let n = 0;
    await waitUntil(async () => ++n === 5, 10_000, 10, noSleep);
    expect(n).toBe(5);
  });
});
