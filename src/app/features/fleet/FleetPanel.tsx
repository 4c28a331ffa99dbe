/**
 * The fleet view (File → Open Inventory…): every server of an inventory, today against the
 * cheapest configuration meeting its targets, sortable by any column, with the totals; any row
 * opens as the document (today's configuration or the recommended one).
 */
import { Fragment, useMemo, useState } from 'react';
import type { FleetRowError, ServerSizing } from '../../../core/fleet/index.ts';
import {
  describeBottleneck,
  describeConfiguration,
  fleetPricing,
  fleetStartupText,
  fleetTotals,
} from '../../../core/fleet/index.ts';
import type { Scenario } from '../../../core/scenario/types.ts';
import { formatCount, formatDuration, formatInt, formatUsd } from '../../../core/format/index.ts';
import { actions, useApp } from '../../store/index.ts';
import { RECOVERY_PATH_LABELS } from '../../../core/recovery/labels.ts';
import { confirmDiscard, fileNameFor } from '../files/commands.ts';
import { exportFleetCsv, openInventory, resizeInventory } from './runFleet.ts';

type SortKey =
  'name' | 'currentUsd' | 'startup' | 'qps' | 'recommendedUsd' | 'saving' | 'action' | 'bottleneck';

interface Column {
  key: SortKey;
  label: string;
  /** The heading as shown, when shorter than its name (the name stays its accessible name). */
  short?: string;
  value: (r: ServerSizing) => string | number;
  numeric?: boolean;
}

const COLUMNS: Column[] = [
  { key: 'name', label: 'Server', value: (r) => r.name },
  {
    key: 'startup',
    label: 'Startup today',
    // Not modelled (Aurora) sorts as the slowest: it has no figure to compare.
    value: (r) => r.current.startupSeconds ?? Number.MAX_VALUE,
    numeric: true,
  },
  { key: 'qps', label: 'QPS today', value: (r) => r.current.qps, numeric: true },
  { key: 'currentUsd', label: '$/month today', value: (r) => r.current.monthlyUsd, numeric: true },
  { key: 'action', label: 'Recommended', value: (r) => r.action },
  {
    key: 'recommendedUsd',
    label: '$/month recommended',
    short: '$/month after change',
    value: (r) => r.recommended?.monthlyUsd ?? r.current.monthlyUsd,
    numeric: true,
  },
  { key: 'saving', label: 'Saving/month', value: (r) => r.monthlySavingUsd, numeric: true },
  {
    key: 'bottleneck',
    label: 'Bottleneck and full service today',
    value: (r) => describeBottleneck(r.current),
  },
];

/** Rows sorted by a column (stable: inventory order breaks ties). */
export function sortRows(
  rows: readonly ServerSizing[],
  key: SortKey,
  dir: 'ascending' | 'descending',
): ServerSizing[] {
  const col = COLUMNS.find((c) => c.key === key) ?? COLUMNS[0];
  if (!col) return [...rows];
  const sign = dir === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = col.value(a);
    const y = col.value(b);
    const c =
      typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return c * sign || a.line - b.line;
  });
}

function openAsDocument(scenario: Scenario, name: string): void {
  if (!confirmDiscard()) return;
  actions.openScenario({ ...scenario, name }, { path: null, name: fileNameFor(name) });
  actions.setTab('charts');
}

function errorText(e: FleetRowError): string {
  const where = e.field === '' ? '' : `, ${e.field}`;
  const who = e.name === undefined ? '' : ` (${e.name})`;
  return `Line ${e.line}${where}${who}: ${e.message}`;
}

function RecommendedCell({ r }: { r: ServerSizing }) {
  if (r.action === 'keep') return <span>Keep today’s configuration</span>;
  if (r.action === 'none' || !r.recommended)
    return <span className="error">{r.note ?? 'No configuration meets the targets'}</span>;
  const rec = r.recommended;
  return (
    <span>
      {describeConfiguration(rec.scenario)}
      <br />
      <small>
        {fleetStartupText(rec.startupSeconds)}, {formatInt(rec.qps)} QPS
        {r.operation ? ` · needs ${r.operation}` : ''}
        {r.ephemeral ? ' · ephemeral (instance store)' : ''}
        {r.unsafeForData ? ' · unsafe for data: no replica' : ''}
      </small>
    </span>
  );
}

export function FleetPanel() {
  const fleet = useApp((s) => s.fleet);
  const [sort, setSort] = useState<Sort>({
    key: 'saving',
    dir: 'descending',
  });
  const rows = fleet?.rows;
  const sorted = useMemo(
    () => (rows && fleet?.done ? sortRows(rows, sort.key, sort.dir) : []),
    [rows, fleet?.done, sort],
  );
  const totals = useMemo(
    () => (rows ? fleetTotals(rows, new Set(fleet?.errors.map((e) => e.line)).size) : null),
    [rows, fleet?.errors],
  );
  // The pricing option every cost is at, named in the cost headers and the totals.
  const pricing = useMemo(() => fleetPricing(rows ?? []), [rows]);
  const [status, setStatus] = useState('');
  const open = (
    <button type="button" onClick={() => void openInventory()}>
      Open inventory…
    </button>
  );
  const allowArch = fleet?.options?.allowArchitectureChange ?? false;
  if (!fleet) {
    return (
      <section className="fleet" aria-label="Fleet">
        <p>
          Size every server of an inventory at once: a CSV with one row per server (name, region,
          instance type, storage, size, IOPS, throughput, tables, data GiB, buffer pool, page size,
          MySQL version, and optional max startup / min QPS targets).
        </p>
        {open}
      </section>
    );
  }
  return (
    <section className="fleet" aria-label="Fleet">
      <div className="fleet-head">
        <h2>{fleet.fileName}</h2>
        {open}
        <button
          type="button"
          disabled={!fleet.done}
          onClick={() => void exportFleetCsv(fleet).then(setStatus)}
        >
          Export CSV…
        </button>
        <button
          type="button"
          disabled={!fleet.done}
          title="The same rows for a spreadsheet: UTF-8 with a byte-order mark, headers in words with their units"
          onClick={() => void exportFleetCsv(fleet, 'excel').then(setStatus)}
        >
          Export for Excel…
        </button>
        <label
          className="check"
          title="Let servers move to the other CPU architecture (x86_64 or arm64), a replace, unless their row says no; off: each keeps its own unless its allow-architecture-change cell says yes"
        >
          <input
            type="checkbox"
            checked={allowArch}
            onChange={(e) => void resizeInventory({ allowArchitectureChange: e.target.checked })}
          />{' '}
          Allow architecture change (replace)
        </label>
        {status ? (
          <span className="status" role="status">
            {status}
          </span>
        ) : null}
      </div>
      {fleet.stalePrices ? (
        <p className="fleet-stale" role="status">
          Sized with the previous prices: open the inventory again to size it with the prices now in
          use.
        </p>
      ) : null}
      {!fleet.done ? (
        <div className="fleet-progress">
          <progress value={fleet.rows.length} max={fleet.total} aria-label="Sizing servers" />
          <span>
            Sizing {formatInt(fleet.rows.length)} of {formatInt(fleet.total)} servers…
          </span>
        </div>
      ) : null}
      {totals && fleet.done ? (
        <p className="fleet-totals" role="status">
          {formatCount(totals.servers, 'server')} sized ({formatInt(totals.changes)} to change,{' '}
          {formatInt(totals.keeps)} to keep, {formatInt(totals.unmet)} unmet),{' '}
          {formatCount(totals.invalid, 'invalid row')}. Monthly ({pricing}):{' '}
          {formatUsd(totals.currentMonthlyUsd)} today → {formatUsd(totals.recommendedMonthlyUsd)}{' '}
          recommended, saving <strong>{formatUsd(totals.monthlySavingUsd)}</strong>.
        </p>
      ) : null}
      {fleet.errors.length > 0 ? (
        <details className="fleet-errors">
          <summary>
            {formatCount(fleet.errors.length, 'problem')} in the inventory (those rows are left out)
          </summary>
          <ul>
            {fleet.errors.slice(0, 200).map((e, i) => (
              <li key={i}>{errorText(e)}</li>
            ))}
          </ul>
        </details>
      ) : null}
      {fleet.done && sorted.length > 0 ? (
        <FleetTable rows={sorted} sort={sort} onSort={setSort} pricing={pricing} />
      ) : null}
    </section>
  );
}

type Sort = { key: SortKey; dir: 'ascending' | 'descending' };

/** The sized servers, sortable by each column. */
function FleetTable({
  rows,
  sort,
  onSort,
  pricing,
}: {
  rows: ServerSizing[];
  sort: Sort;
  onSort: (next: (s: Sort) => Sort) => void;
  pricing: string;
}) {
  return (
    <div className="fleet-table-wrap">
      <table className="fleet-table">
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th
                key={c.key}
                scope="col"
                aria-sort={sort.key === c.key ? sort.dir : 'none'}
                className={c.numeric ? 'num' : undefined}
              >
                <button
                  type="button"
                  {...(c.short ? { 'aria-label': `${c.label}, ${pricing}`, title: c.label } : {})}
                  onClick={() =>
                    onSort((s) => ({
                      key: c.key,
                      dir:
                        s.key === c.key && s.dir === 'descending'
                          ? 'ascending'
                          : s.key === c.key
                            ? 'descending'
                            : c.numeric
                              ? 'descending'
                              : 'ascending',
                    }))
                  }
                >
                  {/* A heading may break after a slash ("Saving/ month") to keep the column narrow. */}
                  {(c.short ?? c.label).split('/').map((part, i) => (
                    <Fragment key={i}>
                      {i > 0 ? (
                        <>
                          /<wbr />
                        </>
                      ) : null}
                      {part}
                    </Fragment>
                  ))}
                  {c.key === 'currentUsd' || c.key === 'recommendedUsd' ? (
                    // The pricing option on its own line: the header stays as wide as before.
                    <small className="fleet-pricing">
                      <span className="sr-only">, </span>
                      {pricing}
                    </small>
                  ) : null}
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <FleetRow key={r.line} r={r} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A server: today's figures, the recommendation (open either as the document), the saving. */
function FleetRow({ r }: { r: ServerSizing }) {
  return (
    <tr>
      <th scope="row">
        {/* The name opens the server as it runs today; its region under it. */}
        <button
          type="button"
          className="link fleet-name"
          aria-label={`Open ${r.name} as it runs today`}
          title={`Open ${r.name} as it runs today`}
          onClick={() => openAsDocument(r.current.scenario, r.name)}
        >
          {r.name}
        </button>
        <small className="ident fleet-region">{r.current.scenario.region}</small>
      </th>
      <td className="num">
        {fleetStartupText(r.current.startupSeconds)}
        {r.startupUnchecked ? (
          <>
            <br />
            <small className="not-modelled">{r.startupUnchecked}</small>
          </>
        ) : null}
      </td>
      <td className="num">{formatInt(r.current.qps)}</td>
      <td className="num" title={describeConfiguration(r.current.scenario)}>
        {formatUsd(r.current.monthlyUsd)}
        {r.current.ioNotPricedText ? (
          <>
            <br />
            <small>{r.current.ioNotPricedText}</small>
          </>
        ) : null}
      </td>
      <td>
        <RecommendedCell r={r} />
        {r.action === 'change' && r.recommended ? (
          <button
            type="button"
            className="small fleet-open"
            aria-label={`Open ${r.name} as recommended`}
            onClick={() =>
              r.recommended && openAsDocument(r.recommended.scenario, `${r.name} (recommended)`)
            }
          >
            Open
          </button>
        ) : null}
      </td>
      <td className="num">{formatUsd(r.recommended?.monthlyUsd ?? r.current.monthlyUsd)}</td>
      <td className="num">{formatUsd(r.monthlySavingUsd)}</td>
      <td>
        {describeBottleneck(r.current)}
        {/* Time to full service (issue 37) in the text column: the table fits 1024 px (issue 30). */}
        <small
          className="fleet-full-service"
          title={`up to ${formatDuration(r.current.recovery.pessimisticSeconds)} at the range's slow end`}
        >
          Full service after {RECOVERY_PATH_LABELS[r.current.recovery.pathId].toLowerCase()}:{' '}
          {formatDuration(r.current.recovery.seconds)}
        </small>
      </td>
    </tr>
  );
}
