/**
 * The HTML the CLI prints (ReportDocument under react-dom/server): it shows every figure of the
 * ReportModel, adds no number of its own outside the chart axes, draws the three charts as SVG,
 * embeds no raster image and sets the paper size.
 */
import { describe, expect, it } from 'vitest';
import { buildReport } from '../../../src/core/report/index.ts';
import type { ReportModel } from '../../../src/core/report/index.ts';
import { defaultScenario } from '../../../src/core/scenario/defaults.ts';
import { reportHtml } from '../../../src/report-view/html.ts';

function nvme() {
  const s = defaultScenario();
  s.name = 'NVMe';
  s.instance.type = 'm6id.xlarge';
  s.storage.kind = 'instance-store';
  s.mysql.dataGiB = 150;
  return s;
}

/** Every `…Text` string in the model (the figures as printed). */
function figureTexts(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) figureTexts(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k.endsWith('Text') && typeof v === 'string') out.push(v);
      else figureTexts(v, out);
    }
  }
  return out;
}

function unescape(html: string): string {
  return html
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCharCode(parseInt(n, 16)))
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"');
}

describe('the report HTML', () => {
  const report: ReportModel = buildReport({
    current: defaultScenario(),
    compared: [nvme()],
    generatedAt: '2026-11-21T23:00:00.000Z',
    appVersion: '0.1.0',
  });
  const html = reportHtml(report, 'Letter');

  it('shows every figure of the ReportModel', () => {
    // Units and pricing terms kept whole at a line end sit in no-wrap spans ("on-demand").
    const text = unescape(html.replace(/<span class="nowrap">([^<]*)<\/span>/g, '$1'));
    for (const t of figureTexts(report)) expect(text).toContain(t);
    expect(text).toContain(report.recommendation!.paragraph);
    for (const s of report.sources) expect(text).toContain(s.source);
  });

  it('prints no number that is not in the ReportModel (chart axes aside)', () => {
    const body = unescape(
      html
        .replace(/<style>[\s\S]*?<\/style>/g, '')
        .replace(/<svg[\s\S]*?<\/svg>/g, '')
        .replace(/<[^>]+>/g, ' '),
    );
    const model = JSON.stringify(report);
    const numbers = body.match(/\d[\d,.]*\d|\d/g) ?? [];
    expect(numbers.length).toBeGreaterThan(50);
    for (const n of numbers) expect(model).toContain(n);
  });

  it('cites public sources, never the project files (docs/, shared/, the brief)', () => {
    const text = unescape(html.replace(/<style>[\s\S]*?<\/style>/g, ''));
    // (awsdocs/… on GitHub is AWS's public documentation.)
    expect(text).not.toMatch(/\bdocs\/|\bshared\/|model\.md|BRIEF|domain brief|section 10/i);
    // Nor the brief's names for its measurement sets ("case A", "cases B–D").
    expect(text).not.toMatch(/\bcases? [A-D]\b/);
    // Every source can be looked up: each names a public address (the instance store's price
    // said only "AWS EC2 pricing: instance store is part of the *d instance").
    for (const s of report.sources) expect(s.source).toMatch(/https?:\/\//);
    expect(text).not.toContain('*d instance');
    expect(text).toMatch(
      /uncertainty range, from how far the published measurements\s+listed under Sources/,
    );
  });

  it('captions the cost chart with every kind of point it shows', () => {
    expect(visibleText(html)).toContain(
      'Monthly cost against predicted point-select QPS: the current configuration, the recommended one, the compared ones, the other configurations the search ranked and the current instance and volume at other provisioned IOPS and throughput;',
    );
  });

  it('draws three SVG charts, embeds no image and sets the paper', () => {
    expect(html.match(/<svg class="chart"/g)).toHaveLength(3);
    expect(html).not.toMatch(/<img|<canvas|data:image/);
    expect(html).toContain('@page { size: Letter; }');
    expect(reportHtml(report, 'A4')).toContain('@page { size: A4; }');
    expect(unescape(html)).toContain(
      `<title>${report.scenarioName} · ${report.generatedText.replace(/ /g, '\u00a0')}</title>`,
    );
  });
});

/** The report's text as a reader sees it: no style, no chart, tags as spaces. */
function visibleText(html: string): string {
  return unescape(
    html
      .replace(/<style>[\s\S]*?<\/style>/g, '')
      .replace(/<svg[\s\S]*?<\/svg>/g, '')
      .replace(/<[^>]+>/g, ' '),
  ).replace(/\s+/g, ' ');
}

describe('the report HTML, in the words and formats of the app (issue 13)', () => {
  const scenarios = {
    'gp3 defaults': defaultScenario(),
    'm6i.2xlarge, 16,000 IOPS (the QPS target binds)': (() => {
      const s = defaultScenario();
      s.name = 'Big';
      s.instance.type = 'm6i.2xlarge';
      s.storage.iops = 16000;
      return s;
    })(),
    'io2 (the instance’s EBS ceiling bounds the QPS)': (() => {
      const s = defaultScenario();
      s.name = 'io2';
      s.storage.kind = 'io2';
      s.storage.iops = 40000; // two of io2's price tiers
      s.storage.sizeGiB = 1000;
      return s;
    })(),
    'm6id.xlarge instance store (the search moves it to EBS)': (() => {
      const s = defaultScenario();
      s.name = 'NVMe';
      s.instance.type = 'm6id.xlarge';
      s.storage.kind = 'instance-store';
      return s;
    })(),
  };
  for (const [name, scenario] of Object.entries(scenarios)) {
    const report = buildReport({
      current: scenario,
      generatedAt: '2026-11-21T23:00:00.000Z',
      appVersion: '0.1.0',
    });
    const text = visibleText(reportHtml(report, 'A4'));

    it(`${name}: writes a duration of a minute or more as "7 min 05 s", never in seconds`, () => {
      const seconds = [...text.matchAll(/(?<![\d.,])(\d[\d,]*(?:\.\d+)?) s\b/g)].map((m) =>
        Number(m[1]!.replace(/,/g, '')),
      );
      expect(seconds.length).toBeGreaterThan(10);
      expect(seconds.filter((s) => s >= 60)).toEqual([]);
      expect(text).toMatch(
        /What limits it: (startup: \d+ min \d\d s of the|QPS: [\d,]+ QPS of the)/,
      );
      expect(text).not.toMatch(/\bqps:/);
      expect(text).not.toContain('(seconds)');
    });

    it(`${name}: the QPS "Why" of each configuration is a sentence (a capital first)`, () => {
      const html = reportHtml(report, 'A4');
      for (const c of [report.current, report.recommendation?.recommended ?? report.current]) {
        const first = c.qps.explanation.charAt(0).toUpperCase();
        expect(unescape(html)).toContain(`<td>${first}${c.qps.explanation.slice(1)}</td>`);
        expect(unescape(html)).not.toMatch(/<td>[a-z][a-z-]*-bound: /);
      }
    });

    it(`${name}: every price in the itemised cost says what it is per`, () => {
      const columns = [
        report.current,
        ...(report.recommendation?.recommended ? [report.recommendation.recommended] : []),
      ];
      const priced = columns
        .flatMap((c) => c.cost.items.map((i) => i.label))
        .filter((l) => l.includes('$'));
      expect(priced.length).toBeGreaterThan(0);
      for (const label of priced) {
        expect(text).toContain(label);
        // "× $0.08" alone: per GiB? per month? Each price carries its unit.
        for (const price of label.match(/\$[\d.,]+(?:\/\S+| per \S+)?/g) ?? [])
          expect(price).toMatch(/\/(GiB-month|IOPS-month|h)$| per MiB\/s-month$/);
      }
    });

    it(`${name}: names bounds and storage kinds in words, not the model's identifiers`, () => {
      const cells = [...reportHtml(report, 'A4').matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((m) =>
        unescape(m[1]!),
      );
      for (const id of ['iops', 'cpu', 'instance-ebs', 'instance-store'])
        expect(cells.filter((c) => c === id)).toEqual([]);
      for (const c of report.recommendation?.changes ?? []) {
        expect(cells).toContain(c.fromText);
        expect(cells).toContain(c.toText);
      }
      const bounds = [
        ...report.current.startup.phases.map((p) => p.boundText),
        report.current.qps.boundText,
      ];
      for (const b of bounds) expect(cells).toContain(b);
    });
  }
});

describe('the recommendation paragraph, when the recommendation costs more than today', () => {
  const report = (edit: (s: ReturnType<typeof defaultScenario>) => void) => {
    const s = defaultScenario();
    s.name = 'Scenario';
    edit(s);
    const r = buildReport({ current: s, generatedAt: '2026-11-21T23:00:00.000Z', appVersion: '0' });
    return { report: r, text: visibleText(reportHtml(r, 'A4')) };
  };

  it('says the current instance store was left out of an EBS-only search', () => {
    const { report: r, text } = report((s) => {
      s.instance.type = 'm6id.xlarge';
      s.storage.kind = 'instance-store';
    });
    expect(r.recommendation?.deltas[2]?.better).toBe(false);
    expect(text).toContain(
      'It costs more because the current configuration keeps its data on the instance store, which the search left out (EBS only',
    );
  });

  it('says the current configuration meets today’s figures but not with the headroom', () => {
    const { report: r, text } = report((s) => {
      s.mysql.pageSizeKiB = 64;
    });
    expect(r.recommendation?.deltas[2]?.better).toBe(false);
    expect(text).toContain(
      "It costs more because the current configuration meets the targets, but not with the headroom the search requires (targets met at the pessimistic end of the prediction's range",
    );
  });

  it('says nothing of the kind when the recommendation saves', () => {
    // An r6i.large whose memory the workload does not need: an m6i.large does as well for less.
    // (The default m6i.large saved only by moving to Graviton, which the search now keeps out.)
    // The day's burst use known, so the slow end of the ranges is not the baseline start.
    const { report: r, text } = report((s) => {
      s.instance.type = 'r6i.large';
      s.instance.burstKnown = true;
    });
    expect(r.recommendation?.deltas[2]?.better).toBe(true);
    expect(text).not.toContain('It costs more');
  });
});

describe('the page-size chart', () => {
  it('says why a configuration has no point at a page size (1M tables do not fit with 64 KiB pages)', () => {
    const s = defaultScenario();
    s.name = 'NVMe';
    s.instance.type = 'm6id.xlarge';
    s.storage.kind = 'instance-store';
    const report = buildReport({
      current: s,
      generatedAt: '2026-11-21T23:00:00.000Z',
      appVersion: '0',
    });
    const current = report.charts.qpsVsPageSize.series[0]!;
    expect(current.points.map((p) => p.x)).toEqual([4, 8, 16, 32]);
    const text = visibleText(reportHtml(report, 'A4'));
    expect(text).toContain(
      "No point where the model refuses the page size: Current at 64 KiB: Tables 1,000,000 is too high: 516,619 tables fill m6id.xlarge's 220 GiB instance store",
    );
    expect(text).not.toContain('Nearest valid');
  });

  it('says nothing when every page size has its point', () => {
    const report = buildReport({
      current: defaultScenario(),
      generatedAt: '2026-11-21T23:00:00.000Z',
      appVersion: '0',
    });
    expect(report.charts.qpsVsPageSize.gaps).toEqual([]);
    expect(visibleText(reportHtml(report, 'A4'))).not.toContain('No point where');
  });
});

describe('a report where no configuration meets the targets', () => {
  const report = buildReport({
    current: defaultScenario(),
    targets: { maxStartupSeconds: 1, minQps: 10_000_000 },
    generatedAt: '2026-11-21T23:00:00.000Z',
    appVersion: '0',
  });
  const text = visibleText(reportHtml(report, 'A4'));

  it('says what the search was allowed to change, so the reader knows what relaxing a target searches', () => {
    expect(report.recommendation?.recommended).toBeNull();
    expect(text).toMatch(/No configuration among the [\d,]+ searched/);
    expect(text).toContain('What the search was allowed to change');
    for (const r of report.recommendation!.searchRules) expect(text).toContain(r);
  });

  it('captions the cost chart with what it shows: no recommended or compared configuration', () => {
    expect(text).toContain(
      'Monthly cost against predicted point-select QPS: the current configuration and the current instance and volume at other provisioned IOPS and throughput;',
    );
  });

  it('does not say the search chose a configuration', () => {
    expect(text).not.toMatch(/\bchose\b/);
    expect(text).toContain('the search looked for the cheapest configuration meeting both');
  });
});
