import { BoundDetails } from '../../components/BoundDetails.tsx';
import { formatQps, formatDuration, formatUsd } from '../../../core/format/index.ts';
import { actions, MAX_PINNED, selectPrediction, useApp } from '../../store/index.ts';
import type { Scenario } from '../../../core/scenario/types.ts';
import type { Prediction } from '../../../core/types.ts';
import { describeStorage } from '../../../core/storage/index.ts';
import { CLOUD_LABELS } from '../../../core/cloud/index.ts';
import { SERIES_COLORS } from '../charts/ChartsPanel.tsx';
import { useMemo, useState } from 'react';
import { CompareCharts } from './CompareCharts.tsx';
import { shortName } from './compareChartData.ts';
import { comparedScenarios, exportComparison } from './exportCompare.ts';
import { MULTI_AZ_LABELS, multiAzOf } from '../../../core/scenario/deployments.ts';

function describe(s: Scenario): string {
  const vol = describeStorage(s.storage, 'full', s);
  const extras = [
    s.mysql.startupOpt !== 'default' ? `${s.mysql.startupOpt} startup` : '',
    s.mysql.pageSizeKiB !== 16 ? `${s.mysql.pageSizeKiB} KiB pages` : '',
    s.calibration ? `calibrated (${s.calibration.name})` : '',
  ].filter(Boolean);
  const az = multiAzOf(s);
  const server = az === 'off' ? s.instance.type : `${s.instance.type} ${MULTI_AZ_LABELS[az]}`;
  // The cloud and region lead (issue 38: AWS, Azure and Google Cloud side by side).
  return [`${CLOUD_LABELS[s.cloud]} ${s.region} · ${server}, ${vol}`, ...extras].join(', ');
}

/** The comparison as data: plain CSV, or for a spreadsheet (issue 39.4). */
function ExportButtons(props: {
  current: Scenario;
  pinned: { label: string; scenario: Scenario }[];
}) {
  const [status, setStatus] = useState('');
  const save = (flavour: 'csv' | 'excel') =>
    void exportComparison(comparedScenarios(props.current, props.pinned), flavour).then(setStatus);
  return (
    <span className="export-buttons">
      <button
        type="button"
        onClick={() => save('csv')}
        title="The table as CSV: one row per scenario, units in the headers"
      >
        Export CSV…
      </button>
      <button
        type="button"
        onClick={() => save('excel')}
        title="The same rows for a spreadsheet: UTF-8 with a byte-order mark, so that Excel opens it as it is"
      >
        Export for Excel…
      </button>
      {status ? (
        <span className="status" role="status">
          {status}
        </span>
      ) : null}
    </span>
  );
}

/** Pinned scenarios side by side with the current one (the charts overlay them too). */
export function ComparePanel() {
  const current = useApp((s) => s.scenario);
  const pinned = useApp((s) => s.pinned);
  const nextId = useApp((s) => s.nextPinId);
  const [renaming, setRenaming] = useState<number | null>(null);
  const cols = [
    { id: 0, label: 'Current', scenario: current },
    ...pinned.map((p) => ({ id: p.id, label: p.label, scenario: p.scenario })),
  ];
  const chartColumns = useMemo(
    () => [
      { name: 'Current', result: selectPrediction(current) },
      ...pinned.map((p) => ({ name: shortName(p.label), result: selectPrediction(p.scenario) })),
    ],
    [current, pinned],
  );
  return (
    <section className="panel compare" aria-label="Compare">
      <div className="toolbar-row">
        <button
          type="button"
          disabled={pinned.length >= MAX_PINNED}
          onClick={() => actions.pin(`Pin ${nextId}: ${describe(current)}`)}
          title={pinned.length >= MAX_PINNED ? `At most ${MAX_PINNED} pinned scenarios` : ''}
        >
          Pin current scenario
        </button>
        <span className="explain">
          {pinned.length}/{MAX_PINNED} pinned; pinned scenarios also appear on the charts.
        </span>
        <ExportButtons current={current} pinned={pinned} />
      </div>
      <table className="grid" aria-label="Scenario comparison">
        <thead>
          <tr>
            <th scope="col">Scenario</th>
            <th scope="col">Configuration</th>
            <th scope="col" className="num">
              Startup
            </th>
            <th scope="col" className="num">
              QPS
            </th>
            <th scope="col" className="num">
              Monthly
            </th>
            <th scope="col">Startup bottleneck</th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {cols.map((c, i) => {
            const r = selectPrediction(c.scenario);
            return (
              <tr key={c.id}>
                <th scope="row">
                  <span
                    className="swatch"
                    style={{ background: SERIES_COLORS[i] }}
                    aria-hidden="true"
                  />{' '}
                  {c.id !== 0 && renaming === c.id ? (
                    <input
                      type="text"
                      className="pin-name"
                      aria-label={`New name for ${c.label}`}
                      defaultValue={c.label}
                      autoFocus
                      onKeyDown={(e) => {
                        if (e.key === 'Enter') {
                          actions.renamePin(c.id, e.currentTarget.value);
                          setRenaming(null);
                        } else if (e.key === 'Escape') setRenaming(null);
                      }}
                      onBlur={(e) => {
                        actions.renamePin(c.id, e.currentTarget.value);
                        setRenaming(null);
                      }}
                    />
                  ) : (
                    c.label
                  )}
                </th>
                <td>
                  {describe(c.scenario)}
                  {r.ok ? `; cost ${r.prediction.cost.pricing.label}` : ''}
                </td>
                {r.ok ? (
                  <>
                    <StartupCell p={r.prediction} />
                    <td className="num">{formatQps(r.prediction.qps.pointSelect)}</td>
                    <td className="num">{formatUsd(r.prediction.cost.monthlyUsd)}</td>
                    <BottleneckCell p={r.prediction} />
                  </>
                ) : (
                  <td colSpan={4}>{r.issues[0]?.message}</td>
                )}
                <td>
                  {c.id !== 0 ? (
                    <span className="actions">
                      <button
                        type="button"
                        className="small"
                        aria-label={`Restore ${c.label}`}
                        onClick={() => actions.replaceScenario(c.scenario)}
                      >
                        Restore
                      </button>
                      <button
                        type="button"
                        className="small"
                        aria-label={`Rename ${c.label}`}
                        onClick={() => setRenaming(c.id)}
                      >
                        Rename
                      </button>
                      <button
                        type="button"
                        className="small"
                        aria-label={`Unpin ${c.label}`}
                        onClick={() => actions.unpin(c.id)}
                      >
                        Unpin
                      </button>
                    </span>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <CompareCharts columns={chartColumns} />
    </section>
  );
}

/** The startup column: the total, or "Not modelled" (issue 40: Aurora). */
function StartupCell({ p }: { p: Prediction }) {
  return (
    <td className="num">
      {p.startup.modelled ? formatDuration(p.startup.totalSeconds) : 'Not modelled'}
    </td>
  );
}

/** The startup bottleneck column: the bound phase, or why the startup is not modelled. */
function BottleneckCell({ p }: { p: Prediction }) {
  return (
    <td className="bound-cell">
      {p.startup.modelled ? (
        <BoundDetails
          phase={p.startup.phases.find((x) => x.name === p.startup.bottleneck.phase)}
          explanation={p.startup.bottleneck.explanation}
        />
      ) : (
        <span className="explain not-modelled">{p.startup.notModelled}</span>
      )}
    </td>
  );
}
