// The pragma above each report-view .tsx: the CLI runs these files through tsx, which applies
// tsconfig.json's `jsx: react-jsx` only when started from the project folder; elsewhere it would
// fall back to React.createElement and fail. The pragma makes the JSX runtime explicit.
/** @jsxRuntime automatic @jsxImportSource react */
import { RecoverySection } from './RecoverySection.tsx';
import { WorkloadSection } from './WorkloadSection.tsx';
import type { ReportColumn, ReportModel } from '../core/report/index.ts';
import { asSentence } from '../core/format/index.ts';
import { keepWhole } from './whole.tsx';
import { CostPerformanceChart } from './charts/CostPerformanceChart.tsx';
import { GrowthChart } from './charts/GrowthChart.tsx';
import { QpsPageSizeChart } from './charts/QpsPageSizeChart.tsx';
import { StartupPhasesChart } from './charts/StartupPhasesChart.tsx';
import type { ReportPaper } from './reportCss.ts';
import { reportCss } from './reportCss.ts';
import {
  CalibrationSection,
  ChangesSection,
  CostTable,
  DeltasTable,
  DocumentHeader,
  PhasesTable,
  Ranged,
  SearchRules,
  SideBySide,
  SourcesTable,
} from './sections.tsx';

/** What the cost chart shows, naming only the kinds of point it has. */
function costChartContents(report: ReportModel): string {
  const has = (kind: string) => report.charts.costVsPerformance.points.some((p) => p.kind === kind);
  const parts = [
    'the current configuration',
    ...(has('recommended') ? ['the recommended one'] : []),
    ...(has('compared') ? ['the compared ones'] : []),
    ...(has('candidate') ? ['the other configurations the search ranked'] : []),
    ...(has('provisioning')
      ? ['the current instance and volume at other provisioned IOPS and throughput']
      : []),
  ];
  return parts.length > 1
    ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`
    : (parts[0] ?? '');
}

/**
 * The recommendation report, one React tree for the app's print window and `innosizer report`.
 * It prints the ReportModel's texts and draws its chart data; it computes no figure. Pure SVG and
 * HTML, no effects, so react-dom/server renders it completely.
 */
export function ReportDocument({
  report,
  paper = 'A4',
}: {
  report: ReportModel;
  paper?: ReportPaper;
}) {
  const rec = report.recommendation;
  const recommended = rec?.recommended ?? null;
  const keyColumns: ReportColumn[] = recommended ? [report.current, recommended] : [report.current];
  const sideBySide = [report.current, ...(recommended ? [recommended] : []), ...report.compared];
  return (
    <main className="report" data-paper={paper}>
      <style>{reportCss(paper)}</style>
      <DocumentHeader
        title={report.title}
        subtitle={report.scenarioName}
        meta={[
          `Generated ${report.generatedText}`,
          `InnoSizer ${report.appVersion}`,
          report.modelVersion,
        ]}
      />

      <RecommendationSection report={report} />

      {rec && recommended ? <ChangesSection rec={rec} /> : null}

      {report.growth ? <GrowthSection growth={report.growth} /> : null}

      <KeyFigures report={report} columns={keyColumns} />

      {report.advice && report.advice.length > 0 ? (
        <section className="section">
          <h2>What would help ({report.current.heading})</h2>
          <ul>
            {report.advice.map((a) => (
              <li key={a.text}>
                {keepWhole(a.text)}
                {a.operation ? ` Takes: ${a.operation}.` : ''}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {report.recovery && report.recovery.length > 0 ? (
        <RecoverySection recovery={report.recovery} />
      ) : null}

      <section className="section">
        <h2>{sideBySide.length > 1 ? 'Configurations side by side' : 'Configuration'}</h2>
        <SideBySide columns={sideBySide} />
        {report.compared.length > 0 ? <ComparedCosts columns={report.compared} /> : null}
      </section>

      <ChartsSection report={report} />

      {report.workload && <WorkloadSection workload={report.workload} />}

      {report.calibration && <CalibrationSection calibration={report.calibration} />}

      <AssumptionsSection report={report} />
    </main>
  );
}

/**
 * The compared configurations' monthly cost, item by item, each as its deployment bills it. The
 * heading travels with the first table on the printed page (a block of every table may not fit).
 */
function ComparedCosts({ columns }: { columns: readonly ReportColumn[] }) {
  const [first, ...rest] = columns;
  if (!first) return null;
  return (
    <>
      <div className="keep">
        <h3>Monthly cost of the compared configurations, item by item</h3>
        <p className="note">
          Each configuration's cost as its deployment bills it (EC2: instance and volumes; RDS: DB
          instance, its storage, Multi-AZ and Extended Support; Aurora: DB instance, data stored
          and, on Standard, I/O requests), to set against the current configuration's items above.
        </p>
        <CostTable column={first} />
      </div>
      {rest.length > 0 ? (
        <div className="cols">
          {rest.map((c) => (
            <div key={c.heading}>
              <CostTable column={c} />
            </div>
          ))}
        </div>
      ) : null}
    </>
  );
}

function RecommendationSection({ report }: { report: ReportModel }) {
  const rec = report.recommendation;
  const recommended = rec?.recommended ?? null;
  return (
    <section className="section">
      <h2>Recommendation</h2>
      {rec ? (
        <>
          <p className={recommended ? 'lead' : 'lead none'}>{keepWhole(rec.paragraph)}</p>
          <p className="note">
            Targets: {rec.targets.startupTargetText}, point selects ≥ {rec.targets.minQpsText}.{' '}
            {rec.targetsRule}
          </p>
          {rec.ruleText ? <p className="note rule-used">{rec.ruleText}</p> : null}
          {rec.closestText ? <p className="note closest">{rec.closestText}</p> : null}
          {rec.architectureText ? (
            <p className="note architecture">Information: {rec.architectureText}</p>
          ) : null}
          {recommended ? null : <SearchRules rules={rec.searchRules} />}
        </>
      ) : (
        <p className="lead">
          {report.current.summary}:{' '}
          {report.current.startup.modelled
            ? `predicted startup ${report.current.startup.totalText} (range ${report.current.startup.totalRangeText})`
            : `startup not modelled (${report.current.startup.note ?? ''})`}
          , {report.current.qps.text} (range {report.current.qps.rangeText}),{' '}
          {report.current.cost.text} per month ({keepWhole(report.current.cost.pricingLabel)}).
        </p>
      )}
    </section>
  );
}

function GrowthSection({ growth }: { growth: NonNullable<ReportModel['growth']> }) {
  return (
    <section className="section growth">
      <h2>Growth</h2>
      <p>{growth.text}</p>
      <figure className="figure">
        <GrowthChart data={growth} />
        <figcaption>
          Predicted startup of the current configuration month by month as its tables and data grow
          (solid), the pessimistic end of its range (dashed)
          {growth.maxStartupSeconds !== null ? ' and the startup target (red)' : ''}.
        </figcaption>
      </figure>
    </section>
  );
}

/** Startup by phase, QPS and the itemised cost of the current and the recommended configuration. */
function KeyFigures({
  report,
  columns: keyColumns,
}: {
  report: ReportModel;
  columns: ReportColumn[];
}) {
  const rec = report.recommendation;
  const recommended = rec?.recommended ?? null;
  const warnings = [
    ...new Set(keyColumns.flatMap((c) => c.warnings.map((w) => `${c.heading}: ${w}`))),
  ];
  return (
    <section className="section">
      <h2>Key figures</h2>
      {rec && recommended && <DeltasTable deltas={rec.deltas} />}
      <h3>Startup time by phase</h3>
      <PhasesTable columns={keyColumns} />
      <p className="note">
        Bottleneck ({report.current.heading}): {report.current.startup.bottleneck}
      </p>
      <p className="note">
        Under each time and QPS: its uncertainty range, from how far the published measurements
        listed under Sources (J-F Gagné&apos;s 2024 MySQL startup and sysbench fileio runs, D.
        Kravtchuk&apos;s page-size QPS runs) and AWS&apos;s EBS performance figures scatter around
        the model; assumed constants, and configurations unlike the measured ones, get wider ranges.
        {report.current.extrapolatingStartup.length > 0
          ? ` Startup ranges are wider than on the calibration cases: ${report.current.extrapolatingStartup.join('; ')}.`
          : ''}
      </p>
      <h3>Point-select QPS</h3>
      <table>
        <thead>
          <tr>
            <th>Configuration</th>
            <th className="num">QPS</th>
            <th>Bound</th>
            <th>Why</th>
          </tr>
        </thead>
        <tbody>
          {keyColumns.map((c) => (
            <tr key={c.role}>
              <td>{c.heading}</td>
              <td className="num">
                <Ranged text={c.qps.text} range={c.qps.rangeText} />
              </td>
              <td>{c.qps.boundText}</td>
              <td>{asSentence(c.qps.explanation)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {report.current.extrapolatingQps.length > 0 ? (
        <p className="note">
          QPS ranges are wider than on the calibration cases:{' '}
          {report.current.extrapolatingQps.join('; ')}.
        </p>
      ) : null}
      <h3>Monthly cost, itemised</h3>
      <div className="cols">
        {keyColumns.map((c) => (
          <div key={c.role}>
            <CostTable column={c} />
          </div>
        ))}
      </div>
      {warnings.length > 0 && (
        <ul className="warnings">
          {warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ChartsSection({ report }: { report: ReportModel }) {
  return (
    <section className="section">
      <h2>Charts</h2>
      <figure className="figure">
        <StartupPhasesChart data={report.charts.startupPhases} />
        <figcaption>
          Predicted startup time by phase; the line at the end of each bar spans the range of its
          total.
        </figcaption>
      </figure>
      <figure className="figure">
        <CostPerformanceChart data={report.charts.costVsPerformance} />
        <figcaption>
          Monthly cost against predicted point-select QPS: {costChartContents(report)}; costs at
          each configuration&apos;s pricing option (current:{' '}
          {keepWhole(report.current.cost.pricingLabel)}).
        </figcaption>
      </figure>
      <figure className="figure">
        <QpsPageSizeChart data={report.charts.qpsVsPageSize} />
        <figcaption>
          Predicted point-select QPS for each innodb_page_size, all else unchanged.
          {report.charts.qpsVsPageSize.gaps.length > 0 ? (
            <>
              {' '}
              No point where the model refuses the page size:
              <ul className="gaps">
                {report.charts.qpsVsPageSize.gaps.map((g) => (
                  <li key={g}>{g}</li>
                ))}
              </ul>
            </>
          ) : null}
        </figcaption>
      </figure>
    </section>
  );
}

function AssumptionsSection({ report }: { report: ReportModel }) {
  return (
    <section className="section">
      <h2>Assumptions and limits</h2>
      <h3>Assumptions</h3>
      <ul>
        {report.assumptions.map((a) => (
          <li key={a}>{keepWhole(a)}</li>
        ))}
      </ul>
      <h3>Limits</h3>
      <ul>
        {report.limits.map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
      <h3>Sources of prices, limits and measurements</h3>
      <SourcesTable sources={report.sources} />
    </section>
  );
}
