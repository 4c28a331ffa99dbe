/** @jsxRuntime automatic @jsxImportSource react */
import type {
  ReportCalibration,
  ReportChange,
  ReportColumn,
  ReportDelta,
  ReportRecommendation,
  ReportSource,
} from '../core/report/index.ts';
import { primarySubtotalAfter, storageSubtotalAfter } from '../core/cost/index.ts';
import { asSentence, formatInt } from '../core/format/index.ts';
import { keepWhole } from './whole.tsx';
import { costNoteLine, costNoteMarker } from '../core/cost/pricing.ts';
import { Fragment } from 'react';

/** Startup phases of one or two configurations, with what bounded each phase. */
export function PhasesTable({ columns }: { columns: ReportColumn[] }) {
  const names = [
    ...new Map(
      columns.flatMap((c) => c.startup.phases.map((p) => [p.name, p.label] as const)),
    ).entries(),
  ];
  const first = columns[0];
  return (
    <table className="keep">
      <thead>
        <tr>
          <th>Startup phase</th>
          {columns.map((c, i) => (
            <th key={i} className="num">
              {c.heading}
            </th>
          ))}
          <th>Bound ({first?.heading ?? ''})</th>
        </tr>
      </thead>
      <tbody>
        {names.map(([name, label]) => (
          <tr key={name}>
            <td>{label}</td>
            {columns.map((c, i) => (
              <td key={i} className="num">
                <Ranged
                  text={c.startup.phases.find((p) => p.name === name)?.text ?? '–'}
                  range={c.startup.phases.find((p) => p.name === name)?.rangeText}
                />
              </td>
            ))}
            <td>{first?.startup.phases.find((p) => p.name === name)?.boundText ?? ''}</td>
          </tr>
        ))}
        <tr className="total">
          <td>Total startup</td>
          {columns.map((c, i) => (
            <td key={i} className="num">
              <Ranged text={c.startup.totalText} range={c.startup.totalRangeText} />
            </td>
          ))}
          <td />
        </tr>
      </tbody>
    </table>
  );
}

export function DeltasTable({
  deltas,
  currentHeading = 'Current',
}: {
  deltas: ReportDelta[];
  /** The fleet's server pages say "Today", as their other tables do. */
  currentHeading?: string;
}) {
  return (
    <table className="keep">
      <thead>
        <tr>
          <th>Key figure</th>
          <th className="num">{currentHeading}</th>
          <th className="num">Recommended</th>
          <th className="num">Change</th>
          <th className="num">%</th>
        </tr>
      </thead>
      <tbody>
        {deltas.map((d) => {
          const cls = d.better === null ? 'num' : d.better ? 'num better' : 'num worse';
          return (
            <tr key={d.label}>
              <td>{d.label}</td>
              <td className="num">{d.currentText}</td>
              <td className="num">{d.recommendedText}</td>
              <td className={cls}>{d.deltaText}</td>
              <td className={cls}>{d.percentText}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

type CostItem = ReportColumn['cost']['items'][number];

/**
 * The catalog's caveat for a price that was derived or could not be verified (CostItem.note).
 * Read defensively: the report model passes it on when the item carries it.
 */
export function costNote(item: CostItem): string | undefined {
  const note: unknown = 'note' in item ? item.note : undefined;
  return typeof note === 'string' && note !== '' ? note : undefined;
}

/** Itemised monthly cost of one configuration; caveated prices get a footnote under the table. */
export function CostTable({ column }: { column: ReportColumn }) {
  const notes: string[] = [];
  const marks = column.cost.items.map((item) => {
    const note = costNote(item);
    if (!note) return null;
    if (!notes.includes(note)) notes.push(note);
    return notes.indexOf(note) + 1;
  });
  const subtotalAfter = storageSubtotalAfter(column.cost.items);
  const primaryAfter = primarySubtotalAfter(column.cost.items);
  return (
    <div className="keep">
      <table>
        <thead>
          <tr>
            <th>
              {column.heading}: monthly cost, {keepWhole(column.cost.pricingLabel)}
            </th>
            <th className="num">USD / month</th>
          </tr>
        </thead>
        <tbody>
          {column.cost.items.map((item, i) => (
            <Fragment key={i}>
              <tr>
                <td>
                  {keepWhole(item.label)}
                  {marks[i] ? (
                    <sup
                      className="footnote-mark"
                      aria-label={`${costNoteMarker(costNote(item) ?? '')}, note ${marks[i]}`}
                    >
                      {marks[i]}
                    </sup>
                  ) : null}
                </td>
                <td className="num">{item.text}</td>
              </tr>
              {i === subtotalAfter ? (
                <tr className="subtotal">
                  <td>Storage subtotal</td>
                  <td className="num">{column.cost.storageText}</td>
                </tr>
              ) : null}
              {i === primaryAfter ? (
                <tr className="subtotal">
                  <td>Primary server</td>
                  <td className="num">{column.cost.primaryText}</td>
                </tr>
              ) : null}
            </Fragment>
          ))}
          <tr className="total">
            <td>
              Total
              {column.cost.servers > 1 ? `, ${formatInt(column.cost.servers)} servers` : ''}
            </td>
            <td className="num">{column.cost.text}</td>
          </tr>
        </tbody>
      </table>
      {column.cost.ioNotPricedText ? (
        <p className="note io-not-priced">{keepWhole(column.cost.ioNotPricedText)}</p>
      ) : null}
      {notes.length > 0 ? (
        <ol className="note cost-notes">
          {notes.map((n) => (
            <li key={n}>{costNoteLine(n)}</li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

/** Configurations side by side: settings and every predicted figure. */
export function SideBySide({ columns }: { columns: ReportColumn[] }) {
  const settingLabels = [...new Set(columns.flatMap((c) => c.settings.map((s) => s.label)))];
  const phaseNames = [
    ...new Map(
      columns.flatMap((c) => c.startup.phases.map((p) => [p.name, p.label] as const)),
    ).entries(),
  ];
  return (
    <table className="side-by-side">
      <thead>
        <tr>
          {/* The row labels' column: a heading in words for screen readers (axe: no empty th). */}
          <th scope="col">
            <span className="sr-only">Setting</span>
          </th>
          {columns.map((c, i) => (
            <th key={i}>{c.heading}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {settingLabels.map((label) => (
          <SideBySideRow
            key={label}
            label={label}
            columns={columns}
            value={(c) => c.settings.find((s) => s.label === label)?.value ?? '–'}
          />
        ))}
        {phaseNames.map(([name, label]) => (
          <SideBySideRow
            key={name}
            label={label}
            columns={columns}
            numeric
            value={(c) => c.startup.phases.find((p) => p.name === name)?.text ?? '–'}
            range={(c) => c.startup.phases.find((p) => p.name === name)?.rangeText ?? ''}
          />
        ))}
        <SideBySideRow
          label="Startup time"
          columns={columns}
          numeric
          total
          value={(c) => c.startup.totalText}
          range={(c) => c.startup.totalRangeText}
        />
        <SideBySideRow
          label="Point-select QPS"
          columns={columns}
          numeric
          total
          value={(c) => c.qps.text}
          range={(c) => c.qps.rangeText}
        />
        <SideBySideRow
          label="Monthly cost"
          columns={columns}
          numeric
          total
          value={(c) => c.cost.text}
          range={(c) => c.cost.pricingLabel}
        />
        <SideBySideRow
          label="Cost per 1,000 QPS"
          columns={columns}
          numeric
          value={(c) => c.cost.per1000QpsText}
          range={(c) => c.cost.pricingLabel}
        />
        <SideBySideRow label="QPS bound" columns={columns} value={(c) => c.qps.boundText} />
      </tbody>
    </table>
  );
}

/** One row of the side-by-side table: a label, then one value per configuration. */
/** A figure with its uncertainty range in small type under it (nothing when the two read the same). */
export function Ranged({ text, range }: { text: string; range: string | undefined }) {
  if (!range || range === text) return <>{text}</>;
  return (
    <>
      {text}
      <span className="range">{range}</span>
    </>
  );
}

function SideBySideRow({
  label,
  columns,
  value,
  range,
  numeric = false,
  total = false,
}: {
  label: string;
  columns: ReportColumn[];
  value: (column: ReportColumn) => string;
  /** Printed under the figure: its uncertainty range, or the pricing option a cost is at. */
  range?: (column: ReportColumn) => string;
  numeric?: boolean;
  total?: boolean;
}) {
  return (
    <tr className={total ? 'total' : undefined}>
      <td>{label}</td>
      {columns.map((c, i) => (
        <td key={i} className={numeric ? 'num' : undefined}>
          <Ranged text={value(c)} range={range?.(c)} />
        </td>
      ))}
    </tr>
  );
}

export function CalibrationSection({ calibration }: { calibration: ReportCalibration }) {
  return (
    <section className="section">
      <div className="keep">
        <h2>Imported measurements and calibration</h2>
        <p>
          Profile <strong>{calibration.profileName}</strong>, fitted{' '}
          {calibration.createdAt.slice(0, 10)} on{' '}
          {calibration.sources.length > 0
            ? calibration.sources.join(', ')
            : 'the imported measurements'}
          .
          {calibration.meanErrorBeforeText !== null && calibration.meanErrorAfterText !== null
            ? ` Mean absolute error: ${calibration.meanErrorBeforeText} before calibration, ${calibration.meanErrorAfterText} after.`
            : ''}
        </p>
        {calibration.parameters.length > 0 && (
          <table>
            <thead>
              <tr>
                <th>Fitted parameter</th>
                <th className="num">Value</th>
              </tr>
            </thead>
            <tbody>
              {calibration.parameters.map((p) => (
                <tr key={p.label}>
                  <td>{p.label}</td>
                  <td className="num">{p.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      {calibration.points.length > 0 && (
        <table>
          <thead>
            <tr>
              <th>Measurement</th>
              <th className="num">Measured</th>
              <th className="num">Predicted before</th>
              <th className="num">Error</th>
              <th className="num">Predicted after</th>
              <th className="num">Error</th>
            </tr>
          </thead>
          <tbody>
            {calibration.points.map((p, i) => (
              <tr key={i}>
                <td>{p.label}</td>
                <td className="num">{p.measuredText}</td>
                <td className="num">{p.predictedBeforeText}</td>
                <td className="num">{p.errorBeforeText}</td>
                <td className="num">{p.predictedAfterText}</td>
                <td className="num">{p.errorAfterText}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {calibration.warnings.length > 0 && (
        <ul className="warnings">
          {calibration.warnings.map((w) => (
            <li key={w}>{asSentence(w)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function SourcesTable({ sources }: { sources: ReportSource[] }) {
  return (
    <table>
      <thead>
        <tr>
          <th>What</th>
          <th>Source</th>
          <th className="num">As of</th>
        </tr>
      </thead>
      <tbody>
        {sources.map((s, i) => (
          <tr key={i}>
            <td>{keepWhole(s.what)}</td>
            <td className="src">{s.source}</td>
            <td className="num">{s.asOf || 'not dated'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A recommendation on the instance store: that its data is ephemeral, and what that requires. */
export function EphemeralNote({ ephemeral }: { ephemeral: { text: string; requires: string[] } }) {
  return (
    <div className="ephemeral">
      <p>
        <strong>{ephemeral.text}</strong> It requires:
      </p>
      <ul>
        {ephemeral.requires.map((q) => (
          <li key={q}>{q}</li>
        ))}
      </ul>
    </div>
  );
}

/** The document's opening: title, what it is about, when and by which version it was made. */
export function DocumentHeader(props: {
  title: string;
  subtitle: string;
  meta: readonly string[];
}) {
  return (
    <header>
      <h1>{props.title}</h1>
      <p className="subtitle">{props.subtitle}</p>
      <p className="meta">
        {props.meta.map((m) => (
          <span key={m}>{m}</span>
        ))}
      </p>
    </header>
  );
}

/** Every setting a recommendation changes, with its operation, and what the operations mean. */
export function ChangesTable({
  changes,
  operationsText,
  currentHeading = 'Current',
}: {
  changes: ReportChange[];
  operationsText: string[];
  currentHeading?: string;
}) {
  return (
    <>
      <table className="changes-table">
        <thead>
          <tr>
            <th>Setting</th>
            <th>{currentHeading}</th>
            <th>Recommended</th>
            <th>Operation</th>
            <th>Note</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((c) => (
            <tr key={c.label}>
              <td>{c.label}</td>
              <td className="num">{c.fromText}</td>
              <td className="num">{c.toText}</td>
              <td className={`op op-${c.operation}`}>{c.operation}</td>
              <td>{c.note}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {operationsText.length > 0 ? (
        <ul className="note">
          {operationsText.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** What the recommendation takes: every change with its operation, durability, headroom, rules. */
export function ChangesSection({ rec }: { rec: ReportRecommendation }) {
  return (
    <section className="section changes">
      <h2>What the recommendation changes</h2>
      {rec.ephemeral ? <EphemeralNote ephemeral={rec.ephemeral} /> : null}
      {rec.changes.length === 0 ? (
        <p>
          No setting changes: the current configuration already meets the targets
          {rec.rangeMeetsTargets === false
            ? ' at its predicted figures, not at the pessimistic end of its range'
            : ''}
          .
        </p>
      ) : (
        <ChangesTable changes={rec.changes} operationsText={rec.operationsText} />
      )}
      <p className="note">Headroom: {rec.headroomText}</p>
      <SearchRules rules={rec.searchRules} />
    </section>
  );
}

/**
 * What the search was allowed to change (recommend's rules): under the changes, or under the
 * paragraph when nothing met the targets, so the reader knows what relaxing a target searches.
 */
export function SearchRules({ rules }: { rules: readonly string[] }) {
  if (rules.length === 0) return null;
  return (
    <>
      <h3>What the search was allowed to change</h3>
      <ul className="note">
        {rules.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
    </>
  );
}
