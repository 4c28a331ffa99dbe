import { formatPercent } from '../../../core/format/index.ts';

/** How far a recommendation search is (instance types searched), while it runs in its worker. */
export function SearchProgress({ fraction }: { fraction: number }) {
  const pct = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <span className="search-progress">
      <progress max={100} value={pct} aria-label="Search progress" />{' '}
      <span aria-hidden="true">{formatPercent(pct)}</span>
    </span>
  );
}
