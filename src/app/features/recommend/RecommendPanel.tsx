import { RecoveryTargetInput } from '../recovery/RecoveryPanel.tsx';
import { useId, useState } from 'react';
import type { RecommendResult } from '../../../core/recommend/index.ts';
import type { Deployment } from '../../../core/scenario/types.ts';
import { ChangeList } from './ChangeList.tsx';
import { EPHEMERAL_TEXT, UNSAFE_FOR_DATA_TEXT } from '../../../core/recommend/durability.ts';
import { startupTargetPhrase } from '../../../core/recommend/startupTarget.ts';
import { MAX_HORIZON_MONTHS } from '../../../core/recommend/index.ts';
import { describeStorage } from '../../../core/storage/index.ts';
import {
  GrowthBlock,
  NoResult,
  nothingSearched,
  RangeLine,
  ReplicasField,
} from './RecommendParts.tsx';
import {
  asSentence,
  formatInt,
  formatPercent,
  formatQps,
  formatDuration,
  formatUsd,
} from '../../../core/format/index.ts';
import { actions, useApp } from '../../store/index.ts';
import type { RecommendOptions } from '../../store/index.ts';
import { exportRecommendation } from '../files/exportPdf.ts';
import { runRecommendation } from './runRecommend.ts';
import { TargetsPrompt } from './TargetsPrompt.tsx';
import { SearchProgress } from './SearchProgress.tsx';
import { staleness } from './stale.ts';
import type { Staleness } from './stale.ts';
import { WhereChoice } from './WhereChoice.tsx';
import { PinResult } from './PinResult.tsx';
import { whereText } from './searchWhere.ts';

function storageText(r: RecommendResult): string {
  return describeStorage(r.scenario.storage, 'full', r.scenario);
}

/** The search options: what recommend may change, and the headroom asked for. */
function OptionsRow() {
  const o = useApp((s) => s.recommendOptions);
  const deployment = useApp((s) => s.scenario.deployment);
  const id = useId();
  const set = (patch: Partial<RecommendOptions>) => actions.setRecommendOptions({ ...o, ...patch });
  const box = (key: keyof RecommendOptions, label: string, hint: string) => (
    <label className="check" title={hint}>
      <input
        type="checkbox"
        checked={o[key] === true}
        onChange={(e) => set({ [key]: e.target.checked })}
      />{' '}
      {label}
    </label>
  );
  return (
    <div className="targets options" role="group" aria-label="What the search may change">
      {/* RDS and Aurora have no instance store to allow (issue 41 item 8). */}
      {deployment === 'ec2'
        ? box(
            'allowInstanceStore',
            'Allow instance store (ephemeral)',
            'Local NVMe loses its data when the instance stops: such results need replicas and backups',
          )
        : null}
      {box(
        'allowPageSizeChange',
        'Allow page size change (rebuild)',
        'innodb_page_size is fixed when the data directory is created: changing it is a dump and reload',
      )}
      {box(
        'allowArchitectureChange',
        'Allow architecture change (replace)',
        deployment === 'ec2'
          ? 'Also search the other CPU architecture (x86_64 or arm64/Graviton): a new instance from an image for it, with the data volume moved'
          : 'Also search DB instance classes of the other CPU architecture (x86_64 or arm64/Graviton): a change of the DB instance class',
      )}
      {box('keepFamily', 'Keep instance family', 'Search only the current instance family')}
      {box('keepStorageKind', 'Keep storage kind', 'Search only the current storage kind')}
      <span className="field-pair">
        <label htmlFor={`${id}-b`}>Headroom</label>
        <select
          id={`${id}-b`}
          value={o.headroomBasis}
          title="Margin: predictions beat the targets by the percentage. Pessimistic end: the slowest startup and lowest QPS of the prediction's range meet them."
          onChange={(e) => set({ headroomBasis: e.target.value === 'range' ? 'range' : 'margin' })}
        >
          <option value="range">Pessimistic end of range</option>
          <option value="margin">Margin</option>
        </select>
      </span>
      {o.headroomBasis === 'margin' ? (
        <span className="field-pair">
          <label htmlFor={`${id}-m`}>Margin (%)</label>
          <input
            id={`${id}-m`}
            type="number"
            min={0}
            max={1000}
            value={o.marginPercent}
            onChange={(e) => {
              const v = Number(e.target.value);
              if (Number.isFinite(v) && v >= 0) set({ marginPercent: v });
            }}
          />
        </span>
      ) : null}
      <WhereChoice />
      <ReplicasField />
      <span className="field-pair">
        <label htmlFor={`${id}-h`}>Horizon (months)</label>
        <input
          id={`${id}-h`}
          type="number"
          min={0}
          max={MAX_HORIZON_MONTHS}
          step={1}
          value={o.horizonMonths}
          title="Size for the tables and data after this many months of growth (Growth below)"
          onChange={(e) => {
            const v = Number(e.target.value);
            if (Number.isInteger(v) && v >= 0 && v <= MAX_HORIZON_MONTHS) set({ horizonMonths: v });
          }}
        />
      </span>
    </div>
  );
}

/** Columns of a result's first row; its second row (changes, binding) spans them all. */
const COLUMNS = 9;

/**
 * The headroom in a few words for the table (the sentence is in the row below): the share of each
 * target left, and a warning when the pessimistic end of the prediction's range misses them.
 */
function HeadroomCell({ h }: { h: RecommendResult['headroom'] }) {
  return (
    <>
      <span>
        {h.startupPercentLeft === 0 && h.startupSecondsLeft > 0
          ? 'no target'
          : formatPercent(h.startupPercentLeft)}{' '}
        ·{' '}
        {h.qpsPercentAbove === 0 && h.qpsAbove > 0 ? 'no target' : formatPercent(h.qpsPercentAbove)}
      </span>
      {h.pessimistic && !h.pessimistic.meetsTargets ? (
        <span className="range-miss">range end misses</span>
      ) : null}
    </>
  );
}

function ResultRows({ r, stale }: { r: RecommendResult; stale: boolean }) {
  return (
    <>
      <tr className={r.ephemeral ? 'result ephemeral-row' : 'result'}>
        <td>
          {r.rank}
          <button
            type="button"
            className="small apply"
            aria-label={`Apply recommendation ${r.rank}`}
            disabled={stale}
            title={stale ? 'Computed for another scenario: re-run Recommend first' : undefined}
            onClick={() => {
              if (!stale) actions.applyConfiguration(r.scenario);
            }}
          >
            Apply
          </button>
        </td>
        <td>{r.scenario.instance.type}</td>
        <td>
          {storageText(r)}
          {r.unsafeForData ? (
            <div className="unsafe" title={UNSAFE_FOR_DATA_TEXT}>
              <strong>Unsafe for data</strong>: no replica
            </div>
          ) : null}
          {r.ephemeral ? (
            <div className="ephemeral" title={EPHEMERAL_TEXT}>
              <strong>Ephemeral</strong>: data lost when the instance stops. Requires:{' '}
              <ul>
                {r.requires.map((q) => (
                  <li key={q} title={q}>
                    {q.split(':')[0]}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </td>
        <td>{r.scenario.mysql.pageSizeKiB} KiB</td>
        <td className="num" title={r.prediction.startup.notModelled}>
          {r.prediction.startup.modelled
            ? formatDuration(r.prediction.startup.totalSeconds)
            : 'Not modelled'}
        </td>
        <td className="num">{formatInt(r.prediction.qps.pointSelect)}</td>
        <td className="num">{formatUsd(r.prediction.cost.monthlyUsd)}</td>
        <td className="headroom-cell">
          <HeadroomCell h={r.headroom} />
        </td>
        <td className="where-cell">
          <span className="where">{whereText(r)}</span> <PinResult r={r} />
        </td>
      </tr>
      <tr className="result-detail">
        <td colSpan={COLUMNS}>
          <span className="detail-label">Changes{r.operation ? ` (${r.operation})` : ''}:</span>{' '}
          <ChangeList changes={r.changes} label={`Changes of recommendation ${r.rank}`} />
          {r.ephemeral ? (
            <p className="ephemeral">
              <strong>{EPHEMERAL_TEXT}</strong> Requires: {r.requires.join('; ')}.
            </p>
          ) : null}
          {r.unsafeForData ? <p className="unsafe">{UNSAFE_FOR_DATA_TEXT}</p> : null}
          {r.includes ? (
            <p className="includes">
              <span className="detail-label">Includes:</span> {r.includes}.
            </p>
          ) : null}
          <RangeLine r={r} />
          <p className="headroom-text">
            <span className="detail-label">Headroom:</span> {r.headroom.text}.
          </p>
          <p className="binding-text">Binding: {asSentence(r.binding)}</p>
        </td>
      </tr>
    </>
  );
}

/** What the search looks through on each deployment, for the explanation before a search. */
const SEARCHED: Readonly<Record<Deployment, string>> = {
  ec2: 'EBS only unless you allow more',
  rds: 'DB instance classes on RDS’s storage kinds',
  aurora: 'DB instance classes on Aurora’s cluster volume',
};

/** The results answer another scenario: say which, and that Apply waits for a new search. */
function StaleNote({ old }: { old: Staleness }) {
  return (
    <p className="stale-note" role="note" aria-label="Results out of date">
      <strong>Out of date:</strong> Computed for {old.computedFor};{' '}
      {old.now ? `the scenario is now ${old.now}` : 'the scenario has changed since'}: re-run
      Recommend. Apply is off until then, so it cannot switch the scenario back.
    </p>
  );
}

/**
 * The budget target (issue 41.12): the most a result may cost a month, USD, at the scenario's
 * pricing option; empty for none.
 */
function BudgetField({ id }: { id: string }) {
  const targets = useApp((s) => s.targets);
  return (
    <>
      <label htmlFor={id}>Max $/month</label>
      <input
        id={id}
        type="number"
        min={0}
        step="any"
        placeholder="no budget"
        title="Budget: the most a result may cost a month, USD, at the scenario's pricing option; empty for none"
        value={targets.maxMonthlyUsd ?? ''}
        onChange={(e) => {
          const { maxMonthlyUsd: _old, ...rest } = targets;
          const v = e.target.value === '' ? NaN : Number(e.target.value);
          actions.setTargets(Number.isFinite(v) && v > 0 ? { ...rest, maxMonthlyUsd: v } : rest);
        }}
      />
    </>
  );
}

/** Targets in, the cheapest configurations meeting them out, each applicable with a click. */
export function RecommendPanel() {
  const targets = useApp((s) => s.targets);
  const rec = useApp((s) => s.recommendation);
  const prompt = useApp((s) => s.targetsPrompt);
  const scenario = useApp((s) => s.scenario);
  const deployment = scenario.deployment;
  const old = staleness(rec, scenario);
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [exportMsg, setExportMsg] = useState<string | null>(null);
  const busy = progress !== null;

  // The search runs in a worker: the window stays live, and the bar shows how far it is.
  const run = () => {
    setProgress(0);
    setExportMsg(null);
    void runRecommendation(targets, setProgress).then((r) => {
      if (r.ok || !r.cancelled) setProgress(null);
      if (!r.ok && !r.cancelled) setExportMsg(r.message);
    });
  };

  return (
    <section className="panel recommend" aria-label="Recommendation">
      {/* The request for targets lasts until a recommendation answers it (or it is closed). */}
      {prompt && !rec ? <TargetsPrompt onExported={setExportMsg} /> : null}
      <form
        className="targets"
        onSubmit={(e) => {
          e.preventDefault();
          run();
        }}
      >
        <label htmlFor={`${id}-st`}>Max startup (s)</label>
        <input
          id={`${id}-st`}
          type="number"
          min={1}
          value={targets.maxStartupSeconds}
          onChange={(e) =>
            actions.setTargets({ ...targets, maxStartupSeconds: Number(e.target.value) })
          }
        />
        <label htmlFor={`${id}-q`}>Min QPS</label>
        <input
          id={`${id}-q`}
          type="number"
          min={0}
          value={targets.minQps}
          onChange={(e) => actions.setTargets({ ...targets, minQps: Number(e.target.value) })}
        />
        <BudgetField id={`${id}-usd`} />
        <RecoveryTargetInput recovery={scenario.recovery} />
        <button type="submit" className="primary" disabled={busy}>
          {busy ? 'Searching…' : 'Recommend'}
        </button>
        {progress !== null ? <SearchProgress fraction={progress} /> : null}
        <button
          type="button"
          disabled={!rec || rec.response.results.length === 0 || old !== null}
          onClick={() => {
            void exportRecommendation('A4').then(setExportMsg);
          }}
        >
          Export recommendation…
        </button>
        {exportMsg ? <span className="status">{exportMsg}</span> : null}
      </form>
      <OptionsRow />
      {rec ? (
        <>
          {old ? <StaleNote old={old} /> : null}
          <p className="explain">
            Searched {formatInt(rec.response.searched)} configurations for{' '}
            {formatInt(rec.targets.tables)} tables, {formatInt(rec.targets.dataGiB)} GiB in{' '}
            {rec.targets.region}: {startupTargetPhrase(rec.targets.maxStartupSeconds)}, ≥{' '}
            {formatQps(rec.targets.minQps)}
            {rec.targets.maxMonthlyUsd !== undefined
              ? `, ≤ ${formatUsd(rec.targets.maxMonthlyUsd)} a month`
              : ''}
            {rec.targetsRule === 'derived' ? ' (the current configuration’s own figures)' : ''}.
            {rec.response.note && !nothingSearched(rec.response.failure)
              ? ` ${rec.response.note}`
              : ''}
          </p>
          <ul className="explain rules" aria-label="Search rules">
            {rec.response.rules.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
          {rec.response.results.length > 0 ? (
            <table className="grid" aria-label="Recommended configurations">
              <thead>
                <tr>
                  <th scope="col">
                    # <span className="sr-only">and action</span>
                  </th>
                  <th scope="col">Instance</th>
                  <th scope="col">Storage</th>
                  <th scope="col">Page</th>
                  <th scope="col" className="num">
                    Startup
                  </th>
                  <th scope="col" className="num">
                    QPS
                  </th>
                  <th scope="col" className="num">
                    Monthly, {rec.response.results[0]?.prediction.cost.pricing.label}
                  </th>
                  <th scope="col" className="num">
                    Headroom <span className="th-sub">startup · QPS</span>
                  </th>
                  <th scope="col">Where</th>
                </tr>
              </thead>
              <tbody>
                {rec.response.results.map((r) => (
                  <ResultRows key={r.rank} r={r} stale={old !== null} />
                ))}
              </tbody>
            </table>
          ) : (
            <NoResult failure={rec.response.failure} closest={rec.response.closest} />
          )}
          {rec.response.architectureSaving ? (
            <p className="explain architecture-saving" role="note">
              Information: {rec.response.architectureSaving.text}
            </p>
          ) : null}
        </>
      ) : (
        <p className="explain">
          Set the targets and press Recommend: the search keeps this scenario’s tables, data size,
          region, page size, CPU architecture and MySQL settings, searches {SEARCHED[deployment]},
          and meets the targets at the pessimistic end of each prediction’s range.
        </p>
      )}
      <GrowthBlock />
    </section>
  );
}
