/**
 * `innosizer report` end to end: the real command (bin/innosizer.mjs through tsx) writes PDFs in
 * Debian's Chromium; poppler reads them back. The figures in the PDF text must be the ones
 * `innosizer predict --json` gives, in the report's format; pages are numbered; charts are vector
 * (no raster image in the file); A4 and Letter have their sizes. Page images are written under
 * test-results/report/ to be looked at.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { main } from '../../../src/cli/main.ts';
import { asSentence } from '../../../src/core/format/index.ts';
import {
  formatDuration as formatSeconds,
  formatQps,
  formatUsd,
} from '../../../src/core/format/index.ts';
import type { ReportModel } from '../../../src/core/report/index.ts';
import { defaultScenario } from '../../../src/core/scenario/defaults.ts';
import { serializeScenario } from '../../../src/core/scenario/file.ts';
import type { Prediction } from '../../../src/core/types.ts';
import { pdfWords, wordsPastRightMargin } from './pdfWords.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const BIN = join(ROOT, 'bin/innosizer.mjs');
const LOOK = join(ROOT, 'test-results/report');

let dir: string;
let nvmeFile: string;
let tunedFile: string;

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return {
    io: { stdout: (s: string) => out.push(s), stderr: (s: string) => err.push(s) },
    out,
    err,
  };
}

/** `innosizer predict --json` for the same flags, in-process. */
async function predictJson(args: string[]): Promise<Prediction> {
  const c = capture();
  expect(await main(['predict', ...args, '--json'], c.io)).toBe(0);
  return JSON.parse(c.out.join('')) as Prediction;
}

/** Runs the real command from another folder (as a user would, not from the repository). */
function runCli(args: string[], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, [BIN, ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: 60_000,
  });
}

/** The PDF's text with all white space collapsed (table cells and lines become single spaces). */
function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(
    /\s+/g,
    ' ',
  );
}

/**
 * The PDF's text as one flow: `pdfText` without the running footer and header at each page break,
 * so a sentence that a page break splits reads whole.
 */
function pdfFlowText(file: string): string {
  return pdfText(file).replace(
    / Page \d+ of \d+ InnoSizer · MySQL storage recommendation .*? · \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/g,
    '',
  );
}

function pdfInfo(file: string): { pages: number; widthPt: number; heightPt: number } {
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
  const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info);
  return { pages, widthPt: Number(size?.[1]), heightPt: Number(size?.[2]) };
}

/** Rows of `pdfimages -list` after its two header lines: one per raster image. */
function rasterImages(file: string): string[] {
  return execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .slice(2);
}

function pagesToPng(file: string, name: string): void {
  mkdirSync(LOOK, { recursive: true });
  execFileSync('pdftoppm', ['-png', '-r', '60', file, join(LOOK, name)]);
}

/**
 * Every figure of one prediction, as the report prints it, is in the PDF text. The itemised cost is
 * printed for the current and the recommended configuration (compared ones show their total).
 */
function expectFigures(text: string, p: Prediction, itemised = true): void {
  expect(text).toContain(formatSeconds(p.startup.totalSeconds));
  for (const phase of p.startup.phases) {
    expect(text).toContain(phase.label);
    expect(text).toContain(formatSeconds(phase.seconds));
  }
  expect(text).toContain(formatQps(p.qps.pointSelect));
  expect(text).toContain(formatUsd(p.cost.monthlyUsd));
  if (itemised) for (const item of p.cost.items) expect(text).toContain(formatUsd(item.monthlyUsd));
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'innosizer-report-'));
  const nvme = defaultScenario();
  nvme.name = 'NVMe m6id.xlarge 9.0';
  nvme.instance.type = 'm6id.xlarge';
  nvme.storage.kind = 'instance-store';
  nvme.mysql.version = '9.0.1';
  nvme.mysql.dataGiB = 150;
  nvmeFile = join(dir, 'nvme.innosizer.json');
  writeFileSync(nvmeFile, serializeScenario(nvme));
  const tuned = defaultScenario();
  tuned.name = 'gp3 12k IOPS light';
  tuned.storage.iops = 12000;
  tuned.storage.throughputMiBps = 500;
  tuned.mysql.startupOpt = 'light';
  tunedFile = join(dir, 'tuned.innosizer.json');
  writeFileSync(tunedFile, serializeScenario(tuned));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('innosizer report', () => {
  it("writes the default gp3 scenario on A4 with the model's figures, page numbers and vector charts", async () => {
    const out = join(dir, 'default.pdf');
    const r = runCli(['report', '--out', out]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const text = pdfText(out);
    const p = await predictJson([]);
    expect(text).toContain('MySQL storage recommendation');
    expect(text).toContain(defaultScenario().name);
    expectFigures(text, p);
    const info = pdfInfo(out);
    expect(info.pages).toBeGreaterThanOrEqual(2);
    expect(text).toContain(`Page 1 of ${info.pages}`);
    expect(text).toContain(`Page ${info.pages} of ${info.pages}`);
    // A4 is 595.28 × 841.89 pt; Chromium rounds the paper to 8.27 × 11.7 in (595.9 × 842.9 pt).
    expect(Math.abs(info.widthPt - 595.28)).toBeLessThan(1.5);
    expect(Math.abs(info.heightPt - 841.89)).toBeLessThan(1.5);
    expect(rasterImages(out)).toEqual([]);
    // The recommended configuration's figures are those the JSON report carries.
    const json = runCli(['report', '--json']);
    expect(json.status).toBe(0);
    const report = JSON.parse(json.stdout) as ReportModel;
    const rec = report.recommendation?.recommended;
    if (rec) {
      expect(text).toContain(rec.startup.totalText);
      expect(text).toContain(rec.qps.text);
      expect(text).toContain(rec.cost.text);
      for (const d of report.recommendation!.deltas) expect(text).toContain(d.deltaText);
    }
    pagesToPng(out, 'default-a4');
  });

  it('writes an instance-store scenario file on US Letter', async () => {
    const out = join(dir, 'nvme.pdf');
    const r = runCli(['report', '--scenario', nvmeFile, '--paper', 'letter', '--out', out]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const text = pdfText(out);
    expect(text).toContain('NVMe m6id.xlarge 9.0');
    expectFigures(text, await predictJson(['--scenario', nvmeFile]));
    const info = pdfInfo(out);
    expect(Math.abs(info.widthPt - 612)).toBeLessThan(1.5);
    expect(Math.abs(info.heightPt - 792)).toBeLessThan(1.5);
    expect(text).toContain(`Page 1 of ${info.pages}`);
    expect(rasterImages(out)).toEqual([]);
    // The change from the instance store: "instance store (local NVMe)" wraps in its cell instead
    // of squeezing the note beside it to a word a line (7 lines before).
    expect(text).toMatch(/Storage instance store (\S+ )*\(local NVMe\)/);
    const words = pdfWords(out).words.filter((w) => w.page === 1);
    const from = words.findIndex((w) => w.word === 'stopping');
    const to = words.findIndex((w, i) => i > from && w.word === 'elsewhere');
    expect(from).toBeGreaterThanOrEqual(0);
    expect(new Set(words.slice(from, to + 1).map((w) => w.yMin)).size).toBeLessThanOrEqual(4);
    pagesToPng(out, 'nvme-letter');
  });

  it('a long scenario name: the header keeps the product and the export time whole, nothing past the margin', () => {
    const name =
      'Production orders cluster eu-central-1 primary with 1.2 million tables after the 2027 ' +
      'consolidation of tenant schemas, replica set B, the one behind the billing API gateway';
    const out = join(dir, 'long-name.pdf');
    const r = runCli(['report', '--name', name, '--out', out]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    // The title block has the whole name; the header up to HEADER_NAME_MAX characters.
    expect(pdfText(out)).toContain(name);
    expect(wordsPastRightMargin(out)).toEqual([]);
    const header = pdfWords(out).words.filter((w) => w.page === 2 && w.yMin < 40);
    const lineOf = (word: string) => header.find((w) => w.word.includes(word))?.yMin;
    // The product was wrapped ("InnoSizer · MySQL storage" / "recommendation").
    expect(lineOf('recommendation')).toBe(lineOf('InnoSizer'));
    // The export time ("2026-11-26 23:27 UTC") was split over two lines.
    expect(header.filter((w) => /^\d{4}-\d\d-\d\d/.test(w.word))).toHaveLength(1);
    expect(lineOf('UTC')).toBe(header.find((w) => /^\d{4}-\d\d-\d\d/.test(w.word))?.yMin);
    pagesToPng(out, 'long-name-a4');
  });

  it('keeps units and pricing terms whole: no line ends at the hyphen of "$0.005/IOPS-month"', () => {
    // io2 tiers and a gp3 log volume above its baseline: the longest cost lines, in narrow cells.
    const out = join(dir, 'units.pdf');
    const r = runCli([
      'report',
      '--storage',
      'io2',
      '--iops',
      '40000',
      '--log-storage',
      'gp3',
      '--log-iops',
      '6000',
      '--log-throughput',
      '250',
      '--out',
      out,
    ]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const words = pdfWords(out).words.map((w) => w.word);
    expect(words.filter((w) => /-month$/.test(w)).length).toBeGreaterThan(5);
    // A line broken at a hyphen leaves a word ending with it ("$0.005/IOPS-", "on-"); "a 1- or
    // 3-year" has one by itself.
    expect(words.filter((w) => /(IOPS|GiB|MiB\/s)-$|^\(?(on|no)-$/.test(w))).toEqual([]);
    pagesToPng(out, 'units-a4');
  });

  it('puts compared scenarios side by side, each with its own predicted figures', async () => {
    const out = join(dir, 'compare.pdf');
    const r = runCli([
      'report',
      '--compare',
      nvmeFile,
      `--compare=${tunedFile}`,
      '--max-startup',
      '180',
      '--out',
      out,
    ]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const text = pdfText(out);
    expect(text).toContain('Configurations side by side');
    expect(text).toContain('NVMe m6id.xlarge 9.0');
    expect(text).toContain('gp3 12k IOPS light');
    expectFigures(text, await predictJson([]));
    expectFigures(text, await predictJson(['--scenario', nvmeFile]), false);
    expectFigures(text, await predictJson(['--scenario', tunedFile]), false);
    expect(text).toContain(`startup ≤ ${formatSeconds(180)}`);
    expect(rasterImages(out)).toEqual([]);
    pagesToPng(out, 'compare-a4');
    // Atomic write: no temporary file left next to the PDFs.
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('report --calibrate takes --measured-on auto as calibrate does (the machine proposed from the file)', async () => {
    const runs = join(ROOT, 'tests/fixtures/imports/sysbench-gp3-5000-200-runs.txt');
    const points = async (extra: string[]): Promise<string[]> => {
      const c = capture();
      expect(await main(['report', '--calibrate', runs, ...extra, '--json'], c.io)).toBe(0);
      const report = JSON.parse(c.out.join('')) as ReportModel;
      return (report.calibration?.points ?? []).map((p) => `${p.label} ${p.errorBeforeText}`);
    };
    // Without a machine the runs are taken as measured on the scenario's 3,000-IOPS volume.
    expect((await points([])).join('\n')).toMatch(/^scenario device: .*−40\.7%/);
    // With auto they are compared on the volume they show: gp3 5,000 IOPS / 200 MiB/s.
    const auto = await points(['--measured-on', 'auto']);
    expect(auto.join('\n')).toMatch(/^m6i\.large gp3 5,000 IOPS \/ 200 MiB\/s: .*−1\.2%/);
  });

  it('calibrates on imported measurements and reports the points and errors', async () => {
    const fio = join(ROOT, 'tests/fixtures/imports/fio-randread-16k-qd32.json');
    const json = capture();
    expect(await main(['report', '--calibrate', fio, '--json'], json.io)).toBe(0);
    const report = JSON.parse(json.out.join('')) as ReportModel;
    const section = report.calibration;
    expect(section?.sources).toEqual(['fio-randread-16k-qd32.json']);
    expect(section?.points.length).toBeGreaterThan(0);
    const out = join(dir, 'calibrated.pdf');
    const c = capture();
    expect(await main(['report', '--calibrate', fio, '--out', out], c.io)).toBe(0);
    const text = pdfFlowText(out);
    expect(text).toContain('Imported measurements and calibration');
    expect(text).toContain(
      `${section?.meanErrorBeforeText} before calibration, ${section?.meanErrorAfterText} after`,
    );
    for (const p of section?.points ?? []) {
      expect(text).toContain(p.measuredText);
      expect(text).toContain(p.errorBeforeText);
    }
    // Why the error stays at 96% after calibration: the runs are faster than a 3,000-IOPS gp3
    // volume can be, and the fit was capped (calibrate()'s warning, printed as the report's).
    expect(section?.warnings.join(' ')).toMatch(/more than AWS delivers/);
    // Printed as sentences ("Scenario device: …"), as the app lists them.
    for (const w of section?.warnings ?? []) expect(text).toContain(asSentence(w));
    // The figures are the calibrated model's (startup differs from the uncalibrated default).
    expect(text).toContain(report.current.startup.totalText);
    expect(rasterImages(out)).toEqual([]);
    pagesToPng(out, 'calibrated-a4');
  });

  it.each([
    [['--out', 'x.pdf', '--paper', 'a3'], /--paper: expected a4 or letter/],
    [[], /--out FILE.pdf is required/],
    [['--out', 'x.txt'], /--out: expected a .pdf file name/],
    [['--out', 'x.pdf', '--iops', 'lots'], /Provisioned IOPS \(--iops\) must be a number/],
    [['--out', 'x.pdf', '--max-startup', '-5'], /--max-startup: expected a positive number/],
    [['--out', 'x.pdf', '--compare'], /--compare needs a value/],
    [['--out', 'x.pdf', '--compare', 'missing.json'], /--compare: cannot read missing.json/],
    [['--out', 'x.pdf', '--iops', '1000000'], /storage\.iops|IOPS/],
    [['--out', 'x.pdf', '--calibrate'], /--calibrate needs a value/],
    [
      ['--out', 'x.pdf', '--calibrate', join(ROOT, 'tests/fixtures/imports/hostile-bad-cell.csv')],
      /--calibrate .*hostile-bad-cell\.csv/,
    ],
  ])('rejects %j with exit 2 and one line', async (args, message) => {
    const c = capture();
    expect(await main(['report', ...args], c.io)).toBe(2);
    const err = c.err.join('');
    expect(err).toMatch(message);
    expect(err.trim().split('\n')).toHaveLength(1);
  });

  it('says how to install Chromium when there is none (exit 2, one line)', () => {
    const r = runCli(['report', '--out', join(dir, 'never.pdf')], {
      INNOSIZER_CHROMIUM: '/nonexistent/chromium',
    });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/apt-get install -y chromium/);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(readdirSync(dir)).not.toContain('never.pdf');
  });
});
