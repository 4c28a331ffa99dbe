/**
 * The fleet PDF's data: a summary of every sized server (today vs recommended, saving, bottleneck),
 * the fleet's totals and the rows left out, then one page for each server that changes, built from
 * the same report pieces as the single-server PDF (ReportColumn, deltas, change rows, sources).
 * Every figure comes from fleet sizing (sizeServer, fleetTotals) or the model; none is added here.
 */
import type { Catalog } from '../catalog/types.ts';
import { DEFAULT_CATALOG } from '../catalog/index.ts';
import {
  formatCount,
  formatDateTimeUtc,
  formatDuration,
  formatInt,
  formatPercent,
  formatUsd,
} from '../format/index.ts';
import { EPHEMERAL_TEXT, UNSAFE_FOR_DATA_TEXT } from '../recommend/durability.ts';
import { reportColumn } from '../report/column.ts';
import { changeRows, recommendationDeltas } from '../report/recommendation.ts';
import { reportSources } from '../report/sources.ts';
import type { ReportChange, ReportColumn, ReportDelta, ReportSource } from '../report/types.ts';
import { predictWithRanges } from '../uncertainty/index.ts';
import {
  describeBottleneck,
  describeConfiguration,
  fleetPricing,
  fleetStartupText,
} from './describe.ts';
import type { FleetRowError } from './inventory.ts';
import type { FleetFigures, FleetOptions, FleetTotals, ServerSizing } from './size.ts';
import { DEFAULT_HEADROOM_PERCENT } from './size.ts';
import { RECOVERY_PATH_LABELS } from '../recovery/labels.ts';

export interface FleetReportInput {
  /** The inventory's file name, as the title shows it. */
  inventory: string;
  rows: readonly ServerSizing[];
  totals: FleetTotals;
  /** Rows left out (inventory or targets file), with the file each came from. */
  errors: readonly (FleetRowError & { file?: string })[];
  options: FleetOptions;
  /** ISO date-time of the export (passed in: the core has no clock). */
  generatedAt: string;
  appVersion: string;
}

/** One configuration's figures as the fleet PDF prints them. */
export interface FleetFigureTexts {
  configuration: string;
  startupText: string;
  qpsText: string;
  costText: string;
  /** Time to full service on the selected recovery path (issue 37): "full service 7 min 30 s after crash recovery". */
  fullServiceText: string;
}

/** One server in the summary table, every figure as printed. */
export interface FleetReportRow {
  name: string;
  line: number;
  action: ServerSizing['action'];
  /** "change", "keep" or "no configuration meets the targets". */
  actionText: string;
  today: FleetFigureTexts;
  /** The configuration to run (today's when kept); null when nothing meets the targets. */
  recommended: FleetFigureTexts | null;
  savingUsd: number;
  savingText: string;
  /** What limits the configuration to run: "startup: Tablespace duplicate check, IOPS-bound; QPS: IOPS-bound". */
  bottleneck: string;
}

/** The page of a server that changes: what changes, key figures, phases and cost side by side. */
export interface FleetServerPage {
  name: string;
  line: number;
  /** "startup ≤ 2 min 00 s (given), point selects ≥ 3,000 QPS (today's)". */
  targetsText: string;
  savingText: string;
  changes: ReportChange[];
  operationsText: string[];
  ephemeral: { text: string; requires: string[] } | null;
  current: ReportColumn;
  recommended: ReportColumn;
  deltas: ReportDelta[];
}

export interface FleetReportModel {
  kind: 'innosizer-fleet-report';
  title: string;
  /** The document name (the PDF header's title): "Fleet: inventory.csv". */
  scenarioName: string;
  generatedAt: string;
  generatedText: string;
  appVersion: string;
  /** The totals in one paragraph. */
  summary: string;
  /** The pricing option(s) every cost is at ("on-demand"), named in the cost headers. */
  pricingText: string;
  totals: {
    servers: number;
    changes: number;
    keeps: number;
    unmet: number;
    invalid: number;
    currentText: string;
    recommendedText: string;
    savingText: string;
  };
  rows: FleetReportRow[];
  /** Rows left out: "inventory.csv line 7, iops (db-7): …". */
  invalid: string[];
  /** How each server was sized (recommend's rules as fleet applies them). */
  rules: string[];
  servers: FleetServerPage[];
  sources: ReportSource[];
}

function figureTexts(f: FleetFigures): FleetFigureTexts {
  return {
    configuration: describeConfiguration(f.scenario),
    startupText: fleetStartupText(f.startupSeconds),
    qpsText: `${formatInt(f.qps)} QPS`,
    fullServiceText: `full service ${formatDuration(f.recovery.seconds)} after ${RECOVERY_PATH_LABELS[f.recovery.pathId].toLowerCase()}`,
    costText: f.ioNotPricedText
      ? `${formatUsd(f.monthlyUsd)} (${f.ioNotPricedText})`
      : formatUsd(f.monthlyUsd),
  };
}

const ACTION_TEXT: Record<ServerSizing['action'], string> = {
  change: 'change',
  keep: 'keep',
  none: 'no configuration meets the targets',
};

function targetsText(r: ServerSizing): string {
  const t = r.targets;
  const from = (f: 'given' | 'today') => (f === 'given' ? 'given' : "today's");
  const startup =
    t.maxStartupSeconds === null
      ? 'no startup target'
      : `startup ≤ ${formatDuration(t.maxStartupSeconds)} (${from(t.startupFrom)})`;
  return (
    `${startup}, point selects ≥ ${formatInt(t.minQps)} QPS (${from(t.qpsFrom)})` +
    (r.startupUnchecked ? `; ${r.startupUnchecked}` : '')
  );
}

/** A server's page, or null when the model refuses one of its configurations (never expected). */
function serverPage(r: ServerSizing, catalog: Catalog): FleetServerPage | null {
  if (r.action !== 'change' || !r.recommended) return null;
  const cur = predictWithRanges(r.current.scenario, catalog);
  const rec = predictWithRanges(r.recommended.scenario, catalog);
  if (!cur.ok || !rec.ok) return null;
  const current = reportColumn('current', 'Today', r.current.scenario, cur.prediction, catalog);
  const recommended = reportColumn(
    'recommended',
    'Recommended',
    r.recommended.scenario,
    rec.prediction,
    catalog,
  );
  return {
    name: r.name,
    line: r.line,
    targetsText: targetsText(r),
    savingText: formatUsd(r.monthlySavingUsd),
    ...changeRows(r.changes),
    ephemeral: r.ephemeral
      ? {
          text: r.unsafeForData ? `${EPHEMERAL_TEXT} ${UNSAFE_FOR_DATA_TEXT}` : EPHEMERAL_TEXT,
          requires: [...r.requires],
        }
      : null,
    current,
    recommended,
    deltas: recommendationDeltas(current, recommended),
  };
}

function rulesOf(options: FleetOptions): string[] {
  const headroom = options.headroomPercent ?? DEFAULT_HEADROOM_PERCENT;
  return [
    "Targets: each server's own (inventory or targets file); a target it leaves out is today's figure (start no slower, serve no fewer QPS than now).",
    options.headroomPercent === undefined
      ? `Headroom: a server that gives both targets has them met at the pessimistic end of the prediction's range; a server that leaves one to today's figure has its given target met with a ${formatPercent(headroom)} margin.`
      : `Headroom: given targets are met with a ${formatPercent(headroom)} margin.`,
    options.allowInstanceStore === true
      ? 'Instance store allowed: such results are ephemeral (data lost when the instance stops).'
      : 'EBS only: instance store not allowed.',
    options.allowPageSizeChange === true
      ? 'innodb_page_size may change (a dump and reload).'
      : "Each server's innodb_page_size kept.",
    options.allowArchitectureChange === true
      ? "CPU architecture may change (x86_64 ↔ arm64, a replace) unless a server's row says no."
      : "Each server's CPU architecture kept unless its row allows a change (a replace).",
    "Replicas: each server's own (inventory column replicas), priced as the same instance with its own volumes.",
    "Each server's region kept; an EBS volume is not shrunk (a new volume and a copy).",
    "Today's configuration is kept when it meets the targets for no more than the cheapest found.",
  ];
}

/** The fleet PDF's model. Pure: sizing results in, texts and columns out. */
export function buildFleetReport(
  input: FleetReportInput,
  catalog: Catalog = DEFAULT_CATALOG,
): FleetReportModel {
  const t = input.totals;
  const rows: FleetReportRow[] = input.rows.map((r) => {
    const run = r.recommended;
    return {
      name: r.name,
      line: r.line,
      action: r.action,
      actionText: ACTION_TEXT[r.action],
      today: figureTexts(r.current),
      recommended: run ? figureTexts(run) : null,
      savingUsd: r.monthlySavingUsd,
      savingText: formatUsd(r.monthlySavingUsd),
      bottleneck: describeBottleneck(run ?? r.current),
    };
  });
  const servers = input.rows.flatMap((r) => {
    const page = serverPage(r, catalog);
    return page ? [page] : [];
  });
  const columns = servers.flatMap((p) => [p.current, p.recommended]);
  const scenarios = input.rows.flatMap((r) =>
    r.action === 'change' && r.recommended
      ? [r.current.scenario, r.recommended.scenario]
      : [r.current.scenario],
  );
  const totals = {
    servers: t.servers,
    changes: t.changes,
    keeps: t.keeps,
    unmet: t.unmet,
    invalid: t.invalid,
    currentText: formatUsd(t.currentMonthlyUsd),
    recommendedText: formatUsd(t.recommendedMonthlyUsd),
    savingText: formatUsd(t.monthlySavingUsd),
  };
  const pricingText = fleetPricing(input.rows);
  const summary =
    `${formatCount(t.servers, 'server')} sized from ${input.inventory}: ${formatInt(t.changes)} to change, ` +
    `${formatInt(t.keeps)} to keep, ${formatInt(t.unmet)} that no configuration serves` +
    `${t.invalid > 0 ? `; ${formatInt(t.invalid)} ${t.invalid === 1 ? 'row' : 'rows'} left out as invalid` : ''}. ` +
    `Monthly cost (${pricingText}) ${totals.currentText} today, ${totals.recommendedText} recommended: ` +
    `${t.monthlySavingUsd >= 0 ? `a saving of ${totals.savingText}` : `${formatUsd(-t.monthlySavingUsd)} more`} per month.`;
  return {
    kind: 'innosizer-fleet-report',
    title: 'MySQL fleet sizing',
    scenarioName: `Fleet: ${input.inventory}`,
    generatedAt: input.generatedAt,
    generatedText: formatDateTimeUtc(input.generatedAt),
    appVersion: input.appVersion,
    summary,
    pricingText,
    totals,
    rows,
    invalid: input.errors.map((e) => {
      const where = e.field === '' ? '' : `, ${e.field}`;
      const who = e.name === undefined ? '' : ` (${e.name})`;
      return `${e.file ?? input.inventory} line ${e.line}${where}${who}: ${e.message}`;
    }),
    rules: rulesOf(input.options),
    servers,
    sources: reportSources(scenarios, columns, catalog),
  };
}
