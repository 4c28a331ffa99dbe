import { BoundDetails } from '../../components/BoundDetails.tsx';
import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { useRefused } from '../../store/refused.ts';
import { useAfterPaint } from '../../components/afterPaint.ts';
import { StackedBar } from '../../components/StackedBar.tsx';
import { primarySubtotalAfter, storageSubtotalAfter } from '../../../core/cost/index.ts';
import { costNoteMarker } from '../../../core/cost/pricing.ts';
import {
  asSentence,
  formatDuration,
  formatInt,
  formatQps,
  formatRange,
  formatUsd,
} from '../../../core/format/index.ts';
import type { CostItem, Prediction, Range } from '../../../core/types.ts';
import type { Advice } from '../../../core/recommend/advice.ts';
import { IssueList } from '../../components/IssueList.tsx';
import {
  IMPORT_PRICE_LIST_COMMAND,
  actions,
  selectAdvice,
  selectPrediction,
  useApp,
} from '../../store/index.ts';
import { fixIssue } from '../sizing/useField.ts';
import { PHASE_COLORS } from './phaseColors.ts';
import { keepWhole } from '../../../report-view/whole.tsx';

/**
 * Marks a cost item whose price carries a note: "estimate" for a price the catalog derived or
 * could not verify, "on-demand: no 1-year Reserved price in the catalog" for an instance costed
 * on-demand (core's costNoteMarker, as the PDF and the CLI say it). The note shows as a tooltip
 * and is the marker's accessible description.
 */
export function CostNoteMarker({ marker, note, id }: { marker: string; note: string; id: string }) {
  return (
    <>
      {' '}
      <span className="estimate" title={note} aria-describedby={id}>
        {marker}
      </span>
      <span id={id} hidden>
        {note}
      </span>
    </>
  );
}

/** "6 min 54 s–7 min 16 s" beside a headline figure, or nothing without a range. */
export function RangeNote(props: {
  range: Range | undefined;
  format: (v: number) => string;
  label: string;
  /** Written once after the range ("3,009–3,122 QPS"), when `format` writes bare numbers. */
  unit?: string;
}) {
  if (!props.range) return null;
  return (
    <span className="range-note" aria-label={props.label}>
      range {formatRange(props.range[0], props.range[1], props.format)}
      {props.unit ? ` ${props.unit}` : ''}
    </span>
  );
}

/**
 * Each piece of advice with a key that stays the same while its figures change (the settings it
 * changes, then its place among those changing the same ones): keyed by its text, every slider
 * step re-created the list's elements instead of updating their text. Rows of the ceilings and
 * cost tables are keyed by place for the same reason (their labels carry the figures).
 */
function adviceKeys(advice: readonly Advice[]): [string, Advice][] {
  const seen = new Map<string, number>();
  return advice.map((a) => {
    const fields = Object.entries(a.patch)
      .flatMap(([section, v]) =>
        v !== null && typeof v === 'object'
          ? Object.keys(v).map((f) => `${section}.${f}`)
          : [section],
      )
      .join(',');
    const n = seen.get(fields) ?? 0;
    seen.set(fields, n + 1);
    return [`${fields}#${n}`, a];
  });
}

/**
 * When a field shows a value the model refused, the results are for the value in effect: say so
 * above them, so the figures never silently disagree with the field.
 */
function RefusedNote() {
  const refused = [...useRefused().values()];
  if (refused.length === 0) return null;
  return (
    <p className="refused-note" role="status">
      {refused.map((r, i) => (
        <span key={r.label}>
          {i > 0 ? ' ' : ''}
          These results are for {r.label} {r.inEffect}: the {r.typed} typed was not applied (the
          field says why).
        </span>
      ))}
    </p>
  );
}

/** Startup (stacked phases), QPS, itemised cost and the bottleneck advice, live. */
export function ResultsPanel() {
  const scenario = useApp((s) => s.scenario);
  const result = selectPrediction(scenario);
  // The advice (a search over levers, a few ms) follows once the figures are painted, as the
  // charts' bands do: a slider step's frame draws the headline figures only.
  const advice = selectAdvice(useAfterPaint(scenario));
  if (!result.ok) {
    return (
      <section className="results" aria-label="Results">
        <h2>The model cannot run this scenario</h2>
        <IssueList issues={result.issues} onFix={fixIssue} />
      </section>
    );
  }
  const p = result.prediction;
  // The pricing option asked for has no price here: the core's note says so in neutral words, and
  // the app names its own way to add the prices.
  const fellBack =
    scenario.instance.type !== 'custom' && p.cost.pricing.option !== scenario.pricing.option;
  return (
    <section className="results" aria-label="Results">
      <RefusedNote />
      <StartupCard p={p} />
      <QpsCard p={p} />
      <CostCard p={p} fellBack={fellBack} />
      <AdviceCard advice={advice} warnings={p.warnings} />
    </section>
  );
}

/** A card's heading: its title, the headline figure (an output with its name) and what follows. */
function Headline(props: { title: string; label: string; value: string; children: ReactNode }) {
  return (
    <h2>
      {props.title}{' '}
      <output className="big" aria-label={props.label}>
        {props.value}
      </output>
      {props.children}
    </h2>
  );
}

/** Why a figure's range is wider than on the calibration cases, when it is. */
function WiderRanges({ why }: { why: readonly string[] | undefined }) {
  if (!why || why.length === 0) return null;
  return (
    <p className="explain range-why">
      <strong>Wider ranges:</strong> {why.join('; ')}.
    </p>
  );
}

/** Which measured start of the applied calibration narrowed the startup range (issue 36). */
function NarrowedBy({ by }: { by: string | undefined }) {
  if (!by) return null;
  return (
    <p className="explain range-narrowed">
      <strong>Narrowed by your measurement:</strong> {by}.
    </p>
  );
}

/** Predicted startup: the total, its range, the phases as a stacked bar and the bottleneck. */
function StartupCard({ p }: { p: Prediction }) {
  if (!p.startup.modelled)
    return (
      <div className="card startup-card">
        <Headline title="Startup" label="Predicted startup time" value="Not modelled">
          {null}
        </Headline>
        <p className="explain not-modelled">{p.startup.notModelled}</p>
      </div>
    );
  return (
    <div className="card startup-card">
      <Headline
        title="Startup"
        label="Predicted startup time"
        value={formatDuration(p.startup.totalSeconds)}
      >
        <RangeNote
          range={p.startup.totalRange}
          format={formatDuration}
          label="Startup time range"
        />
      </Headline>
      <StackedBar
        label="Startup time by phase"
        format={formatDuration}
        segments={p.startup.phases.map((ph) => ({
          key: ph.name,
          label: ph.label,
          value: ph.seconds,
          color: PHASE_COLORS[ph.name],
          ...(ph.range && ph.range[1] > 0
            ? { detail: formatRange(ph.range[0], ph.range[1], formatDuration) }
            : {}),
        }))}
      />
      <NarrowedBy by={p.startup.narrowedBy} />
      <WiderRanges why={p.uncertainty?.startup} />
      <div className="explain bottleneck">
        <strong>Bottleneck:</strong>{' '}
        <BoundDetails
          phase={p.startup.phases.find((ph) => ph.name === p.startup.bottleneck.phase)}
          explanation={p.startup.bottleneck.explanation}
        />
      </div>
    </div>
  );
}

/** Predicted point-select QPS (and TPS of a read-write mix), its range and the ceilings. */
function QpsCard({ p }: { p: Prediction }) {
  return (
    <div className="card qps-card">
      <Headline title="QPS" label="Predicted QPS" value={formatQps(p.qps.pointSelect)}>
        <RangeNote range={p.qps.pointSelectRange} format={formatInt} unit="QPS" label="QPS range" />
      </Headline>
      {p.qps.transactionsPerSecond !== undefined ? (
        <p>
          Read-write mix:{' '}
          <output aria-label="Predicted TPS">{formatInt(p.qps.transactionsPerSecond)} TPS</output>
          <RangeNote
            range={p.qps.transactionsPerSecondRange}
            format={formatInt}
            unit="TPS"
            label="TPS range"
          />
        </p>
      ) : null}
      <p className="explain">{asSentence(p.qps.explanation)}</p>
      <WiderRanges why={p.uncertainty?.qps} />
      <table className="mini">
        <caption>Ceilings</caption>
        <tbody>
          {p.qps.ceilings.map((c, n) => (
            <tr key={`${c.bound}-${n}`} className={c.bound === p.qps.bound ? 'binding' : ''}>
              <th scope="row">{c.label}</th>
              <td>{formatQps(c.qps)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The itemised monthly cost with the storage and primary-server subtotals. */
function CostCard({ p, fellBack }: { p: Prediction; fellBack: boolean }) {
  const storageAfter = storageSubtotalAfter(p.cost.items);
  const primaryAfter = primarySubtotalAfter(p.cost.items);
  const noteOf = (i: CostItem): string | undefined =>
    fellBack && i.part === 'instance' && i.note
      ? `${i.note} ${IMPORT_PRICE_LIST_COMMAND} reads it.`
      : i.note;
  return (
    <div className="card cost-card">
      <h2>
        Cost{' '}
        <output className="big" aria-label="Monthly cost">
          {formatUsd(p.cost.monthlyUsd)}
        </output>
        <span className="sub">/month, {keepWhole(p.cost.pricing.label)}</span>
      </h2>
      <table className="mini">
        <caption>Itemised monthly cost</caption>
        <tbody>
          {p.cost.items.map((i, n) => (
            <Fragment key={`${i.part ?? ''}-${n}`}>
              <tr>
                <th scope="row" title={`${i.source} (${i.asOf})`}>
                  {keepWhole(i.label)}
                  {i.note ? (
                    <CostNoteMarker
                      marker={costNoteMarker(i.note)}
                      note={noteOf(i) ?? ''}
                      id={`cost-note-${n}`}
                    />
                  ) : null}
                </th>
                <td>{formatUsd(i.monthlyUsd)}</td>
              </tr>
              {n === storageAfter ? (
                <tr className="subtotal">
                  <th scope="row">Storage subtotal</th>
                  <td>{formatUsd(p.cost.storageUsd)}</td>
                </tr>
              ) : null}
              {n === primaryAfter ? (
                <tr className="subtotal">
                  <th scope="row">Primary server</th>
                  <td>{formatUsd(p.cost.monthlyUsd - p.cost.replicaUsd)}</td>
                </tr>
              ) : null}
            </Fragment>
          ))}
          {p.cost.servers > 1 ? (
            <tr className="total">
              <th scope="row">Total, {formatInt(p.cost.servers)} servers</th>
              <td>{formatUsd(p.cost.monthlyUsd)}</td>
            </tr>
          ) : null}
          <tr className="total">
            <th scope="row">per 1,000 QPS</th>
            <td>{formatUsd(p.cost.per1000QpsUsd)}</td>
          </tr>
          {p.cost.ioNotPriced ? (
            <tr className="io-not-priced">
              <th scope="row">
                Aurora Standard I/O, not in the total: no average load given (set Average load to
                price it)
              </th>
              <td>{formatUsd(p.cost.ioNotPriced.per1000AverageQpsUsd)} per 1,000 average QPS</td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

/** "What would help": the advice with an Apply button each, and the scenario's warnings. */
function AdviceCard({
  advice,
  warnings,
}: {
  advice: readonly Advice[];
  warnings: readonly string[];
}) {
  return (
    <div className="card advice-card">
      <h2>What would help</h2>
      {advice.length === 0 ? (
        <p className="explain">No cheaper lever found for the current bottleneck.</p>
      ) : (
        <ul className="advice">
          {adviceKeys(advice).map(([key, a]) => (
            <li key={key}>
              <span>{keepWhole(asSentence(a.text))}</span>
              {/* Each button names its change: a screen reader hears more than "Apply". */}
              <button
                type="button"
                className="small"
                aria-label={`Apply: ${asSentence(a.text)}`}
                onClick={() => actions.applyPatch(a.patch)}
              >
                Apply
              </button>
            </li>
          ))}
        </ul>
      )}
      {warnings.length > 0 ? (
        <ul className="warnings" aria-label="Warnings">
          {warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
