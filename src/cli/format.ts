/** Readable text of predictions and issues for the terminal. */
import type { Prediction, StartupPrediction } from '../core/types.ts';
import { deploymentInstanceText } from '../core/cost/deploymentText.ts';
import type { Scenario } from '../core/scenario/types.ts';
import { costNoteLine } from '../core/cost/pricing.ts';
import { describeStorage } from '../core/storage/index.ts';
import { PHASE_LABELS } from '../core/startup/index.ts';
import {
  boundText,
  boundWords,
  formatDuration,
  formatInt,
  formatNumber,
  formatRange,
  formatUsd,
} from '../core/format/index.ts';

const int = formatInt;
const usd = formatUsd;

/** " (range 6 min 54 s–7 min 15 s)" when the prediction carries a range, else "". */
function rangeText(range: [number, number] | undefined, format: (v: number) => string): string {
  return range ? `range ${formatRange(range[0], range[1], format)}` : '';
}

function table(rows: string[][]): string {
  const widths: number[] = [];
  for (const row of rows) row.forEach((c, i) => (widths[i] = Math.max(widths[i] ?? 0, c.length)));
  return rows
    .map((row) =>
      row
        .map((c, i) => (i === row.length - 1 ? c : c.padEnd(widths[i] ?? 0)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export function describeScenario(s: Scenario): string {
  const st = s.storage;
  const storage = describeStorage(st, 'full', s);
  const inst = deploymentInstanceText(
    s,
    s.instance.type === 'custom' ? `custom (${s.instance.customVcpu} vCPU)` : s.instance.type,
  );
  const restored =
    st.volumeState === 'restored'
      ? `, restored from snapshot (remedy ${st.restoreRemedy}${st.restoreRemedy === 'none' ? '' : `, ${formatNumber(st.restoresPerMonth, 2)} restores/month`})`
      : '';
  return `${inst} in ${s.region}; ${storage}${restored}; MySQL ${s.mysql.version}, ${int(s.mysql.tables)} tables, ${s.mysql.pageSizeKiB} KiB pages, startup ${s.mysql.startupOpt}, ${s.mysql.osCache} cache`;
}

/**
 * The startup as --json prints it: without a total, a range or phases where it is not modelled
 * (issue 40: Aurora), so no figure stands where no mechanism or measurement does.
 */
export function startupJson(st: StartupPrediction): object {
  if (st.modelled) return st;
  return { modelled: false, notModelled: st.notModelled };
}

/**
 * A JSON.stringify replacer that prints every prediction's `startup` as `startupJson` does
 * (recommend's results, closest and architecture saving carry whole predictions).
 */
export function startupJsonReplacer(key: string, value: unknown): unknown {
  if (key !== 'startup' || typeof value !== 'object' || value === null) return value;
  const st = value as Partial<StartupPrediction>;
  return st.modelled === false && typeof st.totalSeconds === 'number'
    ? startupJson(st as StartupPrediction)
    : value;
}

/** The modelled startup: its total, range, bytes read and the phases' table. */
function startupLines(s: Scenario, p: Prediction, lines: string[]): void {
  const total = rangeText(p.startup.totalRange, formatDuration);
  lines.push(
    `Startup: ${formatDuration(p.startup.totalSeconds)}${total ? ` (${total})` : ''}, ${int(p.startup.bytesReadMiB)} MiB read`,
  );
  const ranged = p.startup.phases.some((ph) => ph.range);
  lines.push(
    table([
      ['phase', 'time', ...(ranged ? ['range'] : []), 'bound', 'why'],
      // The phases' and bounds' labels, as the app and the PDF name them (--json keeps the
      // identifiers).
      ...p.startup.phases.map((ph) => [
        PHASE_LABELS[ph.name],
        formatDuration(ph.seconds),
        ...(ranged ? [ph.range ? formatRange(ph.range[0], ph.range[1], formatDuration) : ''] : []),
        boundText(ph.bound, s.cloud),
        ph.explanation,
      ]),
    ])
      .split('\n')
      .map((l) => `  ${l}`)
      .join('\n'),
  );
}

export function formatPrediction(s: Scenario, p: Prediction): string {
  const lines: string[] = [];
  lines.push(`Scenario: ${describeScenario(s)}`, '');
  if (!p.startup.modelled) lines.push(`Startup: not modelled. ${p.startup.notModelled ?? ''}`);
  else startupLines(s, p, lines);
  lines.push(
    '',
    `QPS (point selects, IO-bound): ${int(p.qps.pointSelect)} (${[boundWords(p.qps.bound, s.cloud), rangeText(p.qps.pointSelectRange, int)].filter(Boolean).join('; ')})`,
    ...(p.qps.transactionsPerSecond === undefined
      ? []
      : [
          `TPS (read-write mix): ${int(p.qps.transactionsPerSecond)}${p.qps.transactionsPerSecondRange ? ` (${rangeText(p.qps.transactionsPerSecondRange, int)})` : ''}`,
        ]),
    ...(p.qps.clusterPointSelect === undefined
      ? []
      : [
          `Point selects over the Multi-AZ DB cluster (writer and two readable standbys): ${int(p.qps.clusterPointSelect)}`,
        ]),
    `  ${p.qps.explanation}`,
  );
  const u = p.uncertainty;
  // Aurora's startup has no range (not modelled, issue 40): its QPS range still has its reasons.
  if (p.startup.totalRange || p.qps.pointSelectRange) {
    lines.push('');
    if (p.startup.narrowedBy)
      lines.push(`Startup range narrowed by the measured start ${p.startup.narrowedBy}.`);
    if (u && u.startup.length > 0)
      lines.push(
        `Startup ranges are wider than on the calibration cases: ${u.startup.join('; ')}.`,
      );
    if (u && u.qps.length > 0)
      lines.push(`QPS ranges are wider than on the calibration cases: ${u.qps.join('; ')}.`);
    if (!u || u.extrapolating.length === 0)
      lines.push('Ranges: inside the space the model was calibrated in (the published cases).');
  }
  lines.push(
    '',
    `Cost: ${usd(p.cost.monthlyUsd)}/month (${usd(p.cost.per1000QpsUsd)} per 1,000 QPS), ${p.cost.pricing.label}`,
  );
  const ioOut = p.cost.ioNotPriced;
  if (ioOut)
    lines.push(
      `  Aurora Standard I/O is not in the total: no average load given; ${usd(ioOut.per1000AverageQpsUsd)}/month per 1,000 average QPS (give --average-qps to price it).`,
    );
  // Derived or unverified catalog prices carry a note (docs/catalog.md): number each distinct one.
  const notes: string[] = [];
  const marker = (note: string | undefined): string => {
    if (!note) return '';
    const at = notes.indexOf(note);
    return ` [${at >= 0 ? at + 1 : notes.push(note)}]`;
  };
  lines.push(
    table(p.cost.items.map((i) => [usd(i.monthlyUsd), `${i.label}${marker(i.note)}`]))
      .split('\n')
      .map((l) => `  ${l}`)
      .join('\n'),
  );
  if (notes.length > 0)
    lines.push('', 'Price notes:', ...notes.map((n, k) => `  [${k + 1}] ${costNoteLine(n)}`));
  // The pricing option asked for had no price (the note says so in neutral words): this command's
  // way to add it.
  if (s.instance.type !== 'custom' && p.cost.pricing.option !== s.pricing.option)
    lines.push(
      `  Add Reserved prices: innosizer catalog update --offer-file FILE (the region's AWS ${s.deployment === 'ec2' ? 'EC2' : 'RDS'} offer file)`,
    );
  if (p.warnings.length > 0) lines.push('', 'Warnings:', ...p.warnings.map((w) => `  - ${w}`));
  return `${lines.join('\n')}\n`;
}
