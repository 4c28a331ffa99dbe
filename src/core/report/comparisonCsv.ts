/**
 * The Compare view as data (issue 39.4): one row per scenario (the current one, then the pinned),
 * its settings and predicted figures with their units in the headers, as CSV or the spreadsheet
 * flavour (src/core/format/csv.ts). Figures are plain numbers at the precision the app shows
 * (startup to 0.1 s, QPS whole, dollars to the cent); a range is blank when the prediction has none.
 */
import { CLOUD_LABELS } from '../cloud/index.ts';
import { csvTable } from '../format/csv.ts';
import { roundUsd } from '../format/index.ts';
import type { CsvFlavour } from '../format/csv.ts';
import type { Scenario } from '../scenario/types.ts';
import { storageKind } from '../storage/index.ts';
import type { Prediction } from '../types.ts';
import { scenarioSummary } from './settings.ts';

/** One compared scenario: its name in the view, the scenario and its prediction (null: invalid). */
export interface ComparedScenario {
  label: string;
  scenario: Scenario;
  prediction: Prediction | null;
}

export const COMPARISON_HEADER = [
  'Scenario',
  'Configuration',
  'Cloud',
  'Region',
  'Deployment',
  'Instance',
  'Storage',
  'Storage size (GiB)',
  'Provisioned IOPS',
  'Throughput (MiB/s)',
  'Page size (KiB)',
  'Tables',
  'Data (GiB)',
  'Startup (s)',
  'Startup low (s)',
  'Startup high (s)',
  'Point-select QPS',
  'QPS low',
  'QPS high',
  'Monthly cost (USD)',
  'Currency',
  'Pricing',
  'Startup bottleneck',
] as const;

const round = (v: number, d: number): number => Math.round(v * 10 ** d) / 10 ** d;

function row(c: ComparedScenario): (string | number)[] {
  const s = c.scenario;
  const p = c.prediction;
  const kind = storageKind(s.storage.kind);
  const st = p?.startup;
  const q = p?.qps;
  return [
    c.label,
    scenarioSummary(s),
    CLOUD_LABELS[s.cloud],
    s.region,
    s.deployment,
    s.instance.type,
    kind.name ?? kind.kind,
    s.storage.sizeGiB,
    kind.provisions.iops ? s.storage.iops : '',
    kind.provisions.throughputMiBps ? s.storage.throughputMiBps : '',
    s.mysql.pageSizeKiB,
    s.mysql.tables,
    s.mysql.dataGiB,
    // A startup that is not modelled (issue 40: Aurora) says so, in the figure's column.
    st ? (st.modelled ? round(st.totalSeconds, 1) : 'not modelled') : '',
    st?.modelled && st.totalRange ? round(st.totalRange[0], 1) : '',
    st?.modelled && st.totalRange ? round(st.totalRange[1], 1) : '',
    q ? Math.round(q.pointSelect) : '',
    q?.pointSelectRange ? Math.round(q.pointSelectRange[0]) : '',
    q?.pointSelectRange ? Math.round(q.pointSelectRange[1]) : '',
    p ? roundUsd(p.cost.monthlyUsd) : '',
    'USD',
    p ? p.cost.pricing.label : '',
    st
      ? st.modelled
        ? st.bottleneck.explanation
        : (st.notModelled ?? '')
      : 'the scenario is not valid: no prediction',
  ];
}

/** The compared scenarios as CSV text, in the view's order. */
export function comparisonCsv(columns: readonly ComparedScenario[], flavour: CsvFlavour): string {
  return csvTable(COMPARISON_HEADER, columns.map(row), flavour);
}
