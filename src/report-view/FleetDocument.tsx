// The pragma: see ReportDocument.tsx (the CLI runs report-view files through tsx).
/** @jsxRuntime automatic @jsxImportSource react */
import type { FleetReportModel, FleetServerPage } from '../core/fleet/index.ts';
import type { ReportPaper } from './reportCss.ts';
import { reportCss } from './reportCss.ts';
import { keepWhole } from './whole.tsx';
import {
  ChangesTable,
  CostTable,
  DeltasTable,
  DocumentHeader,
  EphemeralNote,
  PhasesTable,
  SourcesTable,
} from './sections.tsx';

/** One server that changes: its own page, with the single-server report's tables. */
function ServerPage({ page }: { page: FleetServerPage }) {
  const columns = [page.current, page.recommended];
  return (
    <section className="section server-page" aria-label={`Server ${page.name}`}>
      <h2>
        {page.name} <span className="line">(inventory line {page.line})</span>
      </h2>
      <p className="lead">
        Today: {page.current.summary}. Recommended: {page.recommended.summary}. Saving{' '}
        {page.savingText} per month ({keepWhole(page.recommended.cost.pricingLabel)}).
      </p>
      <p className="note">Targets: {page.targetsText}.</p>
      {page.ephemeral ? <EphemeralNote ephemeral={page.ephemeral} /> : null}
      <h3>What changes</h3>
      <ChangesTable
        changes={page.changes}
        operationsText={page.operationsText}
        currentHeading="Today"
      />
      <h3>Key figures</h3>
      <DeltasTable deltas={page.deltas} currentHeading="Today" />
      <h3>Startup time by phase</h3>
      <PhasesTable columns={columns} />
      <h3>Monthly cost, itemised</h3>
      <div className="cols">
        {columns.map((c) => (
          <div key={c.role}>
            <CostTable column={c} />
          </div>
        ))}
      </div>
    </section>
  );
}

/**
 * The fleet PDF: a summary page (totals, every server today vs recommended, rows left out, the
 * sizing rules), then one page per server that changes, then the sources. It prints the
 * FleetReportModel's texts; it computes no figure.
 */
export function FleetDocument({
  report,
  paper = 'A4',
}: {
  report: FleetReportModel;
  paper?: ReportPaper;
}) {
  return (
    <main className="report fleet" data-paper={paper}>
      <style>{reportCss(paper)}</style>
      <DocumentHeader
        title={report.title}
        subtitle={report.scenarioName}
        meta={[`Generated ${report.generatedText}`, `InnoSizer ${report.appVersion}`]}
      />
      <section className="section">
        <h2>Fleet summary</h2>
        <p className="lead">{report.summary}</p>
        <table className="keep fleet-totals">
          <thead>
            <tr>
              <th className="num">Servers</th>
              <th className="num">To change</th>
              <th className="num">To keep</th>
              <th className="num">Unmet</th>
              <th className="num">Invalid rows</th>
              <th className="num">Today / month, {keepWhole(report.pricingText)}</th>
              <th className="num">Recommended / month, {keepWhole(report.pricingText)}</th>
              <th className="num">Saving / month</th>
            </tr>
          </thead>
          <tbody>
            <tr className="total">
              <td className="num">{report.totals.servers}</td>
              <td className="num">{report.totals.changes}</td>
              <td className="num">{report.totals.keeps}</td>
              <td className="num">{report.totals.unmet}</td>
              <td className="num">{report.totals.invalid}</td>
              <td className="num">{report.totals.currentText}</td>
              <td className="num">{report.totals.recommendedText}</td>
              <td className="num">{report.totals.savingText}</td>
            </tr>
          </tbody>
        </table>
        <h3>Every server, today and recommended</h3>
        <table className="fleet-servers">
          <thead>
            <tr>
              <th>Server</th>
              <th>Action</th>
              <th>Today</th>
              <th className="num">
                $/month<span className="sub">{report.pricingText}</span>
              </th>
              <th>Recommended</th>
              <th className="num">
                $/month<span className="sub">{report.pricingText}</span>
              </th>
              <th className="num">Saving</th>
              <th>
                {/* The configuration to run: the recommended one, or today's when kept or when
                    nothing searched meets the targets (FleetReportRow.bottleneck). */}
                Bottleneck<span className="sub">recommended, else today&apos;s</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {report.rows.map((r) => (
              <tr key={`${r.line}-${r.name}`}>
                <td>{r.name}</td>
                <td>{r.actionText}</td>
                <td>
                  {r.today.configuration}
                  <span className="sub">
                    {r.today.startupText}, {r.today.qpsText}; {r.today.fullServiceText}
                  </span>
                </td>
                <td className="num">{r.today.costText}</td>
                <td>
                  {r.action === 'change' && r.recommended ? (
                    <>
                      {r.recommended.configuration}
                      <span className="sub">
                        {r.recommended.startupText}, {r.recommended.qpsText};{' '}
                        {r.recommended.fullServiceText}
                      </span>
                    </>
                  ) : r.action === 'keep' ? (
                    'keep today’s'
                  ) : (
                    '—'
                  )}
                </td>
                <td className="num">{r.recommended ? r.recommended.costText : '—'}</td>
                <td className={r.savingUsd > 0 ? 'num better' : 'num'}>{r.savingText}</td>
                <td>{r.bottleneck}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {report.invalid.length > 0 ? (
          <>
            <h3>Rows left out</h3>
            <ul className="note">
              {report.invalid.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          </>
        ) : null}
        <h3>How each server was sized</h3>
        <ul className="note">
          {report.rules.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </section>
      {report.servers.map((p) => (
        <ServerPage key={`${p.line}-${p.name}`} page={p} />
      ))}
      <section className="section server-page">
        <h2>Sources of prices, limits and measurements</h2>
        <SourcesTable sources={report.sources} />
      </section>
    </main>
  );
}
