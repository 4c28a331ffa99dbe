import { useId, useState } from 'react';
import { recommend } from '../../../core/recommend/index.ts';
import { formatInt, formatQps, formatDuration, formatUsd } from '../../../core/format/index.ts';
import { actions, catalog, useApp } from '../../store/index.ts';
import { exportRecommendation } from '../files/exportPdf.ts';

/** Targets in, the cheapest configurations meeting them out, each applicable with a click. */
export function RecommendPanel() {
  const targets = useApp((s) => s.targets);
  const rec = useApp((s) => s.recommendation);
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [exportMsg, setExportMsg] = useState<string | null>(null);

  const run = () => {
    setBusy(true);
    // Let the busy state paint before the (synchronous, sub-second) search.
    setTimeout(() => {
      const s = actions.current();
      const t = {
        maxStartupSeconds: targets.maxStartupSeconds,
        minQps: targets.minQps,
        tables: s.mysql.tables,
        dataGiB: s.mysql.dataGiB,
        region: s.region,
        base: s,
        limit: 10,
      };
      actions.setRecommendation({ targets: t, response: recommend(t, catalog) });
      setBusy(false);
    }, 0);
  };

  return (
    <section className="panel recommend" aria-label="Recommendation">
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
        <button type="submit" className="primary" disabled={busy}>
          {busy ? 'Searching…' : 'Recommend'}
        </button>
        <button
          type="button"
          disabled={!rec || rec.response.results.length === 0}
          onClick={() => {
            void exportRecommendation('A4').then(setExportMsg);
          }}
        >
          Export recommendation…
        </button>
        {exportMsg ? <span className="status">{exportMsg}</span> : null}
      </form>
      {rec ? (
        <>
          <p className="explain">
            Searched {formatInt(rec.response.searched)} configurations for{' '}
            {formatInt(rec.targets.tables)} tables, {formatInt(rec.targets.dataGiB)} GiB in{' '}
            {rec.targets.region}: startup ≤ {formatDuration(rec.targets.maxStartupSeconds)}, ≥{' '}
            {formatQps(rec.targets.minQps)}.{rec.response.note ? ` ${rec.response.note}` : ''}
          </p>
          {rec.response.results.length > 0 ? (
            <table className="grid" aria-label="Recommended configurations">
              <thead>
                <tr>
                  <th scope="col">#</th>
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
                    Monthly
                  </th>
                  <th scope="col">Binding</th>
                  <th scope="col">
                    <span className="sr-only">Action</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rec.response.results.map((r) => {
                  const st = r.scenario.storage;
                  return (
                    <tr key={r.rank}>
                      <td>{r.rank}</td>
                      <td>{r.scenario.instance.type}</td>
                      <td>
                        {st.kind}
                        {st.kind === 'instance-store' || st.kind === 'custom'
                          ? ''
                          : ` ${formatInt(st.sizeGiB)} GiB`}
                        {st.kind === 'gp3' || st.kind === 'io2'
                          ? `, ${formatInt(st.iops)} IOPS`
                          : ''}
                        {st.kind === 'gp3' ? `, ${formatInt(st.throughputMiBps)} MiB/s` : ''}
                      </td>
                      <td>{r.scenario.mysql.pageSizeKiB} KiB</td>
                      <td className="num">{formatDuration(r.prediction.startup.totalSeconds)}</td>
                      <td className="num">{formatInt(r.prediction.qps.pointSelect)}</td>
                      <td className="num">{formatUsd(r.prediction.cost.monthlyUsd)}</td>
                      <td className="binding-text">{r.binding}</td>
                      <td>
                        <button
                          type="button"
                          className="small"
                          aria-label={`Apply recommendation ${r.rank}`}
                          onClick={() => actions.replaceScenario(r.scenario)}
                        >
                          Apply
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          ) : (
            <p role="status">No configuration meets these targets.</p>
          )}
        </>
      ) : (
        <p className="explain">
          Set the targets and press Recommend: the search keeps this scenario’s tables, data size,
          region and MySQL settings.
        </p>
      )}
    </section>
  );
}
