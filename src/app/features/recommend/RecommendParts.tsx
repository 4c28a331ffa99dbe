/**
 * Parts of the Recommend tab for issue 27: a figure's range under it, the replicas field, the
 * answer when nothing meets the targets (the closest and what it misses by), and growth (its
 * rates, the line saying when the targets and the volume are outgrown, and the chart).
 */
import type { Deployment } from '../../../core/scenario/types.ts';
import { useId, useMemo, useState } from 'react';
import type {
  ClosestResult,
  RecommendFailure,
  RecommendResult,
} from '../../../core/recommend/index.ts';
import { failureText } from '../../../core/recommend/index.ts';
import {
  formatCount,
  formatDuration,
  formatInt,
  formatRange,
  formatUsd,
} from '../../../core/format/index.ts';
import { reportGrowth } from '../../../core/report/index.ts';
import { GrowthChart } from '../../../report-view/charts/GrowthChart.tsx';
import type { FieldPath } from '../../store/transitions.ts';
import { actions, catalog, useApp } from '../../store/index.ts';
import { useAfterPaint } from '../../components/afterPaint.ts';

/**
 * A result's ranges and the servers it prices, under its row: "Range: startup 1 min 39 s–1 min
 * 59 s, QPS 20,485–21,438. Priced for 2 servers: the primary and 1 replica."
 */
export function RangeLine({ r }: { r: RecommendResult }) {
  const s = r.prediction.startup.totalRange;
  const q = r.prediction.qps.pointSelectRange;
  const servers = r.prediction.cost.servers;
  return (
    <p className="range-line">
      {s && q ? (
        <>
          <span className="detail-label">Range:</span> startup{' '}
          {formatRange(s[0], s[1], formatDuration)}, QPS {formatRange(q[0], q[1], formatInt)}.
        </>
      ) : q && !r.prediction.startup.modelled ? (
        // Aurora: no startup range (not modelled, issue 40), the QPS range alone.
        <>
          <span className="detail-label">Range:</span> QPS {formatRange(q[0], q[1], formatInt)};
          startup not modelled.
        </>
      ) : null}
      {servers > 1
        ? ` Priced for ${formatInt(servers)} servers: the primary and ${formatCount(servers - 1, 'replica')}.`
        : ''}
    </p>
  );
}

/** A whole-number scenario field typed in a small box; the model's message when refused. */
function CountField({
  path,
  label,
  title,
  value,
}: {
  path: FieldPath;
  label: string;
  title: string;
  value: number;
}) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  return (
    <span className="field-pair">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        min={0}
        step={1}
        value={value}
        title={title}
        aria-invalid={error !== null}
        onChange={(e) => {
          const r = actions.setField(path, Number(e.target.value));
          setError(r.ok ? null : (r.issues[0]?.message ?? null));
        }}
      />
      {error ? (
        <span className="error" role="alert">
          {error}
        </span>
      ) : null}
    </span>
  );
}

/** What a replica is on each deployment (issue 41 item 8: EC2's words were shown on Aurora). */
const REPLICAS_HINT: Readonly<Record<Deployment, string>> = {
  ec2: 'Replicas besides the primary: each is the same instance with its own volumes, priced with every result; without one, an instance-store result is unsafe for data',
  rds: 'Read replicas besides the primary: each the same DB instance class with its own storage, priced with every result',
  aurora:
    'Aurora replicas besides the writer: each the same DB instance class on the shared cluster volume, priced with every result',
};

/** Replicas besides the primary (scenario topology.replicas): priced with every result. */
export function ReplicasField() {
  const replicas = useApp((s) => s.scenario.topology.replicas);
  const deployment = useApp((s) => s.scenario.deployment);
  return (
    <CountField
      path="topology.replicas"
      label="Replicas"
      title={REPLICAS_HINT[deployment]}
      value={replicas}
    />
  );
}

/** The failures that stop a search before it starts: nothing was searched. */
export function nothingSearched(f: RecommendFailure | undefined): boolean {
  return (
    f !== undefined &&
    f.kind !== 'targets-not-met' &&
    f.kind !== 'io-not-sustained' &&
    f.kind !== 'over-budget'
  );
}

/**
 * No result: nothing to search (the pins leave no instance type…), or nothing meets the targets,
 * then the closest configuration and what it misses by.
 */
export function NoResult({
  failure,
  closest,
}: {
  failure: RecommendFailure | undefined;
  closest: ClosestResult | undefined;
}) {
  return (
    <div className="no-result">
      <p role="status">
        {failure && nothingSearched(failure)
          ? `Nothing to search: ${failureText(failure)}`
          : failure?.kind === 'over-budget'
            ? 'No configuration meets these targets within the budget.'
            : 'No configuration meets these targets.'}
      </p>
      {closest ? (
        <p className="closest">
          {closest.misses.text} It would cost {formatUsd(closest.result.prediction.cost.monthlyUsd)}{' '}
          a month and{' '}
          {closest.result.prediction.startup.modelled
            ? `start in ${formatDuration(closest.result.prediction.startup.totalSeconds)}`
            : 'has a startup that is not modelled'}{' '}
          ({formatInt(closest.result.prediction.qps.pointSelect)} QPS).{' '}
          <button
            type="button"
            className="small"
            onClick={() => actions.replaceScenario(closest.result.scenario)}
          >
            Apply the closest
          </button>
        </p>
      ) : null}
    </div>
  );
}

/** Growth rates, when the targets and the volume are outgrown, and startup month by month. */
export function GrowthBlock() {
  const scenario = useApp((s) => s.scenario);
  const targets = useApp((s) => s.targets);
  // The projection (37 months, each predicted at its pessimistic end) follows once a slider
  // step's frame is painted, as the charts' bands do.
  const painted = useAfterPaint(scenario);
  const growth = useMemo(
    () =>
      reportGrowth(
        painted,
        { maxStartupSeconds: targets.maxStartupSeconds, minQps: targets.minQps },
        catalog,
      ),
    [painted, targets],
  );
  return (
    <section className="growth" aria-label="Growth">
      <h3>Growth</h3>
      <div className="targets">
        <CountField
          path="growth.tablesPerMonth"
          label="Tables per month"
          title="New InnoDB tables per month"
          value={scenario.growth.tablesPerMonth}
        />
        <CountField
          path="growth.dataGiBPerMonth"
          label="Data GiB per month"
          title="Data added per month, GiB"
          value={scenario.growth.dataGiBPerMonth}
        />
      </div>
      {growth ? (
        <>
          <p className="growth-text" role="status">
            {growth.text}
          </p>
          <GrowthChart data={growth} />
        </>
      ) : (
        <p className="explain">
          Give the tables and data added per month to see when the startup target and the volume are
          outgrown.
        </p>
      )}
    </section>
  );
}
